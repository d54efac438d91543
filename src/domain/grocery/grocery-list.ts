import { type Food, STORE_SECTION_LABELS, STORE_SECTIONS, type StoreSection } from '../foods/food';
import { getFood } from '../foods/food-table';
import type { Meal, MealPlan } from '../planner/meal-plan';
import { cookedFormOf } from './cooking-yields';
import { gramsText, shoppingAmount } from './shopping-amounts';

/** One thing to buy: every form of one food in the plan, in the form a shopper buys it. */
export interface GroceryLine {
  /** USDA NDB number of the form bought (dry lentils, raw chicken); one line per id. */
  foodId: string;
  name: string;
  section: StoreSection;
  /** Grams of the bought form the plan needs, unrounded. */
  grams: number;
  /** What to pick up: '3 apples', '1 bag, 5 oz', '6 tbsp', or grams when nothing else fits. */
  amount: string;
  /** The grams beside a household amount ('about 540 g'); undefined when `amount` is grams. */
  gramsNote?: string;
  /** The plan's food ids this line stands for (a cooked and a raw form, say). */
  planFoodIds: string[];
}

export interface GrocerySection {
  section: StoreSection;
  label: string;
  lines: GroceryLine[];
}

/** Looks a food up by id; the food table by default, a stand-in in tests. */
export type FoodLookup = (id: string) => Food | undefined;

const COOKED_WORDS = /\b(?:cooked|boiled)\b/i;

function mealsOf(plan: MealPlan): Meal[] {
  return plan.days.flatMap((day) => [
    day.meals.breakfast,
    day.meals.lunch,
    day.meals.dinner,
    ...day.meals.snacks,
  ]);
}

interface Tally {
  foodId: string;
  name: string;
  section: StoreSection;
  food: Food | undefined;
  grams: number;
  isCookedWeight: boolean;
  planFoodIds: Set<string>;
}

/**
 * The plan's shopping list: one line per food whatever its form (cooked lentils become dry
 * lentils by their cooking yield, and join any dry lentils the plan uses), with the amount to buy
 * rounded up to packages or household units. Sorted in store order, then by name.
 */
export function groceryLines(plan: MealPlan, foodOf: FoodLookup = getFood): GroceryLine[] {
  const tallies = new Map<string, Tally>();
  for (const meal of mealsOf(plan)) {
    for (const ingredient of meal.ingredients ?? []) {
      const used = foodOf(ingredient.foodId);
      const form = cookedFormOf(ingredient.foodId);
      const bought = form ? foodOf(form.boughtId) : used;
      const foodId = form?.boughtId ?? ingredient.foodId;
      const grams = form ? ingredient.grams / form.yieldFactor : ingredient.grams;
      const held = tallies.get(foodId);
      if (held) {
        held.grams += grams;
        held.planFoodIds.add(ingredient.foodId);
        continue;
      }
      tallies.set(foodId, {
        foodId,
        name: bought?.name ?? form?.boughtName ?? used?.name ?? ingredient.name,
        section: bought?.storeSection ?? used?.storeSection ?? ingredient.storeSection ?? 'other',
        food: bought,
        grams,
        isCookedWeight: !form && COOKED_WORDS.test(used?.description ?? ''),
        planFoodIds: new Set([ingredient.foodId]),
      });
    }
  }

  const lines = [...tallies.values()].map((tally): GroceryLine => {
    const amount = shoppingAmount(tally);
    return {
      foodId: tally.foodId,
      name: tally.name,
      section: tally.section,
      grams: tally.grams,
      amount: amount.text,
      ...(amount.isHousehold ? { gramsNote: `about ${gramsText(tally.grams)}` } : {}),
      planFoodIds: [...tally.planFoodIds].sort(),
    };
  });
  const order = (section: StoreSection) => STORE_SECTIONS.indexOf(section);
  return lines.sort((a, b) => order(a.section) - order(b.section) || byName(a.name, b.name));
}

/**
 * Names in alphabetical order, ignoring case (then exact, so the order is total). Not
 * `localeCompare`: the list also renders in the browser, where a page's first collation loads
 * the locale's data, 60-70 ms of one task at Lighthouse's 4x CPU slow-down (issue 15).
 */
export function byName(a: string, b: string): number {
  const x = a.toLowerCase();
  const y = b.toLowerCase();
  if (x !== y) return x < y ? -1 : 1;
  return a < b ? -1 : a > b ? 1 : 0;
}

/** The lines grouped by store section, in the order a shop is usually walked; empty ones left out. */
export function grocerySections(lines: readonly GroceryLine[]): GrocerySection[] {
  return STORE_SECTIONS.map((section) => ({
    section,
    label: STORE_SECTION_LABELS[section],
    lines: lines.filter((line) => line.section === section).sort((a, b) => byName(a.name, b.name)),
  })).filter((group) => group.lines.length > 0);
}
