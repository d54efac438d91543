import type { Food, NutrientKey } from '../foods/food';
import { findFoodsByName, requireFood } from '../foods/food-table';
import type { HealthProfile } from '../profile/health-profile';
import type { MealType } from '../recipes/recipe';
import { allRecipes, type RecipeFacts } from '../recipes/recipe-library';
import { foodExclusions, type PersonalFoodRules } from '../rules/food-exclusions';
import type { PlanTargets } from './meal-plan';
import { SIDE_DISHES, type SideDish } from './sides';

/**
 * Candidate selection: the recipes (and plain sides) a person may have, each with its nutrients
 * per serving as a vector and a picking weight from their likes, cuisines and limits.
 */

/** Nutrients a recipe option carries as a vector, for picking weights. */
const KEYS = [
  'energyKcal',
  'proteinG',
  'carbG',
  'fatG',
  'fiberG',
  'sugarsG',
  'satFatG',
  'sodiumMg',
  'potassiumMg',
  'phosphorusMg',
  'cholesterolMg',
  'vitaminKUg',
] as const satisfies readonly NutrientKey[];
type Key = (typeof KEYS)[number];
export const INDEX = Object.fromEntries(KEYS.map((key, i) => [key, i])) as Record<Key, number>;

/** Picking weight added for a recipe with a food the person likes (the base weight is 1). */
const LIKED_FOOD_BONUS = 4;
/** Picking weight added for a recipe of a cuisine the person chose. */
const CUISINE_BONUS = 1.5;
/**
 * A recipe is picked less often only when its nutrient per kcal is over this many times the day's
 * limit per kcal: 1.5 lets a chicken dinner (cholesterol) sit beside lighter meals in a DASH day.
 */
const LIMIT_DENSITY_TOLERANCE = 1.5;
const KIDNEY_NUTRIENTS: ReadonlySet<string> = new Set(['proteinG', 'potassiumMg', 'phosphorusMg']);

/** A recipe, ready for planning: nutrients of one serving as a vector, and its picking weight. */
export interface Option {
  id: string;
  facts: RecipeFacts;
  perServing: Float64Array;
  weight: number;
  /** It has a food the person likes. */
  liked: boolean;
  /** It is of a cuisine the person chose. */
  chosenCuisine: boolean;
}

function vectorOf(values: Partial<Record<NutrientKey, number | null>>): Float64Array {
  const vector = new Float64Array(KEYS.length);
  KEYS.forEach((key, i) => {
    vector[i] = values[key] ?? 0;
  });
  return vector;
}

function likedFoodIds(profile: HealthProfile): Set<string> {
  const ids = new Set<string>();
  for (const entry of profile.foodPreferences.liked) {
    for (const food of findFoodsByName(entry)) ids.add(food.id);
  }
  return ids;
}

/** Liked foods and chosen cuisines come up more often; long recipes less for non-cooks. */
function preferenceWeight(facts: RecipeFacts, liked: ReadonlySet<string>, profile: HealthProfile) {
  let weight = 1;
  if (facts.recipe.ingredients.some((ingredient) => liked.has(ingredient.foodId))) {
    weight += LIKED_FOOD_BONUS;
  }
  if (profile.foodPreferences.cuisines.includes(facts.recipe.cuisine)) weight += CUISINE_BONUS;
  const minutes = facts.recipe.prepMinutes + facts.recipe.cookMinutes;
  if (!profile.mealOptions.cookingWillingness && minutes > 25) weight *= 0.4;
  return weight;
}

/**
 * How well a recipe sits with the day's maximums: 1 when each nutrient per kcal is within the
 * day's allowance per kcal, less the further over it is, so tight limits (a kidney-disease
 * protein ceiling, 1,500 mg sodium) draw the recipes that can meet them.
 */
function limitFit(option: Pick<Option, 'perServing'>, targets: PlanTargets): number {
  const energy = Math.max(option.perServing[0]!, 1);
  let fit = 1;
  for (const limit of targets.limits) {
    const k = INDEX[limit.nutrient as Key];
    if (limit.scope !== 'day' || limit.max === undefined || k === undefined) continue;
    // A day mixes denser and lighter meals: only a recipe well above the day's average
    // allowance per kcal becomes less likely, and the day's check keeps the limit itself.
    // Kidney-disease limits are tight against ordinary recipes: those steer at the average.
    const tolerance = KIDNEY_NUTRIENTS.has(limit.nutrient) ? 1 : LIMIT_DENSITY_TOLERANCE;
    const allowance = (tolerance * limit.max) / targets.energyKcal;
    const density = option.perServing[k]! / energy;
    if (density > allowance) fit *= (allowance / density) ** 4;
  }
  return fit;
}

/** Whether each food is allowed, checked once per food however many recipes have it. */
function allowedFoods(rules: PersonalFoodRules) {
  const seen = new Map<string, boolean>();
  return (foods: readonly Food[]) =>
    foods.every((food) => {
      let ok = seen.get(food.id);
      if (ok === undefined) {
        ok = foodExclusions(food, rules).length === 0;
        seen.set(food.id, ok);
      }
      return ok;
    });
}

/** A recipe's nutrients per serving as a vector, computed once per recipe. */
const vectors = new WeakMap<RecipeFacts, Float64Array>();
function servingVector(facts: RecipeFacts): Float64Array {
  let vector = vectors.get(facts);
  if (!vector) {
    vector = vectorOf(facts.perServing.values);
    vectors.set(facts, vector);
  }
  return vector;
}

/** Names the person's hard rules in plain words, for an infeasible-plan reason. */
export function describeRules(profile: HealthProfile, rules: PersonalFoodRules): string {
  const parts: string[] = [];
  if (profile.dietaryRestrictions.length > 0) {
    parts.push(profile.dietaryRestrictions.join(', ').replaceAll('_', '-'));
  }
  if (rules.allergens.length > 0) parts.push(`no ${rules.allergens.join(', no ')}`);
  if (rules.allergyFoodIds.size > 0) parts.push('the foods you are allergic to');
  if (rules.dislikedFoodIds.size > 0) parts.push('your dislikes');
  for (const rule of rules.tagRules) parts.push(rule.reason.split(':')[0]!);
  return parts.join('; ') || 'your conditions';
}

/** A lunch or dinner pool this small borrows the other's recipes, for a week's variety. */
const MIN_MAIN_POOL = 7;

/** The recipes the planner draws a slot from: lunches and dinners serve each other's slot when
 * one runs short. */
export function recipesForSlot(pools: Record<MealType, Option[]>, slot: MealType): Option[] {
  if (slot !== 'lunch' && slot !== 'dinner') return pools[slot];
  return pools[slot].length >= MIN_MAIN_POOL ? pools[slot] : [...pools.lunch, ...pools.dinner];
}

/** The recipes (by meal type) and plain sides this person may have, weighted for picking. */
export function planningPools(
  profile: HealthProfile,
  targets: PlanTargets,
  rules: PersonalFoodRules,
): { pools: Record<MealType, Option[]>; sides: SideDish[] } {
  const liked = likedFoodIds(profile);
  const kosher = profile.dietaryRestrictions.includes('kosher');
  const allowed = allowedFoods(rules);
  const pools: Record<MealType, Option[]> = { breakfast: [], lunch: [], dinner: [], snack: [] };
  for (const facts of allRecipes()) {
    if ((kosher && !facts.diet.kosher) || !allowed(facts.foods)) continue;
    const option: Option = {
      id: facts.recipe.id,
      facts,
      perServing: servingVector(facts),
      weight: preferenceWeight(facts, liked, profile),
      liked: facts.recipe.ingredients.some((ingredient) => liked.has(ingredient.foodId)),
      chosenCuisine: profile.foodPreferences.cuisines.includes(facts.recipe.cuisine),
    };
    option.weight *= limitFit(option, targets);
    pools[facts.recipe.mealType].push(option);
  }
  const isKidney = profile.healthConditions.includes('chronic_kidney_disease');
  const sides = SIDE_DISHES.filter(
    (side) => (isKidney || !side.kidneyOnly) && allowed([requireFood(side.foodId)]),
  );
  return { pools, sides };
}
