import { describe, expect, it } from 'vitest';
import { weeklyHealthTip } from './weekly-tip';

describe('weeklyHealthTip', () => {
  it('takes each condition in turn, then its next focus, and is the same for the same week', () => {
    const conditions = ['hypertension', 'diabetes_type2'] as const;
    const tips = [0, 1, 2, 3].map((week) => weeklyHealthTip(conditions, week));
    expect(tips[0]).toMatch(/for your high blood pressure/);
    expect(tips[1]).toMatch(/for your type 2 diabetes: low glycemic load/);
    expect(tips[3]).toMatch(/for your type 2 diabetes: high fiber/);
    expect(new Set(tips).size).toBe(4);
    expect(weeklyHealthTip(conditions, 2)).toBe(tips[2]);
  });

  it('gives a general tip to someone with no condition', () => {
    expect(weeklyHealthTip([], 0)).toMatch(/vegetables/);
    expect(weeklyHealthTip([], 1)).not.toBe(weeklyHealthTip([], 0));
  });
});
