import type { KidneyProteinBand } from '../conditions/kidney-details';
import type { ActivityLevel, Gender } from '../profile/health-profile';

// Clinical numbers, each beside the clinical-targets row it comes from. Numbers that are ours
// (planning tolerances and defaults) say so. The limit amounts that only one limit uses sit in
// its row in limit-rules.ts.

/** A1 Mifflin–St Jeor (1990): kcal/day = 10·kg + 6.25·cm − 5·years + sex constant. */
export const MIFFLIN = { kcalPerKg: 10, kcalPerCm: 6.25, kcalPerYear: 5 } as const;
/** A1 sex constants; 'other' takes the mean of the two, since the equation has only two. */
export const MIFFLIN_SEX_CONSTANT: Readonly<Record<Gender, number>> = {
  male: 5,
  female: -161,
  other: (5 + -161) / 2,
};
/** A2 activity factors (conventional multiplier set). */
export const ACTIVITY_FACTORS: Readonly<Record<ActivityLevel, number>> = {
  sedentary: 1.2,
  light: 1.375,
  moderate: 1.55,
  active: 1.725,
  'very-active': 1.9,
};
/** B13.2 names a 500 or 750 kcal deficit, B4.2 500 to 1,000: 500 is the amount both allow. */
export const DEFICIT_KCAL = 500;
/**
 * B13.1's reduced-calorie intakes start at 1,200 kcal (women) and 1,500 kcal (men): we use them
 * as floors. 'other' takes the lower one; the BMR floor applies to everyone as well.
 */
export const SEX_FLOOR_KCAL: Readonly<Record<Gender, number>> = {
  male: 1500,
  female: 1200,
  other: 1200,
};
/** Planning tolerance, not a clinical number: a planned day may be within ±10 % of the target. */
export const ENERGY_BAND_FRACTION = 0.1;
/** Plausibility guard, not a clinical number: below this the equation's inputs are not a body. */
export const MIN_PLAUSIBLE_BMR_KCAL = 100;
/**
 * The IOM adult ranges (A3, A4, A5) start at 19 years and Mifflin–St Jeor was fitted on adults;
 * we treat 18 as adult. Children and teenagers get no computed targets.
 */
export const MIN_TARGETS_AGE_YEARS = 18;

/** A3 acceptable macronutrient distribution ranges, % of energy. */
export const AMDR_PCT = {
  carbs: { min: 45, max: 65 },
  protein: { min: 10, max: 35 },
  fat: { min: 20, max: 35 },
} as const;
/** Clinical-targets D: energy per gram. */
export const KCAL_PER_G = { carbs: 4, protein: 4, fat: 9, sugars: 4 } as const;
/** A4 protein RDA, g per kg body weight per day. */
export const PROTEIN_RDA_G_PER_KG = 0.8;
/**
 * Kidney protein, g per kg a day, by stage and dialysis (kidneyProteinBand):
 * - stage 3–5 not on dialysis, and stage unknown: 0.6–0.8, B5.1's RDA as the ceiling and B5.3's
 *   0.6 with diabetes as the floor (without diabetes, lower only under supervision, B5.2);
 * - stage 1–2: the RDA (A4) up to 1.3, the high intake B5.1 says to avoid in anyone at risk;
 * - on haemodialysis or peritoneal dialysis: 1.0–1.2, higher and not restricted (B5.4).
 */
export const CKD_PROTEIN_G_PER_KG: Readonly<
  Record<KidneyProteinBand, { min: number; max: number }>
> = {
  'stage-3-5': { min: 0.6, max: 0.8 },
  early: { min: PROTEIN_RDA_G_PER_KG, max: 1.3 },
  dialysis: { min: 1.0, max: 1.2 },
};
/**
 * Per-kg protein uses actual weight, except at BMI ≥ 30 (spec §5 'Obese'), where it uses the
 * weight at BMI 25 (spec §5's top of 'Normal weight') for the person's height: protein needs
 * follow lean mass, not fat mass. A conservative stand-in for adjusted body weight.
 */
export const REFERENCE_BMI = 25;

/** A5 fibre AI: 14 g per 1,000 kcal. */
export const FIBER_G_PER_1000_KCAL = 14;
/** With IBS (B10.2) the fibre floor is capped at A5's 25 g (the AI for women ≤ 50). */
export const IBS_FIBER_FLOOR_CAP_G = 25;

/** B6.3 DASH nutrient targets (at 2,000–2,100 kcal). */
export const DASH = {
  fatPct: 27,
  satFatPct: 6,
  cholesterolMg: 150,
  calciumMg: 1250,
  magnesiumMg: 500,
} as const;
/** B6.2 potassium from food with high blood pressure (B8.2 carries it to heart disease). */
export const DASH_POTASSIUM_MG = { min: 3500, max: 5000 } as const;

/** A11: the DRI ceiling for added sugar, applied to total sugars (see README). */
export const TOTAL_SUGARS_MAX_PCT = 25;
/** A6 (DGA 2020–2025): added sugars under 10 % of energy. */
export const ADDED_SUGARS_MAX_PCT = 10;

/**
 * Planning defaults (ours): B5.7 and B5.8 say potassium and phosphorus are individualized with
 * CKD. Until the care team sets numbers, plans stay under these. 3,000 mg potassium sits below
 * the 3,500 mg where B6.2's increase starts, so a plan never pushes potassium up.
 */
export const CKD_PLANNING_DEFAULTS = { potassiumMg: 3000, phosphorusMg: 1000 } as const;
/**
 * Planning default (ours) on dialysis, where protein comes first (B5.4) and protein foods bring
 * phosphorus with them (in our food table, per gram of protein: chicken breast about 7 mg, salmon
 * 10, eggs 14, beans 20, milk 25). The phosphorus starting point is then the larger of 1,000 mg
 * and 12 mg per gram of the day's protein ceiling, rounded up to 50 mg, so a plan can meet the
 * protein without the richest sources.
 */
export const DIALYSIS_PHOSPHORUS_MG_PER_G_PROTEIN = 12;

/** C1 vitamin K adequate intake, µg/day; 'other' takes the lower value (the tighter band). */
export const VITAMIN_K_AI_UG: Readonly<Record<Gender, number>> = {
  male: 120,
  female: 90,
  other: 90,
};
/**
 * Planning tolerance (ours): every planned day's vitamin K stays within half the AI of the AI
 * itself (45–135 µg women and other, 60–180 µg men). The band is absolute, not around the plan's
 * own mean or first day, so Regenerates, swaps and chat edits all keep the same band.
 */
export const VITAMIN_K_DEVIATION_FRACTION = 0.5;
/**
 * Planning default (ours) with a potassium-retaining medicine: C6 says not to apply the high DASH
 * potassium target without a blood check; no day goes over 4,700 mg, the DASH plan's own
 * potassium amount (B6.3), so the plan never reaches past what DASH itself serves.
 */
export const POTASSIUM_RETAINING_MAX_MG = 4700;

/** B7.4 NCEP TLC adjuncts. */
export const TLC = { viscousFiberG: { min: 10, max: 25 }, sterolsG: 2 } as const;

/** The vitamin K band every planned day keeps with warfarin: the AI (C1) ± our tolerance. */
export function vitaminKBandUg(sex: Gender): { referenceUg: number; min: number; max: number } {
  const referenceUg = VITAMIN_K_AI_UG[sex];
  const deviationUg = Math.round(referenceUg * VITAMIN_K_DEVIATION_FRACTION);
  return { referenceUg, min: referenceUg - deviationUg, max: referenceUg + deviationUg };
}
