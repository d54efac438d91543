import { describe, expect, it } from 'vitest';
import { CONDITION_IDS } from '../conditions/catalogue';
import { ALLERGENS, type Allergen } from '../foods/food';
import { getFood } from '../foods/food-table';
import { CUISINES, DIETARY_RESTRICTION_IDS } from '../profile/health-profile';
import { CONDITION_SCREENS, recipeFitsCondition } from './condition-fit';
import type { Recipe } from './recipe';
import { allRecipes, type RecipeFacts, recipeFacts, recipesFor } from './recipe-library';

const all = allRecipes();
const share = (pick: (facts: RecipeFacts) => boolean) => all.filter(pick).length / all.length;
const perServing = (facts: RecipeFacts, key: 'energyKcal' | 'proteinG' | 'fatG' | 'carbG') =>
  facts.perServing.values[key] ?? Number.NaN;

function madeUp(ingredients: [string, number][], overrides: Partial<Recipe> = {}): Recipe {
  return {
    id: 'ln-test',
    name: 'Test dish',
    description: 'A dish made up for a test.',
    mealType: 'lunch',
    cuisine: 'American',
    servings: 1,
    prepMinutes: 5,
    cookMinutes: 0,
    ingredients: ingredients.map(([foodId, grams]) => ({ foodId, grams, measure: `${grams} g` })),
    steps: ['Mix.'],
    ...overrides,
  };
}

describe('the recipe library', () => {
  it('has unique ids and names, and every ingredient is in the food table', () => {
    expect(new Set(all.map((facts) => facts.recipe.id)).size).toBe(all.length);
    expect(new Set(all.map((facts) => facts.recipe.name.toLowerCase())).size).toBe(all.length);
    const missing = all.flatMap((facts) =>
      facts.recipe.ingredients
        .filter((i) => !getFood(i.foodId))
        .map((i) => `${facts.recipe.id}: ${i.foodId}`),
    );
    expect(missing).toEqual([]);
  });

  it('holds at least 240 recipes, 60 of each meal type and 15 of each cuisine', () => {
    expect(all.length).toBeGreaterThanOrEqual(240);
    for (const mealType of ['breakfast', 'lunch', 'dinner', 'snack'] as const) {
      expect(recipesFor(mealType).length, mealType).toBeGreaterThanOrEqual(60);
    }
    for (const cuisine of CUISINES) {
      expect(
        all.filter((facts) => facts.recipe.cuisine === cuisine).length,
        cuisine,
      ).toBeGreaterThanOrEqual(15);
    }
  });

  it('is at least 30 % vegetarian, 15 % vegan and 40 % gluten-free, by computed labels', () => {
    expect(share((facts) => facts.diet.vegetarian)).toBeGreaterThanOrEqual(0.3);
    expect(share((facts) => facts.diet.vegan)).toBeGreaterThanOrEqual(0.15);
    expect(share((facts) => facts.diet.gluten_free)).toBeGreaterThanOrEqual(0.4);
  });

  it('has complete energy and macros for every recipe, in a sensible range per meal type', () => {
    const kcalRange = {
      breakfast: [250, 650],
      lunch: [350, 750],
      dinner: [400, 800],
      snack: [80, 300],
    } as const;
    const outOfRange = all.filter((facts) => {
      const kcal = perServing(facts, 'energyKcal');
      const [min, max] = kcalRange[facts.recipe.mealType];
      return !(kcal >= min && kcal <= max);
    });
    expect(
      outOfRange.map((facts) => `${facts.recipe.id}: ${perServing(facts, 'energyKcal')}`),
    ).toEqual([]);
    for (const facts of all) {
      for (const key of ['energyKcal', 'proteinG', 'fatG', 'carbG'] as const) {
        expect(facts.perServing.incomplete, `${facts.recipe.id} ${key}`).not.toContain(key);
      }
    }
  });
});

describe('labels computed from ingredients', () => {
  it('a recipe with honey is not vegan, but is vegetarian', () => {
    const facts = recipeFacts(
      madeUp([
        ['01256', 170],
        ['19296', 21],
      ]),
    );
    expect(facts.animalOrigin).toContain('honey');
    expect(facts.diet.vegan).toBe(false);
    expect(facts.diet.vegetarian).toBe(true);
  });

  it('chicken with cheese is not kosher, though each alone could be', () => {
    expect(recipeFacts(madeUp([['05064', 120]])).diet.kosher).toBe(true);
    const facts = recipeFacts(
      madeUp([
        ['05064', 120],
        ['01028', 30],
      ]),
    );
    expect(facts.diet.kosher).toBe(false);
    expect(facts.kosherCategory).toBe('non-kosher');
  });

  it('oats are not gluten-free here, and low-sodium soy sauce carries soy and wheat', () => {
    expect(recipeFacts(madeUp([['08120', 40]])).diet.gluten_free).toBe(false);
    const soySauce = recipeFacts(madeUp([['16424', 15]]));
    expect(soySauce.allergens).toEqual(expect.arrayContaining(['soy', 'wheat-gluten']));
    expect(soySauce.tyramineRich).toBe(true);
  });

  it('divides the whole-recipe nutrients by the servings', () => {
    const one = recipeFacts(madeUp([['09040', 240]], { servings: 1 }));
    const two = recipeFacts(madeUp([['09040', 240]], { servings: 2 }));
    // Banana, raw (09040): 89 kcal per 100 g (USDA SR28).
    expect(one.perServing.values.energyKcal).toBeCloseTo(213.6, 6);
    expect(two.perServing.values.energyKcal).toBeCloseTo(106.8, 6);
  });

  const NAME_RULES: [RegExp, (facts: RecipeFacts) => boolean, string][] = [
    [/\b(chicken|turkey|beef|pork|lamb|steak)\b/i, (f) => !f.diet.vegetarian, 'meat'],
    [
      /\b(salmon|tuna|cod|sardines?|trout|tilapia|fish)\b/i,
      (f) => f.allergens.includes('fish'),
      'fish',
    ],
    [/\b(shrimp|prawns?)\b/i, (f) => f.allergens.includes('shellfish'), 'shellfish'],
    [/\b(tofu|edamame|tempeh|miso)\b/i, (f) => f.allergens.includes('soy'), 'soy'],
    [/\bpeanuts?\b/i, (f) => f.allergens.includes('peanuts'), 'peanuts'],
    [
      /\b(almonds?|cashews?|walnuts?|pistachios?|hazelnuts?|pecans?)\b/i,
      (f) => f.allergens.includes('tree-nuts'),
      'tree nuts',
    ],
    [/\b(tahini|sesame|hummus)\b/i, (f) => f.allergens.includes('sesame'), 'sesame'],
    [
      /\b(cheese|yogurt|feta|paneer|ricotta|tzatziki|labneh|parmesan)\b/i,
      (f) => f.allergens.includes('milk'),
      'milk',
    ],
    [
      /\b(egg|eggs|omelet|omelette|frittata|shakshuka)\b/i,
      (f) => f.allergens.includes('egg'),
      'egg',
    ],
  ];

  it.each(NAME_RULES)('a recipe named %s has the matching computed label', (pattern, holds) => {
    const named = all.filter((facts) => pattern.test(facts.recipe.name));
    expect(named.length).toBeGreaterThan(0);
    expect(named.filter((facts) => !holds(facts)).map((facts) => facts.recipe.name)).toEqual([]);
  });
});

/**
 * Enough variety under each single constraint to serve 14 days without repeating a main meal:
 * 14 breakfasts, 28 lunches and dinners together (a lunch recipe may be served at dinner), and
 * some snacks. The numeric screens here are coarse per-serving checks for coverage only; the
 * planner enforces the day's limits from the person's targets.
 */
describe('coverage under each single constraint', () => {
  const enough = (label: string, fits: (facts: RecipeFacts) => boolean) => {
    const breakfasts = recipesFor('breakfast').filter(fits).length;
    const mains = [...recipesFor('lunch'), ...recipesFor('dinner')].filter(fits).length;
    const snacks = recipesFor('snack').filter(fits).length;
    expect({
      label,
      breakfasts: breakfasts >= 14,
      mains: mains >= 28,
      snacks: snacks >= 5,
    }).toEqual({
      label,
      breakfasts: true,
      mains: true,
      snacks: true,
    });
  };

  it.each(DIETARY_RESTRICTION_IDS)('restriction %s', (restriction) => {
    enough(restriction, (facts) => facts.diet[restriction]);
  });

  it.each(ALLERGENS)('allergy to %s', (allergen: Allergen) => {
    enough(`no ${allergen}`, (facts) => !facts.allergens.includes(allergen));
  });

  // Food allergies are covered allergen by allergen above; its screen (free of all nine) is a count.
  it.each(CONDITION_IDS.filter((id) => id !== 'food_allergies'))('condition %s', (condition) => {
    enough(`${condition}: ${CONDITION_SCREENS[condition].rule}`, (facts) =>
      recipeFitsCondition(facts, condition),
    );
  });

  it.each([
    ['MAOI: no tyramine-rich food', (f: RecipeFacts) => !f.tyramineRich],
    ['statin: no grapefruit', (f: RecipeFacts) => !f.grapefruit],
  ])('medication %s', (label, fits) => {
    enough(label, fits);
  });
});
