import { describe, expect, it } from 'vitest';
import { getFood } from '../foods/food-table';
import { testFood } from '../foods/test-food';
import type { Meal, MealIngredient, MealPlan } from '../planner/meal-plan';
import { byName, groceryLines, grocerySections } from './grocery-list';

const meal = (ingredients: [foodId: string, grams: number][]): Meal => ({
  name: 'Meal',
  description: 'A meal.',
  calories: 500,
  ingredients: ingredients.map(
    ([foodId, grams]): MealIngredient => ({
      foodId,
      grams,
      name: getFood(foodId)?.name ?? 'Something',
    }),
  ),
});

/** A plan of `days` days, each eating the same ingredients. */
const planOf = (days: number, ...meals: [foodId: string, grams: number][][]): MealPlan => ({
  days: Array.from({ length: days }, (_, index) => ({
    day: index + 1,
    meals: {
      breakfast: meal(meals[0] ?? []),
      lunch: meal(meals[1] ?? []),
      dinner: meal(meals[2] ?? []),
      snacks: meals.slice(3).map(meal),
    },
  })),
});

describe('grocery lines', () => {
  it('buys cooked lentils as dry lentils, by their cooking yield, in 1 lb bags', () => {
    // 1,479 g of cooked lentils over a week (issue 16): about 490 g dry.
    const lines = groceryLines(planOf(1, [['16070', 1479]]));
    expect(lines).toEqual([
      {
        foodId: '16069',
        name: 'Lentils, dry',
        section: 'canned-jarred',
        grams: 1479 / 3.02,
        amount: '2 bags, 1 lb each',
        gramsNote: 'about 490 g',
        planFoodIds: ['16070'],
      },
    ]);
  });

  it('merges the raw and cooked forms of one food into one line', () => {
    const lines = groceryLines(planOf(2, [['16080', 50]], [['16081', 202]]));
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({
      foodId: '16080',
      name: 'Mung beans, raw',
      planFoodIds: ['16080', '16081'],
    });
    expect(lines[0]!.grams).toBeCloseTo(2 * (50 + 202 / 3.33), 6);
  });

  it('names a dry form the food table lacks, keeping one line for it', () => {
    const lines = groceryLines(planOf(3, [['16057', 232]]));
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({
      foodId: '16056',
      name: 'Chickpeas, dry',
      amount: '1 bag, 1 lb',
      gramsNote: 'about 300 g',
    });
  });

  it('adds grams across days and meals, and says cooked weight when there is no dry form', () => {
    const lines = groceryLines(planOf(7, [['16086', 100]], [['09003', 60]]));
    expect(lines.find((line) => line.foodId === '16086')).toMatchObject({
      name: 'Split peas',
      amount: '700 g cooked',
    });
    expect(lines.find((line) => line.foodId === '09003')).toMatchObject({
      amount: '3 apples',
      gramsNote: 'about 420 g',
    });
    expect(lines.find((line) => line.foodId === '16086')?.gramsNote).toBeUndefined();
  });

  it('orders lines by store section, then by name', () => {
    const lines = groceryLines(
      planOf(
        1,
        [
          ['04053', 10], // olive oil: spices & condiments
          ['09003', 182], // apple: produce
          ['20045', 158], // white rice, cooked: grains
          ['01123', 100], // egg: dairy & eggs
        ],
        [
          ['11457', 30], // spinach: produce
          ['05064', 100], // roasted chicken breast: meat
          ['11282', 80], // onion: produce
        ],
      ),
    );
    expect(lines.map((line) => line.name)).toEqual([
      'Apple',
      'Onion',
      'Spinach',
      'Chicken breast',
      'Egg',
      'White rice, uncooked',
      'Olive oil',
    ]);
    const sections = grocerySections(lines);
    expect(sections.map((group) => group.label)).toEqual([
      'Produce',
      'Meat & seafood',
      'Dairy & eggs',
      'Grains & pasta',
      'Spices, oils & condiments',
    ]);
    expect(sections[0]!.lines.map((line) => line.name)).toEqual(['Apple', 'Onion', 'Spinach']);
  });

  it('keeps a food missing from the table under its own name, in Other, in grams', () => {
    const lines = groceryLines(planOf(1, [['99998', 10]]), () => undefined);
    expect(lines).toEqual([
      {
        foodId: '99998',
        name: 'Something',
        section: 'other',
        grams: 10,
        amount: '10 g',
        planFoodIds: ['99998'],
      },
    ]);
  });

  it('looks foods up through the lookup it is given', () => {
    const pear = testFood({
      id: '77777',
      name: 'Pear',
      portion: { grams: 180, measure: '1 medium pear' },
    });
    const lines = groceryLines(planOf(1, [['77777', 200]]), (id) =>
      id === '77777' ? pear : undefined,
    );
    expect(lines[0]).toMatchObject({ name: 'Pear', amount: '2 pears', section: 'produce' });
  });
});

describe('byName', () => {
  it('orders names alphabetically ignoring case, then exactly, so equal names never tie', () => {
    expect(['banana', 'apple', 'Cherry', 'Apple', 'apple pie', 'Éclair'].sort(byName)).toEqual([
      'Apple',
      'apple',
      'apple pie',
      'banana',
      'Cherry',
      'Éclair',
    ]);
    expect(byName('rice', 'rice')).toBe(0);
  });
});
