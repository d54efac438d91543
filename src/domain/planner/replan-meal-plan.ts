import type { HealthProfile } from '../profile/health-profile';
import { computeTargetsForProfile } from '../targets/compute-targets';
import { mealsOfDay } from './build-meal';
import {
  generateMealPlanForTargets,
  type PlanOptions,
  type PlanResult,
  type PlanRevision,
} from './generate-meal-plan';
import { keptSlots } from './meal-choices';
import type { Meal, MealPlan, MealPlanDay } from './meal-plan';
import { verifyMealPlan } from './verify-meal-plan';

export interface ReplanOptions extends Omit<PlanOptions, 'revise'> {
  /** The plan shown now, whose locked (and chosen) meals the new one keeps. */
  plan: MealPlan;
  /** 'locked' for Regenerate; 'locked-and-chosen' for a change of length. */
  keep: 'locked' | 'locked-and-chosen';
  /** Plan only this day again (its locked meals stay); every other day stays as it is. */
  onlyDay?: number;
  /** Kept meals keep their portions too, never new ones (the chat's edits keep locks so). */
  isKeptExact?: boolean;
}

/**
 * A new plan of `days` days that keeps what the person made of `plan`: Regenerate keeps the
 * locked meals; a change of length also keeps the chosen ones, on the days that remain (a longer
 * plan plans its new days); `onlyDay` plans one day again. A kept meal stays as it is (recipe and
 * portions) when its day can keep it so, else with new portions; a day that cannot keep it is
 * refused with a reason, never planned without it. The whole plan is verified before it is
 * returned. Without kept meals this is `generateMealPlan` with no added work.
 */
export function replanMealPlan(profile: HealthProfile, options: ReplanOptions): PlanResult {
  const targets = computeTargetsForProfile(profile, {
    energyKcalOverride: options.energyKcal ?? null,
  });
  if (!targets.ok) return targets;
  const { plan, keep, onlyDay, isKeptExact, ...planOptions } = options;
  const withChosen = keep === 'locked-and-chosen';
  const exact = isKeptExact ? { isHeldExact: true } : {};
  const found = onlyDay === undefined ? lengthRevision(plan, options.days, withChosen) : null;
  const revise = found && { ...found, ...exact };
  if (onlyDay !== undefined) {
    if (options.days !== plan.days.length) {
      throw new Error('a one-day regeneration keeps the plan length');
    }
    const day = plan.days[onlyDay - 1];
    if (!day) throw new Error(`the plan has no day ${onlyDay}`);
    const held = keptSlots(day, false);
    const change = allSlots(day, held);
    if (change.size === 0) {
      return infeasible(
        'all-meals-locked',
        `Every meal of day ${onlyDay} is locked. Unlock a meal to plan new meals for that day.`,
      );
    }
    return finish(profile, plan, targets.value, {
      ...planOptions,
      revise: {
        plan,
        days: new Map([[onlyDay, change]]),
        ...(held.size > 0 ? { held: new Map([[onlyDay, held]]) } : {}),
        ...exact,
      },
    });
  }
  // Nothing to keep: a new plan, as the planner makes it.
  if (!revise) return generateMealPlanForTargets(profile, targets.value, planOptions);
  return finish(profile, plan, targets.value, { ...planOptions, revise });
}

/** Every slot of the day but `held`. */
function allSlots(day: MealPlanDay, held: ReadonlySet<number>): Set<number> {
  return new Set(mealsOfDay(day).flatMap((_, s) => (held.has(s) ? [] : [s])));
}

/** Days 1..days of the plan, each planned again around its kept meals; null if none are kept. */
function lengthRevision(plan: MealPlan, days: number, withChosen: boolean): PlanRevision | null {
  const remaining = plan.days.slice(0, days);
  const changes = new Map<number, Set<number>>();
  const held = new Map<number, Set<number>>();
  for (const day of remaining) {
    const kept = keptSlots(day, withChosen);
    const change = allSlots(day, kept);
    if (kept.size > 0) held.set(day.day, kept);
    // A day of kept meals only stays as it is.
    if (change.size > 0) changes.set(day.day, change);
  }
  if (held.size === 0) return null;
  return { plan: { ...plan, days: remaining }, days: changes, held };
}

function finish(
  profile: HealthProfile,
  before: MealPlan,
  nutrition: Parameters<typeof generateMealPlanForTargets>[1],
  options: PlanOptions,
): PlanResult {
  const result = generateMealPlanForTargets(profile, nutrition, options);
  if (!result.ok) return result;
  const held = options.revise?.held ?? new Map<number, ReadonlySet<number>>();
  const resized: number[] = [];
  const days = result.value.days.map((day) => {
    const slots = held.get(day.day);
    const earlier = before.days[day.day - 1];
    if (!slots || !earlier) return day;
    const was = mealsOfDay(earlier);
    let isResized = false;
    const meals = mealsOfDay(day).map((meal, s): Meal => {
      const kept = was[s];
      if (!slots.has(s) || !kept || kept.recipeId !== meal.recipeId) return meal;
      if (meal !== kept) isResized = true;
      return {
        ...meal,
        ...(kept.isLocked ? { isLocked: true } : {}),
        ...(kept.isChosen ? { isChosen: true } : {}),
      };
    });
    if (isResized) resized.push(day.day);
    const [breakfast, lunch, dinner, ...snacks] = meals;
    return { ...day, meals: { breakfast: breakfast!, lunch: lunch!, dinner: dinner!, snacks } };
  });
  const notes = [...(result.value.notes ?? [])];
  if (resized.length > 0) {
    const list = resized.length === 1 ? `day ${resized[0]}` : `days ${resized.join(', ')}`;
    notes.push(
      `Your locked or chosen meals on ${list} keep their recipes in new portions, to fit your targets as they are now.`,
    );
  }
  const plan: MealPlan = {
    ...result.value,
    days,
    ...(notes.length > 0 ? { notes: notes.slice(0, 5) } : {}),
  };
  const check = verifyMealPlan(plan, profile, { targets: nutrition });
  if (check.violations.length > 0) {
    const at = [...new Set(check.violations.flatMap((v) => (v.day ? [v.day] : [])))];
    const where = at.length > 0 ? ` on day ${at.join(', ')}` : '';
    return infeasible(
      'kept-meals-infeasible',
      `The meals you kept${where} no longer meet your targets and rules as they are now. Unlock one of them to plan that day again.`,
    );
  }
  return { ok: true, value: plan };
}

function infeasible(constraint: string, reason: string): PlanResult {
  return { ok: false, error: { kind: 'infeasible-plan', constraint, reason } };
}
