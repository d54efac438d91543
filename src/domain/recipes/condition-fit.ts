import type { ConditionId } from '../conditions/catalogue';
import { ALLERGENS } from '../foods/food';
import type { RecipeFacts } from './recipe-library';

/**
 * Whether one serving of a recipe suits a condition on its own: coarse per-serving screens used
 * to count and test the library's variety (`npm run data:report`, recipe-library.test.ts). They
 * are not the person's limits: the planner enforces the day's limits from their targets, and a
 * recipe that fails a screen can still fit a day at a smaller portion.
 */
type Screen = (facts: RecipeFacts) => boolean;

const value = (
  facts: RecipeFacts,
  key:
    | 'sodiumMg'
    | 'potassiumMg'
    | 'phosphorusMg'
    | 'proteinG'
    | 'fatG'
    | 'satFatG'
    | 'sugarsG'
    | 'fiberG'
    | 'energyKcal',
) => facts.perServing.values[key] ?? Number.POSITIVE_INFINITY;
const fiber = (facts: RecipeFacts) => facts.perServing.values.fiberG ?? 0;
const isSnack = (facts: RecipeFacts) => facts.recipe.mealType === 'snack';
/** Sodium per serving: a quarter of 1,500 mg (B6.1) for a main meal, 250 mg for a snack. */
const lowSodium: Screen = (f) => value(f, 'sodiumMg') <= (isSnack(f) ? 250 : 500);

export const CONDITION_SCREENS: Readonly<Record<ConditionId, { rule: string; fits: Screen }>> = {
  diabetes_type1: {
    rule: 'total sugars ≤ 15 g and, for meals, fiber ≥ 4 g a serving',
    fits: (f) => value(f, 'sugarsG') <= 15 && (isSnack(f) || fiber(f) >= 4),
  },
  diabetes_type2: {
    rule: 'total sugars ≤ 15 g and, for meals, fiber ≥ 4 g a serving',
    fits: (f) => value(f, 'sugarsG') <= 15 && (isSnack(f) || fiber(f) >= 4),
  },
  no_gallbladder: { rule: 'fat ≤ 15 g a serving', fits: (f) => value(f, 'fatG') <= 15 },
  fatty_liver: {
    rule: 'total sugars ≤ 15 g and saturated fat ≤ 5 g a serving',
    fits: (f) => value(f, 'sugarsG') <= 15 && value(f, 'satFatG') <= 5,
  },
  chronic_kidney_disease: {
    rule: 'sodium ≤ 500 mg, potassium ≤ 700 mg, phosphorus ≤ 300 mg, protein ≤ 25 g a serving',
    fits: (f) =>
      value(f, 'sodiumMg') <= 500 &&
      value(f, 'potassiumMg') <= 700 &&
      value(f, 'phosphorusMg') <= 300 &&
      value(f, 'proteinG') <= 25,
  },
  hypertension: { rule: 'sodium ≤ 500 mg a meal, 250 mg a snack', fits: lowSodium },
  high_cholesterol: {
    rule: 'saturated fat ≤ 4 g a serving',
    fits: (f) => value(f, 'satFatG') <= 4,
  },
  heart_disease: {
    rule: 'low sodium and saturated fat ≤ 4 g a serving',
    fits: (f) => lowSodium(f) && value(f, 'satFatG') <= 4,
  },
  gerd: {
    rule: 'no common reflux trigger and fat ≤ 20 g a serving',
    fits: (f) => !f.gerdTrigger && value(f, 'fatG') <= 20,
  },
  ibs: { rule: 'no high-FODMAP food', fits: (f) => !f.highFodmap },
  celiac_disease: { rule: 'no gluten', fits: (f) => !f.allergens.includes('wheat-gluten') },
  food_allergies: {
    rule: 'free of all nine major allergens',
    fits: (f) => ALLERGENS.every((allergen) => !f.allergens.includes(allergen)),
  },
  obesity: {
    rule: 'at least 20 % of energy from protein and 3 g fiber a serving',
    fits: (f) => (4 * value(f, 'proteinG')) / value(f, 'energyKcal') >= 0.2 && fiber(f) >= 3,
  },
};

export function recipeFitsCondition(facts: RecipeFacts, condition: ConditionId): boolean {
  return CONDITION_SCREENS[condition].fits(facts);
}
