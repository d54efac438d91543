import { mealsOfDay } from '../../planner/build-meal';
import type { Meal, MealPlan, MealPlanDay, TrackedNutrient } from '../../planner/meal-plan';
import { formatWholeNumber, plural } from '../../profile/format';
import type { RecipeFacts } from '../../recipes/recipe-library';
import { type Replacement, replaceMeals } from '../edits/replace-meals';
import { deriveSeed } from '../edits/seed';
import { mealAt, slotRefs } from '../edits/slots';
import type { LessNutrient } from '../intent-schema';
import { refused, type State, type Step, shortCitation, swapsText } from '../step';
import { suggestionsFor } from '../suggestions';

/**
 * 'Add more protein', 'more fibre', 'fewer carbs', 'less salt': each day's meal furthest from the
 * aim swapped for a recipe clearly richer (or leaner) in the nutrient.
 */

/** A swap for more protein or fibre, or fewer carbs, must move the meal's share by this much. */
const NUTRIENT_GAIN = 0.15;
/** Passes of one meal a day an 'add more protein' (fibre, fewer carbs) edit may make. */
const NUTRIENT_PASSES = 2;
/** The first pass is enough when it moved the daily average by this share. */
const NUTRIENT_SHIFT = 0.1;
/**
 * Our planning bound, not a clinical number: 'more fibre' raises a day to at most this many grams
 * per 1,000 kcal (about 1.8 times the A5 adequate intake of 14 g), since much more at once
 * brings bloating and cramps.
 */
export const FIBER_MAX_G_PER_1000_KCAL = 25;

function averageOf(plan: MealPlan, pick: (day: MealPlanDay) => number): number {
  if (plan.days.length === 0) return 0;
  return plan.days.reduce((sum, day) => sum + pick(day), 0) / plan.days.length;
}

const dayProtein = (day: MealPlanDay) => mealsOfDay(day).reduce((s, m) => s + (m.protein ?? 0), 0);
const dayCarbs = (day: MealPlanDay) => mealsOfDay(day).reduce((s, m) => s + (m.carbs ?? 0), 0);
const dayFiber = (day: MealPlanDay) =>
  mealsOfDay(day).reduce((s, m) => s + (m.nutrients?.fiberG ?? 0), 0);

interface NutrientPlan {
  /** Grams of the nutrient per kcal of a recipe serving or a meal. */
  recipeDensity: (facts: RecipeFacts) => number;
  mealDensity: (meal: Meal) => number;
  /** The nutrient's grams in a day. */
  dayValue: (day: MealPlanDay) => number;
  direction: 'up' | 'down';
  dayOk: (day: MealPlanDay) => boolean;
}

/**
 * Replaces, each day, the meal furthest from the aim with a recipe clearly richer (or leaner) in
 * the nutrient, best first, keeping every day on target and inside every rule; a second pass
 * takes the next meal of each day when the first moved the daily average by less than 10 %.
 */
function improveNutrient(state: State, seed: number, spec: NutrientPlan) {
  let plan = state.plan;
  const replaced: Replacement[] = [];
  const done = new Set<string>();
  const start = averageOf(plan, spec.dayValue);
  for (let pass = 0; pass < NUTRIENT_PASSES; pass++) {
    const now = averageOf(plan, spec.dayValue);
    if (pass > 0 && Math.abs(now - start) >= start * NUTRIENT_SHIFT) break;
    const refs = plan.days.flatMap((day) =>
      slotRefs(day)
        .filter(
          (ref) =>
            !done.has(`${ref.day}:${ref.slot}:${ref.snackIndex ?? 0}`) &&
            !mealAt(day, ref)!.isLocked,
        )
        .map((ref) => ({ ref, density: spec.mealDensity(mealAt(day, ref)!) }))
        .sort((a, b) => (spec.direction === 'up' ? a.density - b.density : b.density - a.density))
        .slice(0, 1)
        .map(({ ref }) => ref),
    );
    const result = replaceMeals(plan, state.profile, refs, {
      seed: deriveSeed(seed, pass),
      nutritionTargets: state.targets,
      solver: state.solver,
      rank: (facts) => (spec.direction === 'up' ? 1 : -1) * spec.recipeDensity(facts),
      isBestEffort: true,
      dayCheck: spec.dayOk,
      accept: (facts, previous) => {
        const current = spec.mealDensity(previous);
        return spec.direction === 'up'
          ? spec.recipeDensity(facts) > current * (1 + NUTRIENT_GAIN) + 1e-9
          : spec.recipeDensity(facts) < current * (1 - NUTRIENT_GAIN);
      },
    });
    for (const ref of refs) done.add(`${ref.day}:${ref.slot}:${ref.snackIndex ?? 0}`);
    if (!result.ok) break;
    plan = result.value.plan;
    replaced.push(...result.value.replaced);
  }
  return { plan, replaced };
}

const perKcal = (grams: number | null | undefined, kcal: number | null | undefined) =>
  (grams ?? 0) / Math.max(kcal ?? 0, 1);

export function moreProtein(state: State, seed: number): Step {
  const ckd = state.targets.limits.find((limit) => limit.id === 'ckd-protein-daily-range');
  const average = averageOf(state.plan, dayProtein);
  if (ckd && ckd.max !== undefined) {
    return refused(
      `I can't add more protein: ${ckd.reason} For you that's at most ${formatWholeNumber(ckd.max)} g a day (${shortCitation(ckd.sourceIds[0]!)}), and your plan keeps to it with about ${formatWholeNumber(average)} g a day.`,
    );
  }
  const { maxG } = state.targets.macros.protein;
  const isPlantBased = state.profile.dietaryRestrictions.some((r) =>
    ['vegetarian', 'vegan'].includes(r),
  );
  const suggestions = suggestionsFor(isPlantBased ? 'plant-protein' : 'protein', state.profile);
  const improved = improveNutrient(state, seed, {
    recipeDensity: (facts) =>
      perKcal(facts.perServing.values.proteinG, facts.perServing.values.energyKcal),
    mealDensity: (meal) => perKcal(meal.protein, meal.calories),
    dayValue: dayProtein,
    direction: 'up',
    dayOk: (day) => dayProtein(day) <= maxG,
  });
  const after = averageOf(improved.plan, dayProtein);
  if (improved.replaced.length === 0 || after < average + 1) {
    return {
      outcome: 'unchanged',
      message: `Your plan's protein (about ${formatWholeNumber(average)} g a day) is already about as high as our recipes allow within your calorie target and rules. The foods below are easy ways to add a little more.`,
      suggestions,
    };
  }
  const count = improved.replaced.length;
  return {
    outcome: 'changed',
    message: `Done: protein is up from about ${formatWholeNumber(average)} g to ${formatWholeNumber(after)} g a day on average. I swapped ${plural(count, 'meal')} for higher-protein recipes (${swapsText(improved.plan, improved.replaced)}), keeping each day's calories on target and protein within your range (up to ${formatWholeNumber(maxG)} g a day).`,
    state: { ...state, plan: improved.plan },
    change: {
      kind: 'protein',
      summary: `protein ${formatWholeNumber(average)} → ${formatWholeNumber(after)} g a day`,
      mealsChanged: count,
    },
    suggestions,
  };
}

export function moreFiber(state: State, seed: number): Step {
  const { fiber } = state.targets;
  const hasIbs = state.profile.healthConditions.includes('ibs');
  const average = averageOf(state.plan, dayFiber);
  const suggestions = suggestionsFor(hasIbs ? 'soluble-fiber' : 'fiber', state.profile);
  const ibsNote = hasIbs
    ? `With IBS your fibre aim is capped at ${formatWholeNumber(fiber.minG)} g a day, mostly soluble fibre (oats, peeled fruit, carrots) built up slowly, because more at once, especially insoluble fibre such as wheat bran, often worsens symptoms (${shortCitation('B10.2')}). `
    : '';
  const fiberCap = hasIbs
    ? fiber.minG
    : Math.round((FIBER_MAX_G_PER_1000_KCAL * state.targets.energy.targetKcal) / 1000);
  if (!hasIbs && plansAtLeast(state.plan, dayFiber, fiberCap)) {
    return {
      outcome: 'unchanged',
      message: `Your plan already has about ${formatWholeNumber(average)} g of fibre a day, well above the ${formatWholeNumber(fiber.minG)} g recommended for you (${shortCitation('A5')}). More at once tends to bring bloating rather than benefit, so I've left it as it is.`,
      suggestions,
    };
  }
  if (hasIbs && plansAtLeast(state.plan, dayFiber, fiber.minG)) {
    return {
      outcome: 'unchanged',
      message: `${ibsNote}Your plan already reaches it on every day (about ${formatWholeNumber(average)} g a day), so I've left it as it is.`,
      suggestions,
    };
  }
  const improved = improveNutrient(state, seed, {
    recipeDensity: (facts) =>
      perKcal(facts.perServing.values.fiberG, facts.perServing.values.energyKcal),
    mealDensity: (meal) => perKcal(meal.nutrients?.fiberG, meal.calories),
    dayValue: dayFiber,
    direction: 'up',
    dayOk: (day) => dayFiber(day) <= fiberCap,
  });
  const after = averageOf(improved.plan, dayFiber);
  if (improved.replaced.length === 0 || after < average + 1) {
    return {
      outcome: 'unchanged',
      message: `${ibsNote}Your plan's fibre (about ${formatWholeNumber(average)} g a day) is already about as high as our recipes allow within your calorie target and rules. The foods below are easy ways to add a little more.`,
      suggestions,
    };
  }
  const count = improved.replaced.length;
  return {
    outcome: 'changed',
    message: `${ibsNote}Done: fibre is up from about ${formatWholeNumber(average)} g to ${formatWholeNumber(after)} g a day on average. I swapped ${plural(count, 'meal')} for higher-fibre recipes (${swapsText(improved.plan, improved.replaced)}), keeping each day's calories on target. Drink plenty of water as fibre goes up.`,
    state: { ...state, plan: improved.plan },
    change: {
      kind: 'fiber',
      summary: `fibre ${formatWholeNumber(average)} → ${formatWholeNumber(after)} g a day`,
      mealsChanged: count,
    },
    suggestions,
  };
}

function plansAtLeast(plan: MealPlan, pick: (day: MealPlanDay) => number, grams: number) {
  return plan.days.every((day) => pick(day) >= grams - 0.5);
}

export function fewerCarbs(state: State, seed: number): Step {
  const { minG, minPct } = state.targets.macros.carbs;
  const average = averageOf(state.plan, dayCarbs);
  const suggestions = suggestionsFor('lower-carb', state.profile);
  const improved = improveNutrient(state, seed, {
    recipeDensity: (facts) =>
      perKcal(facts.perServing.values.carbG, facts.perServing.values.energyKcal),
    mealDensity: (meal) => perKcal(meal.carbs, meal.calories),
    dayValue: dayCarbs,
    direction: 'down',
    dayOk: (day) => dayCarbs(day) >= minG,
  });
  const after = averageOf(improved.plan, dayCarbs);
  if (improved.replaced.length === 0 || after > average - 1) {
    return {
      outcome: 'unchanged',
      message: `Your plan's carbohydrate (about ${formatWholeNumber(average)} g a day) is already near the lowest the guidelines recommend for you (${formatWholeNumber(minG)} g, ${formatWholeNumber(minPct)} % of your calories, ${shortCitation('A3')}) with our recipes. Going lower is best planned with your doctor or dietitian.`,
      suggestions,
    };
  }
  const count = improved.replaced.length;
  return {
    outcome: 'changed',
    message: `Done: carbohydrate is down from about ${formatWholeNumber(average)} g to ${formatWholeNumber(after)} g a day on average. I swapped ${plural(count, 'meal')} for lower-carb recipes (${swapsText(improved.plan, improved.replaced)}), keeping each day's calories on target and carbohydrate at or above the recommended ${formatWholeNumber(minG)} g a day.`,
    state: { ...state, plan: improved.plan },
    change: {
      kind: 'carbs',
      summary: `carbohydrate ${formatWholeNumber(average)} → ${formatWholeNumber(after)} g a day`,
      mealsChanged: count,
    },
    suggestions,
  };
}

/** How each nutrient a person may want less of is read from a meal and named. */
const LESS_NUTRIENT: Record<
  LessNutrient,
  { key: TrackedNutrient | 'fatG'; label: string; unit: 'g' | 'mg'; lower: string }
> = {
  sodium: { key: 'sodiumMg', label: 'sodium', unit: 'mg', lower: 'lower-sodium' },
  potassium: { key: 'potassiumMg', label: 'potassium', unit: 'mg', lower: 'lower-potassium' },
  phosphorus: { key: 'phosphorusMg', label: 'phosphorus', unit: 'mg', lower: 'lower-phosphorus' },
  sugar: { key: 'sugarsG', label: 'sugar', unit: 'g', lower: 'less sugary' },
  fat: { key: 'fatG', label: 'fat', unit: 'g', lower: 'lower-fat' },
  'saturated-fat': {
    key: 'satFatG',
    label: 'saturated fat',
    unit: 'g',
    lower: 'lower-saturated-fat',
  },
  cholesterol: {
    key: 'cholesterolMg',
    label: 'cholesterol',
    unit: 'mg',
    lower: 'lower-cholesterol',
  },
};

/**
 * 'Less salt', 'less potassium': each day's meal richest in it (per kcal) swapped for a recipe
 * clearly leaner in it, every day still on target and inside every rule, and never below a
 * minimum the person's targets set (fat's range, a DASH potassium goal).
 */
export function lessNutrient(state: State, nutrient: LessNutrient, seed: number): Step {
  const { key, label, unit, lower } = LESS_NUTRIENT[nutrient];
  const mealAmount = (meal: Meal) => (key === 'fatG' ? meal.fat : meal.nutrients?.[key]) ?? 0;
  const dayAmount = (day: MealPlanDay) => mealsOfDay(day).reduce((s, m) => s + mealAmount(m), 0);
  const floors = [
    ...(key === 'fatG' ? [state.targets.macros.fat.minG] : []),
    ...state.targets.limits
      .filter((limit) => limit.nutrient === key && limit.scope === 'day' && limit.min !== undefined)
      .map((limit) => limit.min!),
  ];
  const floor = floors.length > 0 ? Math.max(...floors) : 0;
  const average = averageOf(state.plan, dayAmount);
  const amount = (value: number) => `${formatWholeNumber(value)} ${unit}`;
  if (floor > 0 && average <= floor * (1 + NUTRIENT_GAIN)) {
    const goal = state.targets.limits.find(
      (limit) => limit.nutrient === key && limit.min === floor,
    );
    const why = goal ? ` ${goal.reason}` : '';
    return {
      outcome: 'unchanged',
      message: `Your targets ask for at least ${amount(floor)} of ${label} a day, and your plan has about ${amount(average)}, so I've left it as it is.${why}${nutrient === 'potassium' ? ' If your doctor has asked you to limit potassium (with kidney disease or some blood-pressure medicines), add that condition or medicine in your health assessment and your plan will follow it.' : ''}`,
    };
  }
  const improved = improveNutrient(state, seed, {
    recipeDensity: (facts) =>
      perKcal(facts.perServing.values[key], facts.perServing.values.energyKcal),
    mealDensity: (meal) => perKcal(mealAmount(meal), meal.calories),
    dayValue: dayAmount,
    direction: 'down',
    dayOk: (day) => dayAmount(day) >= floor,
  });
  const after = averageOf(improved.plan, dayAmount);
  if (improved.replaced.length === 0 || after > average * (1 - 0.02)) {
    return {
      outcome: 'unchanged',
      message: `Your plan's ${label} (about ${amount(average)} a day) is already about as low as our recipes allow within your calorie target and rules, so I've left it as it is.`,
    };
  }
  const count = improved.replaced.length;
  return {
    outcome: 'changed',
    message: `Done: ${label} is down from about ${amount(average)} to ${amount(after)} a day on average. I swapped ${plural(count, 'meal')} for ${lower} recipes (${swapsText(improved.plan, improved.replaced)}), keeping each day's calories on target and every limit of yours.`,
    state: { ...state, plan: improved.plan },
    change: {
      kind: 'nutrient',
      summary: `${label} ${formatWholeNumber(average)} → ${formatWholeNumber(after)} ${unit} a day`,
      mealsChanged: count,
    },
  };
}
