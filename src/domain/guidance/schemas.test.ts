import { describe, expect, it } from 'vitest';
import { FALLBACK_HEALTH_ANALYSIS } from '../fallbacks';
import { DietaryRecommendationsSchema, HealthAnalysisSchema } from './schemas';

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
