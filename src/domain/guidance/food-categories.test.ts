import { describe, expect, it } from 'vitest';
import { findFoodsByName } from '../foods/food-table';
import { EMPHASIS_CATEGORIES, LIMIT_CATEGORIES } from './food-categories';
import { CKD_EMPHASIS_SCREEN } from './foods-to-emphasize';

const ALL = [...EMPHASIS_CATEGORIES, ...LIMIT_CATEGORIES];

/** Names under foods to limit that describe products the table does not hold, on purpose. */
const LIMIT_NAMES_NOT_IN_TABLE = new Set([
  'Seville oranges',
  'oats not labelled gluten-free',
  'salt substitutes made with potassium chloride',
  'potassium supplements',
  'calcium-fortified juice',
  'iron or calcium supplements',
]);

describe('food-category catalogues', () => {
  it('has permanent kebab-case ids, unique across both catalogues', () => {
    const ids = ALL.map((entry) => entry.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(id).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
  });

  it('names every food to emphasise so that the food table finds it', () => {
    for (const entry of EMPHASIS_CATEGORIES) {
      for (const name of entry.foods) {
        expect(findFoodsByName(name).length, `${entry.id}: ${name}`).toBeGreaterThan(0);
      }
    }
  });

  it('names foods to limit that the table finds, apart from a few listed products', () => {
    for (const entry of LIMIT_CATEGORIES) {
      for (const name of entry.foods.filter((item) => !LIMIT_NAMES_NOT_IN_TABLE.has(item))) {
        expect(findFoodsByName(name).length, `${entry.id}: ${name}`).toBeGreaterThan(0);
      }
    }
  });

  it('gives every entry at least one trigger and a lead sentence', () => {
    for (const entry of ALL) {
      expect(entry.because.length, entry.id).toBeGreaterThan(0);
      expect(entry.lead, entry.id).toMatch(/^[A-Z].*\.$/);
      expect(entry.foods.length, entry.id).toBeGreaterThan(0);
    }
  });

  it('lists in vitamin B12 foods only foods with B12 (at least 0.4 µg per 100 g)', () => {
    const entry = EMPHASIS_CATEGORIES.find((item) => item.id === 'b12-foods');
    for (const food of entry?.foods.flatMap((name) => findFoodsByName(name)) ?? []) {
      expect(food.nutrients.vitaminB12Ug ?? 0, food.name).toBeGreaterThanOrEqual(0.4);
    }
  });

  it('lists in calcium-rich foods only foods with at least 100 mg of calcium per 100 g', () => {
    const entry = EMPHASIS_CATEGORIES.find((item) => item.id === 'calcium-sources');
    for (const food of entry?.foods.flatMap((name) => findFoodsByName(name)) ?? []) {
      expect(food.nutrients.calciumMg ?? 0, food.name).toBeGreaterThanOrEqual(100);
    }
  });

  it('lists in the kidney categories foods that pass the kidney screen', () => {
    for (const id of ['low-potassium-vegetables', 'low-potassium-fruit']) {
      const entry = EMPHASIS_CATEGORIES.find((item) => item.id === id);
      for (const food of entry?.foods.flatMap((name) => findFoodsByName(name)) ?? []) {
        expect(food.nutrients.potassiumMg ?? Infinity, food.name).toBeLessThanOrEqual(
          CKD_EMPHASIS_SCREEN.potassiumMgPer100g,
        );
      }
    }
  });

  it('lists in high-potassium foods only foods over the kidney screen per 100 g or 200 mg a portion', () => {
    const entry = LIMIT_CATEGORIES.find((item) => item.id === 'high-potassium-foods');
    for (const name of entry?.foods ?? []) {
      const [food] = findFoodsByName(name);
      const per100g = food?.nutrients.potassiumMg ?? 0;
      const perPortion = (per100g * (food?.portion?.grams ?? 100)) / 100;
      expect(
        per100g > CKD_EMPHASIS_SCREEN.potassiumMgPer100g || perPortion > 200,
        `${name}: ${per100g} mg per 100 g, ${perPortion} mg a portion`,
      ).toBe(true);
    }
  });

  it('lists as tyramine-rich and grapefruit foods only foods the table tags so', () => {
    for (const [id, tag] of [
      ['tyramine-foods', 'tyramineRich'],
      ['grapefruit', 'grapefruit'],
    ] as const) {
      const entry = LIMIT_CATEGORIES.find((item) => item.id === id);
      for (const name of entry?.foods.filter((item) => !LIMIT_NAMES_NOT_IN_TABLE.has(item)) ?? []) {
        const foods = findFoodsByName(name);
        expect(
          foods.some((food) => food.tags[tag]),
          `${id}: ${name}`,
        ).toBe(true);
      }
    }
  });
});
