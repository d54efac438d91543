import { describe, expect, it } from 'vitest';
import type { ConditionId } from '../conditions/catalogue';
import { computeTargets } from './compute-targets';
import type { NutritionTargets, TargetsInput } from './schemas';

/**
 * Worked examples, calculated by hand here, one per condition and three combinations.
 *
 * Base person: a woman of 45, 60 kg, 165 cm, moderately active. BMI = 60 / 1.65² = 22.0.
 *   BMR (A1)  = 10·60 + 6.25·165 − 5·45 − 161 = 600 + 1,031.25 − 225 − 161 = 1,245.25 kcal
 *   TDEE (A2) = 1,245.25 × 1.55 = 1,930.14 kcal → target 1,930 kcal (no deficit at BMI 22)
 *   Carbs 45–65 % (A3): 45 × 1,930 / 400 = 217.1 → 217 g; 65 × 1,930 / 400 = 313.6 → 314 g
 *   Fat 20–35 %: 20 × 1,930 / 900 = 42.9 → 43 g; 35 × 1,930 / 900 = 75.1 → 75 g
 *   Protein: 10 % = 48.25 g vs 0.8 g/kg × 60 = 48 g → 48 g; 35 % = 168.9 → 169 g
 *   Fiber (A5): 14 × 1,930 / 1,000 = 27.0 → 27 g
 *   Sodium (A8) 2,300 mg; saturated fat 10 % (A7): 10 × 1,930 / 900 = 21.4 → 21 g
 */
const BASE: TargetsInput = {
  sex: 'female',
  ageYears: 45,
  weightKg: 60,
  heightCm: 165,
  activityLevel: 'moderate',
};

function targetsFor(
  conditions: ConditionId[],
  overrides: Partial<TargetsInput> = {},
): NutritionTargets {
  const result = computeTargets({ ...BASE, ...overrides, conditions });
  if (!result.ok) throw new Error(JSON.stringify(result.error));
  return result.value;
}
const limit = (targets: NutritionTargets, id: string) =>
  targets.limits.find((entry) => entry.id === id);

describe('worked examples, one per condition', () => {
  it('no condition: the base numbers', () => {
    const t = targetsFor([]);
    expect(t.energy).toMatchObject({ bmrKcal: 1245, tdeeKcal: 1930, targetKcal: 1930 });
    expect(t.macros.carbs).toMatchObject({ minG: 217, maxG: 314 });
    expect(t.macros.fat).toMatchObject({ minG: 43, maxG: 75 });
    expect(t.macros.protein).toMatchObject({ minG: 48, maxG: 169 });
    expect(t.fiber.minG).toBe(27);
    expect(limit(t, 'sodium-daily-max')?.max).toBe(2300);
    expect(limit(t, 'sat-fat-daily-max')?.max).toBe(21);
  });

  it('type 2 diabetes: the same amounts, carbohydrate quality cited (B1.1), sodium as for everyone (B1.4)', () => {
    const t = targetsFor(['diabetes_type2']);
    expect(t.energy.targetKcal).toBe(1930);
    expect(t.macros.carbs).toMatchObject({ minG: 217, maxG: 314 });
    expect(t.macros.carbs.sourceIds).toContain('B1.1');
    expect(limit(t, 'sodium-daily-max')).toMatchObject({ max: 2300 });
    expect(t.fiber.minG).toBe(27);
  });

  it('type 1 diabetes: per-meal carbohydrate grams for insulin (B2.1)', () => {
    const t = targetsFor(['diabetes_type1']);
    expect(t.macros.carbs.sourceIds).toContain('B2.1');
    expect(t.macros.carbs).toMatchObject({ minG: 217, maxG: 314 });
  });

  it('no gallbladder: fat per meal = day fat ceiling 75 g ÷ 3 meals = 25 g', () => {
    expect(limit(targetsFor(['no_gallbladder']), 'no-gallbladder-fat-per-meal-max')).toMatchObject({
      scope: 'meal',
      max: 25,
    });
  });

  it('fatty liver with overweight: a 500 kcal deficit (B4.2)', () => {
    // 75 kg: BMI 27.5; BMR = 750 + 1,031.25 − 225 − 161 = 1,395.25; TDEE = 2,162.6 → 2,163;
    // target = 2,163 − 500 = 1,663 → rounded up to 1,670; floor max(1,200, 1,400) is below it.
    const t = targetsFor(['fatty_liver'], { weightKg: 75 });
    expect(t.energy).toMatchObject({
      tdeeKcal: 2163,
      targetKcal: 1670,
      adjustment: { kind: 'deficit', kcal: -493 },
    });
    expect(t.energy.sourceIds).toContain('B4.2');
  });

  it('kidney disease: protein 0.6–0.8 g/kg = 36–48 g, sodium 2,000 mg (B5.5), K and P planning defaults', () => {
    const t = targetsFor(['chronic_kidney_disease']);
    expect(t.macros.protein).toMatchObject({ minG: 36, maxG: 48 });
    expect(limit(t, 'sodium-daily-max')?.max).toBe(2000);
    expect(limit(t, 'ckd-potassium-daily-max')).toMatchObject({
      max: 3000,
      isPlanningDefault: true,
    });
    expect(limit(t, 'ckd-phosphorus-daily-max')).toMatchObject({
      max: 1000,
      isPlanningDefault: true,
    });
  });

  it('kidney disease at stage 4, not on dialysis: the same 0.6–0.8 g/kg = 36–48 g as an unknown stage', () => {
    const t = targetsFor(['chronic_kidney_disease'], {
      kidneyDetails: { stage: '4', dialysis: 'none' },
    });
    expect(t.macros.protein).toMatchObject({ minG: 36, maxG: 48 });
    expect(t.macros.protein.perKg).toMatchObject({ minGPerKg: 0.6, maxGPerKg: 0.8 });
    expect(t.macros.protein.sourceIds).toEqual(expect.arrayContaining(['B5.1', 'B5.2']));
  });

  it('kidney disease at stage 2: the RDA 0.8 g/kg (48 g, also 10 % of energy) up to 1.3 g/kg = 78 g (B5.1)', () => {
    // 0.8 × 60 = 48 g; 10 % of 1,930 kcal = 48.25 g → 48 g; 1.3 × 60 = 78 g.
    const t = targetsFor(['chronic_kidney_disease'], { kidneyDetails: { stage: '2' } });
    expect(t.macros.protein).toMatchObject({ minG: 48, maxG: 78 });
    expect(t.macros.protein.perKg).toMatchObject({ minGPerKg: 0.8, maxGPerKg: 1.3 });
    expect(limit(t, 'ckd-protein-daily-range')).toMatchObject({
      min: 48,
      max: 78,
      perKg: { min: 0.8, max: 1.3 },
    });
    expect(t.conflicts.map((conflict) => conflict.id)).not.toContain(
      'ckd-protein-vs-general-protein',
    );
    // Potassium, phosphorus and sodium stay as for any kidney disease.
    expect(limit(t, 'ckd-potassium-daily-max')?.max).toBe(3000);
    expect(limit(t, 'sodium-daily-max')?.max).toBe(2000);
  });

  it('kidney disease on haemodialysis: protein 1.0–1.2 g/kg = 60–72 g (B5.4), whatever the stage says', () => {
    for (const kidneyDetails of [
      { dialysis: 'hemodialysis' as const },
      { stage: '5' as const, dialysis: 'peritoneal' as const },
    ]) {
      const t = targetsFor(['chronic_kidney_disease', 'diabetes_type2'], { kidneyDetails });
      expect(t.macros.protein).toMatchObject({ minG: 60, maxG: 72 });
      expect(limit(t, 'ckd-protein-daily-range')?.sourceIds).toEqual(['B5.4']);
      expect(limit(t, 'ckd-protein-daily-range')?.reason).toContain('dialysis');
      // The non-dialysis diabetes range (B5.3) is not quoted to someone on dialysis.
      expect(t.conflicts.map((conflict) => conflict.id)).not.toContain('ckd-diabetes-protein');
      expect(limit(t, 'ckd-phosphorus-daily-max')?.max).toBe(1000);
    }
  });

  it('on dialysis, the phosphorus planning default follows the protein: 12 mg per g of the ceiling, at least 1,000 mg', () => {
    // 90 kg at 190 cm (BMI 24.9): protein 1.2 × 90 = 108 g; 12 × 108 = 1,296 → 1,300 mg.
    const large = targetsFor(['chronic_kidney_disease'], {
      weightKg: 90,
      heightCm: 190,
      kidneyDetails: { dialysis: 'peritoneal' },
    });
    expect(large.macros.protein.maxG).toBe(108);
    expect(limit(large, 'ckd-phosphorus-daily-max')).toMatchObject({
      max: 1300,
      isPlanningDefault: true,
    });
    expect(limit(large, 'ckd-phosphorus-daily-max')?.reason).toContain('dialysis team');
    // Not on dialysis, the default stays 1,000 mg whatever the weight.
    const before = targetsFor(['chronic_kidney_disease'], { weightKg: 90, heightCm: 190 });
    expect(limit(before, 'ckd-phosphorus-daily-max')?.max).toBe(1000);
  });

  it('high blood pressure: sodium 1,500 mg (B6.1), fat ≤ 27 % = 58 g, saturated fat 6 % = 13 g, potassium 3,500–5,000 mg', () => {
    const t = targetsFor(['hypertension']);
    expect(limit(t, 'sodium-daily-max')).toMatchObject({ max: 1500 });
    expect(limit(t, 'sodium-daily-max')?.sourceIds).toContain('B6.1');
    expect(t.macros.fat.maxG).toBe(58); // 27 × 1,930 / 900 = 57.9
    expect(limit(t, 'sat-fat-daily-max')?.max).toBe(13); // 6 × 1,930 / 900 = 12.9
    expect(limit(t, 'dash-potassium-daily-target')).toMatchObject({ min: 3500, max: 5000 });
  });

  it('high cholesterol: saturated fat 6 % = 13 g (B7.1), cholesterol under 200 mg (B7.4)', () => {
    const t = targetsFor(['high_cholesterol']);
    expect(limit(t, 'sat-fat-daily-max')).toMatchObject({ max: 13, percentOfEnergy: 6 });
    expect(limit(t, 'cholesterol-daily-max')?.max).toBe(200);
  });

  it('heart disease: sodium 1,500 mg and saturated fat 6 % (B8.2)', () => {
    const t = targetsFor(['heart_disease']);
    expect(limit(t, 'sodium-daily-max')?.max).toBe(1500);
    expect(limit(t, 'sat-fat-daily-max')?.max).toBe(13);
    expect(limit(t, 'sodium-daily-max')?.sourceIds).toContain('B8.2');
  });

  it('GERD: no numeric change (triggers are foods, not amounts)', () => {
    const t = targetsFor(['gerd']);
    expect(t.energy.targetKcal).toBe(1930);
    expect(limit(t, 'sodium-daily-max')?.max).toBe(2300);
    expect(t.fiber.minG).toBe(27);
  });

  it('IBS: the 27 g fiber floor is capped at 25 g (B10.2)', () => {
    const t = targetsFor(['ibs']);
    expect(t.fiber).toMatchObject({
      minG: 25,
      uncappedMinG: 27,
      isCapped: true,
      emphasis: 'soluble',
    });
  });

  it('celiac disease: no numeric change (gluten is excluded by food, not by amount)', () => {
    const t = targetsFor(['celiac_disease']);
    expect(t.energy.targetKcal).toBe(1930);
    expect(t.macros.protein.minG).toBe(48);
  });

  it('food allergies: no numeric change (allergens are excluded by food)', () => {
    expect(targetsFor(['food_allergies']).energy.targetKcal).toBe(1930);
  });

  it('obesity: a 500 kcal deficit and protein on the weight at BMI 25', () => {
    // 95 kg: BMR = 950 + 1,031.25 − 225 − 161 = 1,595.25; TDEE = 2,472.6 → 2,473;
    // target = 1,973 → 1,980. Reference weight 25 × 1.65² = 68.1 kg; 0.8 × 68.06 = 54.4 g,
    // above 10 % of 1,980 kcal (49.5 g), so the floor is 54 g.
    const t = targetsFor(['obesity'], { weightKg: 95 });
    expect(t.energy).toMatchObject({ tdeeKcal: 2473, targetKcal: 1980 });
    expect(t.macros.protein.minG).toBe(54);
    expect(t.macros.protein.perKg.weightBasis).toBe('bmi-25-reference');
  });
});

describe('worked examples, combinations', () => {
  it('kidney disease + high blood pressure: sodium 1,500 mg citing both, no DASH potassium target', () => {
    const t = targetsFor(['chronic_kidney_disease', 'hypertension']);
    expect(limit(t, 'sodium-daily-max')?.max).toBe(1500);
    expect(limit(t, 'sodium-daily-max')?.sourceIds).toEqual(
      expect.arrayContaining(['B6.1', 'B5.5']),
    );
    expect(limit(t, 'dash-potassium-daily-target')).toBeUndefined();
    expect(t.macros.protein).toMatchObject({ minG: 36, maxG: 48 });
    expect(t.conflicts.map((c) => c.id)).toContain('ckd-vs-dash-potassium');
  });

  it('type 2 diabetes + kidney disease: protein 36–48 g with the diabetes rule (B5.3) named', () => {
    const t = targetsFor(['diabetes_type2', 'chronic_kidney_disease']);
    expect(t.macros.protein).toMatchObject({ minG: 36, maxG: 48 });
    expect(t.conflicts.map((c) => c.id)).toContain('ckd-diabetes-protein');
  });

  it('high cholesterol + high blood pressure + heart disease: the strictest of each limit', () => {
    const t = targetsFor(['high_cholesterol', 'hypertension', 'heart_disease']);
    expect(limit(t, 'sodium-daily-max')?.max).toBe(1500);
    expect(limit(t, 'sat-fat-daily-max')?.max).toBe(13);
    expect(limit(t, 'cholesterol-daily-max')?.max).toBe(150);
  });
});
