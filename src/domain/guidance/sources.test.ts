import { describe, expect, it } from 'vitest';
import { findFoodsByName } from '../foods/food-table';
import { SOURCE_ROWS } from '../targets';
import { FALLBACK_DIETARY_RECOMMENDATIONS, FALLBACK_HEALTH_ANALYSIS } from './fallbacks';
import { DietaryRecommendationsSchema, HealthAnalysisSchema } from './schemas';
import { GUIDANCE_SOURCE_ROWS, guidanceSourcesFor } from './sources';

describe('guidance sources', () => {
  it('adds only rows the targets do not already have', () => {
    const targetIds = new Set<string>(SOURCE_ROWS.map((row) => row.id));
    for (const row of GUIDANCE_SOURCE_ROWS) expect(targetIds.has(row.id), row.id).toBe(false);
  });

  it('lists rows once each, in clinical-targets order', () => {
    expect(
      guidanceSourcesFor(['C2', 'B10.1', 'A9', 'B9.2', 'B10.1', 'A8']).map((r) => r.id),
    ).toEqual(['A8', 'A9', 'B9.2', 'B10.1', 'C2']);
  });
});

describe('schemas', () => {
  it('rejects source lists that are not aligned with their items', () => {
    const result = HealthAnalysisSchema.safeParse({
      ...FALLBACK_HEALTH_ANALYSIS,
      sourceIds: { ...FALLBACK_HEALTH_ANALYSIS.sourceIds, healthRisks: [[]] },
    });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path).toEqual(['sourceIds', 'healthRisks']);
  });

  it('accepts the spec fields alone, as the AI path returns them', () => {
    const plain = {
      overview: 'text',
      healthRisks: ['a'],
      dietaryImpact: [],
      importantConsiderations: [],
    };
    expect(HealthAnalysisSchema.parse(plain)).toEqual(plain);
    const recs = {
      foodsToEmphasize: [{ category: 'c', foods: ['f'], reason: 'r' }],
      foodsToLimit: [],
      portionGuidelines: [],
      mealTiming: [],
      hydration: [],
      supplements: [],
    };
    expect(DietaryRecommendationsSchema.parse(recs)).toEqual(recs);
  });
});

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
