import { describe, expect, it } from 'vitest';
import { requireFood } from '../foods/food-table';
import { testFood } from '../foods/test-food';
import { countUnit, gramsText, roundedGrams, shoppingAmount } from './shopping-amounts';

const amountOf = (foodId: string, grams: number) =>
  shoppingAmount({ foodId, food: requireFood(foodId), grams }).text;

describe('shopping amounts', () => {
  it.each([
    ['11457', 90, '1 bag, 5 oz'], // spinach
    ['11457', 142, '1 bag, 5 oz'],
    ['11457', 143, '2 bags, 5 oz each'],
    ['16069', 490, '2 bags, 1 lb each'], // dry lentils
    ['11885', 412, '2 cans, 14.5 oz each'], // canned tomatoes
    ['16360', 425, '1 can, 15 oz'], // canned chickpeas
    ['16360', 700, '2 cans, 15 oz each'],
    ['01145', 20, '1 stick, 4 oz'], // butter
    ['16126', 950, '3 blocks, 14 oz each'], // firm tofu
  ])('rounds %s at %s g up to whole packages: %s', (foodId, grams, text) => {
    expect(amountOf(foodId, grams)).toBe(text);
  });

  it('knows the package of a dry form that is not in the food table', () => {
    // Dry chickpeas (SR28 16056): the table has only the cooked record.
    expect(shoppingAmount({ foodId: '16056', food: undefined, grams: 500 })).toEqual({
      text: '2 bags, 1 lb each',
      isHousehold: true,
    });
  });

  it.each([
    ['09003', 182, '1 apple'], // 1 medium apple, 182 g
    ['09003', 400, '3 apples'],
    ['09037', 160, '2 avocados'], // portion 1/3 avocado, 50 g: a whole one is 150 g
    ['11507', 300, '3 sweet potatoes'],
    ['11352', 213, '1 potato'],
    ['11954', 60, '2 tomatillos'], // measure '1 medium': the noun comes from the name
    ['15261', 200, '2 fillets'], // tilapia
    ['18363', 130, '5 tortillas'],
    ['01256', 340, '2 containers'], // Greek yogurt
  ])('counts %s at %s g in whole items: %s', (foodId, grams, text) => {
    expect(amountOf(foodId, grams)).toBe(text);
  });

  it('buys eggs by the half dozen and dozen', () => {
    expect(amountOf('01123', 250)).toBe('half a dozen eggs');
    expect(amountOf('01123', 300)).toBe('half a dozen eggs');
    expect(amountOf('01123', 301)).toBe('1 dozen eggs');
    expect(amountOf('01123', 650)).toBe('2 dozen eggs');
  });

  it('measures liquids in tablespoons, then half litres', () => {
    expect(amountOf('09152', 40)).toBe('3 tbsp'); // lemon juice, 244 g a cup
    expect(amountOf('01079', 244)).toBe('500 mL'); // one cup of milk
    expect(amountOf('01079', 900)).toBe('1 L');
    expect(amountOf('01079', 1100)).toBe('1.5 L');
  });

  it('measures pantry foods in spoons, teaspoons below one tablespoon', () => {
    expect(amountOf('04053', 40)).toBe('3 tbsp'); // olive oil, 13.5 g a tablespoon
    expect(amountOf('02047', 10)).toBe('2 tsp'); // salt, 6 g a teaspoon
    expect(amountOf('02047', 20)).toBe('2 tbsp');
  });

  it('falls back to grams when no unit or package fits', () => {
    expect(amountOf('11282', 170)).toBe('170 g'); // onion: portion is a chopped cup
    expect(amountOf('11216', 23)).toBe('23 g'); // ginger root: weighed, not spooned, in the shop
    expect(amountOf('04053', 400)).toBe('400 g'); // 30 tbsp of oil is not a useful count
    expect(amountOf('15149', 500)).toBe('500 g'); // 84 shrimp: weigh them
    expect(
      shoppingAmount({
        foodId: '16086',
        food: requireFood('16086'),
        grams: 300,
        isCookedWeight: true,
      }).text,
    ).toBe('300 g cooked');
    expect(shoppingAmount({ foodId: '99999', food: undefined, grams: 12.34 })).toEqual({
      text: '12 g',
      isHousehold: false,
    });
  });

  it('reads a whole item only from measures that name one', () => {
    expect(countUnit(requireFood('09003'))).toEqual({ noun: 'apple', grams: 182 });
    expect(countUnit(requireFood('05096'))).toEqual({ noun: 'thigh', grams: 149 });
    expect(countUnit(requireFood('11282'))).toBeUndefined(); // 1 cup, chopped
    expect(countUnit(requireFood('12061'))).toBeUndefined(); // 1 oz (about 23 almonds)
    expect(countUnit(testFood({ portion: null }))).toBeUndefined();
  });

  it('rounds grams finer when small', () => {
    expect([0.04, 3.26, 47.6, 487, 1479].map(roundedGrams)).toEqual([0.1, 3.3, 48, 485, 1480]);
    expect(gramsText(1479)).toBe('1,480 g');
  });
});
