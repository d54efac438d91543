import { formatNumber } from '../profile/format';
import {
  ADDED_SUGARS_MAX_PCT,
  CKD_PLANNING_DEFAULTS,
  DASH,
  DASH_POTASSIUM_MG,
  KCAL_PER_G,
  POTASSIUM_RETAINING_MAX_MG,
  TOTAL_SUGARS_MAX_PCT,
} from './clinical-numbers';
import {
  gallbladderFatPerMealG,
  gallbladderReason,
  kidneyPhosphorusAmount,
  kidneyPhosphorusReason,
  kidneyProteinAmount,
  kidneyProteinReason,
  kidneyProteinSources,
  warfarinReason,
  warfarinVitaminKBand,
} from './limit-amounts';
import type { LimitDefinition } from './limit-row';

// The limits as data: each limit lists its rows, one per cause (the general guideline, a
// condition or a medication class) with the amount it proposes, why, and the clinical-targets
// rows behind it. limits.ts evaluates them: the rows whose cause the person has apply, the
// strictest maximum wins and every applying row is cited. Amounts that depend on the person are
// named functions in limit-amounts.ts, referenced from their row.

const SAME_AS_GENERAL = 'The same limit as for the general public.';
const DIABETES_ADDED_SUGAR =
  'With diabetes, keep added sugar low and drink water rather than sugar-sweetened drinks.';
const DASH_POTASSIUM_REASON =
  'Potassium from food (vegetables, fruit and beans) helps lower blood pressure.';
const DASH_POTASSIUM_TEXT = `${formatNumber(DASH_POTASSIUM_MG.min)}–${formatNumber(DASH_POTASSIUM_MG.max)} mg`;

const day = { scope: 'day', kind: 'limit', reasonFrom: 'strictest' } as const;

/** Every limit, in the order `targets.limits` lists them. */
export const LIMIT_RULES: readonly LimitDefinition[] = [
  {
    ...day,
    id: 'sodium-daily-max',
    nutrient: 'sodiumMg',
    label: 'Sodium',
    unit: 'mg',
    strictestConflict: { id: 'sodium-strictest-limit', what: 'sodium limit', unit: 'mg' },
    rows: [
      {
        because: 'general',
        amount: { max: 2300 },
        reason: 'The Dietary Guidelines limit for adults.',
        sourceIds: ['A8'],
      },
      {
        because: 'diabetes_type2',
        amount: { max: 2300 },
        reason: SAME_AS_GENERAL,
        sourceIds: ['B1.4'],
      },
      {
        because: 'diabetes_type1',
        amount: { max: 2300 },
        reason: SAME_AS_GENERAL,
        sourceIds: ['B1.4'],
      },
      {
        because: 'chronic_kidney_disease',
        amount: { max: 2000 },
        reason: 'Less sodium eases blood pressure and the fluid load on your kidneys.',
        sourceIds: ['B5.5'],
      },
      {
        because: 'hypertension',
        amount: { max: 1500 },
        reason: 'The ideal limit for high blood pressure: less salt lowers it.',
        sourceIds: ['B6.1'],
      },
      {
        because: 'heart_disease',
        amount: { max: 1500 },
        reason: 'Less sodium lowers blood pressure and the strain on your heart.',
        sourceIds: ['B8.2'],
      },
    ],
  },
  {
    ...day,
    id: 'sat-fat-daily-max',
    nutrient: 'satFatG',
    label: 'Saturated fat',
    unit: 'g',
    energyShare: { kcalPerG: KCAL_PER_G.fat },
    strictestConflict: {
      id: 'sat-fat-strictest-limit',
      what: 'saturated-fat limit',
      unit: '% of energy',
    },
    rows: [
      {
        because: 'general',
        amount: { max: 10 },
        reason: 'The Dietary Guidelines limit: under 10 % of calories.',
        sourceIds: ['A7'],
      },
      {
        because: 'diabetes_type1',
        amount: { max: 10 },
        reason: SAME_AS_GENERAL,
        sourceIds: ['B1.6'],
      },
      {
        because: 'diabetes_type2',
        amount: { max: 10 },
        reason: SAME_AS_GENERAL,
        sourceIds: ['B1.6'],
      },
      {
        because: 'high_cholesterol',
        amount: { max: 7 },
        reason: 'Under 7 % of calories lowers LDL cholesterol.',
        sourceIds: ['B7.4'],
      },
      {
        because: 'high_cholesterol',
        amount: { max: 6 },
        reason:
          'A diet very low in saturated fat (5–6 % of calories) lowers LDL cholesterol the most.',
        sourceIds: ['B7.1'],
      },
      {
        because: 'heart_disease',
        amount: { max: 6 },
        reason: 'With heart disease the LDL-lowering target applies: 5–6 % of calories.',
        sourceIds: ['B8.2', 'B7.1'],
      },
      {
        because: 'hypertension',
        amount: { max: DASH.satFatPct },
        reason: 'The DASH eating plan keeps saturated fat near 6 % of calories.',
        sourceIds: ['B6.3'],
      },
    ],
  },
  {
    // Only conditions set it: no row, no limit.
    ...day,
    id: 'cholesterol-daily-max',
    nutrient: 'cholesterolMg',
    label: 'Cholesterol',
    unit: 'mg',
    strictestConflict: { id: 'cholesterol-strictest-limit', what: 'cholesterol limit', unit: 'mg' },
    rows: [
      {
        because: 'high_cholesterol',
        amount: { max: 200 },
        reason: 'Less dietary cholesterol helps lower LDL cholesterol.',
        sourceIds: ['B7.4'],
      },
      {
        because: 'hypertension',
        amount: { max: DASH.cholesterolMg },
        reason: 'The DASH eating plan keeps dietary cholesterol near 150 mg a day.',
        sourceIds: ['B6.3'],
      },
    ],
  },
  // Sugars. The food table has total sugars only (clinical-targets D): the checked limit is on
  // total sugars at the DRI added-sugar ceiling (A11), which holds even if all sugar were added;
  // the DGA added-sugar limit (A6) is advice the planner follows by leaving out sweets.
  {
    ...day,
    id: 'total-sugars-daily-max',
    nutrient: 'sugarsG',
    label: 'Total sugars (natural and added)',
    unit: 'g',
    energyShare: { kcalPerG: KCAL_PER_G.sugars },
    reasonFrom: 'all',
    rows: [
      {
        because: 'general',
        amount: { max: TOTAL_SUGARS_MAX_PCT },
        reason:
          'Total sugars, including those in fruit and milk, stay under 25 % of calories: the ceiling for added sugar, so even a day of only added sugar could not pass it.',
        sourceIds: ['A11'],
      },
      { because: 'fatty_liver', amount: { max: TOTAL_SUGARS_MAX_PCT }, sourceIds: ['B4.4'] },
      { because: 'diabetes_type1', amount: { max: TOTAL_SUGARS_MAX_PCT }, sourceIds: [] },
      { because: 'diabetes_type2', amount: { max: TOTAL_SUGARS_MAX_PCT }, sourceIds: [] },
    ],
  },
  {
    ...day,
    id: 'added-sugars-daily-max',
    nutrient: 'addedSugarsG',
    label: 'Added sugars',
    unit: 'g',
    energyShare: { kcalPerG: KCAL_PER_G.sugars },
    reasonFrom: 'all',
    isCheckable: false,
    rows: [
      {
        because: 'general',
        amount: { max: ADDED_SUGARS_MAX_PCT },
        reason:
          'Added sugars under 10 % of calories. The food data cannot tell added from natural sugar, so the plan follows this by leaving out sweets and sweetened drinks.',
        sourceIds: ['A6'],
      },
      {
        because: 'fatty_liver',
        amount: { max: ADDED_SUGARS_MAX_PCT },
        reason:
          'With fatty liver, avoid soft drinks and foods with added fructose; whole fruit is fine.',
        sourceIds: ['B4.4'],
      },
      {
        because: 'diabetes_type1',
        amount: { max: ADDED_SUGARS_MAX_PCT },
        reason: DIABETES_ADDED_SUGAR,
        sourceIds: ['B1.2', 'B1.5'],
      },
      {
        because: 'diabetes_type2',
        amount: { max: ADDED_SUGARS_MAX_PCT },
        reason: DIABETES_ADDED_SUGAR,
        sourceIds: ['B1.2', 'B1.5'],
      },
    ],
  },
  // Kidney disease: protein range, and potassium and phosphorus planning defaults.
  {
    ...day,
    id: 'ckd-protein-daily-range',
    nutrient: 'proteinG',
    label: 'Protein',
    unit: 'g',
    rows: [
      {
        because: 'chronic_kidney_disease',
        amount: kidneyProteinAmount,
        reason: kidneyProteinReason,
        sourceIds: kidneyProteinSources,
      },
    ],
  },
  {
    ...day,
    id: 'ckd-potassium-daily-max',
    nutrient: 'potassiumMg',
    label: 'Potassium',
    unit: 'mg',
    isPlanningDefault: true,
    rows: [
      {
        because: 'chronic_kidney_disease',
        amount: { max: CKD_PLANNING_DEFAULTS.potassiumMg },
        reason: `With kidney disease, the right amount of potassium depends on your blood tests and is set by your care team. Until they give you a number, the plan stays under ${formatNumber(CKD_PLANNING_DEFAULTS.potassiumMg)} mg and does not pile up high-potassium foods. Discuss this planning default with your care team.`,
        sourceIds: ['B5.7'],
      },
    ],
  },
  {
    ...day,
    id: 'ckd-phosphorus-daily-max',
    nutrient: 'phosphorusMg',
    label: 'Phosphorus',
    unit: 'mg',
    isPlanningDefault: true,
    rows: [
      {
        because: 'chronic_kidney_disease',
        amount: kidneyPhosphorusAmount,
        reason: kidneyPhosphorusReason,
        sourceIds: ['B5.8'],
      },
    ],
  },
  // Potassium from food for high blood pressure or heart disease, unless the kidneys or a
  // potassium-retaining medicine make it unsafe to push (B6.2's own exception; C6).
  {
    ...day,
    id: 'dash-potassium-daily-target',
    nutrient: 'potassiumMg',
    label: 'Potassium',
    kind: 'target',
    unit: 'mg',
    blockedBy: [
      {
        because: 'chronic_kidney_disease',
        conflict: {
          id: 'ckd-vs-dash-potassium',
          resolution: `The potassium target for blood pressure (${DASH_POTASSIUM_TEXT}) is not applied with kidney disease; potassium follows the kidney rule, set from your blood tests.`,
          sourceIds: ['B6.2', 'B5.7'],
        },
      },
      {
        because: 'potassium-sparing',
        conflict: {
          id: 'potassium-sparing-vs-dash-potassium',
          resolution: `Your medicine makes the body keep potassium, so the potassium target for blood pressure (${DASH_POTASSIUM_TEXT}) is not applied without a blood potassium check, and potassium salt substitutes are left out.`,
          sourceIds: ['C6', 'B6.2'],
        },
      },
    ],
    rows: [
      {
        because: 'hypertension',
        amount: DASH_POTASSIUM_MG,
        reason: DASH_POTASSIUM_REASON,
        sourceIds: ['B6.2'],
      },
      {
        because: 'heart_disease',
        amount: DASH_POTASSIUM_MG,
        reason: DASH_POTASSIUM_REASON,
        sourceIds: ['B6.2', 'B8.2'],
      },
    ],
  },
  {
    ...day,
    id: 'no-gallbladder-fat-per-meal-max',
    nutrient: 'fatG',
    label: 'Fat per meal',
    scope: 'meal',
    unit: 'g',
    rows: [
      {
        because: 'no_gallbladder',
        amount: gallbladderFatPerMealG,
        reason: gallbladderReason,
        sourceIds: ['B3.1', 'B3.2', 'A3'],
      },
    ],
  },
  // Warfarin: vitamin K steady near the adequate intake, not banned.
  {
    ...day,
    id: 'warfarin-vitamin-k-consistency',
    nutrient: 'vitaminKUg',
    label: 'Vitamin K (keep steady)',
    kind: 'consistency',
    unit: 'µg',
    rows: [
      {
        because: 'warfarin',
        amount: warfarinVitaminKBand,
        reason: warfarinReason,
        sourceIds: ['C1'],
      },
    ],
  },
  // A potassium-retaining medicine without kidney disease (whose 3,000 mg default is lower): the
  // DASH target is not applied (above), and no day goes over the DASH plan's own amount.
  {
    ...day,
    id: 'potassium-sparing-potassium-daily-max',
    nutrient: 'potassiumMg',
    label: 'Potassium',
    unit: 'mg',
    isPlanningDefault: true,
    blockedBy: [{ because: 'chronic_kidney_disease' }],
    rows: [
      {
        because: 'potassium-sparing',
        amount: { max: POTASSIUM_RETAINING_MAX_MG },
        reason: `Your medicine makes your body keep potassium, so the plan does not aim for the high potassium target of the DASH plan: no day goes over ${formatNumber(POTASSIUM_RETAINING_MAX_MG)} mg, and no potassium salt substitutes. Only your doctor can say, after a blood test, whether more is safe.`,
        sourceIds: ['C6', 'B6.3'],
      },
    ],
  },
];
