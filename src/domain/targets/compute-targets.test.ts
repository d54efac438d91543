import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CONDITION_IDS, type ConditionId } from '../conditions/catalogue';
import { MEDICATION_CLASS_IDS, type MedicationClassId } from '../medications/medication-class';
import { ACTIVITY_LEVELS } from '../profile/health-profile';
import { SOURCE_IDS } from '../sources';
import { MIN_TARGETS_AGE_YEARS } from './clinical-numbers';
import { computeTargets } from './compute-targets';
import { NutritionalGuidelinesSchema, toNutritionalGuidelines } from './nutritional-guidelines';
import {
  type NutritionTargets,
  NutritionTargetsSchema,
  type TargetsInput,
  type TargetsResult,
} from './schemas';
import { limit, MAN } from './test-people';

// The entry points: expected failures, and properties over random adult profiles. Energy,
// macronutrients, fibre and limits are tested beside their files.

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
      // One expect per profile, not two per source id (300 profiles, dozens of ids each).
      const known = new Set<string>(SOURCE_IDS);
      const listed = new Set<string>(targets.sources.map((s) => s.id));
      const ids = allSourceIds(targets);
      expect(
        ids.filter((id) => !known.has(id)),
        'ids not in the table',
      ).toEqual([]);
      expect(
        ids.filter((id) => !listed.has(id)),
        'ids not in targets.sources',
      ).toEqual([]);
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
