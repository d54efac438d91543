import { describe, expect, it } from 'vitest';
import { planFor } from '../testing/chat-people';
import { composeDietaryRecommendations } from './dietary-recommendations';
import { emphasisIds, limitItem, recommendationsFor } from './dietary-recommendations-testing';
import { mealSplit } from './portions-and-timing';
import { DietaryRecommendationsSchema } from './schemas';
import { adult, profileOf, targetsOf, WALTER } from './test-profiles';

describe('composeDietaryRecommendations', () => {
  it('states the sodium limit in mg for high blood pressure, matching the targets', () => {
    const profile = adult({ healthConditions: ['hypertension'] });
    const targets = targetsOf(profile);
    const sodiumMg = targets.limits.find((limit) => limit.id === 'sodium-daily-max')?.max;
    expect(sodiumMg).toBe(1500);
    const recs = composeDietaryRecommendations(profile, targets);
    expect(limitItem(recs, 'salty-processed-foods')?.reason).toContain('under 1,500 mg a day');
    expect(recs.portionGuidelines.join(' ')).toContain('sodium limit of 1,500 mg');
  });

  it("splits the energy target over the plan's three main meals and the snacks the person chose", () => {
    // Someone who usually eats 4 meals still gets breakfast, lunch and dinner in the plan, so
    // the guide describes those (it promised 4 meals of 470 kcal beside a 3-meal plan before).
    const profile = adult({ mealOptions: { mealsPerDay: 4, snacksPerDay: 1 } });
    const targets = targetsOf(profile);
    const split = mealSplit(targets.energy.targetKcal, 3, 1);
    const recs = composeDietaryRecommendations(profile, targets);
    const first = recs.portionGuidelines[0] ?? '';
    expect(first).toContain(`${targets.energy.targetKcal.toLocaleString('en-US')} kcal`);
    expect(first).toContain(
      `3 meals and 1 snack, about ${split.mealKcal.toLocaleString('en-US')} kcal a meal and ${split.snackKcal.toLocaleString('en-US')} kcal a snack if you split it evenly`,
    );
    // Said as an even split: the plan's meals vary around it (a fifth of main meals are more
    // than 40 % from it), so no meal is promised 'about' the figure.
    expect(first).not.toMatch(/meals? of about/);
    expect(split.mealKcal * 3 + split.snackKcal).toBeGreaterThan(targets.energy.targetKcal - 30);
    expect(split.mealKcal * 3 + split.snackKcal).toBeLessThan(targets.energy.targetKcal + 30);
  });

  it('gives fat per meal without a gallbladder, carbohydrate per meal with diabetes, and timing for medicines', () => {
    const profile = adult({
      healthConditions: ['no_gallbladder', 'diabetes_type1', 'gerd'],
      medications: ['levothyroxine', 'doxycycline'],
      mealOptions: { mealsPerDay: 3, snacksPerDay: 0 },
    });
    const targets = targetsOf(profile);
    const recs = composeDietaryRecommendations(profile, targets);
    const fatMax = targets.limits.find((l) => l.id === 'no-gallbladder-fat-per-meal-max')?.max;
    expect(recs.portionGuidelines.join(' ')).toContain(`under ${fatMax} g of fat`);
    expect(recs.portionGuidelines.join(' ')).toMatch(/Count the carbohydrate in each meal/);
    const timing = recs.mealTiming.join(' ');
    expect(timing).toContain('2–3 hours before');
    expect(timing).toContain('30–60 minutes before breakfast');
    expect(timing).toContain('4–6 hours after');
    expect(timing).toContain('4–6 smaller meals');
    expect(recs.sourceIds?.mealTiming.flat()).toEqual(
      expect.arrayContaining(['B9.2', 'C4', 'C7', 'B3.1', 'B2.1']),
    );
  });

  it('states the carbohydrate per meal with diabetes as the most a meal has, which the plan keeps', () => {
    for (const condition of ['diabetes_type1', 'diabetes_type2'] as const) {
      const profile = adult({ healthConditions: [condition] });
      const guide = recommendationsFor(profile).portionGuidelines.join(' ');
      const stated = /no more than about (\d+) g at one meal/.exec(guide);
      expect(stated, guide).not.toBeNull();
      // No range with a lower end the plan does not keep (a fifth of diabetic meals had less).
      expect(guide).not.toMatch(/about \d+–\d+ g(?: per meal)?[;,]/);
      const plan = planFor(profile);
      for (const day of plan.days) {
        for (const meal of [day.meals.breakfast, day.meals.lunch, day.meals.dinner]) {
          expect(meal.carbs).toBeLessThanOrEqual(Number(stated![1]));
        }
      }
    }
  });

  it("states protein as the day's range, with the per-meal figure only as an even spread", () => {
    const ckd = targetsOf(WALTER).limits.find((limit) => limit.id === 'ckd-protein-daily-range');
    const kidney = recommendationsFor(WALTER).portionGuidelines.join(' ');
    expect(kidney).toContain(`Keep protein to ${ckd?.min}–${ckd?.max} g a day, about `);
    expect(kidney).toContain(
      'g a meal if you spread it evenly (each meal of your plan shows its protein)',
    );
    const general = recommendationsFor(adult()).portionGuidelines.join(' ');
    expect(general).toMatch(
      /Have some protein at each meal: at least \d+ g a day, about \d+ g a meal if you spread it evenly\./,
    );
  });

  it('words meal timing as the plan is built: three main meals, the preference met by splitting or joining', () => {
    const timing = (mealsPerDay: number, snacksPerDay: number) =>
      recommendationsFor(adult({ mealOptions: { mealsPerDay, snacksPerDay } })).mealTiming[0];
    expect(timing(3, 2)).toBe(
      'Eat 3 meals and 2 snacks a day at roughly the same times, so your hunger and energy stay even.',
    );
    expect(timing(5, 1)).toBe(
      'Your plan has 3 main meals and 1 snack a day; for the 5 meals you prefer, split a lunch or dinner into smaller meals, and eat at roughly the same times, so your hunger and energy stay even.',
    );
    expect(timing(2, 0)).toBe(
      'Your plan has 3 main meals a day; for the 2 meals you prefer, have two of them together as one meal, and eat at roughly the same times, so your hunger and energy stay even.',
    );
  });

  it('gives supplement advice only with a reason, and B12 with metformin', () => {
    const plain = recommendationsFor(adult());
    expect(plain.supplements).toEqual([
      'Food first: this plan does not call for supplements. Take one only if your doctor or dietitian recommends it.',
    ]);
    const onMetformin = recommendationsFor(
      adult({ healthConditions: ['diabetes_type2'], medications: ['metformin 500mg'] }),
    );
    expect(onMetformin.supplements.join(' ')).toContain('B12');
    expect(onMetformin.sourceIds?.supplements.flat()).toContain('C5');
    expect(emphasisIds(onMetformin)).toContain('b12-foods');
    // No dose appears except the one with a source row (plant sterols, B7.4).
    const cholesterol = recommendationsFor(adult({ healthConditions: ['high_cholesterol'] }));
    const doses = cholesterol.supplements.filter((text) => /\d/.test(text));
    expect(doses).toHaveLength(1);
    expect(doses[0]).toContain('2 g');
  });

  it('asks about fluid limits with kidney disease and gives no alcohol advice to a teenager', () => {
    expect(recommendationsFor(WALTER).hydration[0]).toContain('fluid limit');
    const teen = profileOf({
      profile: { name: 'Sam', age: 15, gender: 'male', weight: 55, height: 168 },
      healthConditions: ['celiac_disease'],
    });
    const recs = recommendationsFor(teen);
    expect(DietaryRecommendationsSchema.safeParse(recs).success).toBe(true);
    expect(recs.hydration.join(' ')).toContain('Alcohol: none at your age.');
    expect(recs.portionGuidelines.join(' ')).toContain('ask your doctor or a registered dietitian');
    expect(recs.portionGuidelines.join(' ')).not.toMatch(/kcal/);
  });
});
