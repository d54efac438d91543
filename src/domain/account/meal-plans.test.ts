import { describe, expect, it } from 'vitest';
import { newMealPlanValues } from './meal-plans';
import { MealPlanCreateSchema } from './plan-and-chat-schemas';

const meal = { name: 'Oats', description: 'Oats', calories: 400 };
const plan = (days: number, dailyCalories?: number) => ({
  days: Array.from({ length: days }, (_, i) => ({
    day: i + 1,
    meals: { breakfast: meal, lunch: meal, dinner: meal, snacks: [] },
  })),
  ...(dailyCalories === undefined ? {} : { dailyCalories }),
});
const input = (body: unknown) => MealPlanCreateSchema.parse(body);

describe('newMealPlanValues', () => {
  it.each([
    [3, 3],
    [5, 5],
    [7, 7],
    [14, 14],
    [1, 7],
    [4, 7],
    [10, 7],
  ])('a plan of %i days is stored as %i days unless the duration is given', (days, expected) => {
    expect(newMealPlanValues(input({ planData: plan(days) }), '2026-11-24').durationDays).toBe(
      expected,
    );
  });

  it("names the plan after the day and takes the plan's daily calories, rounded", () => {
    expect(newMealPlanValues(input({ planData: plan(3, 1799.5) }), '2026-11-24')).toMatchObject({
      planName: 'Meal Plan 2026-11-24',
      caloriesPerDay: 1800,
      startDate: null,
    });
  });

  it('keeps what was given, and leaves calories empty when the target is not a daily figure', () => {
    expect(
      newMealPlanValues(
        input({
          planData: plan(3, 1800),
          planName: 'Mine',
          durationDays: 14,
          caloriesPerDay: null,
        }),
        '2026-11-24',
      ),
    ).toMatchObject({ planName: 'Mine', durationDays: 14, caloriesPerDay: null });
    expect(newMealPlanValues(input({ planData: plan(3, 1e9) }), '2026-11-24').caloriesPerDay).toBe(
      null,
    );
    expect(newMealPlanValues(input({ planData: plan(3) }), '2026-11-24').caloriesPerDay).toBe(null);
  });
});
