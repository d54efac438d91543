import type { KidneyProteinBand } from '../conditions/kidney-details';
import { formatNumber } from '../profile/format';
import type { SourceId } from '../sources';
import {
  CKD_PLANNING_DEFAULTS,
  CKD_PROTEIN_G_PER_KG,
  DIALYSIS_PHOSPHORUS_MG_PER_G_PROTEIN,
  vitaminKBandUg,
} from './clinical-numbers';
import type { LimitAmount, LimitContext } from './limit-row';
import { perKgRange } from './numbers';
import type { Person } from './person';

// The limit rows whose amount or reason depends on the person (weight, protein, kidney stage,
// meals, sex): named functions that limit-rules.ts references from the row.

const KIDNEY_PROTEIN_REASON: Readonly<Record<KidneyProteinBand, (range: string) => string>> = {
  'stage-3-5': (range) =>
    `With kidney disease, protein stays at ${range} g per kg of body weight: enough to keep muscle, without extra work for the kidneys.`,
  early: (range) =>
    `With kidney disease at stage 1–2, protein stays at ${range} g per kg of body weight: enough to keep muscle, and under the high intakes that add work for the kidneys.`,
  dialysis: (range) =>
    `On dialysis, protein is ${range} g per kg of body weight: dialysis removes protein, so the body needs more, not less.`,
};

/** The kidney protein range in grams is the one macros.protein already holds (B5.1–B5.4). */
export function kidneyProteinAmount({ person, macros }: LimitContext): LimitAmount {
  return {
    min: macros.protein.minG,
    max: macros.protein.maxG,
    perKg: CKD_PROTEIN_G_PER_KG[person.kidneyBand],
  };
}

/** The protein rows, less the general ones (A3; A4 unless it is the stage 1–2 floor). */
export function kidneyProteinSources({ person, macros }: LimitContext): SourceId[] {
  return macros.protein.sourceIds.filter(
    (id) => id !== 'A3' && (id !== 'A4' || person.kidneyBand === 'early'),
  );
}

/** 1,000 mg, or on dialysis 12 mg per gram of the protein ceiling if more (ours, see the constant). */
export function kidneyPhosphorusMaxMg({ person, macros }: LimitContext): number {
  if (person.kidneyBand !== 'dialysis') return CKD_PLANNING_DEFAULTS.phosphorusMg;
  return Math.max(
    CKD_PLANNING_DEFAULTS.phosphorusMg,
    Math.ceil((DIALYSIS_PHOSPHORUS_MG_PER_G_PROTEIN * macros.protein.maxG) / 50) * 50,
  );
}

export function kidneyPhosphorusReason(context: LimitContext): string {
  const maxText = formatNumber(kidneyPhosphorusMaxMg(context));
  return context.person.kidneyBand === 'dialysis'
    ? `On dialysis, the right amount of phosphorus depends on your blood tests and is set by your dialysis team, often with a phosphate binder taken with meals. Your protein needs come first, and protein foods bring phosphorus with them, so until then the plan stays under ${maxText} mg (about ${DIALYSIS_PHOSPHORUS_MG_PER_G_PROTEIN} mg for each gram of your protein) and prefers fresh foods, because phosphate additives in processed food are absorbed the most. Discuss this planning default with your dialysis team.`
    : `With kidney disease, the right amount of phosphorus depends on your blood tests and is set by your care team. Until then the plan stays under ${maxText} mg and prefers plant and fresh foods, because phosphate additives in processed food are absorbed the most. Discuss this planning default with your care team.`;
}

/**
 * No gallbladder: Mayo's ≤ 3 g per serving (B3.2) describes a low-fat food, not a meal; the meal
 * cap is the day's fat ceiling (A3) shared over at least three meals, and over more when the
 * person eats more, smaller meals (B3.1).
 */
const gallbladderMeals = (person: Person) => Math.max(person.mealsPerDay, 3);

export function gallbladderFatPerMealG({ person, macros }: LimitContext): LimitAmount {
  return { max: Math.round(macros.fat.maxG / gallbladderMeals(person)) };
}

export function gallbladderReason({ person, macros }: LimitContext): string {
  const meals = gallbladderMeals(person);
  return `Without a gallbladder, bile arrives in a steady trickle, so fat is easier to digest in smaller amounts. No meal or snack has more than 1/${meals} of the day's fat ceiling (${macros.fat.maxG} g), and low-fat foods (3 g of fat or less per serving) are preferred.`;
}

export function warfarinVitaminKBand({ person }: LimitContext): LimitAmount {
  const band = vitaminKBandUg(person.sex);
  return { min: band.min, max: band.max, referenceAmount: band.referenceUg };
}

export function warfarinReason({ person }: LimitContext): string {
  const band = vitaminKBandUg(person.sex);
  return `Warfarin works against vitamin K, so the amount you eat should stay about the same each day rather than be avoided. Every planned day has ${band.min}–${band.max} µg: within ${band.referenceUg - band.min} µg of the adequate intake of ${band.referenceUg} µg.`;
}

export function kidneyProteinReason({ person }: LimitContext): string {
  const band = CKD_PROTEIN_G_PER_KG[person.kidneyBand];
  return KIDNEY_PROTEIN_REASON[person.kidneyBand](perKgRange(band));
}

export function kidneyPhosphorusAmount(context: LimitContext): LimitAmount {
  return { max: kidneyPhosphorusMaxMg(context) };
}
