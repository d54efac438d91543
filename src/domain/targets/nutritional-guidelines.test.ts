import { describe, expect, it } from 'vitest';
import { computeTargets } from './compute-targets';
import { NutritionalGuidelinesSchema, toNutritionalGuidelines } from './nutritional-guidelines';
import type { NutritionTargets } from './schemas';

function targetsFor(
  conditions: Parameters<typeof computeTargets>[0]['conditions'],
): NutritionTargets {
  const result = computeTargets({
    sex: 'male',
    ageYears: 30,
    weightKg: 80,
    heightCm: 180,
    activityLevel: 'moderate',
    conditions,
  });
  if (!result.ok) throw new Error('expected targets');
  return result.value;
}

describe('toNutritionalGuidelines', () => {
  it('gives the spec §3 shape with the computed numbers and their sources', () => {
    const guidelines = toNutritionalGuidelines(targetsFor([]));
    expect(guidelines.dailyCalories).toEqual({
      min: 2480,
      max: 3040,
      recommended: 2760,
      sourceIds: ['A1', 'A2'],
    });
    expect(guidelines.macronutrients).toEqual({
      carbs: '45-65% (311-449 g)',
      protein: '10-35% (69-242 g; at least 0.8 g/kg)',
      fat: '20-35% (61-107 g)',
    });
    expect(guidelines.keyMicronutrients[0]).toMatchObject({
      nutrient: 'Fiber',
      amount: 'at least 39 g',
      sourceIds: ['A5'],
    });
    expect(guidelines.nutrientLimits).toEqual([
      expect.objectContaining({
        nutrient: 'Sodium',
        limit: 'under 2,300 mg',
        ruleId: 'sodium-daily-max',
        sourceIds: ['A8'],
      }),
      expect.objectContaining({
        nutrient: 'Saturated fat',
        limit: 'under 31 g (10% of calories)',
        sourceIds: ['A7'],
      }),
      expect.objectContaining({
        nutrient: 'Total sugars (natural and added)',
        limit: 'under 173 g (25% of calories)',
      }),
      expect.objectContaining({ nutrient: 'Added sugars', limit: 'under 69 g (10% of calories)' }),
    ]);
    expect(guidelines.sources?.map((s) => s.id)).toContain('A10');
    expect(NutritionalGuidelinesSchema.parse(guidelines)).toEqual(guidelines);
  });

  it('shows kidney protein per kg, potassium targets as micronutrients, and per-meal fat', () => {
    const ckd = toNutritionalGuidelines(targetsFor(['chronic_kidney_disease', 'no_gallbladder']));
    expect(ckd.macronutrients.protein).toBe('7-9.3% (48-64 g; 0.6-0.8 g/kg)');
    const limits = Object.fromEntries(ckd.nutrientLimits.map((l) => [l.ruleId, l.limit]));
    expect(limits['ckd-protein-daily-range']).toBe('0.6-0.8 g/kg (48-64 g)');
    expect(limits['ckd-potassium-daily-max']).toBe('under 3,000 mg');
    expect(limits['no-gallbladder-fat-per-meal-max']).toBe('under 36 g per meal');

    const bp = toNutritionalGuidelines(targetsFor(['hypertension']));
    expect(bp.nutrientLimits.map((l) => l.ruleId)).not.toContain('dash-potassium-daily-target');
    expect(bp.keyMicronutrients.map((m) => m.nutrient)).toEqual([
      'Fiber',
      'Potassium',
      'Calcium',
      'Magnesium',
    ]);
  });
});
