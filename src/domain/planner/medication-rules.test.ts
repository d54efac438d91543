import { describe, expect, it } from 'vitest';
import { mealPlanChat } from '../chat/meal-plan-chat';
import { requireFood } from '../foods/food-table';
import { testFood } from '../foods/test-food';
import { composeWrittenGuidance } from '../guidance/written-guidance';
import { foodExclusions, personalFoodRules } from '../rules/food-exclusions';
import { computeTargetsForProfile } from '../targets/compute-targets';
import {
  bandTheAnalysisNames,
  COUMADIN,
  dailyVitaminK,
  LISINOPRIL,
  NATTO_ID,
  planOf,
  SPIRONOLACTONE,
  targetsOf,
  WARFARIN,
} from '../testing/medication-people';
import { testSolver } from '../testing/solver';
import { generateMealPlan } from './generate-meal-plan';
import type { MealPlan } from './meal-plan';
import { swapMeal } from './swap-meal';
import { verifyMealPlan } from './verify-meal-plan';

/**
 * The two medication promises the analysis makes (clinical-targets C1 and C6), kept by every
 * plan: warfarin, vitamin K in one band every day and no natto; potassium-retaining drugs, no day
 * over 4,700 mg of potassium and no potassium salt substitutes. The many-seed sweeps (600 and 300
 * plans) are in medication-rules.integration.test.ts, run by the Vitest project `integration`.
 */

/** A deep copy to edit by hand (the domain compiles without DOM or Node types). */
const copy = (plan: MealPlan): MealPlan => JSON.parse(JSON.stringify(plan)) as MealPlan;

describe('warfarin: vitamin K in one band, no natto', () => {
  it('names the adequate intake and its band in the analysis: 45–135 µg for her, 60–180 µg for him', () => {
    expect(bandTheAnalysisNames(COUMADIN)).toEqual({ min: 45, max: 135 });
    expect(bandTheAnalysisNames(WARFARIN)).toEqual({ min: 60, max: 180 });
    const text = JSON.stringify(composeWrittenGuidance(COUMADIN));
    expect(text).toContain('Natto');
  });

  it('plans seed 72 for the Coumadin profile (HTTP 422 before: day 1 anchored the band)', () => {
    expect(generateMealPlan(COUMADIN, { solver: testSolver, days: 7, seed: 72 }).ok).toBe(true);
  });

  it('flags a hand-made plan with natto, and a day outside the band', () => {
    const plan = copy(planOf(WARFARIN, 3, 3));
    const lunch = plan.days[0]!.meals.lunch;
    lunch.ingredients = [
      ...(lunch.ingredients ?? []),
      { foodId: NATTO_ID, name: 'Natto', grams: 5 },
    ];
    // A big serving of spinach on day 2 takes it far above the band.
    const dinner = plan.days[1]!.meals.dinner;
    dinner.ingredients = [
      ...(dinner.ingredients ?? []),
      { foodId: '11457', name: 'Spinach', grams: 100 },
    ];
    const { violations } = verifyMealPlan(plan, WARFARIN);
    expect(violations).toContainEqual(
      expect.objectContaining({
        code: 'excluded-food',
        day: 1,
        ruleId: 'warfarin-no-vitamin-k2-foods',
      }),
    );
    expect(violations).toContainEqual(
      expect.objectContaining({
        code: 'consistency',
        day: 2,
        ruleId: 'warfarin-vitamin-k-consistency',
      }),
    );
    expect(
      violations.filter((v) => v.code === 'consistency').map((v) => v.day),
      'only the spinach day is outside',
    ).toEqual([2]);
  });

  it('keeps the band through a swap of every main meal of a week', () => {
    const band = bandTheAnalysisNames(COUMADIN);
    const nutritionTargets = targetsOf(COUMADIN);
    let plan = planOf(COUMADIN, 72);
    let swaps = 0;
    for (const day of plan.days.map((d) => d.day)) {
      for (const slot of ['breakfast', 'lunch', 'dinner'] as const) {
        const result = swapMeal(
          plan,
          COUMADIN,
          { day, slot },
          { solver: testSolver, seed: day * 3, nutritionTargets },
        );
        if (!result.ok) continue;
        swaps += 1;
        plan = result.value.plan;
      }
    }
    expect(swaps).toBeGreaterThan(10);
    expect(verifyMealPlan(plan, COUMADIN).violations).toEqual([]);
    for (const valueUg of dailyVitaminK(plan)) {
      expect(valueUg).toBeGreaterThanOrEqual(band.min);
      expect(valueUg).toBeLessThanOrEqual(band.max);
    }
  });

  it('keeps the band through chat edits', () => {
    const band = bandTheAnalysisNames(COUMADIN);
    let plan = planOf(COUMADIN, 11);
    for (const [index, message] of [
      'Swap dinner for Day 3',
      'Make this vegetarian',
      // A neutral calorie edit: this person's plan is already under 1,500 kcal, so 'reduce to
      // 1500' rightly changes nothing.
      'set calories to 1400/day',
      'swap every dinner',
    ].entries()) {
      const reply = mealPlanChat(
        { message, currentMealPlan: plan, profile: COUMADIN, conversationHistory: [] },
        { solver: testSolver, seed: 5 + index },
      );
      expect(reply.modifiedMealPlan, message).toBeDefined();
      if (!reply.modifiedMealPlan) continue;
      plan = reply.modifiedMealPlan;
      const who = reply.profile ?? COUMADIN;
      const energyKcal = plan.dailyCalories!;
      const targets = computeTargetsForProfile(who, { energyKcalOverride: energyKcal });
      if (!targets.ok) throw new Error('targets');
      expect(
        verifyMealPlan(plan, who, { targets: targets.value, energyKcal }).violations,
        message,
      ).toEqual([]);
      for (const valueUg of dailyVitaminK(plan)) {
        expect(valueUg, message).toBeGreaterThanOrEqual(band.min);
        expect(valueUg, message).toBeLessThanOrEqual(band.max);
      }
    }
  });
});

describe('potassium-retaining drugs: at most 4,700 mg a day, no salt substitute', () => {
  it('says the 4,700 mg the plan keeps in the analysis', () => {
    for (const profile of [LISINOPRIL, SPIRONOLACTONE]) {
      const text = JSON.stringify(composeWrittenGuidance(profile));
      expect(text).toContain('4,700 mg');
      expect(text).toContain('high potassium target is not used for you');
    }
  });

  it('flags a hand-made day over 4,700 mg', () => {
    const plan = copy(planOf(LISINOPRIL, 4, 3));
    const lunch = plan.days[0]!.meals.lunch;
    // Dried apricots: about 1,160 mg of potassium per 100 g.
    lunch.ingredients = [
      ...(lunch.ingredients ?? []),
      { foodId: '09032', name: 'Dried apricots', grams: 300 },
    ];
    const { violations } = verifyMealPlan(plan, LISINOPRIL);
    expect(violations).toContainEqual(
      expect.objectContaining({
        code: 'limit-exceeded',
        day: 1,
        ruleId: 'potassium-sparing-potassium-daily-max',
      }),
    );
  });

  it('excludes a potassium salt substitute (the table has none yet, so a made-up food)', () => {
    const substitute = testFood({
      description: 'Salt substitute, potassium chloride',
      tags: { potassiumSaltSubstitute: true },
    });
    expect(foodExclusions(substitute, personalFoodRules(LISINOPRIL)).map((e) => e.ruleId)).toEqual([
      'potassium-sparing-no-salt-substitute',
    ]);
    expect(foodExclusions(substitute, personalFoodRules(WARFARIN))).toEqual([]);
    expect(requireFood('02047').tags.potassiumSaltSubstitute).toBe(false);
  });
});
