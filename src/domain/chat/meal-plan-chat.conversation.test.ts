import { describe, expect, it } from 'vitest';
import type { MealPlan } from '../planner/meal-plan';
import { ann, annPlan, chat, expectVerified } from '../testing/chat-replies';
import {
  MEAL_PLAN_GREETING,
  MEAL_PLAN_NEEDS_DETAIL,
  MEAL_PLAN_NO_PLAN,
  MEAL_PLAN_THANKS_REPLY,
} from './messages';
import type { ChatMessage } from './schemas';

describe('mealPlanChat: asking, follow-ups and no plan', () => {
  it('asks to be more specific, with examples, when it cannot understand', () => {
    const reply = chat('hmm, whatever you think');
    expect(reply).toEqual({ message: MEAL_PLAN_NEEDS_DETAIL, outcome: 'clarify' });
    expect(reply.message).toContain('more specific');
  });

  it('answers thanks and hello without asking for more detail', () => {
    expect(chat('Thanks, looks good!')).toEqual({
      message: MEAL_PLAN_THANKS_REPLY,
      outcome: 'unchanged',
    });
    expect(chat('hello').message).toBe(MEAL_PLAN_GREETING);
  });

  it('says there is no plan to change', () => {
    expect(chat('Make this vegetarian', { plan: null })).toEqual({
      message: MEAL_PLAN_NO_PLAN,
      outcome: 'no-plan',
    });
  });

  it('asks which day, then swaps that day when the next message names it', () => {
    const ask = chat('another dinner please');
    expect(ask.outcome).toBe('clarify');
    expect(ask.modifiedMealPlan).toBeUndefined();
    expect(ask.message).toContain("Which day's dinner");
    const history: ChatMessage[] = [
      { role: 'user', content: 'another dinner please' },
      { role: 'assistant', content: ask.message },
    ];
    const reply = chat('day 4', { history });
    expectVerified(reply, ann);
    expect(reply.modifiedMealPlan!.days[3]!.meals.dinner.recipeId).not.toBe(
      annPlan.days[3]!.meals.dinner.recipeId,
    );
  });

  it('asks for a day number when given a weekday', () => {
    const reply = chat("change Tuesday's lunch");
    expect(reply.outcome).toBe('clarify');
    expect(reply.message).toContain('numbered');
  });

  it('swaps the same meal again on "another one"', () => {
    const first = chat('swap lunch for day 2');
    const history: ChatMessage[] = [
      { role: 'user', content: 'swap lunch for day 2' },
      { role: 'assistant', content: first.message },
    ];
    const again = chat('another one', { plan: first.modifiedMealPlan!, history });
    expectVerified(again, ann);
    const lunches = [annPlan, first.modifiedMealPlan!, again.modifiedMealPlan!].map(
      (plan) => plan.days[1]!.meals.lunch.recipeId,
    );
    expect(new Set(lunches).size).toBe(3);
  });

  it('rebuilds a plan that no longer passes its checks (a sample plan without ingredients) before editing', () => {
    const meal = (name: string, calories: number) => ({ name, description: name, calories });
    const sample: MealPlan = {
      days: [
        {
          day: 1,
          meals: {
            breakfast: meal('Oatmeal', 400),
            lunch: meal('Salad', 500),
            dinner: meal('Fish', 600),
            snacks: [meal('Apple', 100)],
          },
        },
      ],
      dailyCalories: 1600,
    };
    const reply = chat('Swap breakfast for Day 1', { plan: sample });
    expect(reply.outcome).toBe('changed');
    expect(reply.message).toContain('so I rebuilt it first');
    expectVerified(reply, ann);
    expect(reply.modifiedMealPlan!.days).toHaveLength(1);
    expect(reply.modifiedMealPlan!.dailyCalories).toBe(1600);
  });

  it('gives the same reply for the same input and seed', () => {
    for (const message of ['Make this vegetarian', 'Add more protein', 'more Italian']) {
      expect(chat(message)).toEqual(chat(message));
    }
  });
});
