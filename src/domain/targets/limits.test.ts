import { describe, expect, it } from 'vitest';
import { type HealthProfile, HealthProfileSchema } from '../profile/health-profile';
import { SOURCE_IDS } from '../sources';
import { CKD_PLANNING_DEFAULTS } from './clinical-numbers';
import { computeTargetsForProfile } from './compute-targets';
import { conflictIds, limit, MAN, targetsOf, withConditions } from './test-people';

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
