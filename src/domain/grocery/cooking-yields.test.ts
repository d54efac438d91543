import { describe, expect, it } from 'vitest';
import { getFood } from '../foods/food-table';
import { COOKED_FORMS, cookedFormOf } from './cooking-yields';

describe('cooking yields', () => {
  it('lists each cooked food once', () => {
    const ids = COOKED_FORMS.map((form) => form.cookedId);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it.each(COOKED_FORMS)(
    'derives $cookedId -> $boughtId from the SR28 water of both records',
    (form) => {
      const cooked = getFood(form.cookedId);
      expect(cooked, 'the cooked food is in the table').toBeDefined();
      const cookedWater = cooked!.nutrients.waterG!;
      const dryMatterRatio = (100 - form.boughtWaterG) / (100 - cookedWater);
      expect(form.yieldFactor).toBeCloseTo(dryMatterRatio, 2);
      const bought = getFood(form.boughtId);
      if (bought) {
        expect(bought.nutrients.waterG).toBe(form.boughtWaterG);
        expect(form.boughtName, 'the table names it').toBeUndefined();
      } else {
        expect(form.boughtName).toMatch(/, (?:dry|uncooked)$/);
      }
    },
  );

  it('turns cooked lentils into about a third of their weight of dry lentils', () => {
    const lentils = cookedFormOf('16070');
    expect(lentils?.boughtId).toBe('16069');
    expect(getFood('16069')?.description).toBe('Lentils, raw');
    expect(300 / lentils!.yieldFactor).toBeCloseTo(99.3, 1);
  });

  it('leaves foods bought as they are eaten alone', () => {
    expect(cookedFormOf('09003')).toBeUndefined(); // apple
    expect(cookedFormOf('16069')).toBeUndefined(); // dry lentils
  });
});
