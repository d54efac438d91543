import { describe, expect, it } from 'vitest';
import { findFoodsByName, getFood } from '../foods/food-table';
import { mealsOfDay } from '../planner/build-meal';
import type { MealPlan } from '../planner/meal-plan';
import { verifyMealPlan } from '../planner/verify-meal-plan';
import type { HealthProfile } from '../profile/health-profile';
import { foodExclusions, personalFoodRules } from '../rules/food-exclusions';
import { computeTargetsForProfile } from '../targets/compute-targets';
import { person, planFor } from '../testing/chat-people';
import { testSolver } from '../testing/solver';
import type { MealPlanIntent } from './intent-schema';
import { mealPlanChat } from './meal-plan-chat';
import { type MealPlanChatReply, MealPlanChatReplySchema } from './schemas';

/** Issue 13: edits asked for in people's own words, each applied and verified. */

const ann = person();
const annPlan = planFor(ann);

function chat(
  message: string,
  options: { profile?: HealthProfile; plan?: MealPlan; intents?: MealPlanIntent[] } = {},
): MealPlanChatReply {
  return MealPlanChatReplySchema.parse(
    mealPlanChat(
      {
        message,
        currentMealPlan: options.plan ?? annPlan,
        profile: options.profile ?? ann,
        ...(options.intents ? { intents: options.intents } : {}),
      },
      { solver: testSolver, seed: 5 },
    ),
  );
}

/** The plan passes the verifier for the reply's profile and the plan's energy target. */
function expectVerified(reply: MealPlanChatReply, profile: HealthProfile) {
  const plan = reply.modifiedMealPlan!;
  const targets = computeTargetsForProfile(reply.profile ?? profile, {
    energyKcalOverride: plan.dailyCalories ?? null,
  });
  if (!targets.ok) throw new Error('targets');
  expect(
    verifyMealPlan(plan, reply.profile ?? profile, { targets: targets.value }).violations,
  ).toEqual([]);
}

const names = (plan: MealPlan) =>
  plan.days.flatMap((day) => mealsOfDay(day).map((meal) => `${day.day}:${meal.name}`));
const changedMeals = (before: MealPlan, after: MealPlan) => {
  const kept = new Set(names(after));
  return names(before).filter((name) => !kept.has(name));
};
const average = (plan: MealPlan, key: 'sodiumMg' | 'sugarsG') =>
  plan.days.reduce((sum, day) => sum + (day.totals?.[key] ?? 0), 0) / plan.days.length;

describe('Meal Plan Assistant: edits in people’s own words', () => {
  it('"less salt please" swaps meals for lower-sodium ones, every day still verified', () => {
    const reply = chat('less salt please');
    expect(reply.outcome).toBe('changed');
    const plan = reply.modifiedMealPlan!;
    expect(average(plan, 'sodiumMg')).toBeLessThan(average(annPlan, 'sodiumMg'));
    expect(changedMeals(annPlan, plan).length).toBeLessThanOrEqual(2 * plan.days.length);
    expect(reply.message).toMatch(/sodium is down from about [\d,]+ mg to [\d,]+ mg/);
    expectVerified(reply, ann);
  });

  it('"cut down on sugar" lowers the sugar of the plan', () => {
    const reply = chat('cut down on sugar');
    expect(reply.outcome).toBe('changed');
    expect(average(reply.modifiedMealPlan!, 'sugarsG')).toBeLessThan(average(annPlan, 'sugarsG'));
    expectVerified(reply, ann);
  });

  it('"less potassium" never takes a day below a potassium goal, and says why', () => {
    // Hypertension: the DASH pattern asks for at least 3,500 mg (the plan keeps to it).
    const reply = chat('less potassium');
    expect(reply.outcome).toBe('unchanged');
    expect(reply.modifiedMealPlan).toBeUndefined();
    expect(reply.message).toMatch(/at least 3,500 mg of potassium/);
    expect(reply.message).toMatch(/health assessment/);
  });

  it('"I don\'t like fish" is a dislike, not an allergy, and only fish meals change', () => {
    const reply = chat("I don't like fish");
    expect(reply.outcome).toBe('changed');
    expect(reply.profile?.foodPreferences.disliked).toContain('fish');
    expect(reply.profile?.allergies).toEqual([]);
    const plan = reply.modifiedMealPlan!;
    const changed = changedMeals(annPlan, plan);
    // The meals the new dislike rules out, by the engine's own rules.
    const rules = personalFoodRules(reply.profile!);
    const fishMeals = annPlan.days.flatMap((day) =>
      mealsOfDay(day)
        .filter((meal) =>
          (meal.ingredients ?? []).some(
            (item) => foodExclusions(getFood(item.foodId)!, rules).length > 0,
          ),
        )
        .map((meal) => `${day.day}:${meal.name}`),
    );
    expect(fishMeals.length).toBeGreaterThan(0);
    expect(changed.sort()).toEqual(fishMeals.sort());
    expectVerified(reply, ann);
  });

  it('"swap breakfast on day 1 and lunch on day 2" swaps those two meals and nothing else', () => {
    const reply = chat('swap breakfast on day 1 and lunch on day 2');
    expect(reply.outcome).toBe('changed');
    const plan = reply.modifiedMealPlan!;
    expect(plan.days[0]!.meals.breakfast.name).not.toBe(annPlan.days[0]!.meals.breakfast.name);
    expect(plan.days[1]!.meals.lunch.name).not.toBe(annPlan.days[1]!.meals.lunch.name);
    expect(changedMeals(annPlan, plan)).toHaveLength(2);
    expectVerified(reply, ann);
  });

  it('"vegetarian and 1600 calories" applies both', () => {
    const reply = chat('vegetarian and 1600 calories');
    expect(reply.outcome).toBe('changed');
    expect(reply.profile?.dietaryRestrictions).toContain('vegetarian');
    expect(reply.modifiedMealPlan!.dailyCalories).toBe(1600);
    expectVerified(reply, ann);
  });

  it('"I could eat more fish" adds fish without raising calories', () => {
    const reply = chat('I could eat more fish');
    expect(reply.outcome).toBe('changed');
    expect(reply.modifiedMealPlan!.dailyCalories).toBe(annPlan.dailyCalories);
    expectVerified(reply, ann);
  });

  it('a structured swap from a button is applied as it is, whatever the text says', () => {
    const reply = chat('Swap breakfast for Day 1', {
      intents: [{ kind: 'swap', slot: 'dinner', day: 3 }],
    });
    const plan = reply.modifiedMealPlan!;
    expect(plan.days[2]!.meals.dinner.name).not.toBe(annPlan.days[2]!.meals.dinner.name);
    expect(changedMeals(annPlan, plan)).toHaveLength(1);
  });

  it('"I just started dialysis" explains the change and where to make it, changing nothing', () => {
    const kidney = person({ healthConditions: ['chronic_kidney_disease'] });
    const reply = chat('I just started dialysis', { profile: kidney, plan: planFor(kidney) });
    expect(reply.outcome).toBe('clarify');
    expect(reply.modifiedMealPlan).toBeUndefined();
    expect(reply.profile).toBeUndefined();
    expect(reply.message).toMatch(/1\.0–1\.2 g per kg/);
    expect(reply.message).toMatch(/health assessment/);
  });

  it('"keep my vitamin K steady" reports the band a warfarin plan keeps', () => {
    const warfarin = person({ medications: ['Coumadin'] });
    const plan = planFor(warfarin);
    const reply = chat('keep my vitamin K steady', { profile: warfarin, plan });
    expect(reply.outcome).toBe('unchanged');
    const low = Math.min(...plan.days.map((day) => day.totals?.vitaminKUg ?? 0));
    expect(reply.message).toContain(`between ${Math.round(low).toLocaleString('en-US')}`);
    expect(reply.message).toMatch(/inside the band of [\d,]+–[\d,]+ µg/);
  });

  it('"make day 3 lunch bigger" enlarges that lunch, the same recipe, and keeps the day on target', () => {
    const reply = chat('make day 3 lunch bigger, I was hungry');
    expect(reply.outcome).toBe('changed');
    const plan = reply.modifiedMealPlan!;
    const before = annPlan.days[2]!;
    const after = plan.days[2]!;
    expect(after.meals.lunch.recipeId).toBe(before.meals.lunch.recipeId);
    expect(after.meals.lunch.calories).toBeGreaterThanOrEqual(before.meals.lunch.calories * 1.1);
    // The day's other meals give way: the day stays within ±5 % of its target.
    const target = plan.dailyCalories ?? 0;
    expect(Math.abs((after.totals?.calories ?? 0) - target)).toBeLessThanOrEqual(target * 0.05);
    const rest = (day: MealPlan['days'][number]) =>
      mealsOfDay(day).reduce((sum, meal) => sum + meal.calories, 0) - day.meals.lunch.calories;
    expect(rest(after)).toBeLessThan(rest(before));
    // No other day and no recipe changed.
    expect(plan.days.filter((_, i) => i !== 2)).toEqual(annPlan.days.filter((_, i) => i !== 2));
    expect(changedMeals(annPlan, plan).every((name) => name.startsWith('3:'))).toBe(true);
    expect(reply.message).toContain(`Done: day 3 lunch is bigger: ${after.meals.lunch.name}`);
    expectVerified(reply, ann);
  });

  it('"lighter dinners" makes the dinners smaller on every day it can, each day verified', () => {
    const reply = chat('lighter dinners');
    expect(reply.outcome).toBe('changed');
    const plan = reply.modifiedMealPlan!;
    const lighter = plan.days.filter(
      (day, i) => day.meals.dinner.calories <= annPlan.days[i]!.meals.dinner.calories * 0.9,
    );
    expect(lighter.length).toBeGreaterThanOrEqual(Math.ceil(plan.days.length / 2));
    plan.days.forEach((day, i) => {
      expect(day.meals.dinner.recipeId).toBe(annPlan.days[i]!.meals.dinner.recipeId);
    });
    expect(reply.message).toMatch(/^Done: your dinner is lighter on /);
    expectVerified(reply, ann);
  });

  it('"make day 3 lunch bigger" names the per-meal carbohydrate of diabetes when that is what stops it', () => {
    const diabetic = person({
      healthConditions: ['diabetes_type1', 'celiac_disease'],
      foodPreferences: {
        liked: ['salmon', 'sweet potatoes', 'black beans'],
        disliked: [],
        cuisines: [],
      },
    });
    const replies = [1, 2, 3, 4, 5, 6].map((seed) =>
      chat('make day 3 lunch bigger', { profile: diabetic, plan: planFor(diabetic, seed) }),
    );
    const stopped = replies.filter((reply) => reply.outcome === 'refused');
    expect(stopped.length).toBeGreaterThan(0);
    // Each refusal names the rule that stops it; with diabetes most often the carbohydrate cap.
    for (const reply of stopped) {
      expect(reply.message).toMatch(
        /: (it would go over about|the day would go over its limit for)/,
      );
    }
    const carbs =
      /it would go over about \d+ g of carbohydrate, the most one meal has for your diabetes\. What I can do: swap it for a more filling recipe with less carbohydrate/;
    expect(stopped.some((reply) => carbs.test(reply.message))).toBe(true);
    for (const reply of replies.filter((r) => r.outcome === 'changed'))
      expectVerified(reply, diabetic);
  });

  it('"make day 2 lunch bigger" keeps a locked lunch as it is', () => {
    const locked: MealPlan = {
      ...annPlan,
      days: annPlan.days.map((day, i) =>
        i === 1
          ? { ...day, meals: { ...day.meals, lunch: { ...day.meals.lunch, isLocked: true } } }
          : day,
      ),
    };
    const reply = chat('make day 2 lunch bigger', { plan: locked });
    expect(reply.outcome).toBe('refused');
    expect(reply.message).toContain('is locked');
    expect(reply.modifiedMealPlan).toBeUndefined();
  });

  it.each([['make it cheaper', /no prices/]])(
    '"%s" says why it cannot, and the nearest thing it can do',
    (message, pattern) => {
      const reply = chat(message);
      expect(reply.outcome).toBe('unchanged');
      expect(reply.message).toMatch(pattern);
      expect(reply.message).toMatch(/What I can do/);
    },
  );

  it('"I\'m bored of X" keeps the food in about a third of its meals and adds no dislike', () => {
    const withFood = (plan: MealPlan, ids: Set<string>) =>
      plan.days
        .flatMap(mealsOfDay)
        .filter((meal) => (meal.ingredients ?? []).some((item) => ids.has(item.foodId))).length;
    const rice = new Set(findFoodsByName('rice').map((food) => food.id));
    const before = withFood(annPlan, rice);
    expect(before).toBeGreaterThan(3);
    const reply = chat("I'm bored of rice");
    expect(reply.outcome).toBe('changed');
    const after = withFood(reply.modifiedMealPlan!, rice);
    expect(after).toBeLessThan(before);
    expect(after).toBeGreaterThan(0);
    expect(reply.profile?.foodPreferences.disliked ?? []).not.toContain('rice');
    expect(reply.message).toContain(`rice is now in ${after} meals (was ${before})`);
    expectVerified(reply, ann);
  });

  it('"what\'s in the day 2 dinner?" describes the meal and changes nothing', () => {
    const reply = chat("what's in the day 2 dinner?");
    expect(reply.outcome).toBe('unchanged');
    expect(reply.modifiedMealPlan).toBeUndefined();
    const dinner = annPlan.days[1]!.meals.dinner;
    expect(reply.message).toContain(`Day 2 dinner is ${dinner.name}`);
    expect(reply.message).toContain(dinner.ingredients![0]!.name.toLowerCase());
  });

  it('"more iron" says plans do not aim at it and offers only foods the person may eat', () => {
    const warfarin = person({ medications: ['warfarin'], dietaryRestrictions: ['vegetarian'] });
    const reply = chat('I need more iron', { profile: warfarin, plan: planFor(warfarin) });
    expect(reply.outcome).toBe('unchanged');
    expect(reply.message).toMatch(/iron isn't one of them/);
    expect(reply.message).toMatch(/lentils/);
    // Beef is not vegetarian; spinach is a sudden load of vitamin K on warfarin.
    expect(reply.message).not.toMatch(/beef|spinach/);
  });
});
