import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CONDITION_IDS, type ConditionId } from '../conditions/catalogue';
import { MEDICATION_CLASS_IDS, type MedicationClassId } from '../medications/interactions';
import {
  ACTIVITY_LEVELS,
  type HealthProfile,
  HealthProfileSchema,
} from '../profile/health-profile';
import {
  CKD_PLANNING_DEFAULTS,
  computeTargets,
  computeTargetsForProfile,
  MIN_TARGETS_AGE_YEARS,
} from './compute-targets';
import { NutritionalGuidelinesSchema, toNutritionalGuidelines } from './nutritional-guidelines';
import {
  type NutritionTargets,
  NutritionTargetsSchema,
  type TargetsInput,
  type TargetsResult,
} from './schemas';
import { SOURCE_IDS } from './sources';

const MAN: TargetsInput = {
  sex: 'male',
  ageYears: 30,
  weightKg: 80,
  heightCm: 180,
  activityLevel: 'moderate',
  conditions: [],
  medicationClasses: [],
};
const WOMAN: TargetsInput = {
  sex: 'female',
  ageYears: 50,
  weightKg: 90,
  heightCm: 165,
  activityLevel: 'sedentary',
  conditions: [],
  medicationClasses: [],
};

function targetsOf(input: TargetsInput): NutritionTargets {
  const result = computeTargets(input);
  if (!result.ok) throw new Error(`expected targets, got ${JSON.stringify(result.error)}`);
  return result.value;
}

const withConditions = (input: TargetsInput, ...conditions: ConditionId[]) =>
  targetsOf({ ...input, conditions });
const limit = (targets: NutritionTargets, id: string) => targets.limits.find((l) => l.id === id);
const conflictIds = (targets: NutritionTargets) => targets.conflicts.map((c) => c.id);

describe('energy: Mifflin–St Jeor × activity factor, deficit with safe floors', () => {
  it.each([
    // sex, age, kg, cm, activity, BMR, TDEE, target, min, max, adjustment
    ['male', 30, 80, 180, 'moderate', 1780, 2759, 2760, 2480, 3040, 'maintain'],
    ['female', 30, 60, 165, 'moderate', 1320, 2046, 2050, 1850, 2260, 'maintain'],
    ['male', 25, 70, 175, 'very-active', 1674, 3180, 3180, 2860, 3500, 'maintain'],
    ['other', 40, 70, 170, 'light', 1485, 2041, 2040, 1840, 2240, 'maintain'],
    // BMI 33: the 500 kcal deficit (1,320) would go below resting energy, so the floor wins.
    ['female', 50, 90, 165, 'sedentary', 1520, 1824, 1530, 1530, 1680, 'deficit'],
    // BMI 27.8, active: the full 500 kcal deficit fits above the floor.
    ['male', 40, 88, 178, 'active', 1798, 3101, 2610, 2350, 2870, 'deficit'],
  ] as const)(
    '%s %d y %d kg %d cm %s: BMR %d, TDEE %d, target %d (%d–%d), %s',
    (sex, ageYears, weightKg, heightCm, activityLevel, bmr, tdee, target, min, max, kind) => {
      const { energy } = targetsOf({ sex, ageYears, weightKg, heightCm, activityLevel });
      expect(energy.bmrKcal).toBe(bmr);
      expect(energy.tdeeKcal).toBe(tdee);
      expect(energy.targetKcal).toBe(target);
      expect(energy.minKcal).toBe(min);
      expect(energy.maxKcal).toBe(max);
      expect(energy.adjustment.kind).toBe(kind);
      expect(energy.sourceIds).toEqual(expect.arrayContaining(['A1', 'A2']));
    },
  );

  it('computes the worked example: 800 + 1,125 − 150 + 5 = 1,780 kcal, × 1.55 = 2,759 kcal', () => {
    const { energy } = targetsOf(MAN);
    expect(energy.bmrKcal).toBe(800 + 1125 - 150 + 5);
    expect(energy.activityFactor).toBe(1.55);
    expect(energy.adjustment).toMatchObject({ kind: 'maintain', kcal: 0 });
  });

  it('keeps a deficit at or above resting energy and names the floor conflict', () => {
    const targets = targetsOf(WOMAN);
    expect(targets.energy.floorKcal).toBe(1530);
    expect(targets.energy.adjustment.kcal).toBe(1530 - 1824);
    expect(targets.energy.sourceIds).toEqual(expect.arrayContaining(['B13.1', 'B13.2']));
    expect(conflictIds(targets)).toContain('energy-deficit-vs-floor');
  });

  it('never goes below the 1,500 kcal floor for men or 1,200 kcal for women in a deficit', () => {
    // Small, very active man, BMI 25.7: TDEE − 500 ≈ 1,430 < 1,500.
    const man = targetsOf({
      sex: 'male',
      ageYears: 70,
      weightKg: 60,
      heightCm: 153,
      activityLevel: 'light',
    });
    expect(man.energy.adjustment.kind).toBe('deficit');
    expect(man.energy.targetKcal).toBe(1500);
    expect(man.energy.minKcal).toBe(1500);
    const woman = targetsOf({
      sex: 'female',
      ageYears: 70,
      weightKg: 62,
      heightCm: 150,
      activityLevel: 'active',
    });
    expect(woman.energy.adjustment.kind).toBe('deficit');
    expect(woman.energy.targetKcal).toBeGreaterThanOrEqual(1200);
  });

  it('does not apply a deficit when the floor is above the estimated needs', () => {
    // Man, BMI 26, sedentary, small: the 1,500 kcal floor exceeds his TDEE.
    const { energy } = targetsOf({
      sex: 'male',
      ageYears: 85,
      weightKg: 52,
      heightCm: 141,
      activityLevel: 'sedentary',
    });
    expect(energy.tdeeKcal).toBeLessThan(1500);
    expect(energy.adjustment.kind).toBe('maintain');
    expect(energy.targetKcal).toBe(Math.round(energy.tdeeKcal / 10) * 10);
  });

  it('applies a deficit for listed obesity or fatty liver with overweight, never when underweight', () => {
    expect(withConditions(MAN, 'obesity').energy.adjustment.kind).toBe('deficit');
    const lean = { ...MAN, weightKg: 70 };
    expect(withConditions(lean, 'fatty_liver').energy.adjustment.kind).toBe('maintain');
    const overweightLiver = withConditions({ ...MAN, weightKg: 95 }, 'fatty_liver');
    // 2,992 kcal needs: the target 2,500 kcal is the 500 kcal deficit rounded up to 10 kcal.
    expect(overweightLiver.energy.adjustment).toMatchObject({ kind: 'deficit', kcal: -492 });
    expect(overweightLiver.energy.targetKcal).toBe(2500);
    expect(overweightLiver.energy.sourceIds).toContain('B4.2');
    const underweight = withConditions({ ...MAN, weightKg: 55 }, 'obesity');
    expect(underweight.energy.adjustment.kind).toBe('maintain');
  });

  it("says that 'other' uses the mean of the sex constants", () => {
    const { energy } = targetsOf({ ...MAN, sex: 'other' });
    expect(energy.bmrKcal).toBe(800 + 1125 - 150 - 78);
    expect(energy.notes.join(' ')).toMatch(/average of the male and female/);
  });
});

describe('expected failures are values', () => {
  it('names the missing body measures', () => {
    expect(computeTargets({ ...MAN, weightKg: undefined })).toEqual({
      ok: false,
      error: { kind: 'incomplete-profile', fields: ['weightKg'] },
    });
    expect(computeTargets({ ...MAN, sex: null, heightCm: Number.NaN })).toEqual({
      ok: false,
      error: { kind: 'incomplete-profile', fields: ['sex', 'heightCm'] },
    });
  });

  it('rejects measures outside the spec §5 ranges', () => {
    expect(computeTargets({ ...MAN, weightKg: 10, heightCm: 300 })).toEqual({
      ok: false,
      error: { kind: 'out-of-range', fields: ['weightKg', 'heightCm'] },
    });
  });

  it('computes no adult targets for children and teenagers', () => {
    const result = computeTargets({ ...MAN, ageYears: 15 });
    expect(result.ok).toBe(false);
    expect(!result.ok && result.error).toMatchObject({
      kind: 'unsupported-age',
      minAgeYears: MIN_TARGETS_AGE_YEARS,
    });
  });

  it('throws on an unknown condition id (a programmer error)', () => {
    expect(() => computeTargets({ ...MAN, conditions: ['scurvy' as ConditionId] })).toThrow();
  });
});

describe('macronutrients', () => {
  it('uses the AMDR at the target with grams from 4 and 9 kcal per gram', () => {
    const { macros } = targetsOf(MAN);
    expect(macros.carbs).toMatchObject({ minPct: 45, maxPct: 65, minG: 311, maxG: 449 });
    expect(macros.fat).toMatchObject({ minPct: 20, maxPct: 35, minG: 61, maxG: 107 });
    // 10 % of 2,760 kcal is 69 g, more than 0.8 g/kg × 80 kg = 64 g.
    expect(macros.protein).toMatchObject({ minPct: 10, maxPct: 35, minG: 69, maxG: 242 });
    expect(macros.protein.perKg).toMatchObject({
      minGPerKg: 0.8,
      maxGPerKg: null,
      weightBasis: 'actual',
    });
  });

  it('raises the protein floor to 0.8 g/kg when 10 % of energy is less', () => {
    const targets = targetsOf({ ...MAN, weightKg: 100, heightCm: 190, activityLevel: 'sedentary' });
    expect(targets.macros.protein.minG).toBe(80);
  });

  it('caps protein at 0.8 g/kg with kidney disease, from 0.6 g/kg', () => {
    const targets = withConditions(MAN, 'chronic_kidney_disease');
    expect(targets.macros.protein).toMatchObject({ minG: 48, maxG: 64 });
    expect(targets.macros.protein.perKg).toMatchObject({ minGPerKg: 0.6, maxGPerKg: 0.8 });
    expect(targets.macros.protein.sourceIds).toEqual(expect.arrayContaining(['B5.1', 'B5.2']));
    expect(limit(targets, 'ckd-protein-daily-range')).toMatchObject({
      min: 48,
      max: 64,
      unit: 'g',
    });
    expect(conflictIds(targets)).toContain('ckd-protein-vs-general-protein');
  });

  it('uses the weight at BMI 25 for per-kg protein at BMI 30 or more', () => {
    const targets = withConditions(WOMAN, 'chronic_kidney_disease', 'diabetes_type2');
    // 25 × 1.65² = 68.06 kg: 0.6–0.8 g/kg is 41–54 g.
    expect(targets.macros.protein).toMatchObject({ minG: 41, maxG: 54 });
    expect(targets.macros.protein.perKg.weightBasis).toBe('bmi-25-reference');
    expect(targets.macros.protein.sourceIds).toEqual(expect.arrayContaining(['B5.3', 'B1.8']));
    expect(conflictIds(targets)).toEqual(
      expect.arrayContaining(['obesity-protein-vs-ckd', 'ckd-diabetes-protein']),
    );
  });

  it('keeps fat at or under the DASH 27 % with high blood pressure', () => {
    expect(withConditions(MAN, 'hypertension').macros.fat).toMatchObject({ maxPct: 27 });
  });

  it('lets the DASH fat ceiling give way when a low protein ceiling would leave the day unfillable', () => {
    const targets = withConditions(
      { sex: 'male', ageYears: 25, weightKg: 60, heightCm: 190, activityLevel: 'very-active' },
      'hypertension',
      'chronic_kidney_disease',
    );
    const { carbs, protein, fat } = targets.macros;
    expect(carbs.maxPct + protein.maxPct + fat.maxPct).toBeGreaterThanOrEqual(100);
    expect(fat.maxPct).toBeGreaterThan(27);
    expect(conflictIds(targets)).toContain('dash-fat-vs-energy-balance');
  });

  it('notes carbohydrate quality for diabetes and per-meal carbs for type 1', () => {
    const targets = withConditions(MAN, 'diabetes_type1');
    expect(targets.macros.carbs.sourceIds).toEqual(expect.arrayContaining(['B1.1', 'B2.1']));
    expect(targets.macros.carbs).toMatchObject({ minPct: 45, maxPct: 65 });
  });
});

describe('fibre', () => {
  it('is 14 g per 1,000 kcal', () => {
    expect(targetsOf(MAN).fiber).toMatchObject({ minG: 39, isCapped: false, emphasis: 'total' });
  });

  it('caps the floor at 25 g with IBS and favours soluble fibre', () => {
    const targets = withConditions(MAN, 'ibs');
    expect(targets.fiber).toMatchObject({
      minG: 25,
      uncappedMinG: 39,
      isCapped: true,
      emphasis: 'soluble',
    });
    expect(targets.fiber.sourceIds).toEqual(expect.arrayContaining(['A5', 'B10.2']));
    expect(conflictIds(targets)).toContain('ibs-vs-high-fiber');
  });

  it('leaves a low floor alone with IBS', () => {
    const targets = withConditions(WOMAN, 'ibs');
    expect(targets.fiber).toMatchObject({ minG: 21, isCapped: false });
    expect(conflictIds(targets)).not.toContain('ibs-vs-high-fiber');
  });
});

describe('limits: the strictest wins, every source named', () => {
  it('gives a person with no conditions the DGA 2020–2025 limits and no conflicts', () => {
    const targets = targetsOf(MAN);
    expect(limit(targets, 'sodium-daily-max')).toMatchObject({ max: 2300, sourceIds: ['A8'] });
    expect(limit(targets, 'sat-fat-daily-max')).toMatchObject({ max: 31, percentOfEnergy: 10 });
    expect(limit(targets, 'total-sugars-daily-max')).toMatchObject({
      nutrient: 'sugarsG',
      label: 'Total sugars (natural and added)',
      max: 173,
      percentOfEnergy: 25,
      sourceIds: ['A11'],
    });
    expect(limit(targets, 'added-sugars-daily-max')).toMatchObject({ max: 69, isCheckable: false });
    expect(targets.limits.map((l) => l.id)).toEqual([
      'sodium-daily-max',
      'sat-fat-daily-max',
      'total-sugars-daily-max',
      'added-sugars-daily-max',
    ]);
    expect(targets.conflicts).toEqual([]);
    expect(targets.dgaEdition).toBe('2020–2025');
  });

  it('takes sodium 2,000 mg with kidney disease', () => {
    const sodium = limit(withConditions(MAN, 'chronic_kidney_disease'), 'sodium-daily-max');
    expect(sodium).toMatchObject({ max: 2000, appliesBecause: ['chronic_kidney_disease'] });
    expect(sodium?.sourceIds[0]).toBe('B5.5');
  });

  it('takes sodium 1,500 mg with hypertension and kidney disease, citing both', () => {
    const targets = withConditions(MAN, 'hypertension', 'chronic_kidney_disease');
    const sodium = limit(targets, 'sodium-daily-max');
    expect(sodium?.max).toBe(1500);
    expect(sodium?.sourceIds).toEqual(expect.arrayContaining(['B6.1', 'B5.5']));
    expect(sodium?.appliesBecause).toEqual(
      expect.arrayContaining(['hypertension', 'chronic_kidney_disease']),
    );
    expect(conflictIds(targets)).toContain('sodium-strictest-limit');
  });

  it('gives kidney disease potassium and phosphorus planning defaults and no DASH potassium', () => {
    const targets = withConditions(MAN, 'hypertension', 'chronic_kidney_disease');
    expect(limit(targets, 'ckd-potassium-daily-max')).toMatchObject({
      max: CKD_PLANNING_DEFAULTS.potassiumMg,
      isPlanningDefault: true,
      sourceIds: ['B5.7'],
    });
    expect(limit(targets, 'ckd-phosphorus-daily-max')).toMatchObject({
      max: CKD_PLANNING_DEFAULTS.phosphorusMg,
      isPlanningDefault: true,
      sourceIds: ['B5.8'],
    });
    expect(limit(targets, 'ckd-potassium-daily-max')?.reason).toMatch(/care team/);
    expect(limit(targets, 'dash-potassium-daily-target')).toBeUndefined();
    expect(targets.micronutrients.map((m) => m.id)).not.toContain('dash-potassium');
    expect(conflictIds(targets)).toEqual(
      expect.arrayContaining([
        'ckd-vs-dash-potassium',
        'ckd-vs-dash-protein',
        'ckd-vs-dash-minerals',
      ]),
    );
  });

  it('sets the DASH potassium, calcium and magnesium targets for hypertension alone', () => {
    const targets = withConditions(MAN, 'hypertension');
    expect(limit(targets, 'dash-potassium-daily-target')).toMatchObject({
      kind: 'target',
      min: 3500,
      max: 5000,
      sourceIds: ['B6.2'],
    });
    const micros = Object.fromEntries(targets.micronutrients.map((m) => [m.id, m]));
    expect(micros['dash-calcium']).toMatchObject({ min: 1250, sourceIds: ['B6.3'] });
    expect(micros['dash-magnesium']).toMatchObject({ min: 500, sourceIds: ['B6.3'] });
    expect(limit(targets, 'sodium-daily-max')).toMatchObject({ max: 1500 });
    expect(limit(targets, 'cholesterol-daily-max')).toMatchObject({
      max: 150,
      sourceIds: ['B6.3'],
    });
  });

  it('drops the DASH potassium target with lisinopril, matched from the free-text list', () => {
    const profile: HealthProfile = HealthProfileSchema.parse({
      profile: {
        name: 'A',
        age: 60,
        gender: 'male',
        weight: 80,
        height: 180,
        activityLevel: 'light',
      },
      healthConditions: ['hypertension'],
      medications: ['Lisinopril 10 mg daily'],
    });
    const result = computeTargetsForProfile(profile);
    if (!result.ok) throw new Error('expected targets');
    expect(limit(result.value, 'dash-potassium-daily-target')).toBeUndefined();
    expect(result.value.micronutrients.map((m) => m.id)).not.toContain('dash-potassium');
    const conflict = result.value.conflicts.find(
      (c) => c.id === 'potassium-sparing-vs-dash-potassium',
    );
    expect(conflict?.sourceIds).toEqual(['C6', 'B6.2']);
  });

  it('cites B8.2 for heart disease: sodium 1,500 mg, saturated fat 6 %, potassium target', () => {
    const targets = withConditions(MAN, 'heart_disease');
    expect(limit(targets, 'sodium-daily-max')).toMatchObject({
      max: 1500,
      sourceIds: ['B8.2', 'A8'],
    });
    expect(limit(targets, 'sat-fat-daily-max')).toMatchObject({ percentOfEnergy: 6 });
    expect(limit(targets, 'dash-potassium-daily-target')?.sourceIds).toEqual(['B6.2', 'B8.2']);
  });

  it('takes saturated fat to 6 % (B7.1), below 7 % (B7.4), with high cholesterol, in grams at the target', () => {
    const targets = withConditions(MAN, 'high_cholesterol');
    const satFat = limit(targets, 'sat-fat-daily-max');
    expect(satFat).toMatchObject({
      percentOfEnergy: 6,
      max: Math.round((0.06 * 2760) / 9),
      unit: 'g',
    });
    expect(satFat?.sourceIds).toEqual(['B7.1', 'A7', 'B7.4']);
    expect(limit(targets, 'cholesterol-daily-max')).toMatchObject({
      max: 200,
      sourceIds: ['B7.4'],
    });
    expect(conflictIds(targets)).toEqual(expect.arrayContaining(['sat-fat-strictest-limit']));
    expect(targets.micronutrients.map((m) => m.id)).toEqual([
      'tlc-viscous-fiber',
      'tlc-plant-sterols',
    ]);
  });

  it('takes the strictest cholesterol limit with high cholesterol and hypertension', () => {
    const targets = withConditions(MAN, 'high_cholesterol', 'hypertension');
    expect(limit(targets, 'cholesterol-daily-max')).toMatchObject({ max: 150 });
    expect(conflictIds(targets)).toContain('cholesterol-strictest-limit');
  });

  it.each([
    [3, 36],
    [2, 36],
    [5, 21],
  ])('caps fat per meal without a gallbladder (%d meals a day: %d g)', (mealsPerDay, grams) => {
    const targets = targetsOf({ ...MAN, conditions: ['no_gallbladder'], mealsPerDay });
    expect(targets.macros.fat.maxG).toBe(107);
    expect(limit(targets, 'no-gallbladder-fat-per-meal-max')).toMatchObject({
      scope: 'meal',
      nutrient: 'fatG',
      max: grams,
      sourceIds: ['B3.1', 'B3.2', 'A3'],
    });
  });

  it.each([
    ['male', 120, 60, 180],
    ['female', 90, 45, 135],
    ['other', 90, 45, 135],
  ] as const)(
    'keeps a %s on warfarin in one vitamin K band around the AI of %d µg: %d–%d µg every day',
    (sex, aiUg, minUg, maxUg) => {
      const targets = targetsOf({ ...MAN, sex, medicationClasses: ['warfarin'] });
      expect(limit(targets, 'warfarin-vitamin-k-consistency')).toMatchObject({
        kind: 'consistency',
        nutrient: 'vitaminKUg',
        referenceAmount: aiUg,
        min: minUg,
        max: maxUg,
        sourceIds: ['C1'],
      });
      // The written micronutrient names the same band the plan keeps.
      const item = targets.micronutrients.find((entry) => entry.id === 'warfarin-vitamin-k');
      expect(item).toMatchObject({ min: minUg, max: maxUg, unit: 'µg' });
      expect(item?.amount).toContain(`${minUg}–${maxUg} µg`);
      expect(item?.amount).toContain(`adequate intake of ${aiUg} µg`);
    },
  );

  it('caps potassium at 4,700 mg a day with a potassium-retaining drug, as a planning default', () => {
    const targets = targetsOf({
      ...MAN,
      conditions: ['hypertension'],
      medicationClasses: ['potassium-sparing'],
    });
    expect(limit(targets, 'dash-potassium-daily-target')).toBeUndefined();
    expect(limit(targets, 'potassium-sparing-potassium-daily-max')).toMatchObject({
      kind: 'limit',
      nutrient: 'potassiumMg',
      max: 4700,
      isPlanningDefault: true,
      appliesBecause: ['potassium-sparing'],
      sourceIds: ['C6', 'B6.3'],
    });
    // Without hypertension too: the drug, not the condition, sets the cap.
    const alone = targetsOf({ ...MAN, medicationClasses: ['potassium-sparing'] });
    expect(limit(alone, 'potassium-sparing-potassium-daily-max')?.max).toBe(4700);
  });

  it('leaves the kidney default of 3,000 mg as the only potassium cap with kidney disease and a potassium-retaining drug', () => {
    const targets = targetsOf({
      ...MAN,
      conditions: ['chronic_kidney_disease'],
      medicationClasses: ['potassium-sparing'],
    });
    const potassium = targets.limits.filter((entry) => entry.nutrient === 'potassiumMg');
    expect(potassium.map((entry) => [entry.id, entry.max])).toEqual([
      ['ckd-potassium-daily-max', 3000],
    ]);
  });

  it('adds vitamin B12 foods with metformin and text-only nutrients for celiac disease', () => {
    const targets = targetsOf({
      ...MAN,
      conditions: ['celiac_disease'],
      medicationClasses: ['metformin'],
    });
    const b12 = targets.micronutrients.find((m) => m.id === 'metformin-vitamin-b12');
    expect(b12).toMatchObject({ sourceIds: ['C5'], basis: 'table' });
    const celiac = targets.micronutrients.find((m) => m.id === 'celiac-nutrients');
    expect(celiac).toMatchObject({ basis: 'general-knowledge', sourceIds: [] });
    expect(celiac?.min).toBeUndefined();
    expect(celiac?.max).toBeUndefined();
  });

  it('lists the source rows it used, with the edition row, in table order', () => {
    const targets = withConditions(MAN, 'hypertension');
    const ids = targets.sources.map((s) => s.id);
    expect(ids).toEqual(SOURCE_IDS.filter((id) => ids.includes(id)));
    expect(ids).toEqual(
      expect.arrayContaining(['A1', 'A2', 'A3', 'A8', 'A10', 'B6.1', 'B6.2', 'B6.3']),
    );
  });
});

// -------------------------------------------------------------------------------------------
// Properties over random adult profiles
// -------------------------------------------------------------------------------------------

const inputArbitrary: fc.Arbitrary<TargetsInput> = fc
  .record({
    sex: fc.constantFrom('male', 'female', 'other'),
    ageYears: fc.integer({ min: 18, max: 100 }),
    heightCm: fc.integer({ min: 140, max: 210 }),
    bmi: fc.double({ min: 15, max: 55, noNaN: true }),
    activityLevel: fc.constantFrom(...ACTIVITY_LEVELS),
    conditions: fc.subarray([...CONDITION_IDS]),
    medicationClasses: fc.subarray([...MEDICATION_CLASS_IDS]),
    mealsPerDay: fc.integer({ min: 2, max: 5 }),
  })
  .map(({ bmi, ...rest }) => ({
    ...rest,
    weightKg: Math.min(300, Math.max(20, Math.round(bmi * (rest.heightCm / 100) ** 2 * 10) / 10)),
  }));

function allSourceIds(targets: NutritionTargets): string[] {
  return [
    ...targets.energy.sourceIds,
    ...targets.macros.carbs.sourceIds,
    ...targets.macros.protein.sourceIds,
    ...targets.macros.fat.sourceIds,
    ...targets.fiber.sourceIds,
    ...targets.limits.flatMap((l) => l.sourceIds),
    ...targets.micronutrients.flatMap((m) => m.sourceIds),
    ...targets.conflicts.flatMap((c) => c.sourceIds),
  ];
}

describe('properties over random adult profiles', () => {
  const run = (check: (targets: NutritionTargets, input: TargetsInput) => void) =>
    fc.assert(
      fc.property(inputArbitrary, (input) => {
        const result: TargetsResult = computeTargets(input);
        if (!result.ok) throw new Error(`unexpected failure ${JSON.stringify(result.error)}`);
        check(result.value, input);
      }),
      { numRuns: 300 },
    );

  it('matches the schema: every number carries at least one source id from the table', () => {
    run((targets) => {
      NutritionTargetsSchema.parse(targets);
      const listed = new Set(targets.sources.map((s) => s.id));
      for (const id of allSourceIds(targets)) {
        expect(SOURCE_IDS).toContain(id);
        expect(listed.has(id as never)).toBe(true);
      }
      for (const item of targets.micronutrients) {
        if (item.min !== undefined || item.max !== undefined) {
          expect(item.basis).toBe('table');
          expect(item.sourceIds.length).toBeGreaterThan(0);
        }
      }
    });
  });

  it('keeps the energy target between the floor and the estimated needs', () => {
    run((targets, input) => {
      const { energy } = targets;
      expect(energy.bmrKcal).toBeLessThan(energy.tdeeKcal);
      expect(energy.targetKcal % 10).toBe(0);
      expect(energy.targetKcal).toBeLessThanOrEqual(energy.tdeeKcal + 5);
      expect(energy.minKcal).toBeLessThanOrEqual(energy.targetKcal);
      expect(energy.targetKcal).toBeLessThanOrEqual(energy.maxKcal);
      if (energy.adjustment.kind === 'deficit') {
        expect(energy.targetKcal).toBeGreaterThanOrEqual(energy.floorKcal);
        expect(energy.minKcal).toBeGreaterThanOrEqual(energy.floorKcal);
        expect(energy.maxKcal).toBeLessThanOrEqual(energy.tdeeKcal);
        expect(energy.targetKcal).toBeGreaterThanOrEqual(energy.bmrKcal);
        expect(energy.targetKcal).toBeGreaterThanOrEqual(input.sex === 'male' ? 1500 : 1200);
        expect(energy.adjustment.kcal).toBe(energy.targetKcal - energy.tdeeKcal);
        expect(energy.adjustment.kcal).toBeGreaterThanOrEqual(-500);
      } else {
        expect(energy.adjustment.kcal).toBe(0);
      }
    });
  });

  it('gives macro ranges whose grams match their share of the target energy', () => {
    run((targets) => {
      const kcal = targets.energy.targetKcal;
      const { carbs, protein, fat } = targets.macros;
      for (const [range, kcalPerG] of [
        [carbs, 4],
        [protein, 4],
        [fat, 9],
      ] as const) {
        expect(range.minPct).toBeLessThanOrEqual(range.maxPct);
        expect(range.minG).toBeLessThanOrEqual(range.maxG);
        expect(Math.abs(range.minG - (range.minPct / 100) * (kcal / kcalPerG))).toBeLessThanOrEqual(
          1,
        );
        expect(Math.abs(range.maxG - (range.maxPct / 100) * (kcal / kcalPerG))).toBeLessThanOrEqual(
          1,
        );
      }
      expect(carbs.minPct + protein.minPct + fat.minPct).toBeLessThanOrEqual(100);
      expect(carbs.maxPct + protein.maxPct + fat.maxPct).toBeGreaterThanOrEqual(100);
    });
  });

  it('applies the strictest sodium limit and never a potassium target with kidney disease or potassium-retaining drugs', () => {
    run((targets, input) => {
      const conditions = new Set(input.conditions);
      const expected =
        conditions.has('hypertension') || conditions.has('heart_disease')
          ? 1500
          : conditions.has('chronic_kidney_disease')
            ? 2000
            : 2300;
      expect(limit(targets, 'sodium-daily-max')?.max).toBe(expected);
      const dash = limit(targets, 'dash-potassium-daily-target');
      if (
        conditions.has('chronic_kidney_disease') ||
        (input.medicationClasses as MedicationClassId[]).includes('potassium-sparing')
      ) {
        expect(dash).toBeUndefined();
      }
      if (conditions.has('chronic_kidney_disease')) {
        const perKg = targets.macros.protein.perKg;
        expect(targets.macros.protein.maxG).toBeLessThanOrEqual(
          Math.round(0.8 * perKg.weightKg) + 1,
        );
      }
      for (const l of targets.limits) {
        if (l.min !== undefined && l.max !== undefined) expect(l.min).toBeLessThanOrEqual(l.max);
        for (const value of [l.min, l.max])
          if (value !== undefined) expect(value).toBeGreaterThan(0);
      }
    });
  });

  it('is deterministic and converts to spec §3 guidelines that parse', () => {
    run((targets, input) => {
      expect(computeTargets(input)).toEqual({ ok: true, value: targets });
      NutritionalGuidelinesSchema.parse(toNutritionalGuidelines(targets));
    });
  });
});
