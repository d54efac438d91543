import { describe, expect, it } from 'vitest';
import type { Meal, MealPlan } from '../../../domain';
import { averageDailyCalories, groceryBySection, groceryList } from './plan-summary';

const meal = (name: string, calories: number, ingredients: Meal['ingredients']): Meal => ({
  name,
  description: `${name}.`,
  calories,
  ingredients,
});

const PLAN: MealPlan = {
  days: [1, 2].map((day) => ({
    day,
    meals: {
      breakfast: meal('Oats', 400, [
        { foodId: '08120', name: 'Oats', grams: 40, storeSection: 'grains-pasta' },
        { foodId: '09050', name: 'Blueberries', grams: 75, storeSection: 'produce' },
      ]),
      lunch: meal('Salad', 500, [
        { foodId: '09050', name: 'Blueberries', grams: 25, storeSection: 'produce' },
        { foodId: '05064', name: 'Chicken breast', grams: 120, storeSection: 'meat-seafood' },
      ]),
      dinner: meal('Rice bowl', 600 + day, [
        { foodId: '20045', name: 'White rice', grams: 158, storeSection: 'grains-pasta' },
      ]),
      snacks: [meal('Mystery', 100, [{ foodId: '99998', name: 'Something', grams: 10 }])],
    },
  })),
};

describe('grocery list', () => {
  it('merges grams per food across the plan, so its total equals the plan total', () => {
    const items = groceryList(PLAN);
    expect(items.find((item) => item.foodId === '09050')?.grams).toBe(200);
    const planGrams = PLAN.days
      .flatMap((day) => [
        day.meals.breakfast,
        day.meals.lunch,
        day.meals.dinner,
        ...day.meals.snacks,
      ])
      .flatMap((m) => m.ingredients ?? [])
      .reduce((sum, item) => sum + item.grams, 0);
    expect(items.reduce((sum, item) => sum + item.grams, 0)).toBe(planGrams);
  });

  it('groups by store section in shop order, unknown sections last as Other', () => {
    const sections = groceryBySection(PLAN);
    expect(sections.map((group) => group.label)).toEqual([
      'Produce',
      'Meat & seafood',
      'Grains & pasta',
      'Other',
    ]);
    expect(sections[2]?.items.map((item) => item.name)).toEqual(['Oats', 'White rice']);
  });

  it('averages daily calories as the rounded mean of the day totals', () => {
    // Day 1: 400 + 500 + 601 + 100 = 1,601; day 2: 1,602; mean 1,601.5 -> 1,602
    expect(averageDailyCalories(PLAN)).toBe(1602);
  });
});
