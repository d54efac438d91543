import foodTableJson from '../../../data/foods/foods.json';
import type { Food, FoodTable } from './food';
import { createFoodNameIndex } from './food-names';

/**
 * The project's food table: `data/foods/foods.json`, generated from the committed USDA SR28
 * subset by `scripts/foods/build-food-table.ts`. It is a static import, the same file in every
 * build, so `food-table.test.ts` checks it against `FoodTableSchema` and nothing checks it again
 * at run time: checking its 708 foods took 43 ms of a server's first plan, and 160 ms of blocked
 * main thread on a page that loads the grocery list at Lighthouse's 4x CPU slow-down.
 */

let table: FoodTable | undefined;
let byId: ReadonlyMap<string, Food> | undefined;
let nameIndex: ReturnType<typeof createFoodNameIndex> | undefined;

function load(): FoodTable {
  if (table === undefined) {
    table = foodTableJson as FoodTable;
    byId = new Map(table.foods.map((food) => [food.id, food]));
  }
  return table;
}

/** The citation of the data behind the table. */
export function foodTableSource(): string {
  return load().source;
}

/** Every food, sorted by id. */
export function allFoods(): readonly Food[] {
  return load().foods;
}

/** The food with this USDA NDB number (`'01123'`), or undefined. */
export function getFood(id: string): Food | undefined {
  load();
  return byId!.get(id);
}

/** The food with this id; throws when it is missing, which is a programmer error (a bad recipe id). */
export function requireFood(id: string): Food {
  const food = getFood(id);
  if (food === undefined) throw new Error(`No food with id "${id}" in the food table`);
  return food;
}

/**
 * Foods a person means by `text` ('Apples', 'greek yogurt', 'berries', 'fish'), tolerant of case,
 * plurals, punctuation and spacing. Empty when nothing matches.
 */
export function findFoodsByName(text: string): Food[] {
  if (nameIndex === undefined) nameIndex = createFoodNameIndex(allFoods());
  return nameIndex.find(text);
}
