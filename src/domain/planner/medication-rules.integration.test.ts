import { describe, expect, it } from 'vitest';
import { getFood } from '../foods/food-table';
import {
  bandTheAnalysisNames,
  COUMADIN,
  dailyVitaminK,
  LISINOPRIL,
  NATTO_ID,
  planOf,
  SPIRONOLACTONE,
  WARFARIN,
} from '../testing/medication-people';
import { testSolver } from '../testing/solver';
import { mealFigures, mealsOfDay } from './build-meal';
import { generateMealPlan } from './generate-meal-plan';
import type { MealPlan } from './meal-plan';

/**
 * The many-seed sweeps of medication-rules.test.ts (clinical-targets C1 and C6): every plan of
 * seeds 0..299 for two warfarin profiles and 0..149 for two potassium-retaining drugs keeps the
 * promise. About 900 plans, so they run in the Vitest project `integration`, not with the unit
 * tests; the single-plan, swap and chat checks of the same promises stay in the unit file.
 */

const foodIdsOf = (plan: MealPlan) =>
  plan.days.flatMap(mealsOfDay).flatMap((meal) => (meal.ingredients ?? []).map((i) => i.foodId));

const POTASSIUM_DAY_MAX_MG = 4700;

describe('warfarin: vitamin K in one band, no natto', () => {
  it.each([
    ['the Coumadin profile (kidney disease, diabetes, hypertension)', COUMADIN],
    ['a plain warfarin profile', WARFARIN],
  ])(
    'plans every seed 0..299 for %s, every day inside the band, never with natto',
    (_, profile) => {
      const band = bandTheAnalysisNames(profile);
      for (let seed = 0; seed < 300; seed++) {
        const result = generateMealPlan(profile, { solver: testSolver, days: 7, seed });
        expect(result.ok, `seed ${seed}: ${JSON.stringify(!result.ok && result.error)}`).toBe(true);
        if (!result.ok) continue;
        expect(foodIdsOf(result.value), `seed ${seed}`).not.toContain(NATTO_ID);
        for (const [day, valueUg] of dailyVitaminK(result.value).entries()) {
          expect(valueUg, `seed ${seed} day ${day + 1}`).toBeGreaterThanOrEqual(band.min);
          expect(valueUg, `seed ${seed} day ${day + 1}`).toBeLessThanOrEqual(band.max);
        }
      }
    },
    // 600 plans, the Coumadin ones mostly through the relaxed search: well over the default.
    300_000,
  );
});

describe('potassium-retaining drugs: at most 4,700 mg a day, no salt substitute', () => {
  it.each([
    ['lisinopril with hypertension', LISINOPRIL],
    ['spironolactone with heart disease and hypertension', SPIRONOLACTONE],
  ])(
    'keeps every day at or under 4,700 mg over 150 seeds: %s',
    (_, profile) => {
      for (let seed = 0; seed < 150; seed++) {
        const plan = planOf(profile, seed, 7);
        for (const day of plan.days) {
          const exact = mealFigures(mealsOfDay(day).flatMap((m) => m.ingredients ?? [])).exact;
          expect(exact.potassiumMg ?? 0, `seed ${seed} day ${day.day}`).toBeLessThanOrEqual(
            POTASSIUM_DAY_MAX_MG,
          );
        }
        for (const id of foodIdsOf(plan)) {
          expect(getFood(id)?.tags.potassiumSaltSubstitute, `seed ${seed}: ${id}`).toBe(false);
        }
      }
    },
    120_000,
  );
});
