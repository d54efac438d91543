import { describe, expect, it } from 'vitest';
import type { AnimalOrigin } from '../foods/food';
import { findFoodsByName, getFood } from '../foods/food-table';
import type { MealPlan } from '../planner/meal-plan';
import { foodExclusions, personalFoodRules } from '../rules/food-exclusions';
import { computeTargetsForProfile } from '../targets/compute-targets';
import { person, planFor } from '../testing/chat-people';
import { ann, annPlan, chat, expectVerified, foodsOf, meals } from '../testing/chat-replies';

const MEAT_OR_FISH: readonly AnimalOrigin[] = [
  'pork',
  'beef',
  'lamb',
  'game',
  'poultry',
  'fish',
  'shellfish',
  'gelatin',
];

const averageProtein = (plan: MealPlan) =>
  plan.days.reduce((sum, day) => sum + (day.totals?.protein ?? 0), 0) / plan.days.length;

describe('mealPlanChat: the five chips', () => {
  it('"Make this vegetarian" leaves no meat or fish in any ingredient and says how many meals it replaced', () => {
    const before = foodsOf(annPlan).filter((food) =>
      food.tags.animalOrigin.some((origin) => MEAT_OR_FISH.includes(origin)),
    );
    expect(before.length).toBeGreaterThan(0);
    const reply = chat('Make this vegetarian');
    expect(reply.outcome).toBe('changed');
    expectVerified(reply, ann);
    const plan = reply.modifiedMealPlan!;
    for (const food of foodsOf(plan)) {
      expect(
        food.tags.animalOrigin.filter((origin) => MEAT_OR_FISH.includes(origin)),
        food.name,
      ).toEqual([]);
    }
    const changed = meals(plan).filter(
      (meal, i) => meal.recipeId !== meals(annPlan)[i]!.recipeId,
    ).length;
    expect(reply.message).toContain('all 7 days are now vegetarian');
    // Just the meals that had meat, or, when those swaps alone cannot keep a day on target, a
    // new plan; either way the reply counts what changed.
    const affected = meals(annPlan).filter((meal) =>
      (meal.ingredients ?? []).some((item) =>
        getFood(item.foodId)!.tags.animalOrigin.some((origin) => MEAT_OR_FISH.includes(origin)),
      ),
    ).length;
    expect(reply.message).toContain(
      changed === affected
        ? `I replaced the ${changed} meals that had meat, poultry or fish`
        : `${affected} meals had meat, poultry or fish, and swapping them alone could not keep every day on target, so I rebuilt the plan: ${changed} of ${meals(plan).length} meals are new.`,
    );
    expect(reply.profile?.dietaryRestrictions).toContain('vegetarian');
    expect(reply.changes).toEqual([
      {
        kind: 'restriction',
        summary:
          changed === affected
            ? `vegetarian: ${changed} meals replaced`
            : `vegetarian: plan rebuilt, ${changed} meals changed`,
        mealsChanged: changed,
      },
    ]);
    expect(reply.suggestions?.length).toBeGreaterThan(0);
  });

  it('"Swap breakfast for Day 1" changes that meal only, and names the old and the new one', () => {
    const reply = chat('Swap breakfast for Day 1');
    expect(reply.outcome).toBe('changed');
    expectVerified(reply, ann);
    const plan = reply.modifiedMealPlan!;
    const before = annPlan.days[0]!.meals.breakfast;
    const after = plan.days[0]!.meals.breakfast;
    expect(after.recipeId).not.toBe(before.recipeId);
    // The day's other meals keep their recipes; their portions move only when no breakfast fits
    // the day as it is, and then the reply says so.
    const others = (day: MealPlan['days'][number]) => [
      day.meals.lunch,
      day.meals.dinner,
      ...day.meals.snacks,
    ];
    const [was, now] = [others(annPlan.days[0]!), others(plan.days[0]!)];
    expect(now.map((meal) => meal.recipeId)).toEqual(was.map((meal) => meal.recipeId));
    expect(reply.message).toContain(
      JSON.stringify(now) === JSON.stringify(was)
        ? 'The rest of the day is unchanged'
        : "The day's other meals are the same dishes in slightly different portions",
    );
    expect(plan.days.slice(1)).toEqual(annPlan.days.slice(1));
    expect(reply.message).toContain(after.name);
    expect(reply.message).toContain(before.name);
    expect(reply.profile).toBeUndefined();
  });

  it('"Reduce calories to 1500/day" puts every day within 5 % of 1,500 kcal', () => {
    const reply = chat('Reduce calories to 1500/day');
    expect(reply.outcome).toBe('changed');
    expectVerified(reply, ann);
    const plan = reply.modifiedMealPlan!;
    expect(plan.dailyCalories).toBe(1500);
    for (const day of plan.days) {
      expect(Math.abs(day.totals!.calories - 1500) / 1500).toBeLessThanOrEqual(0.05);
    }
    expect(reply.message).toContain('1,500 kcal a day');
  });

  it('"Add more protein" raises the average daily protein', () => {
    const reply = chat('Add more protein');
    expect(reply.outcome).toBe('changed');
    expectVerified(reply, ann);
    expect(averageProtein(reply.modifiedMealPlan!)).toBeGreaterThan(averageProtein(annPlan) + 5);
    expect(reply.message).toMatch(/protein is up from about \d+ g to \d+ g a day/);
    const rules = personalFoodRules(ann);
    for (const suggestion of reply.suggestions ?? []) {
      for (const food of findFoodsByName(suggestion.food))
        expect(foodExclusions(food, rules)).toEqual([]);
    }
  });

  it('"Remove gluten" leaves no wheat or gluten food in the plan', () => {
    const reply = chat('Remove gluten');
    expect(reply.outcome).toBe('changed');
    expectVerified(reply, ann);
    for (const food of foodsOf(reply.modifiedMealPlan!)) {
      expect(food.tags.allergens, food.name).not.toContain('wheat-gluten');
    }
    expect(reply.profile?.dietaryRestrictions).toContain('gluten_free');
    expect(reply.message).toContain('gluten-free');
  });
});

describe('mealPlanChat: refusals keep the plan and say why', () => {
  it('refuses a vegetarian plan that allergies and IBS leave no recipes for, with the engine reason', () => {
    // The library now covers IBS + vegetarian without milk, eggs, soy or wheat; it has no
    // vegetarian lunch without those and every nut and seed too.
    const profile = person({
      healthConditions: ['ibs'],
      allergies: ['milk', 'eggs', 'soy', 'wheat', 'peanuts', 'tree nuts', 'sesame'],
      foodPreferences: { liked: [], disliked: ['pumpkin seeds'], cuisines: [] },
    });
    const reply = chat('Make this vegetarian', { profile, plan: planFor(profile) });
    expect(reply.outcome).toBe('refused');
    expect(reply.modifiedMealPlan).toBeUndefined();
    expect(reply.profile).toBeUndefined();
    expect(reply.message).toContain("I can't make the plan vegetarian");
    expect(reply.message).toMatch(/No (breakfast|lunch|dinner|snack) recipe in our library/);
    expect(reply.message).toContain('Your current plan is unchanged.');
  });

  it('refuses 900 kcal a day as below the safe minimum for the person', () => {
    const targets = computeTargetsForProfile(ann);
    if (!targets.ok) throw new Error('setup');
    const reply = chat('Reduce calories to 900/day');
    expect(reply.outcome).toBe('refused');
    expect(reply.modifiedMealPlan).toBeUndefined();
    expect(reply.message).toContain('below the safe minimum');
    expect(reply.message).toContain(
      `${targets.value.energy.floorKcal.toLocaleString('en-US')} kcal`,
    );
  });

  it('refuses an absurdly high target', () => {
    const reply = chat('set calories to 5000');
    expect(reply.outcome).toBe('refused');
    expect(reply.message).toContain('above your estimated needs');
  });

  it('refuses more protein with chronic kidney disease, naming the cap', () => {
    const profile = person({
      profile: { name: 'Ken', age: 62, gender: 'male', weight: 80, height: 178 },
      healthConditions: ['chronic_kidney_disease'],
    });
    const plan = planFor(profile, 3);
    const targets = computeTargetsForProfile(profile);
    if (!targets.ok) throw new Error('setup');
    const cap = targets.value.limits.find((limit) => limit.id === 'ckd-protein-daily-range')!;
    const reply = chat('Add more protein', { profile, plan });
    expect(reply.outcome).toBe('refused');
    expect(reply.modifiedMealPlan).toBeUndefined();
    expect(reply.message).toContain(`at most ${cap.max} g a day`);
    expect(reply.message).toContain('kidney disease');
  });

  it('refuses to add a food the person is allergic to', () => {
    const profile = person({ allergies: ['shellfish'] });
    const reply = chat('add shrimp', { profile, plan: planFor(profile) });
    expect(reply.outcome).toBe('refused');
    expect(reply.message).toContain('shellfish allergy');
    expect(reply.modifiedMealPlan).toBeUndefined();
  });

  it('refuses a food outside a restriction and says how to lift it', () => {
    const profile = person({ dietaryRestrictions: ['vegetarian'] });
    const reply = chat('add salmon', { profile, plan: planFor(profile) });
    expect(reply.outcome).toBe('refused');
    expect(reply.message).toContain("I'm not vegetarian anymore");
  });

  it('keeps gluten out with celiac disease even when the gluten-free setting is lifted', () => {
    const profile = person({
      healthConditions: ['celiac_disease'],
      dietaryRestrictions: ['gluten_free'],
    });
    const reply = chat('remove the gluten-free restriction', {
      profile,
      plan: planFor(profile),
    });
    expect(reply.profile?.dietaryRestrictions).not.toContain('gluten_free');
    expect(reply.message).toContain('celiac disease');
    if (reply.modifiedMealPlan) {
      for (const food of foodsOf(reply.modifiedMealPlan)) {
        expect(food.tags.allergens).not.toContain('wheat-gluten');
      }
    }
  });

  it('refuses a day the plan does not have, and more than three snacks', () => {
    expect(chat('swap dinner on day 9').message).toContain("there's no day 9");
    expect(chat('5 snacks a day').outcome).toBe('refused');
  });
});
