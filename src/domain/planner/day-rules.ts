import { guidanceContext } from '../guidance/context';
import { refinedGrainsLimitOzEq } from '../guidance/foods-to-limit';
import { mealSplit, PLAN_MAIN_MEALS } from '../guidance/portions-and-timing';
import type { HealthProfile } from '../profile/health-profile';
import type { NutritionTargets } from '../targets/schemas';
import type { PlanTargets } from './meal-plan';

/**
 * What a plan's days are built to (`DayRules`): the person's targets and the promises the
 * analysis makes beside them, and the wider rules a hard day may fall back to.
 */

/** What a day is built to: the targets and the analysis's promises they do not carry. */
export interface DayRules {
  targets: PlanTargets;
  /** The stated floor: no day below it (the energy band's ±5 % may not go under). */
  energyMinKcal: number;
  /** No day above it, when set. */
  energyMaxKcal?: number;
  /** The portion guide's kcal per main meal and per snack. */
  mealKcal: number;
  snackKcal: number;
  /** The per-meal carbohydrate the analysis states for diabetes (each main meal), or null. */
  mainMealCarbsMaxG: number | null;
  /** The day range the analysis states (±10 %, never under the floor). */
  statedRange: { minKcal: number; maxKcal: number };
  /** Refined grains a day (ounce-equivalents) where the analysis limits them, or null. */
  refinedGrainsMaxOzEq: number | null;
  /** These rules hold days to the stated range, not ±5 % (`statedRangeRules`). */
  widened?: true;
  /** The share planned inside each limit: `LIMIT_MARGIN` unless set (`exactLimitRules`). */
  limitMargin?: number;
}

/**
 * The same rules with the day's energy anywhere in the range the analysis states: for a day no
 * recipes can fit within ±5 % of the target (a high energy need under kidney limits).
 */
export function statedRangeRules(rules: DayRules): DayRules {
  const { energyKcal } = rules.targets;
  const { minKcal, maxKcal } = rules.statedRange;
  const reach = Math.max(energyKcal - minKcal, maxKcal - energyKcal, 0);
  return {
    ...rules,
    targets: { ...rules.targets, energyTolerance: reach / Math.max(energyKcal, 1) },
    energyMinKcal: Math.max(rules.energyMinKcal, minKcal),
    energyMaxKcal: maxKcal,
    widened: true,
  };
}

/**
 * The same rules planned up to each limit itself, with no margin inside it: for a day that the
 * margin alone rules out (protein at least 74 g and phosphorus at most 1,000 mg, with 0.1 g and
 * 2 mg between them). Rounded grams may then tip a day over a limit; the verifier turns such a
 * day away like any other.
 */
export function exactLimitRules(rules: DayRules): DayRules {
  return { ...rules, limitMargin: 0 };
}

/** The portion guide's split and per-meal carbohydrate, as the analysis words them. */
export function dayRulesFor(
  profile: HealthProfile,
  nutrition: NutritionTargets,
  targets: PlanTargets,
): DayRules {
  const split = mealSplit(targets.energyKcal, PLAN_MAIN_MEALS, profile.mealOptions.snacksPerDay);
  const diabetic = profile.healthConditions.some(
    (condition) => condition === 'diabetes_type1' || condition === 'diabetes_type2',
  );
  return {
    targets,
    energyMinKcal: Math.min(nutrition.energy.floorKcal, targets.energyKcal),
    mealKcal: split.mealKcal,
    snackKcal: split.snackKcal,
    mainMealCarbsMaxG: diabetic ? Math.round(targets.macros.carbs.maxG * split.mealShare) : null,
    statedRange: { minKcal: nutrition.energy.minKcal, maxKcal: nutrition.energy.maxKcal },
    refinedGrainsMaxOzEq: refinedGrainsLimitOzEq(guidanceContext(profile, nutrition)),
  };
}
