import { kosherMealConflict } from '../foods/diet';
import { getFood } from '../foods/food-table';
import { refinedGrainOzEq } from '../foods/refined-grains';
import { guidanceContext } from '../guidance/context';
import { refinedGrainsLimitOzEq } from '../guidance/foods-to-limit';
import type { HealthProfile } from '../profile/health-profile';
import { foodExclusions, personalFoodRules } from '../rules/food-exclusions';
import { computeTargetsForProfile } from '../targets/compute-targets';
import type { NutritionTargets } from '../targets/schemas';
import { mealFigures } from './build-meal';
import { dayRulesFor } from './day-rules';
import type { Meal, MealPlan } from './meal-plan';
import { planTargetsFrom } from './plan-targets';
import { daysRepeatingAMain } from './repeat-note';

export type ViolationCode =
  | 'unknown-food'
  | 'figure-mismatch'
  | 'excluded-food'
  | 'kosher-meat-with-dairy'
  | 'energy-off-target'
  | 'limit-exceeded'
  /** A day outside a band every day must keep (warfarin's vitamin K). */
  | 'consistency'
  | 'targets-unavailable';

export interface Violation {
  code: ViolationCode;
  day?: number;
  meal?: string;
  ruleId?: string;
  message: string;
}

export type WarningCode =
  | 'macro-out-of-range'
  | 'fiber-below-floor'
  | 'main-meal-repeated'
  /** A locked meal with a food a restriction or dislike of the person leaves out. */
  | 'locked-meal-outside-preferences';
export interface Warning {
  code: WarningCode;
  day: number;
  meal?: string;
  message: string;
}

/**
 * A meal the person locked may keep a food their diet or their dislikes leave out: the lock is
 * their own later choice, and edits say so when they keep it. An allergy, a condition or a
 * medication rule still breaks the plan.
 */
const LOCK_MAY_OVERRIDE: ReadonlySet<string> = new Set(['restriction', 'dislike']);

export interface VerifyOptions {
  /** The person's targets; computed from the profile when absent. */
  targets?: NutritionTargets;
  /** A daily energy target the person chose (a chat edit); defaults to their computed target. */
  energyKcal?: number;
}

const MAIN_SLOTS = new Set(['breakfast', 'lunch', 'dinner']);

function slots(day: MealPlan['days'][number]): [string, Meal][] {
  return [
    ['breakfast', day.meals.breakfast],
    ['lunch', day.meals.lunch],
    ['dinner', day.meals.dinner],
    ...day.meals.snacks.map((snack, i): [string, Meal] => [`snack ${i + 1}`, snack]),
  ];
}

/** Within rounding: the plan shows whole kcal and tenths of grams. */
function close(stated: number | undefined, actual: number, absolute: number): boolean {
  return (
    stated !== undefined &&
    Math.abs(stated - actual) <= Math.max(absolute, Math.abs(actual) * 0.002)
  );
}

/**
 * The person's food rules and refined-grain limit, kept for the same targets object and an equal
 * profile (compared as JSON, so a changed profile is never checked by old rules): the planner
 * checks each day it builds.
 */
const personCache = new WeakMap<
  NutritionTargets,
  {
    profileJson: string;
    rules: ReturnType<typeof personalFoodRules>;
    refinedGrainsMax: number | null;
    mainMealCarbsMax: number | null;
  }
>();
function personRules(profile: HealthProfile, targets: NutritionTargets) {
  const profileJson = JSON.stringify(profile);
  const cached = personCache.get(targets);
  if (cached && cached.profileJson === profileJson) return cached;
  const entry = {
    profileJson,
    rules: personalFoodRules(profile),
    refinedGrainsMax: refinedGrainsLimitOzEq(guidanceContext(profile, targets)),
    // Diabetes: the most carbohydrate a main meal has, as the portion guide states it.
    mainMealCarbsMax: dayRulesFor(profile, targets, planTargetsFrom(targets)).mainMealCarbsMaxG,
  };
  personCache.set(targets, entry);
  return entry;
}

/**
 * Checks a meal plan, whoever wrote it: recomputes every meal's numbers from its ingredients and
 * the food table, and lists every broken hard rule (allergy, restriction, dislike, condition and
 * medication exclusions, kosher meat with dairy, the day's limits, a diabetic's carbohydrate per
 * main meal as the analysis states it, energy within ±5 %). Soft
 * targets (macro ranges, fiber, variety), and a locked meal outside a restriction or dislike,
 * come back as warnings.
 */
export function verifyMealPlan(
  plan: MealPlan,
  profile: HealthProfile,
  options: VerifyOptions = {},
): { violations: Violation[]; warnings: Warning[] } {
  const violations: Violation[] = [];
  const warnings: Warning[] = [];
  let nutritionTargets = options.targets;
  if (!nutritionTargets) {
    const result = computeTargetsForProfile(profile);
    if (!result.ok) {
      return {
        violations: [
          {
            code: 'targets-unavailable',
            message: `Targets could not be computed: ${result.error.kind}`,
          },
        ],
        warnings,
      };
    }
    nutritionTargets = result.value;
  }
  const targets = planTargetsFrom(nutritionTargets);
  const energyTarget = options.energyKcal ?? targets.energyKcal;
  const { rules, refinedGrainsMax, mainMealCarbsMax } = personRules(profile, nutritionTargets);
  const kosher = profile.dietaryRestrictions.includes('kosher');
  const consistencyIds = new Set(
    nutritionTargets.limits
      .filter((entry) => entry.kind === 'consistency')
      .map((entry) => entry.id),
  );

  const repeating = new Set(daysRepeatingAMain(plan.days));
  plan.days.forEach((day) => {
    const dayTotals = { energyKcal: 0, proteinG: 0, carbG: 0, fatG: 0, fiberG: 0 } as Record<
      string,
      number
    >;
    for (const [slot, meal] of slots(day)) {
      const ingredients = meal.ingredients ?? [];
      const unknown = ingredients.filter((item) => !getFood(item.foodId));
      if (ingredients.length === 0 || unknown.length > 0) {
        violations.push({
          code: 'unknown-food',
          day: day.day,
          meal: slot,
          message:
            ingredients.length === 0
              ? `${meal.name} lists no ingredients, so its numbers cannot be checked`
              : `${meal.name} uses foods not in the food table: ${unknown.map((item) => item.foodId).join(', ')}`,
        });
        continue;
      }
      const figures = mealFigures(ingredients);
      const mismatched = [
        ['calories', meal.calories, figures.calories, 1],
        ['protein', meal.protein, figures.protein, 0.15],
        ['carbs', meal.carbs, figures.carbs, 0.15],
        ['fat', meal.fat, figures.fat, 0.15],
        ...Object.entries(figures.nutrients).map(
          ([key, value]) =>
            [key, meal.nutrients?.[key as keyof typeof figures.nutrients], value, 0.15] as const,
        ),
      ].filter(
        ([, stated, actual, tolerance]) =>
          !close(stated as number | undefined, actual as number, tolerance as number),
      );
      for (const [label, stated, actual] of mismatched) {
        violations.push({
          code: 'figure-mismatch',
          day: day.day,
          meal: slot,
          message: `${meal.name}: ${label} says ${stated ?? 'nothing'}, its ingredients give ${actual}`,
        });
      }
      for (const item of ingredients) {
        const food = getFood(item.foodId)!;
        for (const exclusion of foodExclusions(food, rules)) {
          if (meal.isLocked && LOCK_MAY_OVERRIDE.has(exclusion.kind)) {
            warnings.push({
              code: 'locked-meal-outside-preferences',
              day: day.day,
              meal: slot,
              message: `${meal.name} (locked) contains ${food.name}: ${exclusion.reason}`,
            });
            continue;
          }
          violations.push({
            code: 'excluded-food',
            day: day.day,
            meal: slot,
            ruleId: exclusion.ruleId,
            message: `${meal.name} contains ${food.name}: ${exclusion.reason}`,
          });
        }
      }
      if (kosher) {
        const conflict = kosherMealConflict(ingredients.map((item) => getFood(item.foodId)!));
        if (conflict && meal.isLocked) {
          warnings.push({
            code: 'locked-meal-outside-preferences',
            day: day.day,
            meal: slot,
            message: `${meal.name} (locked) has meat with dairy in one meal`,
          });
        } else if (conflict) {
          violations.push({
            code: 'kosher-meat-with-dairy',
            day: day.day,
            meal: slot,
            ruleId: 'kosher-no-meat-with-dairy',
            message: `${meal.name} has meat with dairy in one meal`,
          });
        }
      }
      for (const limit of targets.limits.filter((entry) => entry.scope === 'meal')) {
        const value = figures.exact[limit.nutrient as keyof typeof figures.exact] ?? 0;
        if (limit.max !== undefined && value > limit.max + 1e-9) {
          violations.push({
            code: 'limit-exceeded',
            day: day.day,
            meal: slot,
            ruleId: limit.id,
            message: `${meal.name}: ${limit.label} ${value.toFixed(1)} ${limit.unit} is over the ${limit.max} ${limit.unit} a meal`,
          });
        }
      }
      const carbs = figures.exact.carbG ?? 0;
      if (mainMealCarbsMax !== null && MAIN_SLOTS.has(slot) && carbs > mainMealCarbsMax + 1e-9) {
        violations.push({
          code: 'limit-exceeded',
          day: day.day,
          meal: slot,
          ruleId: 'diabetes-carbs-per-meal',
          message: `${meal.name}: carbohydrate ${carbs.toFixed(1)} g is over the ${mainMealCarbsMax} g a main meal the analysis states`,
        });
      }
      for (const [key, value] of Object.entries(figures.exact)) {
        dayTotals[key] = (dayTotals[key] ?? 0) + (value ?? 0);
      }
    }

    const energy = dayTotals.energyKcal ?? 0;
    const stated = nutritionTargets.energy;
    if (day.statedEnergyRange && stated.targetKcal === energyTarget) {
      // A day the planner could only fit within the range the analysis states.
      if (energy < stated.minKcal - 0.5 || energy > stated.maxKcal + 0.5) {
        violations.push({
          code: 'energy-off-target',
          day: day.day,
          message: `Day ${day.day} has ${Math.round(energy)} kcal, outside the stated range of ${stated.minKcal}–${stated.maxKcal} kcal`,
        });
      }
    } else if (Math.abs(energy - energyTarget) > energyTarget * targets.energyTolerance) {
      violations.push({
        code: 'energy-off-target',
        day: day.day,
        message: `Day ${day.day} has ${Math.round(energy)} kcal, outside ${energyTarget} kcal ± ${targets.energyTolerance * 100} %`,
      });
    }
    for (const limit of targets.limits.filter((entry) => entry.scope === 'day')) {
      const value = dayTotals[limit.nutrient] ?? 0;
      const isOutside =
        (limit.max !== undefined && value > limit.max + 1e-9) ||
        (limit.min !== undefined && value < limit.min - 1e-9);
      if (isOutside && consistencyIds.has(limit.id)) {
        violations.push({
          code: 'consistency',
          day: day.day,
          ruleId: limit.id,
          message: `Day ${day.day}: ${limit.label} ${value.toFixed(0)} ${limit.unit} is outside the steady band of ${limit.min ?? 0}–${limit.max ?? '∞'} ${limit.unit} every day keeps`,
        });
      } else if (isOutside) {
        violations.push({
          code: 'limit-exceeded',
          day: day.day,
          ruleId: limit.id,
          message: `Day ${day.day}: ${limit.label} ${value.toFixed(0)} ${limit.unit} is outside the limit (${limit.min ?? 0}–${limit.max ?? '∞'} ${limit.unit})`,
        });
      }
    }
    if (refinedGrainsMax !== null) {
      const grains = refinedGrainOzEq(slots(day).flatMap(([, meal]) => meal.ingredients ?? []));
      if (grains > refinedGrainsMax + 1e-6) {
        violations.push({
          code: 'limit-exceeded',
          day: day.day,
          ruleId: 'refined-grains',
          message: `Day ${day.day}: refined grains ${grains.toFixed(1)} ounce-equivalents are over the ${refinedGrainsMax} a day the analysis states`,
        });
      }
    }
    for (const [label, key, range] of [
      ['carbohydrate', 'carbG', targets.macros.carbs],
      ['protein', 'proteinG', targets.macros.protein],
      ['fat', 'fatG', targets.macros.fat],
    ] as const) {
      const value = dayTotals[key] ?? 0;
      if (value < range.minG - 0.5 || value > range.maxG + 0.5) {
        warnings.push({
          code: 'macro-out-of-range',
          day: day.day,
          message: `Day ${day.day}: ${label} ${value.toFixed(0)} g is outside ${range.minG}–${range.maxG} g`,
        });
      }
    }
    if ((dayTotals.fiberG ?? 0) < targets.fiberMinG - 0.5) {
      warnings.push({
        code: 'fiber-below-floor',
        day: day.day,
        message: `Day ${day.day}: fiber ${(dayTotals.fiberG ?? 0).toFixed(0)} g is below ${targets.fiberMinG} g`,
      });
    }
    if (repeating.has(day.day)) {
      warnings.push({
        code: 'main-meal-repeated',
        day: day.day,
        message: `Day ${day.day} repeats a main meal from the two days before`,
      });
    }
  });

  return { violations, warnings };
}
