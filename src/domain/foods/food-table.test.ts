import { describe, expect, it } from 'vitest';
import foodTableJson from '../../../data/foods/foods.json';
import { FoodTableSchema } from './food';
import { nameKey, singularize } from './food-names';
import { allFoods, findFoodsByName, foodTableSource, getFood, requireFood } from './food-table';

describe('food table', () => {
  it('loads the generated table, every food valid, sorted by unique 5-digit ids', () => {
    // The one check of the committed table against the schema: nothing checks it at run time.
    expect(FoodTableSchema.parse(foodTableJson)).toEqual(foodTableJson);
    const foods = allFoods();
    expect(foods.length).toBeGreaterThanOrEqual(400);
    const ids = foods.map((food) => food.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect([...ids].sort()).toEqual(ids);
    expect(foodTableSource()).toMatch(/Standard Reference, Release 28/);
  });

  it('gets a food by its NDB number, leading zero kept', () => {
    expect(getFood('01123')?.name).toBe('Egg');
    expect(getFood('1123')).toBeUndefined();
    expect(getFood('00000')).toBeUndefined();
  });

  it('throws on an unknown id when the caller requires the food', () => {
    expect(requireFood('09040').name).toBe('Banana');
    expect(() => requireFood('00000')).toThrow(/00000/);
  });
});

describe('singularize / nameKey', () => {
  it.each([
    ['berries', 'berry'],
    ['tomatoes', 'tomato'],
    ['peaches', 'peach'],
    ['apples', 'apple'],
    ['oats', 'oat'],
    ['cookies', 'cooky'],
    ['cookie', 'cooky'],
    ['hummus', 'hummus'],
    ['asparagus', 'asparagus'],
    ['swiss', 'swiss'],
    ['egg', 'egg'],
  ])('%s -> %s', (word, singular) => {
    expect(singularize(word)).toBe(singular);
  });

  it('ignores case, accents, punctuation, plurals and spacing', () => {
    expect(nameKey('  Sweet-Potatoes ')).toBe(nameKey('sweet potato'));
    expect(nameKey('SWEETPOTATO')).toBe(nameKey('sweet potato'));
    expect(nameKey('Jalapeños')).toBe(nameKey('jalapeno'));
    expect(nameKey('Greek  Yogurt')).toBe(nameKey('greek yogurt'));
  });
});

describe('findFoodsByName', () => {
  const names = (text: string) => findFoodsByName(text).map((food) => food.name);
  const ids = (text: string) => findFoodsByName(text).map((food) => food.id);

  it('finds apple foods for "Apples" and banana for "Bananas"', () => {
    expect(names('Apples')).toEqual(expect.arrayContaining(['Apple']));
    expect(ids('Bananas')).toContain('09040');
    expect(ids('banana')).toEqual(ids('BANANAS'));
  });

  it('puts the best match first: the food named so, then foods whose first alias it is', () => {
    expect(ids('Eggs')[0]).toBe('01123');
    expect(ids('egg')[0]).toBe('01123');
    expect(names('Chicken')[0]).toMatch(/^Chicken/);
    expect(ids('Tofu')[0]).toBe('16427');
  });

  it('finds Greek yogurts and brown rice', () => {
    const greek = findFoodsByName('greek yogurt');
    expect(greek.length).toBeGreaterThanOrEqual(2);
    for (const food of greek) expect(food.description).toMatch(/Greek/);
    expect(ids('Brown Rice')).toContain('20037');
    expect(ids('brownrice')).toContain('20037');
  });

  it('reaches every berry for "berries", and every fish for "fish"', () => {
    expect(names('berries')).toEqual(
      expect.arrayContaining(['Strawberries', 'Blueberries', 'Raspberries', 'Blackberries']),
    );
    const fish = findFoodsByName('fish');
    expect(fish.length).toBeGreaterThanOrEqual(15);
    for (const food of fish) expect(food.tags.allergens).toContain('fish');
  });

  it('finds common dislikes', () => {
    for (const dislike of [
      'liver',
      'mushrooms',
      'olives',
      'cilantro',
      'anchovies',
      'blue cheese',
      'eggplant',
      'brussels sprouts',
      'beets',
      'okra',
      'tofu',
    ]) {
      expect(findFoodsByName(dislike).length, dislike).toBeGreaterThan(0);
    }
    expect(ids('liver')).toEqual(expect.arrayContaining(['05027', '13325']));
  });

  it('falls back to foods whose names contain every word typed', () => {
    expect(findFoodsByName('farmed salmon').map((food) => food.id)).toEqual(['15236']);
  });

  it('finds nothing for text that names no food', () => {
    expect(findFoodsByName('')).toEqual([]);
    expect(findFoodsByName('   ')).toEqual([]);
    expect(findFoodsByName('xylophone')).toEqual([]);
  });
});
