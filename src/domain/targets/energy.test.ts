import { describe, expect, it } from 'vitest';
import { conflictIds, MAN, targetsOf, WOMAN, withConditions } from './test-people';

describe('energy: Mifflin–St Jeor × activity factor, deficit with safe floors', () => {
  it.each([
    // sex, age, kg, cm, activity, BMR, TDEE, target, min, max, adjustment
    ['male', 30, 80, 180, 'moderate', 1780, 2759, 2760, 2480, 3040, 'maintain'],
    ['female', 30, 60, 165, 'moderate', 1320, 2046, 2050, 1850, 2260, 'maintain'],
    ['male', 25, 70, 175, 'very-active', 1674, 3180, 3180, 2860, 3500, 'maintain'],
    ['other', 40, 70, 170, 'light', 1485, 2041, 2040, 1840, 2240, 'maintain'],
    // BMI 33: the 500 kcal deficit (1,320) would go below resting energy, so the floor wins.
    ['female', 50, 90, 165, 'sedentary', 1520, 1824, 1530, 1530, 1680, 'deficit'],
    // BMI 27.8, active: the full 500 kcal deficit fits above the floor.
    ['male', 40, 88, 178, 'active', 1798, 3101, 2610, 2350, 2870, 'deficit'],
  ] as const)(
    '%s %d y %d kg %d cm %s: BMR %d, TDEE %d, target %d (%d–%d), %s',
    (sex, ageYears, weightKg, heightCm, activityLevel, bmr, tdee, target, min, max, kind) => {
      const { energy } = targetsOf({ sex, ageYears, weightKg, heightCm, activityLevel });
      expect(energy.bmrKcal).toBe(bmr);
      expect(energy.tdeeKcal).toBe(tdee);
      expect(energy.targetKcal).toBe(target);
      expect(energy.minKcal).toBe(min);
      expect(energy.maxKcal).toBe(max);
      expect(energy.adjustment.kind).toBe(kind);
      expect(energy.sourceIds).toEqual(expect.arrayContaining(['A1', 'A2']));
    },
  );

  it('computes the worked example: 800 + 1,125 − 150 + 5 = 1,780 kcal, × 1.55 = 2,759 kcal', () => {
    const { energy } = targetsOf(MAN);
    expect(energy.bmrKcal).toBe(800 + 1125 - 150 + 5);
    expect(energy.activityFactor).toBe(1.55);
    expect(energy.adjustment).toMatchObject({ kind: 'maintain', kcal: 0 });
  });

  it('keeps a deficit at or above resting energy and names the floor conflict', () => {
    const targets = targetsOf(WOMAN);
    expect(targets.energy.floorKcal).toBe(1530);
    expect(targets.energy.adjustment.kcal).toBe(1530 - 1824);
    expect(targets.energy.sourceIds).toEqual(expect.arrayContaining(['B13.1', 'B13.2']));
    expect(conflictIds(targets)).toContain('energy-deficit-vs-floor');
  });

  it('never goes below the 1,500 kcal floor for men or 1,200 kcal for women in a deficit', () => {
    // Small, very active man, BMI 25.7: TDEE − 500 ≈ 1,430 < 1,500.
    const man = targetsOf({
      sex: 'male',
      ageYears: 70,
      weightKg: 60,
      heightCm: 153,
      activityLevel: 'light',
    });
    expect(man.energy.adjustment.kind).toBe('deficit');
    expect(man.energy.targetKcal).toBe(1500);
    expect(man.energy.minKcal).toBe(1500);
    const woman = targetsOf({
      sex: 'female',
      ageYears: 70,
      weightKg: 62,
      heightCm: 150,
      activityLevel: 'active',
    });
    expect(woman.energy.adjustment.kind).toBe('deficit');
    expect(woman.energy.targetKcal).toBeGreaterThanOrEqual(1200);
  });

  it('does not apply a deficit when the floor is above the estimated needs', () => {
    // Man, BMI 26, sedentary, small: the 1,500 kcal floor exceeds his TDEE.
    const { energy } = targetsOf({
      sex: 'male',
      ageYears: 85,
      weightKg: 52,
      heightCm: 141,
      activityLevel: 'sedentary',
    });
    expect(energy.tdeeKcal).toBeLessThan(1500);
    expect(energy.adjustment.kind).toBe('maintain');
    expect(energy.targetKcal).toBe(Math.round(energy.tdeeKcal / 10) * 10);
  });

  it('applies a deficit for listed obesity or fatty liver with overweight, never when underweight', () => {
    expect(withConditions(MAN, 'obesity').energy.adjustment.kind).toBe('deficit');
    const lean = { ...MAN, weightKg: 70 };
    expect(withConditions(lean, 'fatty_liver').energy.adjustment.kind).toBe('maintain');
    const overweightLiver = withConditions({ ...MAN, weightKg: 95 }, 'fatty_liver');
    // 2,992 kcal needs: the target 2,500 kcal is the 500 kcal deficit rounded up to 10 kcal.
    expect(overweightLiver.energy.adjustment).toMatchObject({ kind: 'deficit', kcal: -492 });
    expect(overweightLiver.energy.targetKcal).toBe(2500);
    expect(overweightLiver.energy.sourceIds).toContain('B4.2');
    const underweight = withConditions({ ...MAN, weightKg: 55 }, 'obesity');
    expect(underweight.energy.adjustment.kind).toBe('maintain');
  });

  it("says that 'other' uses the mean of the sex constants", () => {
    const { energy } = targetsOf({ ...MAN, sex: 'other' });
    expect(energy.bmrKcal).toBe(800 + 1125 - 150 - 78);
    expect(energy.notes.join(' ')).toMatch(/average of the male and female/);
  });
});
