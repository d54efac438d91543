import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { NUTRIENT_KEYS } from './food';
import { requireFood } from './food-table';
import { addNutrientTotals, nutrientsForGrams, sumNutrients } from './nutrients';
import { testFood } from './test-food';

describe('nutrientsForGrams', () => {
  it('matches the USDA spot checks for banana (09040): 89 kcal and 358 mg potassium per 100 g', () => {
    const banana = requireFood('09040');
    const per100g = nutrientsForGrams(banana, 100);
    expect(per100g.energyKcal).toBe(89);
    expect(per100g.potassiumMg).toBe(358);
    expect(per100g.fiberG).toBe(2.6);
  });

  it('scales by grams: 150 g of banana is 133.5 kcal', () => {
    const values = nutrientsForGrams(requireFood('09040'), 150);
    expect(values.energyKcal).toBeCloseTo(133.5, 10);
    expect(values.potassiumMg).toBeCloseTo(537, 10);
  });

  it('matches other published spot checks (spinach vitamin K, egg cholesterol, farmed salmon vitamin D)', () => {
    expect(nutrientsForGrams(requireFood('11457'), 100).vitaminKUg).toBe(482.9);
    expect(nutrientsForGrams(requireFood('01123'), 100).cholesterolMg).toBe(372);
    expect(nutrientsForGrams(requireFood('15236'), 100).vitaminDUg).toBe(11);
  });

  it('keeps a value USDA did not analyse as null, never 0', () => {
    const tempeh = requireFood('16114');
    expect(tempeh.nutrients.fiberG).toBeNull();
    expect(nutrientsForGrams(tempeh, 85).fiberG).toBeNull();
  });

  it('rejects negative or non-finite grams', () => {
    const food = testFood({});
    expect(() => nutrientsForGrams(food, -1)).toThrow();
    expect(() => nutrientsForGrams(food, Number.NaN)).toThrow();
  });
});

describe('sumNutrients', () => {
  it('sums food amounts and reports the nutrients some food lacks', () => {
    const banana = requireFood('09040');
    const tempeh = requireFood('16114');
    const totals = sumNutrients([
      { food: banana, grams: 150 },
      { food: tempeh, grams: 100 },
    ]);
    expect(totals.values.energyKcal).toBeCloseTo(133.5 + tempeh.nutrients.energyKcal!, 10);
    expect(totals.incomplete).toContain('fiberG');
    expect(totals.incomplete).not.toContain('energyKcal');
    // The known part is kept as a lower bound.
    expect(totals.values.fiberG).toBeCloseTo(3.9, 10);
  });

  it('is null for a nutrient no item has a value for', () => {
    const unknown = testFood({ nutrients: { vitaminDUg: null } });
    const totals = sumNutrients([
      { food: unknown, grams: 100 },
      { food: unknown, grams: 50 },
    ]);
    expect(totals.values.vitaminDUg).toBeNull();
    expect(totals.incomplete).toEqual(['vitaminDUg']);
  });

  it('totals nothing as zero, complete', () => {
    const totals = sumNutrients([]);
    expect(totals.incomplete).toEqual([]);
    for (const key of NUTRIENT_KEYS) expect(totals.values[key]).toBe(0);
  });

  it('carries incompleteness from meals into the day', () => {
    const complete = sumNutrients([{ food: testFood({ nutrients: { fiberG: 2 } }), grams: 100 }]);
    const partial = sumNutrients([{ food: testFood({ nutrients: { fiberG: null } }), grams: 100 }]);
    const day = addNutrientTotals([complete, partial]);
    expect(day.values.fiberG).toBe(2);
    expect(day.incomplete).toEqual(['fiberG']);
  });

  it('is additive: the sum of parts equals the sum of the whole (any grams)', () => {
    const food = testFood({ nutrients: { energyKcal: 143, proteinG: 12.56, sodiumMg: null } });
    fc.assert(
      fc.property(
        fc.array(fc.double({ min: 0, max: 1000, noNaN: true }), { maxLength: 8 }),
        (grams) => {
          const items = grams.map((g) => ({ food, grams: g }));
          const whole = sumNutrients(items);
          const total = grams.reduce((a, b) => a + b, 0);
          expect(whole.values.energyKcal).toBeCloseTo((143 * total) / 100, 6);
          expect(whole.incomplete.includes('sodiumMg')).toBe(grams.length > 0);
        },
      ),
    );
  });
});
