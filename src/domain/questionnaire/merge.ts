import type { DietaryRestriction } from '../profile/health-profile';
import { foodKey } from './food-mentions';
import { mealFrequencyText, narrowDiets } from './reading/found';
import type { ExtractedData } from './schemas';

/** Vegan, vegetarian and pescatarian exclude each other: the newest one said wins. */
const EATING_PATTERNS: readonly DietaryRestriction[] = ['vegan', 'vegetarian', 'pescatarian'];

function union<T>(
  base: readonly T[] | undefined,
  update: readonly T[] | undefined,
  key: (item: T) => string,
): T[] | undefined {
  if (base === undefined && update === undefined) return undefined;
  const seen = new Set<string>();
  const result: T[] = [];
  for (const item of [...(base ?? []), ...(update ?? [])]) {
    const itemKey = key(item);
    if (!seen.has(itemKey)) {
      seen.add(itemKey);
      result.push(item);
    }
  }
  return result.slice(0, 100);
}

const same = (item: string) => item;
const lower = (item: string) => item.toLowerCase();

function without(
  list: readonly string[] | undefined,
  remove: readonly string[] | undefined,
): string[] | undefined {
  if (list === undefined || remove === undefined) return list && [...list];
  const keys = new Set(remove.map(foodKey));
  return list.filter((item) => !keys.has(foodKey(item)));
}

/**
 * `update` over `base`: lists are joined (a later 'no allergies' never removes an allergy said
 * before), a food now liked leaves the dislikes and the other way round, a new eating pattern
 * replaces the old one, and one-value fields take the newer value.
 */
export function mergeExtractedData(base: ExtractedData, update: ExtractedData): ExtractedData {
  const merged: ExtractedData = {};
  for (const field of ['name', 'age', 'gender', 'heightCm', 'weightKg'] as const) {
    const value = update[field] ?? base[field];
    if (value !== undefined) Object.assign(merged, { [field]: value });
  }
  const medications = union(base.medications, update.medications, lower);
  if (medications) merged.medications = medications;
  const goals = union(base.goals, update.goals, lower);
  if (goals) merged.goals = goals;

  const updatePatterns = (update.dietaryRestrictions ?? []).filter((r) =>
    EATING_PATTERNS.includes(r),
  );
  const baseRestrictions =
    updatePatterns.length > 0
      ? base.dietaryRestrictions?.filter((r) => !EATING_PATTERNS.includes(r))
      : base.dietaryRestrictions;
  const restrictions = union(baseRestrictions, update.dietaryRestrictions, same);
  if (restrictions) merged.dietaryRestrictions = narrowDiets(restrictions);

  const allergies = union(base.allergies, update.allergies, foodKey);
  if (allergies) merged.allergies = allergies;
  const liked = union(without(base.likedFoods, update.dislikedFoods), update.likedFoods, foodKey);
  if (liked) merged.likedFoods = liked;
  const disliked = union(
    without(base.dislikedFoods, update.likedFoods),
    update.dislikedFoods,
    foodKey,
  );
  if (disliked) merged.dislikedFoods = disliked;
  const conditions = union(base.healthConditions, update.healthConditions, same);
  if (conditions) merged.healthConditions = conditions;
  const cuisines = union(base.cuisines, update.cuisines, same);
  if (cuisines) merged.cuisines = cuisines;

  const activityLevel = update.activityLevel ?? base.activityLevel;
  if (activityLevel) merged.activityLevel = activityLevel;
  if (update.mealFrequency !== undefined) {
    merged.mealFrequency = update.mealFrequency;
    if (update.mealsPerDay !== undefined) merged.mealsPerDay = update.mealsPerDay;
    if (update.snacksPerDay !== undefined) merged.snacksPerDay = update.snacksPerDay;
  } else {
    const mealsPerDay = base.mealsPerDay;
    const snacksPerDay = update.snacksPerDay ?? base.snacksPerDay;
    if (base.mealFrequency !== undefined) {
      merged.mealFrequency =
        update.snacksPerDay !== undefined && mealsPerDay !== undefined
          ? mealFrequencyText(mealsPerDay, update.snacksPerDay)
          : base.mealFrequency;
    }
    if (mealsPerDay !== undefined) merged.mealsPerDay = mealsPerDay;
    if (snacksPerDay !== undefined) merged.snacksPerDay = snacksPerDay;
  }
  const cookingSkill = update.cookingSkill ?? base.cookingSkill;
  if (cookingSkill) merged.cookingSkill = cookingSkill;
  const timeAvailable = update.timeAvailable ?? base.timeAvailable;
  if (timeAvailable) merged.timeAvailable = timeAvailable;
  const budget = update.budget ?? base.budget;
  if (budget) merged.budget = budget;
  return merged;
}
