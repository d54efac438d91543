import { isFoodAllowed } from '../foods/diet';
import { getFood } from '../foods/food-table';
import { mealsOfDay } from '../planner/build-meal';
import type { MealPlan } from '../planner/meal-plan';
import type { DietaryRestriction, HealthProfile } from '../profile/health-profile';
import { targetsFor } from './edits/checks';
import { ENERGY_MAX_ABOVE_TDEE_KCAL } from './handlers/energy';
import { MEAL_PLAN_SUGGESTION_CHIPS } from './messages';

export type MealPlanSuggestionChip = (typeof MEAL_PLAN_SUGGESTION_CHIPS)[number];

/** The figure in the chip 'Reduce calories to 1500/day'. */
const REDUCE_CHIP_KCAL = 1500;

/**
 * Whether every ingredient of the plan already keeps to the restriction; false when a meal has
 * no ingredient list (a sample plan), since then it cannot be told.
 */
function planKeepsTo(plan: MealPlan, restriction: DietaryRestriction): boolean {
  return plan.days.every((day) =>
    mealsOfDay(day).every((meal) => {
      const ingredients = meal.ingredients ?? [];
      if (ingredients.length === 0) return false;
      return ingredients.every((item) => {
        const food = getFood(item.foodId);
        return food !== undefined && isFoodAllowed(food, restriction);
      });
    }),
  );
}

/**
 * The plan's daily energy as the chat reads it: the plan's own figure when it is a safe chosen
 * one, else the target computed for the person (see `mealPlanChat`).
 */
function currentKcal(plan: MealPlan, computedKcal: number, floorKcal: number, ceilingKcal: number) {
  const planKcal = plan.dailyCalories ?? plan.targets?.energyKcal;
  if (planKcal === undefined || !Number.isFinite(planKcal)) return computedKcal;
  const kcal = Math.round(planKcal / 10) * 10;
  return kcal < floorKcal || kcal > ceilingKcal ? computedKcal : kcal;
}

/**
 * Spec §2's five chips for this plan and person, in the spec's order and wording, leaving out
 * the ones the chat would refuse or that would change nothing:
 * - 'Make this vegetarian' when the person is already vegetarian or vegan, or no meal has meat
 *   or fish;
 * - 'Swap breakfast for Day 1' when the plan has no day 1;
 * - 'Reduce calories to 1500/day' when the plan is already at or below 1,500 kcal a day, or
 *   1,500 kcal is below the person's safe floor;
 * - 'Add more protein' when kidney disease sets a protein ceiling (the chat refuses it);
 * - 'Remove gluten' when the person is already gluten-free (restriction, celiac disease) or no
 *   meal has gluten.
 * With no plan or no usable profile there is nothing to judge by, and all five are offered.
 */
export function suggestionChipsFor(
  plan: MealPlan | null | undefined,
  profile: HealthProfile | null | undefined,
): MealPlanSuggestionChip[] {
  if (!plan || plan.days.length === 0 || !profile) return [...MEAL_PLAN_SUGGESTION_CHIPS];
  const computed = targetsFor(profile, null);
  if (!computed.ok) return [...MEAL_PLAN_SUGGESTION_CHIPS];
  const { floorKcal, tdeeKcal, targetKcal } = computed.value.energy;
  const restrictions = profile.dietaryRestrictions;
  const isOffered: Record<MealPlanSuggestionChip, () => boolean> = {
    'Make this vegetarian': () =>
      !restrictions.includes('vegetarian') &&
      !restrictions.includes('vegan') &&
      !planKeepsTo(plan, 'vegetarian'),
    'Swap breakfast for Day 1': () => plan.days.some((day) => day.day === 1),
    'Reduce calories to 1500/day': () =>
      REDUCE_CHIP_KCAL >= floorKcal &&
      currentKcal(plan, targetKcal, floorKcal, tdeeKcal + ENERGY_MAX_ABOVE_TDEE_KCAL) >
        REDUCE_CHIP_KCAL,
    'Add more protein': () =>
      !computed.value.limits.some(
        (limit) => limit.id === 'ckd-protein-daily-range' && limit.max !== undefined,
      ),
    'Remove gluten': () =>
      !restrictions.includes('gluten_free') &&
      !profile.healthConditions.includes('celiac_disease') &&
      !planKeepsTo(plan, 'gluten_free'),
  };
  return MEAL_PLAN_SUGGESTION_CHIPS.filter((chip) => isOffered[chip]());
}
