import { describe, expect, it } from 'vitest';
import type { AnimalOrigin } from '../foods/food';
import { findFoodsByName, getFood } from '../foods/food-table';
import { generateMealPlan } from '../planner/generate-meal-plan';
import type { Meal, MealPlan } from '../planner/meal-plan';
import type { HealthProfile } from '../profile/health-profile';
import { foodExclusions, personalFoodRules } from '../rules/food-exclusions';
import { computeTargetsForProfile } from '../targets/compute-targets';
import { person, planFor, violationsOfReply } from '../testing/chat-people';
import { testSolver } from '../testing/solver';
import { mealPlanChat } from './meal-plan-chat';
import {
  MEAL_PLAN_GREETING,
  MEAL_PLAN_NEEDS_DETAIL,
  MEAL_PLAN_NO_PLAN,
  MEAL_PLAN_THANKS_REPLY,
} from './messages';
import type { ChatMessage } from './schemas';
import { type MealPlanChatReply, MealPlanChatReplySchema } from './schemas';

const ann = person();
const annPlan = planFor(ann);

function chat(
  message: string,
  options: {
    profile?: HealthProfile;
    plan?: MealPlan | null;
    history?: ChatMessage[];
    seed?: number;
  } = {},
): MealPlanChatReply {
  const reply = mealPlanChat(
    {
      message,
      currentMealPlan: options.plan === undefined ? annPlan : options.plan,
      profile: options.profile ?? ann,
      conversationHistory: options.history ?? [],
    },
    { solver: testSolver, seed: options.seed ?? 5 },
  );
  return MealPlanChatReplySchema.parse(reply);
}

const meals = (plan: MealPlan): Meal[] =>
  plan.days.flatMap((day) => [
    day.meals.breakfast,
    day.meals.lunch,
    day.meals.dinner,
    ...day.meals.snacks,
  ]);

const foodsOf = (plan: MealPlan) =>
  meals(plan).flatMap((meal) => (meal.ingredients ?? []).map((item) => getFood(item.foodId)!));

/** Verifies a returned plan on its own terms: the reply's profile and the plan's energy target. */
function expectVerified(reply: MealPlanChatReply, profile: HealthProfile) {
  expect(reply.modifiedMealPlan).toBeDefined();
  expect(violationsOfReply(reply, profile)).toEqual([]);
}

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

describe('mealPlanChat: free-text edits', () => {
  it('swaps day 3 dinner only', () => {
    const reply = chat('change the dinner on day 3');
    expectVerified(reply, ann);
    const plan = reply.modifiedMealPlan!;
    expect(plan.days[2]!.meals.dinner.recipeId).not.toBe(annPlan.days[2]!.meals.dinner.recipeId);
    const same = (a: Meal, b: Meal | undefined) => JSON.stringify(a) === JSON.stringify(b);
    expect(meals(plan).filter((meal, i) => !same(meal, meals(annPlan)[i])).length).toBe(1);
    expect(reply.message).toMatch(/^Day 3 dinner is now /);
  });

  it("says when a swap moved the portions of the day's other meals (kidney disease)", () => {
    const kay = person({
      profile: {
        name: 'Kay',
        age: 66,
        gender: 'female',
        weight: 64,
        height: 160,
        activityLevel: 'light',
      },
      healthConditions: ['chronic_kidney_disease', 'hypertension'],
    });
    // The other meals stay as they are when a recipe fits so; the message says when they moved.
    for (const seed of [1, 2, 3, 4, 5, 6]) {
      const plan = planFor(kay, seed, 3);
      for (const slot of ['lunch', 'dinner'] as const) {
        const reply = chat(`Swap ${slot} for Day 1`, { profile: kay, plan, seed });
        expectVerified(reply, kay);
        expect(reply.message).toMatch(new RegExp(`^Day 1 ${slot} is now .+ instead of `));
        const before = plan.days[0]!.meals;
        const after = reply.modifiedMealPlan!.days[0]!.meals;
        const others = (m: typeof before) =>
          JSON.stringify(
            [m.breakfast, m.lunch, m.dinner].filter((_, i) => i !== (slot === 'lunch' ? 1 : 2)),
          );
        const moved = others(before) !== others(after);
        expect(reply.message.includes('the same dishes in slightly different portions')).toBe(
          moved,
        );
      }
    }
  });

  it('"no mushrooms" replaces the meals with mushrooms and adds them to the dislikes', () => {
    const mushrooms = new Set(findFoodsByName('mushrooms').map((food) => food.id));
    const plan = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]
      .map((seed) => planFor(ann, seed))
      .find((candidate) => foodsOf(candidate).some((food) => mushrooms.has(food.id)));
    if (!plan) throw new Error('setup: no plan with mushrooms');
    const reply = chat('no mushrooms', { plan });
    expect(reply.outcome).toBe('changed');
    expectVerified(reply, ann);
    expect(foodsOf(reply.modifiedMealPlan!).some((food) => mushrooms.has(food.id))).toBe(false);
    expect(reply.profile?.foodPreferences.disliked).toContain('mushrooms');
    expect(reply.message).toContain('Done: no more mushrooms');
  });

  it('"more Italian" brings in Italian meals and adds the cuisine', () => {
    const count = (plan: MealPlan) =>
      meals(plan).filter((meal) => meal.cuisine === 'Italian').length;
    const reply = chat('more Italian');
    expectVerified(reply, ann);
    expect(count(reply.modifiedMealPlan!)).toBeGreaterThan(count(annPlan));
    expect(reply.profile?.foodPreferences.cuisines).toContain('Italian');
    expect(reply.message).toContain(
      `${count(reply.modifiedMealPlan!)} of ${meals(annPlan).length} meals are now Italian`,
    );
  });

  it('"fewer snacks" drops one snack a day and keeps each day on target', () => {
    expect(annPlan.days[0]!.meals.snacks).toHaveLength(2);
    const reply = chat('fewer snacks');
    expectVerified(reply, ann);
    for (const day of reply.modifiedMealPlan!.days) expect(day.meals.snacks).toHaveLength(1);
    expect(reply.profile?.mealOptions.snacksPerDay).toBe(1);
  });

  it('"I\'m allergic to peanuts" records the allergy', () => {
    const reply = chat("I'm allergic to peanuts");
    expect(reply.profile?.allergies).toContain('peanuts');
    if (reply.modifiedMealPlan) {
      expectVerified(reply, ann);
      for (const food of foodsOf(reply.modifiedMealPlan))
        expect(food.tags.allergens).not.toContain('peanuts');
    }
  });

  it('more fibre with IBS says the fibre aim is capped and favours soluble fibre', () => {
    const profile = person({ healthConditions: ['ibs'] });
    const reply = chat('more fiber', { profile, plan: planFor(profile) });
    expect(reply.message).toContain('With IBS your fibre aim is capped');
    if (reply.modifiedMealPlan) expectVerified(reply, profile);
  });

  it('fewer carbs lowers the average carbohydrate', () => {
    const carbs = (plan: MealPlan) => plan.days.reduce((s, d) => s + d.totals!.carbs, 0);
    const reply = chat('fewer carbs');
    expectVerified(reply, ann);
    expect(carbs(reply.modifiedMealPlan!)).toBeLessThan(carbs(annPlan));
  });

  it('applies several edits from one message and keeps a chosen energy target afterwards', () => {
    const reply = chat('Make it vegetarian and set calories to 1600');
    expectVerified(reply, ann);
    expect(reply.changes?.map((change) => change.kind)).toEqual(['restriction', 'energy']);
    expect(reply.modifiedMealPlan!.dailyCalories).toBe(1600);

    const lower = chat('Reduce calories to 1500/day');
    const next = chat('no eggs', { plan: lower.modifiedMealPlan! });
    if (next.modifiedMealPlan) {
      expectVerified(next, ann);
      expect(next.modifiedMealPlan.dailyCalories).toBe(1500);
    }
  });
});

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

describe('mealPlanChat: calorie edits go only the way they are worded', () => {
  // A small older woman: floor and computed target 1,200 kcal; her plan chosen at 1,280 kcal.
  const small = person({
    profile: {
      name: 'Edith',
      age: 70,
      gender: 'female',
      weight: 62,
      height: 150,
      activityLevel: 'sedentary',
    },
    healthConditions: [],
  });
  const smallPlan = (() => {
    const result = generateMealPlan(small, {
      solver: testSolver,
      days: 3,
      seed: 4,
      energyKcal: 1280,
    });
    if (!result.ok) throw new Error(`setup: ${JSON.stringify(result.error)}`);
    return result.value;
  })();
  const annKcal = annPlan.dailyCalories!;

  it('sets up a 1,280 kcal plan and an Ann plan above 1,500 kcal', () => {
    expect(smallPlan.dailyCalories).toBe(1280);
    expect(annKcal).toBeGreaterThan(1500);
  });

  it.each([
    ['Reduce calories to 1500/day', 'below 1,500 kcal'],
    ['lower my calories to 1400', 'below 1,400 kcal'],
    ['bring it down to 1500 calories', 'below 1,500 kcal'],
    ['fewer calories, 1500 a day', 'below 1,500 kcal'],
  ])(
    'a 1,280 kcal plan asked to %j stays as it is and the reply gives its figure',
    (message, text) => {
      const reply = chat(message, { profile: small, plan: smallPlan });
      expect(reply.outcome).toBe('unchanged');
      expect(reply.modifiedMealPlan).toBeUndefined();
      expect(reply.message).toContain(`already ${text}`);
      expect(reply.message).toContain("it's at 1,280 kcal a day");
      expect(reply.message).toContain('unchanged');
    },
  );

  it.each([
    ['increase calories to 1400', 'above 1,400 kcal'],
    ['raise it to 1,500 kcal', 'above 1,500 kcal'],
  ])('a plan above the figure asked to %j stays as it is', (message, text) => {
    const reply = chat(message);
    expect(reply.outcome).toBe('unchanged');
    expect(reply.modifiedMealPlan).toBeUndefined();
    expect(reply.message).toContain(`already ${text}`);
    expect(reply.message).toContain(`it's at ${annKcal.toLocaleString('en-US')} kcal a day`);
  });

  it.each([
    ['set calories to 1500', 1500],
    ['make it 1500 calories/day', 1500],
    ['make it 1400 calories', 1400],
  ])('a neutral %j on the 1,280 kcal plan may raise it', (message, kcal) => {
    const reply = chat(message, { profile: small, plan: smallPlan });
    expectVerified(reply, small);
    expect(reply.modifiedMealPlan!.dailyCalories).toBe(kcal);
  });

  it('a neutral request may lower a plan, but never below the safe floor', () => {
    const lower = chat('make it 1400 calories');
    expectVerified(lower, ann);
    expect(lower.modifiedMealPlan!.dailyCalories).toBe(1400);
    const tooLow = chat('set calories to 1000');
    expect(tooLow.outcome).toBe('refused');
    expect(tooLow.modifiedMealPlan).toBeUndefined();
  });

  it('"increase" and "more calories" raise the 1,280 kcal plan', () => {
    for (const message of ['increase calories to 1400', 'more calories']) {
      const reply = chat(message, { profile: small, plan: smallPlan });
      expectVerified(reply, small);
      expect(reply.modifiedMealPlan!.dailyCalories).toBeGreaterThan(1280);
    }
  });

  it('"fewer calories" lowers the 1,280 kcal plan to the floor, not below', () => {
    const reply = chat('fewer calories', { profile: small, plan: smallPlan });
    expectVerified(reply, small);
    expect(reply.modifiedMealPlan!.dailyCalories).toBe(1200);
  });
});
