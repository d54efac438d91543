import { formatNumber } from '../profile/format';
import { DASH, DASH_POTASSIUM_MG, TLC, vitaminKBandUg } from './clinical-numbers';
import { hasCause, type Person } from './person';
import type { AppliesBecause, Conflict, MicronutrientTarget, NutrientLimit } from './schemas';

// Micronutrients that matter for this person: numbers only with a source row. One row per
// item, set when the person has its cause; the potassium target follows its limit. No text here
// names a food: which foods suit the person (allergies, diet, dislikes) is the guidance's to say
// (`guidance/food-sources.ts`).

type Item = Omit<MicronutrientTarget, 'appliesBecause'>;

interface MicronutrientRow {
  because: AppliesBecause;
  /** Not set when the person has this cause; its conflict is recorded once. */
  unless?: { because: AppliesBecause; conflict: Omit<Conflict, 'between'> };
  item: Item | ((person: Person) => Item);
}

const CKD_VS_DASH_MINERALS = {
  because: 'chronic_kidney_disease',
  conflict: {
    id: 'ckd-vs-dash-minerals',
    resolution:
      "DASH's calcium and magnesium targets are not set with kidney disease: the dairy and nuts that supply them also bring phosphorus, which your care team sets for you.",
    sourceIds: ['B6.3', 'B5.8'],
  },
} as const satisfies MicronutrientRow['unless'];

function warfarinVitaminK(person: Person): Item {
  const band = vitaminKBandUg(person.sex);
  return {
    id: 'warfarin-vitamin-k',
    nutrient: 'Vitamin K',
    amount:
      person.sex === 'other'
        ? `steady each day, ${band.min}–${band.max} µg, near the adequate intake of ${band.referenceUg} µg (the lower of 90 µg for women and 120 µg for men)`
        : `steady each day, ${band.min}–${band.max} µg, near the adequate intake of ${band.referenceUg} µg`,
    min: band.min,
    max: band.max,
    unit: 'µg',
    reason: 'Warfarin works against vitamin K, so steady amounts keep its effect steady.',
    sourceIds: ['C1'],
    basis: 'table',
  };
}

/** In the order `targets.micronutrients` lists them, after the potassium target. */
export const MICRONUTRIENT_ROWS: readonly MicronutrientRow[] = [
  {
    because: 'hypertension',
    unless: CKD_VS_DASH_MINERALS,
    item: {
      id: 'dash-calcium',
      nutrient: 'Calcium',
      amount: `about ${formatNumber(DASH.calciumMg)} mg a day`,
      min: DASH.calciumMg,
      unit: 'mg',
      reason:
        'The DASH eating plan is rich in calcium, one of the minerals that help lower blood pressure.',
      sourceIds: ['B6.3'],
      basis: 'table',
    },
  },
  {
    because: 'hypertension',
    unless: CKD_VS_DASH_MINERALS,
    item: {
      id: 'dash-magnesium',
      nutrient: 'Magnesium',
      amount: `about ${DASH.magnesiumMg} mg a day`,
      min: DASH.magnesiumMg,
      unit: 'mg',
      reason:
        'The DASH eating plan is rich in magnesium, one of the minerals that help lower blood pressure.',
      sourceIds: ['B6.3'],
      basis: 'table',
    },
  },
  {
    because: 'high_cholesterol',
    item: {
      id: 'tlc-viscous-fiber',
      nutrient: 'Soluble (viscous) fibre',
      amount: `${TLC.viscousFiberG.min}–${TLC.viscousFiberG.max} g a day`,
      min: TLC.viscousFiberG.min,
      max: TLC.viscousFiberG.max,
      unit: 'g',
      reason: 'Soluble fibre binds cholesterol in the gut and lowers LDL.',
      sourceIds: ['B7.4'],
      basis: 'table',
    },
  },
  {
    because: 'high_cholesterol',
    item: {
      id: 'tlc-plant-sterols',
      nutrient: 'Plant stanols and sterols',
      amount: `${TLC.sterolsG} g a day (from fortified foods)`,
      min: TLC.sterolsG,
      unit: 'g',
      reason:
        'They block some cholesterol absorption; ask your doctor before adding fortified spreads or drinks.',
      sourceIds: ['B7.4'],
      basis: 'table',
    },
  },
  {
    because: 'heart_disease',
    item: {
      id: 'heart-omega-3',
      nutrient: 'Omega-3 fats',
      amount: 'no set amount',
      reason:
        'Part of the heart-healthy eating pattern, in place of fatty meat; cook with liquid plant oils rather than tropical oils.',
      sourceIds: ['B8.1'],
      basis: 'table',
    },
  },
  { because: 'warfarin', item: warfarinVitaminK },
  {
    because: 'metformin',
    item: {
      id: 'metformin-vitamin-b12',
      nutrient: 'Vitamin B12',
      amount: 'foods with vitamin B12 most days',
      reason:
        'Long-term metformin can lower vitamin B12; ask your doctor about checking it now and then.',
      sourceIds: ['C5'],
      basis: 'table',
    },
  },
  {
    because: 'celiac_disease',
    item: {
      id: 'celiac-nutrients',
      nutrient: 'Iron, calcium, vitamin D, folate and B vitamins',
      amount: 'no set amount: ask your dietitian to check them',
      reason:
        'Gluten-free eating can run low in these, and celiac disease can reduce their absorption (general nutrition knowledge, not a guideline number).',
      sourceIds: [],
      basis: 'general-knowledge',
    },
  },
];

/** The micronutrients that matter for this person; conflicts are added to `conflicts`. */
export function computeMicronutrients(
  person: Person,
  limits: readonly NutrientLimit[],
  conflicts: Conflict[],
): MicronutrientTarget[] {
  const items: MicronutrientTarget[] = [];
  const dashPotassium = limits.find((limit) => limit.id === 'dash-potassium-daily-target');
  if (dashPotassium) {
    items.push({
      id: 'dash-potassium',
      nutrient: 'Potassium',
      amount: `${formatNumber(DASH_POTASSIUM_MG.min)}–${formatNumber(DASH_POTASSIUM_MG.max)} mg a day, from food`,
      min: DASH_POTASSIUM_MG.min,
      max: DASH_POTASSIUM_MG.max,
      unit: 'mg',
      reason: dashPotassium.reason,
      appliesBecause: dashPotassium.appliesBecause,
      sourceIds: dashPotassium.sourceIds,
      basis: 'table',
    });
  }
  for (const { because, unless, item } of MICRONUTRIENT_ROWS) {
    if (!hasCause(person, because)) continue;
    if (unless && hasCause(person, unless.because)) {
      if (!conflicts.some((conflict) => conflict.id === unless.conflict.id)) {
        conflicts.push({
          ...unless.conflict,
          between: [unless.because, because],
          sourceIds: [...unless.conflict.sourceIds],
        });
      }
      continue;
    }
    const target = typeof item === 'function' ? item(person) : item;
    items.push({ ...target, appliesBecause: [because], sourceIds: [...target.sourceIds] });
  }
  return items;
}
