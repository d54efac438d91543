import type { Food, NutrientKey } from '../foods/food';
import { findFoodsByName } from '../foods/food-table';
import { formatWholeNumber } from '../profile/format';
import type { HealthProfile } from '../profile/health-profile';
import { foodExclusions, personalFoodRules } from '../rules/food-exclusions';

/**
 * Foods the chat may suggest after a change, as data with permanent ids. Each reason quotes a
 * number from the food table (per 100 g of the food the name finds first), and a food is only
 * suggested when nothing the name finds is excluded for the person.
 */

export const SUGGESTION_TOPICS = [
  'protein',
  'plant-protein',
  'fiber',
  'soluble-fiber',
  'lower-carb',
  'gluten-free-grains',
  'calcium-without-dairy',
  'filling-low-energy',
  'energy-dense',
] as const;
export type SuggestionTopic = (typeof SUGGESTION_TOPICS)[number];

export interface SuggestionEntry {
  id: string;
  /** How the chat names the food, and the name it is looked up by. */
  food: string;
}

interface TopicRule {
  nutrient: NutrientKey;
  unit: string;
  /** The reason, given the amount per 100 g. */
  reason: (amount: string) => string;
  foods: readonly SuggestionEntry[];
}

export const SUGGESTION_RULES: Readonly<Record<SuggestionTopic, TopicRule>> = {
  protein: {
    nutrient: 'proteinG',
    unit: 'g',
    reason: (amount) => `A lean protein source: about ${amount} of protein per 100 g.`,
    foods: [
      { id: 'protein-chicken-breast', food: 'Chicken breast' },
      { id: 'protein-greek-yogurt', food: 'Greek yogurt' },
      { id: 'protein-lentils', food: 'Lentils' },
      { id: 'protein-eggs', food: 'Eggs' },
      { id: 'protein-firm-tofu', food: 'Firm tofu' },
      { id: 'protein-salmon', food: 'Salmon' },
      { id: 'protein-turkey-breast', food: 'Turkey breast' },
      { id: 'protein-cottage-cheese', food: 'Cottage cheese' },
      { id: 'protein-tempeh', food: 'Tempeh' },
      { id: 'protein-edamame', food: 'Edamame' },
      { id: 'protein-quinoa', food: 'Quinoa' },
    ],
  },
  'plant-protein': {
    nutrient: 'proteinG',
    unit: 'g',
    reason: (amount) => `Protein without meat or fish: about ${amount} per 100 g.`,
    foods: [
      { id: 'plant-protein-lentils', food: 'Lentils' },
      { id: 'plant-protein-firm-tofu', food: 'Firm tofu' },
      { id: 'plant-protein-tempeh', food: 'Tempeh' },
      { id: 'plant-protein-chickpeas', food: 'Chickpeas' },
      { id: 'plant-protein-edamame', food: 'Edamame' },
      { id: 'plant-protein-black-beans', food: 'Black beans' },
      { id: 'plant-protein-greek-yogurt', food: 'Greek yogurt' },
      { id: 'plant-protein-eggs', food: 'Eggs' },
      { id: 'plant-protein-quinoa', food: 'Quinoa' },
      { id: 'plant-protein-pumpkin-seeds', food: 'Pumpkin seeds' },
    ],
  },
  fiber: {
    nutrient: 'fiberG',
    unit: 'g',
    reason: (amount) => `Rich in fibre: about ${amount} per 100 g.`,
    foods: [
      { id: 'fiber-lentils', food: 'Lentils' },
      { id: 'fiber-black-beans', food: 'Black beans' },
      { id: 'fiber-raspberries', food: 'Raspberries' },
      { id: 'fiber-chia-seeds', food: 'Chia seeds' },
      { id: 'fiber-chickpeas', food: 'Chickpeas' },
      { id: 'fiber-rolled-oats', food: 'Rolled oats' },
      { id: 'fiber-pear', food: 'Pear' },
      { id: 'fiber-broccoli', food: 'Broccoli' },
      { id: 'fiber-sweet-potato', food: 'Sweet potato' },
      { id: 'fiber-carrots', food: 'Carrots' },
    ],
  },
  'soluble-fiber': {
    nutrient: 'fiberG',
    unit: 'g',
    reason: (amount) =>
      `Gentle, mostly soluble fibre (about ${amount} per 100 g): add it slowly, with water.`,
    foods: [
      { id: 'soluble-fiber-rolled-oats', food: 'Rolled oats' },
      { id: 'soluble-fiber-carrots', food: 'Carrots' },
      { id: 'soluble-fiber-kiwi', food: 'Kiwi' },
      { id: 'soluble-fiber-chia-seeds', food: 'Chia seeds' },
      { id: 'soluble-fiber-strawberries', food: 'Strawberries' },
      { id: 'soluble-fiber-sweet-potato', food: 'Sweet potato' },
    ],
  },
  'lower-carb': {
    nutrient: 'carbG',
    unit: 'g',
    reason: (amount) => `Few carbohydrates: about ${amount} per 100 g.`,
    foods: [
      { id: 'lower-carb-broccoli', food: 'Broccoli' },
      { id: 'lower-carb-zucchini', food: 'Zucchini' },
      { id: 'lower-carb-spinach', food: 'Spinach' },
      { id: 'lower-carb-eggs', food: 'Eggs' },
      { id: 'lower-carb-chicken-breast', food: 'Chicken breast' },
      { id: 'lower-carb-firm-tofu', food: 'Firm tofu' },
      { id: 'lower-carb-salmon', food: 'Salmon' },
      { id: 'lower-carb-green-beans', food: 'Green beans' },
    ],
  },
  'gluten-free-grains': {
    nutrient: 'fiberG',
    unit: 'g',
    reason: (amount) => `Naturally gluten-free, with about ${amount} of fibre per 100 g.`,
    foods: [
      { id: 'gluten-free-quinoa', food: 'Quinoa' },
      { id: 'gluten-free-buckwheat', food: 'Buckwheat' },
      { id: 'gluten-free-brown-rice', food: 'Brown rice' },
      { id: 'gluten-free-sweet-potato', food: 'Sweet potato' },
      { id: 'gluten-free-millet', food: 'Millet' },
      { id: 'gluten-free-corn-tortilla', food: 'Corn tortilla' },
    ],
  },
  'calcium-without-dairy': {
    nutrient: 'calciumMg',
    unit: 'mg',
    reason: (amount) => `Calcium without dairy: about ${amount} per 100 g.`,
    foods: [
      { id: 'calcium-firm-tofu', food: 'Firm tofu' },
      { id: 'calcium-kale', food: 'Kale' },
      { id: 'calcium-bok-choy', food: 'Bok choy' },
      { id: 'calcium-sardines', food: 'Sardines' },
      { id: 'calcium-chia-seeds', food: 'Chia seeds' },
      { id: 'calcium-almonds', food: 'Almonds' },
      { id: 'calcium-soy-milk', food: 'Soy milk' },
    ],
  },
  'filling-low-energy': {
    nutrient: 'energyKcal',
    unit: 'kcal',
    reason: (amount) => `Filling for few calories: about ${amount} per 100 g.`,
    foods: [
      { id: 'filling-broccoli', food: 'Broccoli' },
      { id: 'filling-strawberries', food: 'Strawberries' },
      { id: 'filling-spinach', food: 'Spinach' },
      { id: 'filling-cucumber', food: 'Cucumber' },
      { id: 'filling-green-beans', food: 'Green beans' },
      { id: 'filling-zucchini', food: 'Zucchini' },
    ],
  },
  'energy-dense': {
    nutrient: 'energyKcal',
    unit: 'kcal',
    reason: (amount) => `Adds energy in a small portion: about ${amount} per 100 g.`,
    foods: [
      { id: 'energy-almonds', food: 'Almonds' },
      { id: 'energy-olive-oil', food: 'Olive oil' },
      { id: 'energy-peanut-butter', food: 'Peanut butter' },
      { id: 'energy-pumpkin-seeds', food: 'Pumpkin seeds' },
      { id: 'energy-rolled-oats', food: 'Rolled oats' },
      { id: 'energy-avocado', food: 'Avocado' },
    ],
  },
};

export interface MealPlanSuggestion {
  food: string;
  reason: string;
}

/** At most this many suggestions come with a reply. */
export const MAX_SUGGESTIONS = 3;

function amountText(food: Food, rule: TopicRule): string | undefined {
  const value = food.nutrients[rule.nutrient];
  if (value === null) return undefined;
  const text = value >= 10 ? formatWholeNumber(value) : String(Math.round(value * 10) / 10);
  return `${text} ${rule.unit}`;
}

/**
 * Up to three foods for a topic that the person may eat: nothing their allergies, restrictions,
 * dislikes, conditions or medicines exclude, and nothing in `skip` (foods they just asked to avoid).
 */
export function suggestionsFor(
  topic: SuggestionTopic,
  profile: HealthProfile,
  skip: readonly string[] = [],
): MealPlanSuggestion[] {
  const rules = personalFoodRules(profile);
  const rule = SUGGESTION_RULES[topic];
  const skipped = new Set(skip.flatMap((name) => findFoodsByName(name).map((food) => food.id)));
  const out: MealPlanSuggestion[] = [];
  for (const entry of rule.foods) {
    if (out.length >= MAX_SUGGESTIONS) break;
    const foods = findFoodsByName(entry.food);
    const first = foods[0];
    if (!first) continue;
    if (foods.some((food) => skipped.has(food.id) || foodExclusions(food, rules).length > 0)) {
      continue;
    }
    const amount = amountText(first, rule);
    if (amount === undefined) continue;
    out.push({ food: entry.food, reason: rule.reason(amount) });
  }
  return out;
}
