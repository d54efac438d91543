import { mealsOfDay, scaleMeal } from '../../planner/build-meal';
import { type DayDish, dayOf, portionDay } from '../../planner/day-portions';
import { dayRulesFor } from '../../planner/day-rules';
import { inSession } from '../../planner/infeasibility-memory';
import type { LpSolver } from '../../planner/linear-program';
import type { Meal, MealPlan, MealPlanDay } from '../../planner/meal-plan';
import { planTargetsFrom } from '../../planner/plan-targets';
import type { BindingConstraint } from '../../planner/portion-problem';
import { verifyMealPlan } from '../../planner/verify-meal-plan';
import type { HealthProfile } from '../../profile/health-profile';
import type { NutritionTargets } from '../../targets/schemas';
import { exactEnergy, violationsOf } from './checks';

/** Re-portioning a plan's days: to a new energy target, around fewer snacks, or one meal resized. */

/**
 * A day with its meals re-portioned for `targets` by the planner's model, each near the ratio of
 * the new energy target to the day's; undefined when no portions keep every rule.
 */
function scaleDay(
  day: MealPlanDay,
  profile: HealthProfile,
  targets: NutritionTargets,
  solver: LpSolver,
): MealPlanDay | undefined {
  const meals = mealsOfDay(day);
  const energy = meals.reduce((sum, meal) => sum + exactEnergy(meal), 0);
  if (energy <= 0) return undefined;
  const planTargets = planTargetsFrom(targets);
  const ratio = planTargets.energyKcal / energy;
  // A locked meal keeps its portions: the day's other meals make up the new target.
  const portioned = portionDay(
    meals.map((meal) =>
      meal.isLocked
        ? { kind: 'held', meal, range: 'fixed' }
        : { kind: 'held', meal, range: 'rescale', preferred: ratio },
    ),
    dayRulesFor(profile, targets, planTargets),
    [],
    solver,
    { diagnose: false },
  );
  return portioned.ok ? dayOf(day.day, portioned.value.meals, day) : undefined;
}

/**
 * The same meals with portions rescaled to a new daily energy target; undefined when a portion
 * would leave its bounds or the result breaks a rule (the caller then plans afresh).
 */
export function rescalePlan(
  plan: MealPlan,
  profile: HealthProfile,
  targets: NutritionTargets,
  solver: LpSolver,
): MealPlan | undefined {
  return inSession(solver, (session) => rescaleWith(plan, profile, targets, session));
}

function rescaleWith(
  plan: MealPlan,
  profile: HealthProfile,
  targets: NutritionTargets,
  solver: LpSolver,
): MealPlan | undefined {
  const target = targets.energy.targetKcal;
  const days: MealPlanDay[] = [];
  for (const day of plan.days) {
    const scaled = scaleDay(day, profile, targets, solver);
    if (!scaled) return undefined;
    days.push(scaled);
  }
  const result: MealPlan = {
    ...plan,
    days,
    dailyCalories: target,
    targets: planTargetsFrom(targets),
  };
  return violationsOf(result, profile, targets).length === 0 ? result : undefined;
}

/**
 * The plan with `count` snacks a day, the other meals scaled up so each day keeps its energy
 * target. Each day drops the snacks whose removal still keeps it inside every limit (the last
 * ones first); undefined when no choice does for some day.
 */
export function dropSnacks(
  plan: MealPlan,
  profile: HealthProfile,
  targets: NutritionTargets,
  count: number,
  solver: LpSolver,
): MealPlan | undefined {
  return inSession(solver, (session) => dropWith(plan, profile, targets, count, session));
}

function dropWith(
  plan: MealPlan,
  profile: HealthProfile,
  targets: NutritionTargets,
  count: number,
  solver: LpSolver,
): MealPlan | undefined {
  const target = targets.energy.targetKcal;
  const verifyDay = (day: MealPlanDay) =>
    verifyMealPlan({ days: [day] }, profile, { targets, energyKcal: target }).violations;
  const days: MealPlanDay[] = [];
  for (const day of plan.days) {
    const snacks = day.meals.snacks;
    const drop = snacks.length - count;
    if (drop <= 0) {
      days.push(day);
      continue;
    }
    // Which snacks to keep: every way of keeping `count` of them, the earliest ones first, and
    // always the locked ones.
    const locked = snacks.flatMap((snack, i) => (snack.isLocked ? [i] : []));
    const choices = keepChoices(snacks.length, count).filter((keep) =>
      locked.every((i) => keep.includes(i)),
    );
    let chosen: MealPlanDay | undefined;
    for (const keep of choices) {
      const trimmed: MealPlanDay = {
        ...day,
        meals: { ...day.meals, snacks: keep.map((i) => snacks[i]!) },
      };
      const scaled = scaleDay(trimmed, profile, targets, solver);
      if (scaled && verifyDay(scaled).length === 0) {
        chosen = scaled;
        break;
      }
    }
    if (!chosen) return undefined;
    days.push(chosen);
  }
  const result: MealPlan = { ...plan, days };
  return violationsOf(result, profile, targets).length === 0 ? result : undefined;
}

/** Index sets of size `count` from `0..total-1`, in lexicographic order. */
function keepChoices(total: number, count: number): number[][] {
  if (count === 0) return [[]];
  const out: number[][] = [];
  const walk = (start: number, picked: number[]) => {
    if (picked.length === count) {
      out.push(picked);
      return;
    }
    for (let i = start; i < total; i++) walk(i + 1, [...picked, i]);
  };
  walk(0, []);
  return out;
}

/**
 * How much bigger (smaller) a meal asked to be may get, tried largest first, and the least it
 * must move for the edit to count.
 */
export const MEAL_SIZE = {
  bigger: [1.3, 1.2, 1.1],
  smaller: [0.7, 0.8, 0.9],
  leastChange: 0.1,
} as const;

/** The meal about `factor` times as large, in whole quarter servings when it counts them. */
function resized(meal: Meal, factor: number): Meal | undefined {
  if (meal.servings === undefined) return scaleMeal(meal, factor);
  const servings = Math.round(meal.servings * factor * 4) / 4;
  const actual = servings / meal.servings;
  if (Math.abs(actual - 1) < MEAL_SIZE.leastChange - 1e-9) return undefined;
  return scaleMeal(meal, actual);
}

/** Why a meal could not be resized: its recipe's portion bounds, or the rules that bind the day. */
export type ResizeRefusal =
  | { kind: 'at-bound' }
  | { kind: 'limits'; binding: readonly BindingConstraint[]; mealCarbsMaxG: number | null };

/**
 * The day with its meal at `index` (0 breakfast, 1 lunch, 2 dinner) made bigger or smaller (the
 * first of `MEAL_SIZE`'s sizes that works) and its other meals portioned the other way, so the
 * day keeps its energy target and every rule; a locked meal keeps its portions. Or why not: the
 * recipe's portion can go no further that way, or the rules that bind the smallest change tried
 * (the per-meal carbohydrate of diabetes, a limit of the day).
 */
export function resizeMeal(
  day: MealPlanDay,
  index: number,
  direction: 'bigger' | 'smaller',
  profile: HealthProfile,
  targets: NutritionTargets,
  solver: LpSolver,
): MealPlanDay | ResizeRefusal {
  const meals = mealsOfDay(day);
  const energies = meals.map(exactEnergy);
  const total = energies.reduce((sum, kcal) => sum + kcal, 0);
  const rest = total - energies[index]!;
  const rules = dayRulesFor(profile, targets, planTargetsFrom(targets));
  const dishes = (meal: Meal, range: 'swap' | 'rescale'): DayDish[] => {
    const others = rest > 0 ? (total - exactEnergy(meal)) / rest : 1;
    return meals.map((held, i) =>
      i === index
        ? { kind: 'held', meal, range: 'fixed' }
        : held.isLocked
          ? { kind: 'held', meal: held, range: 'fixed' }
          : { kind: 'held', meal: held, range, preferred: others },
    );
  };
  const sizes = MEAL_SIZE[direction].flatMap((factor) => {
    const meal = resized(meals[index]!, factor);
    return meal ? [meal] : [];
  });
  if (sizes.length === 0) return { kind: 'at-bound' };
  // The other meals move a fifth at most when they can, else by whole quarter servings.
  for (const range of ['swap', 'rescale'] as const) {
    for (const meal of sizes) {
      const portioned = portionDay(dishes(meal, range), rules, [], solver, { diagnose: false });
      if (!portioned.ok) continue;
      const candidate = dayOf(day.day, portioned.value.meals, day);
      const checked = verifyMealPlan({ days: [candidate] }, profile, {
        targets,
        energyKcal: targets.energy.targetKcal,
      });
      if (checked.violations.length === 0) return candidate;
    }
  }
  // What binds the smallest change, for the reply.
  const smallest = portionDay(dishes(sizes.at(-1)!, 'rescale'), rules, [], solver);
  const binding =
    !smallest.ok && smallest.error.kind === 'infeasible-portions' ? smallest.error.binding : [];
  return { kind: 'limits', binding, mealCarbsMaxG: rules.mainMealCarbsMaxG };
}
