import { describe, expect, it } from 'vitest';
import { conflictIds, limit, MAN, targetsOf, WOMAN, withConditions } from './test-people';

describe('macronutrients', () => {
  it('uses the AMDR at the target with grams from 4 and 9 kcal per gram', () => {
    const { macros } = targetsOf(MAN);
    expect(macros.carbs).toMatchObject({ minPct: 45, maxPct: 65, minG: 311, maxG: 449 });
    expect(macros.fat).toMatchObject({ minPct: 20, maxPct: 35, minG: 61, maxG: 107 });
    // 10 % of 2,760 kcal is 69 g, more than 0.8 g/kg × 80 kg = 64 g.
    expect(macros.protein).toMatchObject({ minPct: 10, maxPct: 35, minG: 69, maxG: 242 });
    expect(macros.protein.perKg).toMatchObject({
      minGPerKg: 0.8,
      maxGPerKg: null,
      weightBasis: 'actual',
    });
  });

  it('raises the protein floor to 0.8 g/kg when 10 % of energy is less', () => {
    const targets = targetsOf({ ...MAN, weightKg: 100, heightCm: 190, activityLevel: 'sedentary' });
    expect(targets.macros.protein.minG).toBe(80);
  });

  it('caps protein at 0.8 g/kg with kidney disease, from 0.6 g/kg', () => {
    const targets = withConditions(MAN, 'chronic_kidney_disease');
    expect(targets.macros.protein).toMatchObject({ minG: 48, maxG: 64 });
    expect(targets.macros.protein.perKg).toMatchObject({ minGPerKg: 0.6, maxGPerKg: 0.8 });
    expect(targets.macros.protein.sourceIds).toEqual(expect.arrayContaining(['B5.1', 'B5.2']));
    expect(limit(targets, 'ckd-protein-daily-range')).toMatchObject({
      min: 48,
      max: 64,
      unit: 'g',
    });
    expect(conflictIds(targets)).toContain('ckd-protein-vs-general-protein');
  });

  it('uses the weight at BMI 25 for per-kg protein at BMI 30 or more', () => {
    const targets = withConditions(WOMAN, 'chronic_kidney_disease', 'diabetes_type2');
    // 25 × 1.65² = 68.06 kg: 0.6–0.8 g/kg is 41–54 g.
    expect(targets.macros.protein).toMatchObject({ minG: 41, maxG: 54 });
    expect(targets.macros.protein.perKg.weightBasis).toBe('bmi-25-reference');
    expect(targets.macros.protein.sourceIds).toEqual(expect.arrayContaining(['B5.3', 'B1.8']));
    expect(conflictIds(targets)).toEqual(
      expect.arrayContaining(['obesity-protein-vs-ckd', 'ckd-diabetes-protein']),
    );
  });

  it('keeps fat at or under the DASH 27 % with high blood pressure', () => {
    expect(withConditions(MAN, 'hypertension').macros.fat).toMatchObject({ maxPct: 27 });
  });

  it('lets the DASH fat ceiling give way when a low protein ceiling would leave the day unfillable', () => {
    const targets = withConditions(
      { sex: 'male', ageYears: 25, weightKg: 60, heightCm: 190, activityLevel: 'very-active' },
      'hypertension',
      'chronic_kidney_disease',
    );
    const { carbs, protein, fat } = targets.macros;
    expect(carbs.maxPct + protein.maxPct + fat.maxPct).toBeGreaterThanOrEqual(100);
    expect(fat.maxPct).toBeGreaterThan(27);
    expect(conflictIds(targets)).toContain('dash-fat-vs-energy-balance');
  });

  it('notes carbohydrate quality for diabetes and per-meal carbs for type 1', () => {
    const targets = withConditions(MAN, 'diabetes_type1');
    expect(targets.macros.carbs.sourceIds).toEqual(expect.arrayContaining(['B1.1', 'B2.1']));
    expect(targets.macros.carbs).toMatchObject({ minPct: 45, maxPct: 65 });
  });
});
