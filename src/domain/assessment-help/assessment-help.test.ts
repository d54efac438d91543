import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { findFoodsByName } from '../foods/food-table';
import { foodExclusions, personalFoodRules } from '../rules/food-exclusions';
import { randomProfiles } from '../testing/random-profiles';
import { suggestFoods } from './food-suggestions';
import { healthGuidance } from './health-guidance';

describe('suggestFoods', () => {
  it('gives five foods with reasons, none already liked', () => {
    const reply = suggestFoods({
      profile: { healthConditions: ['hypertension'] },
      preferences: { likedFoods: ['salmon', 'spinach'] },
    });
    expect(reply.suggestions).toHaveLength(5);
    const names = reply.suggestions.map((s) => s.food.toLowerCase());
    expect(names).not.toContain('salmon');
    expect(names).not.toContain('spinach');
    for (const suggestion of reply.suggestions)
      expect(suggestion.reason.length).toBeGreaterThan(10);
    expect(reply.message).toMatch(/high blood pressure/);
  });

  it('fits different conditions differently', () => {
    const ckd = suggestFoods({ profile: { healthConditions: ['chronic_kidney_disease'] } });
    const cholesterol = suggestFoods({ profile: { healthConditions: ['high_cholesterol'] } });
    expect(ckd.suggestions.map((s) => s.food)).not.toEqual(
      cholesterol.suggestions.map((s) => s.food),
    );
    expect(ckd.suggestions.map((s) => s.food.toLowerCase())).not.toContain('bananas');
  });

  it('never suggests a food the person must avoid, over many random profiles', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 100_000 }), (seed) => {
        const [person] = randomProfiles(1, seed);
        const reply = suggestFoods({
          profile: { ...person!, profile: person!.profile },
        });
        const rules = personalFoodRules(person!);
        for (const suggestion of reply.suggestions) {
          const foods = findFoodsByName(suggestion.food);
          expect(foods.length, suggestion.food).toBeGreaterThan(0);
          for (const food of foods)
            expect(foodExclusions(food, rules), `${suggestion.food} for seed ${seed}`).toEqual([]);
        }
      }),
      { numRuns: 60 },
    );
  }, 60_000);
});

describe('healthGuidance', () => {
  it('personal: shows the BMI from imperial measures and explains activity levels', () => {
    const reply = healthGuidance('personal', {
      name: 'Ann',
      unit: 'imperial',
      weightLbs: '180',
      heightFeet: 5,
      heightInches: 6,
    });
    // 180 lb = 81.65 kg; 5 ft 6 in = 167.64 cm; BMI = 81.65 / 1.6764² = 29.05
    expect(reply.message).toContain('Your BMI is 29.1 (Overweight)');
    expect(reply.message).toMatch(/Sedentary means/);
    expect(reply.suggestedTopics.length).toBeGreaterThan(0);
  });

  it('conditions: names each chosen condition and how combinations resolve', () => {
    const reply = healthGuidance('conditions', {
      selectedConditions: ['chronic_kidney_disease', 'hypertension'],
    });
    expect(reply.message).toMatch(/Chronic Kidney Disease/);
    expect(reply.message).toMatch(/High Blood Pressure/);
    expect(reply.message).toMatch(/potassium/);
  });

  it('medications: gives warfarin advice from a brand name, and flags unknown medicines', () => {
    const reply = healthGuidance('medications', { medications: 'Coumadin 5mg, zzzmed' });
    expect(reply.message).toMatch(/vitamin K/i);
    expect(reply.message).toMatch(/zzzmed/);
    expect(reply.message).toMatch(/pharmacist/);
  });

  it('medications: names each medicine with its class in plain sentences, never parentheses in parentheses', () => {
    const reply = healthGuidance('medications', { medications: 'lisinopril, Coumadin, metformin' });
    expect(reply.message).toContain(
      'lisinopril: ACE inhibitor, ARB or potassium-sparing diuretic (potassium retained). This medicine makes your body hold on to potassium.',
    );
    expect(reply.message).toContain('Coumadin: Warfarin (vitamin K antagonist). ');
    // A medicine named as its class is not named twice.
    expect(reply.message).toMatch(/(^|\s)Metformin: /);
    expect(reply.message).not.toMatch(/metformin: Metformin/i);
    expect(reply.message).not.toMatch(/\([^()]*\(/);
  });

  it('medications: gives the insulin advice for insulin, not "no food interaction on file"', () => {
    const reply = healthGuidance('medications', { medications: 'Lantus, Humalog, metformin' });
    expect(reply.message).toContain(
      'Lantus, Humalog: Each meal of your plan shows its carbohydrate in grams: match your mealtime insulin to it',
    );
    expect(reply.message).toContain('15–20 g of fast-acting glucose');
    expect(reply.message).not.toMatch(/no food interaction on file/);
  });

  it('allergies: maps groups and reports what it cannot match', () => {
    const reply = healthGuidance('allergies', { allergies: 'tree nuts, strawberries, flurble' });
    expect(reply.message).toMatch(/tree nuts: we remove every food/);
    expect(reply.message).toMatch(/strawberries: we remove it/);
    expect(reply.message).toMatch(/could not match flurble/);
  });

  it('each section gives a different prompt when empty', () => {
    const texts = (['personal', 'conditions', 'medications', 'allergies'] as const).map(
      (s) => healthGuidance(s).message,
    );
    expect(new Set(texts).size).toBe(4);
  });
});
