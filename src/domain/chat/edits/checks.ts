import { mealFigures } from '../../planner/build-meal';
import type { Meal, MealPlan } from '../../planner/meal-plan';
import { type Violation, verifyMealPlan } from '../../planner/verify-meal-plan';
import type { HealthProfile } from '../../profile/health-profile';
import { computeTargetsForProfile } from '../../targets/compute-targets';
import type { NutritionTargets, TargetsResult } from '../../targets/schemas';

/** The energy a meal's ingredients give, exactly (not the rounded figure the meal shows). */
export const exactEnergy = (meal: Meal) =>
  mealFigures(meal.ingredients ?? []).exact.energyKcal ?? 0;

/** The targets a plan is checked against: the person's, with their chosen energy if any. */
export function targetsFor(profile: HealthProfile, chosenKcal: number | null): TargetsResult {
  return computeTargetsForProfile(profile, { energyKcalOverride: chosenKcal });
}

export function violationsOf(
  plan: MealPlan,
  profile: HealthProfile,
  targets: NutritionTargets,
): Violation[] {
  return verifyMealPlan(plan, profile, { targets, energyKcal: targets.energy.targetKcal })
    .violations;
}
