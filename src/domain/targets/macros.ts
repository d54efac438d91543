import type { SourceId } from '../sources';
import {
  AMDR_PCT,
  CKD_PROTEIN_G_PER_KG,
  DASH,
  KCAL_PER_G,
  PROTEIN_RDA_G_PER_KG,
  REFERENCE_BMI,
} from './clinical-numbers';
import { gramsAt, pctAt, perKgRange, round1, unique } from './numbers';
import { has, type Person } from './person';
import type {
  Conflict,
  EnergyTargets,
  MacroRange,
  NutritionTargets,
  ProteinRange,
} from './schemas';

export type Macros = NutritionTargets['macros'];

function pctRange(
  minPct: number,
  maxPct: number,
  kcal: number,
  kcalPerG: number,
  notes: string[],
  sourceIds: SourceId[],
): MacroRange {
  return {
    minPct,
    maxPct,
    minG: gramsAt(minPct, kcal, kcalPerG),
    maxG: gramsAt(maxPct, kcal, kcalPerG),
    notes,
    sourceIds: unique(sourceIds),
  };
}

/** Carbohydrate, protein and fat ranges at the energy target (A3), with the kidney protein rules. */
export function computeMacros(
  person: Person,
  energy: EnergyTargets,
  conflicts: Conflict[],
): Macros {
  const kcal = energy.targetKcal;
  const isDiabetic = has(person, 'diabetes_type1', 'diabetes_type2');
  const isCkd = has(person, 'chronic_kidney_disease');

  // Carbohydrate: the AMDR; with diabetes, quality rather than a fixed share (B1.1, B1.2).
  const carbNotes: string[] = [];
  const carbSources: SourceId[] = ['A3'];
  if (isDiabetic) {
    carbNotes.push(
      'No single carbohydrate share suits everyone with diabetes: the range is the general one, with carbohydrate from whole foods (vegetables, fruit, legumes, whole grains) rather than refined grains and sugar.',
    );
    carbSources.push('B1.1', 'B1.2');
  }
  if (has(person, 'diabetes_type1')) {
    carbNotes.push('Each meal shows its carbohydrate grams, for matching mealtime insulin.');
    carbSources.push('B2.1');
  }

  // Protein: per-kg rules (A4, B5.1) or the AMDR share (A3), whichever binds.
  const isObese = energy.bmiKgM2 >= 30;
  const weightKg = isObese ? REFERENCE_BMI * (person.heightCm / 100) ** 2 : person.weightKg;
  const amdrMinG = (AMDR_PCT.protein.min * kcal) / (100 * KCAL_PER_G.protein);
  const amdrMaxG = (AMDR_PCT.protein.max * kcal) / (100 * KCAL_PER_G.protein);
  const proteinNotes: string[] = [];
  const proteinSources: SourceId[] = ['A3', 'A4'];
  // Each bound is either a share of energy (A3) or grams per kg; the other unit follows from it.
  type Bound = { pct: number } | { grams: number };
  let min: Bound;
  let max: Bound;
  let perKg: ProteinRange['perKg'];
  const weightBasis = isObese ? ('bmi-25-reference' as const) : ('actual' as const);
  const weightText = `${Math.round(weightKg)} kg`;
  if (isObese) {
    proteinNotes.push(
      `Per-kg amounts use ${weightText}, the weight at BMI 25 for your height, because protein needs follow lean mass rather than total weight.`,
    );
  }
  if (isCkd) {
    const band = CKD_PROTEIN_G_PER_KG[person.kidneyBand];
    const range = perKgRange(band);
    const ckdMaxG = band.max * weightKg;
    const ckdMinG = band.min * weightKg;
    const isRestricted = person.kidneyBand === 'stage-3-5';
    max = ckdMaxG < amdrMaxG ? { grams: ckdMaxG } : { pct: AMDR_PCT.protein.max };
    // The per-kg floor, even where it sits under 10 % of energy: kidney limits on potassium and
    // phosphorus leave little room for more protein than the kidney range asks.
    min = { grams: Math.min(ckdMinG, ckdMaxG, amdrMaxG) };
    perKg = { minGPerKg: band.min, maxGPerKg: band.max, weightKg: round1(weightKg), weightBasis };
    if (person.kidneyBand === 'dialysis') {
      proteinSources.push('B5.4');
      proteinNotes.push(
        `On dialysis: ${range} g of protein per kg (${weightText}) a day. Dialysis removes protein, so needs are higher than before dialysis, not restricted.`,
      );
    } else if (person.kidneyBand === 'early') {
      proteinSources.push('B5.1');
      proteinNotes.push(
        `Kidney disease stage 1–2: at least ${band.min} g of protein per kg (${weightText}) a day and no more than ${band.max} g/kg, the high intake to avoid when kidneys are at risk.`,
      );
    } else {
      proteinSources.push('B5.1', isDiabetic ? 'B5.3' : 'B5.2', 'B5.4');
      proteinNotes.push(
        `Kidney disease: ${range} g of protein per kg (${weightText}) a day, never more. Lower amounts only under your care team's supervision; on dialysis, protein needs are higher (tell us in your assessment, or follow your care team).`,
      );
    }
    if (amdrMinG > ckdMaxG) {
      conflicts.push({
        id: 'ckd-protein-vs-general-protein',
        between: ['chronic_kidney_disease', 'general'],
        resolution: `The general protein range starts at 10 % of energy (${Math.round(amdrMinG)} g); with kidney disease the ceiling of ${band.max} g/kg (${Math.round(ckdMaxG)} g) wins, and the rest of the energy comes from carbohydrate and fat.`,
        sourceIds: [person.kidneyBand === 'dialysis' ? 'B5.4' : 'B5.1', 'A3'],
      });
    }
    if (isRestricted && (has(person, 'obesity') || energy.adjustment.kind === 'deficit')) {
      conflicts.push({
        id: 'obesity-protein-vs-ckd',
        between: [
          'chronic_kidney_disease',
          has(person, 'obesity') ? 'obesity' : 'weight-loss-deficit',
        ],
        resolution: `Weight loss keeps protein at least at ${PROTEIN_RDA_G_PER_KG} g/kg to protect muscle; with kidney disease ${band.max} g/kg is also the ceiling, so protein stays within ${range} g/kg and the deficit comes from fat and carbohydrate.`,
        sourceIds: ['B5.1', 'A4', 'B13.2'],
      });
    }
    if (isRestricted && isDiabetic) {
      conflicts.push({
        id: 'ckd-diabetes-protein',
        between: [
          'chronic_kidney_disease',
          has(person, 'diabetes_type1') ? 'diabetes_type1' : 'diabetes_type2',
        ],
        resolution: `KDOQI 2020 allows ${range} g/kg with diabetes; KDOQI 2007 and KDIGO keep ${band.max} g/kg and not lower. The plan's range is ${range} g/kg and should sit near ${band.max} g/kg unless your care team prescribes less.`,
        sourceIds: ['B5.3', 'B1.8'],
      });
      proteinSources.push('B1.8');
    }
    if (isRestricted && has(person, 'hypertension')) {
      conflicts.push({
        id: 'ckd-vs-dash-protein',
        between: ['chronic_kidney_disease', 'hypertension'],
        resolution:
          "DASH's protein share (about 18 % of energy) is not used with kidney disease; protein follows the kidney range.",
        sourceIds: ['B5.1', 'B6.3'],
      });
    }
  } else {
    const rdaG = PROTEIN_RDA_G_PER_KG * weightKg;
    max = { pct: AMDR_PCT.protein.max };
    min =
      rdaG <= amdrMinG
        ? { pct: AMDR_PCT.protein.min }
        : rdaG < amdrMaxG
          ? { grams: rdaG }
          : { pct: AMDR_PCT.protein.max };
    perKg = {
      minGPerKg: PROTEIN_RDA_G_PER_KG,
      maxGPerKg: null,
      weightKg: round1(weightKg),
      weightBasis,
    };
    proteinNotes.push(
      `At least ${PROTEIN_RDA_G_PER_KG} g per kg (${weightText}) a day, and at least 10 % of energy.`,
    );
  }
  const toRange = (bound: Bound) =>
    'pct' in bound
      ? { pct: bound.pct, grams: gramsAt(bound.pct, kcal, KCAL_PER_G.protein) }
      : {
          pct: pctAt(Math.round(bound.grams), kcal, KCAL_PER_G.protein),
          grams: Math.round(bound.grams),
        };
  const low = toRange(min);
  const high = toRange(max);
  const protein: ProteinRange = {
    minPct: low.pct,
    maxPct: high.pct,
    minG: low.grams,
    maxG: high.grams,
    notes: proteinNotes,
    sourceIds: unique(proteinSources),
    perKg,
  };

  // Fat: the AMDR, with the DASH share as the ceiling for high blood pressure.
  const fatSources: SourceId[] = ['A3'];
  const fatNotes: string[] = [];
  let fatMaxPct: number = AMDR_PCT.fat.max;
  if (has(person, 'hypertension')) {
    fatMaxPct = DASH.fatPct;
    fatSources.push('B6.3');
    fatNotes.push(`The DASH eating plan keeps fat near ${DASH.fatPct} % of energy.`);
  }
  // The three ceilings must be able to add up to the whole day: if a low protein ceiling and the
  // DASH fat share leave a gap, fat gives way first, up to its AMDR ceiling (which always closes it).
  const gap = 100 - (AMDR_PCT.carbs.max + fatMaxPct + protein.maxPct);
  if (gap > 0) {
    const relaxed = Math.min(AMDR_PCT.fat.max, Math.ceil(fatMaxPct + gap));
    conflicts.push({
      id: 'dash-fat-vs-energy-balance',
      between: ['hypertension', 'chronic_kidney_disease'],
      resolution: `With protein capped at ${protein.maxPct} % of energy, carbohydrate (up to 65 %) and DASH fat (${DASH.fatPct} %) cannot fill the day, so the fat ceiling rises to ${relaxed} %.`,
      sourceIds: ['A3', 'B6.3', 'B5.1'],
    });
    fatMaxPct = relaxed;
  }
  if (has(person, 'no_gallbladder')) {
    fatNotes.push('Without a gallbladder, fat is spread over the day: see the per-meal fat limit.');
    fatSources.push('B3.1');
  }

  return {
    carbs: pctRange(
      AMDR_PCT.carbs.min,
      AMDR_PCT.carbs.max,
      kcal,
      KCAL_PER_G.carbs,
      carbNotes,
      carbSources,
    ),
    protein,
    fat: pctRange(AMDR_PCT.fat.min, fatMaxPct, kcal, KCAL_PER_G.fat, fatNotes, fatSources),
  };
}
