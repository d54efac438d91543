import { mealsOfDay } from '../../planner/build-meal';
import { dayOf, dayRulesFor, portionDay } from '../../planner/day-portions';
import { inSession } from '../../planner/infeasibility-memory';
import type { LpSolver } from '../../planner/linear-program';
import type { MealPlan, MealPlanDay } from '../../planner/meal-plan';
import { planTargetsFrom } from '../../planner/plan-targets';
import { verifyMealPlan } from '../../planner/verify-meal-plan';
import type { HealthProfile } from '../../profile/health-profile';
import type { NutritionTargets } from '../../targets/schemas';
import { exactEnergy, violationsOf } from './checks';

/** Re-portioning a plan's days: to a new energy target, or around fewer snacks. */

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
