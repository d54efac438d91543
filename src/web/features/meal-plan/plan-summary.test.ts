import { describe, expect, it } from 'vitest';
import type { Meal, MealPlan } from '#domain';
import {
  averageDailyCalories,
  GROCERY_CHECKS_PREFIX,
  groceryChecksKey,
  planIdentity,
} from './plan-summary';

const meal = (name: string, calories: number): Meal => ({
  name,
  description: `${name}.`,
  calories,
});

const planOf = (dinner: string, seed?: number): MealPlan => ({
  ...(seed === undefined ? {} : { seed }),
  days: [1, 2].map((day) => ({
    day,
    meals: {
      breakfast: meal('Oats', 400),
      lunch: meal('Salad', 500),
      dinner: meal(dinner, 600 + day),
      snacks: [meal('Mystery', 100)],
    },
  })),
});

describe('plan summary', () => {
  it('averages daily calories as the rounded mean of the day totals', () => {
    // Day 1: 400 + 500 + 601 + 100 = 1,601; day 2: 1,602; mean 1,601.5 -> 1,602
    expect(averageDailyCalories(planOf('Rice bowl'))).toBe(1602);
  });
});

describe('plan identity for the grocery ticks', () => {
  it('follows the seed and length, so swapping a meal keeps the ticks', () => {
    expect(planIdentity(planOf('Rice bowl', 42))).toBe('s42-d2');
    expect(planIdentity(planOf('Lentil soup', 42))).toBe('s42-d2');
    expect(planIdentity(planOf('Rice bowl', 43))).not.toBe(planIdentity(planOf('Rice bowl', 42)));
  });

  it('knows a plan without a seed by its meals', () => {
    const first = planIdentity(planOf('Rice bowl'));
    expect(first).toMatch(/^m[0-9a-z]+-d2$/);
    expect(planIdentity(planOf('Rice bowl'))).toBe(first);
    expect(planIdentity(planOf('Lentil soup'))).not.toBe(first);
  });

  it('keys the ticks under one prefix', () => {
    expect(groceryChecksKey(planOf('Rice bowl', 7))).toBe(`${GROCERY_CHECKS_PREFIX}s7-d2`);
  });
});
