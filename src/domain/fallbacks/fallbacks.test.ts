import { describe, expect, it } from 'vitest';
import { findFoodsByName } from '../foods/food-table';
import { DietaryRecommendationsSchema, HealthAnalysisSchema } from '../guidance';
import { NutritionalGuidelinesSchema } from '../targets';
import { FALLBACK_DIETARY_RECOMMENDATIONS, FALLBACK_HEALTH_ANALYSIS } from './analysis';
import { FALLBACK_NUTRITIONAL_GUIDELINES } from './nutritional-guidelines';

describe('spec §8 fallbacks', () => {
  it('validate and say they are the fallback', () => {
    expect(HealthAnalysisSchema.parse(FALLBACK_HEALTH_ANALYSIS)).toEqual(FALLBACK_HEALTH_ANALYSIS);
    expect(DietaryRecommendationsSchema.parse(FALLBACK_DIETARY_RECOMMENDATIONS)).toEqual(
      FALLBACK_DIETARY_RECOMMENDATIONS,
    );
    expect(FALLBACK_HEALTH_ANALYSIS.isFallback).toBe(true);
    expect(FALLBACK_DIETARY_RECOMMENDATIONS.isFallback).toBe(true);
  });

  it('emphasise no food that carries one of the nine major allergens', () => {
    for (const item of FALLBACK_DIETARY_RECOMMENDATIONS.foodsToEmphasize) {
      for (const name of item.foods) {
        const foods = findFoodsByName(name);
        expect(foods.length, name).toBeGreaterThan(0);
        for (const food of foods) expect(food.tags.allergens, `${name}: ${food.name}`).toEqual([]);
      }
    }
  });

  it('keep to the general adult limits of spec §8', () => {
    const text =
      JSON.stringify(FALLBACK_HEALTH_ANALYSIS) + JSON.stringify(FALLBACK_DIETARY_RECOMMENDATIONS);
    expect(text).toContain('2,300 mg');
    expect(text).toContain('10 % of calories');
  });
});

describe('spec §8 fallback guidelines', () => {
  it('has the spec values exactly', () => {
    const fallback = FALLBACK_NUTRITIONAL_GUIDELINES;
    expect(fallback.dailyCalories).toEqual({ min: 1600, max: 2200, recommended: 1800 });
    const amounts = Object.fromEntries(
      fallback.keyMicronutrients.map((m) => [m.nutrient, m.amount]),
    );
    expect(amounts).toEqual({ Fiber: '25-30g', 'Vitamin D': '600-800 IU', 'Omega-3': '250-500mg' });
    const limits = Object.fromEntries(fallback.nutrientLimits.map((l) => [l.nutrient, l.limit]));
    expect(limits).toEqual({
      Sodium: 'under 2300mg',
      'Added sugar': 'under 25g',
      'Saturated fat': 'under 10% of calories',
    });
    expect(fallback.isFallback).toBe(true);
    expect(NutritionalGuidelinesSchema.parse(fallback)).toEqual(fallback);
  });
});
