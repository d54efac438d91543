import { describe, expect, it } from 'vitest';
import { findFoodsByName, getFood } from '../foods/food-table';
import { computeTargetsForProfile } from '../targets/compute-targets';
import { randomProfiles } from '../testing/random-profiles';
import { testSolver } from '../testing/solver';
import { generateMealPlan } from './generate-meal-plan';
import { MealPlanSchema } from './meal-plan';
import { SIDE_DISHES } from './sides';
import { annWith } from './test-people';
import { verifyMealPlan } from './verify-meal-plan';

const profile = annWith;

const recipeIds = (plan: {
  days: {
    meals: {
      breakfast: { recipeId?: string };
      lunch: { recipeId?: string };
      dinner: { recipeId?: string };
      snacks: { recipeId?: string }[];
    };
  }[];
}) =>
  plan.days.flatMap((day) =>
    [day.meals.breakfast, day.meals.lunch, day.meals.dinner, ...day.meals.snacks].map(
      (meal) => meal.recipeId,
    ),
  );

describe('generateMealPlan', () => {
  it('plans breakfast, lunch, dinner and the preferred snacks each day, within 5 % of the energy target', () => {
    const person = profile({
      healthConditions: ['hypertension', 'diabetes_type2'],
      mealOptions: { snacksPerDay: 2 },
    });
    const result = generateMealPlan(person, { solver: testSolver, days: 7, seed: 1 });
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    const plan = MealPlanSchema.parse(result.value);
    expect(plan.days).toHaveLength(7);
    for (const day of plan.days) {
      expect(day.meals.snacks).toHaveLength(2);
      expect(
        Math.abs(day.totals!.calories - plan.dailyCalories!) / plan.dailyCalories!,
      ).toBeLessThanOrEqual(0.05);
      expect(day.totals!.sodiumMg).toBeLessThanOrEqual(1500);
    }
    expect(plan.targets?.limits.find((limit) => limit.id === 'sodium-daily-max')).toMatchObject({
      max: 1500,
    });
    expect(verifyMealPlan(plan, person).violations).toEqual([]);
  });

  it('gives every meal its ingredients in grams from the food table, and recomputable numbers', () => {
    const result = generateMealPlan(profile(), { solver: testSolver, days: 3, seed: 7 });
    if (!result.ok) throw new Error(result.error.kind);
    for (const day of result.value.days) {
      for (const meal of [
        day.meals.breakfast,
        day.meals.lunch,
        day.meals.dinner,
        ...day.meals.snacks,
      ]) {
        expect(meal.ingredients?.length).toBeGreaterThan(0);
        for (const ingredient of meal.ingredients ?? []) {
          expect(getFood(ingredient.foodId)?.name).toBe(ingredient.name);
          expect(ingredient.grams).toBeGreaterThan(0);
        }
        expect(meal.nutrients).toMatchObject({
          fiberG: expect.any(Number),
          sodiumMg: expect.any(Number),
        });
      }
    }
  });

  it('does not repeat a main meal within three days when the library allows', () => {
    const result = generateMealPlan(profile(), { solver: testSolver, days: 14, seed: 3 });
    if (!result.ok) throw new Error(result.error.kind);
    expect(
      verifyMealPlan(result.value, profile()).warnings.filter(
        (w) => w.code === 'main-meal-repeated',
      ),
    ).toEqual([]);
  });

  it('is reproducible: the same seed gives the same plan, another seed another plan', () => {
    const person = profile({
      healthConditions: ['high_cholesterol'],
      foodPreferences: { liked: ['salmon'], disliked: [], cuisines: ['Japanese'] },
    });
    const first = generateMealPlan(person, { solver: testSolver, days: 5, seed: 42 });
    const again = generateMealPlan(person, { solver: testSolver, days: 5, seed: 42 });
    const other = generateMealPlan(person, { solver: testSolver, days: 5, seed: 43 });
    expect(again).toEqual(first);
    if (!first.ok || !other.ok) throw new Error('expected plans');
    expect(recipeIds(other.value)).not.toEqual(recipeIds(first.value));
  });

  it('keeps a fixed-seed golden plan (update deliberately when recipes or rules change)', () => {
    const result = generateMealPlan(
      profile({ healthConditions: ['gerd'], dietaryRestrictions: ['vegetarian'] }),
      { solver: testSolver, days: 3, seed: 2026 },
    );
    if (!result.ok) throw new Error(result.error.kind);
    expect({
      ids: recipeIds(result.value),
      calories: result.value.days.map((day) => day.totals?.calories),
    }).toMatchSnapshot();
  });

  it('keeps a liked food on at least half of the days when kidney limits make every day hard', () => {
    // Kidney disease, hypertension, no gallbladder, no dairy, no snacks: most days need the
    // relaxed search, which first looks for a day with a liked food.
    const person = profile({
      profile: {
        name: 'Ray',
        age: 56,
        gender: 'male',
        weight: 74,
        height: 163,
        activityLevel: 'sedentary',
      },
      healthConditions: ['no_gallbladder', 'chronic_kidney_disease', 'hypertension'],
      allergies: ['dairy'],
      foodPreferences: {
        liked: ['beets', 'quinoa', 'apples'],
        disliked: ['broccoli'],
        cuisines: ['American', 'Mexican', 'Indian'],
      },
      mealOptions: { mealsPerDay: 3, snacksPerDay: 0, cookingWillingness: false },
    });
    const liked = new Set(
      ['beets', 'quinoa', 'apples'].flatMap((name) => findFoodsByName(name).map((food) => food.id)),
    );
    for (let seed = 1; seed <= 4; seed++) {
      const result = generateMealPlan(person, { solver: testSolver, days: 7, seed });
      expect(result.ok).toBe(true);
      if (!result.ok) continue;
      const days = result.value.days.filter((day) =>
        [day.meals.breakfast, day.meals.lunch, day.meals.dinner].some((meal) =>
          (meal.ingredients ?? []).some((item) => liked.has(item.foodId)),
        ),
      ).length;
      expect(days, `seed ${seed}`).toBeGreaterThanOrEqual(4);
    }
  }, 60_000);

  it('kidney disease stage and dialysis set the protein every day keeps (KDOQI)', () => {
    const bands = [
      { details: { stage: '4', dialysis: 'none' }, perKg: [0.6, 0.8] },
      { details: { stage: '2' }, perKg: [0.8, 1.3] },
      { details: { dialysis: 'hemodialysis' }, perKg: [1.0, 1.2] },
    ] as const;
    for (const { details, perKg } of bands) {
      const person = profile({
        profile: { name: 'Ray', age: 63, gender: 'male', weight: 70, height: 172 },
        healthConditions: ['chronic_kidney_disease', 'diabetes_type2'],
        conditionDetails: { chronic_kidney_disease: details },
      });
      const targets = computeTargetsForProfile(person);
      if (!targets.ok) throw new Error(targets.error.kind);
      const { minG, maxG } = targets.value.macros.protein;
      expect(maxG).toBe(Math.round(perKg[1] * 70));
      for (let seed = 1; seed <= 2; seed++) {
        const result = generateMealPlan(person, { solver: testSolver, days: 7, seed });
        if (!result.ok)
          throw new Error(`${JSON.stringify(details)} seed ${seed}: ${result.error.kind}`);
        expect(verifyMealPlan(result.value, person).violations).toEqual([]);
        for (const day of result.value.days) {
          expect(day.totals?.protein, JSON.stringify(details)).toBeGreaterThanOrEqual(minG - 0.5);
          expect(day.totals?.protein, JSON.stringify(details)).toBeLessThanOrEqual(maxG + 0.5);
        }
      }
    }
  }, 60_000);

  it('varies the days of a plan only the relaxed search can fill (kidney disease on dialysis, vegetarian)', () => {
    // Bench profile 430: 67, on haemodialysis, high blood pressure and cholesterol, vegetarian,
    // allergic to dairy, three snacks a day.
    const person = randomProfiles(431, 20_261_123)[430]!;
    expect(person.conditionDetails?.chronic_kidney_disease?.dialysis).toBe('hemodialysis');
    expect(person.dietaryRestrictions).toEqual(['vegetarian']);
    const result = generateMealPlan(person, { solver: testSolver, days: 14, seed: 430 });
    if (!result.ok) throw new Error(result.error.kind);
    expect(verifyMealPlan(result.value, person).violations).toEqual([]);
    const days = result.value.days.map((day) =>
      [day.meals.breakfast, day.meals.lunch, day.meals.dinner]
        .map((meal) => meal.recipeId)
        .join('|'),
    );
    // The search once found one day and repeated it: 5 different days of 14.
    expect(new Set(days).size).toBeGreaterThanOrEqual(10);
  }, 60_000);

  it('keeps one starch a plate when one of each kind of side fits the day (kidney disease, 3,590 kcal)', () => {
    // Bench profile 167: kidney disease with a high energy need, so lunches and dinners take
    // plain sides. Rice with rice noodles on one plate reads oddly; that plate kept both starches
    // whenever one of each kind could not come within 1 % of the energy target (30 of 84 plates
    // over these seeds), now only when one of each kind cannot fit the day at all.
    const person = randomProfiles(168, 20_261_123)[167]!;
    expect(person.healthConditions).toContain('chronic_kidney_disease');
    let plates = 0;
    let twoStarches = 0;
    for (let seed = 1; seed <= 6; seed++) {
      const result = generateMealPlan(person, { solver: testSolver, days: 7, seed });
      if (!result.ok) throw new Error(result.error.kind);
      expect(verifyMealPlan(result.value, person).violations).toEqual([]);
      for (const day of result.value.days) {
        for (const meal of [day.meals.lunch, day.meals.dinner]) {
          plates += 1;
          const starches = SIDE_DISHES.filter(
            (side) => side.kind === 'starch' && meal.name.includes(side.phrase),
          );
          if (starches.length > 1) twoStarches += 1;
        }
      }
    }
    expect(plates).toBe(84);
    expect(twoStarches).toBeLessThanOrEqual(10);
  }, 60_000);

  it('favours liked foods and chosen cuisines', () => {
    const person = profile({ foodPreferences: { liked: [], disliked: [], cuisines: ['Thai'] } });
    const result = generateMealPlan(person, { solver: testSolver, days: 14, seed: 5 });
    if (!result.ok) throw new Error(result.error.kind);
    const meals = result.value.days.flatMap((day) => [
      day.meals.breakfast,
      day.meals.lunch,
      day.meals.dinner,
    ]);
    // About 3 % of mains are Thai in the library; preference should lift that well above it.
    expect(meals.filter((meal) => meal.cuisine === 'Thai').length / meals.length).toBeGreaterThan(
      0.15,
    );
  });

  it('spreads few liked main meals one a day, so they reach half of the days', () => {
    // Turkey meatballs at lunch and a chicken dinner with broccoli are the only liked recipes,
    // and no snacks: both on day 1 left days 2 and 3 none (each comes back only after two days).
    const person = profile({
      profile: {
        name: 'Kai',
        age: 39,
        gender: 'other',
        weight: 85,
        height: 175,
        activityLevel: 'active',
      },
      healthConditions: ['fatty_liver', 'heart_disease', 'ibs'],
      foodPreferences: {
        liked: ['broccoli', 'turkey'],
        disliked: ['olives', 'salmon'],
        cuisines: [],
      },
      mealOptions: { mealsPerDay: 3, snacksPerDay: 0, cookingWillingness: true },
    });
    for (const seed of [6, 20, 1, 2]) {
      const result = generateMealPlan(person, { solver: testSolver, days: 3, seed });
      if (!result.ok) throw new Error(result.error.kind);
      const likedDays = result.value.days.filter((day) =>
        [day.meals.breakfast, day.meals.lunch, day.meals.dinner].some((meal) =>
          (meal.ingredients ?? []).some((item) => /broccoli|turkey/i.test(item.name)),
        ),
      );
      expect(likedDays.length, `seed ${seed}`).toBeGreaterThanOrEqual(2);
    }
  });

  it('keeps liked foods in the plan when a condition limits them per day, not per meal', () => {
    // DASH allows 150 mg cholesterol a day: a chicken or salmon dinner fits beside lighter meals,
    // so a person who likes them should meet them often, not once a fortnight.
    const person = profile({
      healthConditions: ['hypertension'],
      foodPreferences: { liked: ['chicken', 'salmon'], disliked: [], cuisines: [] },
    });
    let withLiked = 0;
    let mains = 0;
    for (const seed of [1, 2, 3, 4]) {
      const result = generateMealPlan(person, { solver: testSolver, days: 14, seed });
      if (!result.ok) throw new Error(result.error.kind);
      for (const day of result.value.days) {
        for (const meal of [day.meals.lunch, day.meals.dinner]) {
          mains += 1;
          const names = (meal.ingredients ?? []).map((item) => item.name);
          if (names.some((name) => /chicken|salmon/i.test(name) && !/broth/i.test(name))) {
            withLiked += 1;
          }
        }
      }
      expect(verifyMealPlan(result.value, person).violations).toEqual([]);
    }
    expect(withLiked / mains).toBeGreaterThan(0.33);
  });

  it('says which rule leaves nothing to choose from rather than bending it', () => {
    const result = generateMealPlan(
      profile({
        dietaryRestrictions: ['vegan', 'soy_free', 'nut_free', 'gluten_free'],
        healthConditions: ['ibs', 'gerd'],
        allergies: ['sesame'],
        foodPreferences: {
          liked: [],
          disliked: ['rice', 'quinoa', 'potatoes', 'beans', 'oats', 'corn'],
          cuisines: [],
        },
      }),
      { solver: testSolver, days: 7, seed: 1 },
    );
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.error.kind).toBe('infeasible-plan');
    if (result.error.kind !== 'infeasible-plan') return;
    expect(result.error.constraint).toMatch(/^no-(breakfast|lunch|dinner|snack)-recipes$/);
    expect(result.error.reason).toMatch(/vegan/);
  });

  it('returns an expected failure for an incomplete or too-young profile, not a throw', () => {
    const child = profile({
      profile: { name: 'Kid', age: 9, gender: 'male', weight: 30, height: 135 },
    });
    const result = generateMealPlan(child, { solver: testSolver, days: 3, seed: 1 });
    expect(result.ok).toBe(false);
  });

  it('re-plans only the days it is given, keeping their other meals where it can', () => {
    const ann = profile();
    const first = generateMealPlan(ann, { solver: testSolver, days: 7, seed: 4 });
    if (!first.ok) throw new Error(first.error.kind);
    const plan = first.value;
    // Day 3's lunch and day 5's breakfast and dinner must change.
    const revise = {
      plan,
      days: new Map([
        [3, new Set([1])],
        [5, new Set([0, 2])],
      ]),
    };
    const result = generateMealPlan(ann, { solver: testSolver, days: 7, seed: 9, revise });
    if (!result.ok) throw new Error(result.error.kind);
    const after = result.value;
    for (const day of [1, 2, 4, 6, 7]) expect(after.days[day - 1]).toEqual(plan.days[day - 1]);
    const ids = (day: number) => recipeIds({ days: [after.days[day - 1]!] });
    const was = (day: number) => recipeIds({ days: [plan.days[day - 1]!] });
    expect(ids(3)[1]).not.toBe(was(3)[1]);
    expect([ids(3)[0], ids(3)[2]]).toEqual([was(3)[0], was(3)[2]]);
    expect([ids(5)[0], ids(5)[2]]).not.toContain(was(5)[0]);
    expect(ids(5)[2]).not.toBe(was(5)[2]);
    expect(ids(5)[1]).toBe(was(5)[1]);
    expect(verifyMealPlan(after, ann).violations).toEqual([]);
    // A revised day repeats no main of the kept days around it.
    expect(
      verifyMealPlan(after, ann).warnings.filter((w) => w.code === 'main-meal-repeated'),
    ).toEqual([]);
    expect(() => generateMealPlan(ann, { solver: testSolver, days: 5, seed: 9, revise })).toThrow(
      /no more days than are planned/,
    );
  });
});
