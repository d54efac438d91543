import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/** Where the food-table files live, from the repository root. */
export const REPO_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');

export const PATHS = {
  /** The full USDA extract, outside the repository; only `extract-usda-subset.ts` reads it. */
  sharedUsdaCsv: resolve(REPO_ROOT, '../shared/data/usda-foods.csv'),
  usdaSubset: resolve(REPO_ROOT, 'data/usda/sr28-subset.csv'),
  curation: resolve(REPO_ROOT, 'data/foods/curation.json'),
  recipesDir: resolve(REPO_ROOT, 'data/recipes'),
  foodTable: resolve(REPO_ROOT, 'data/foods/foods.json'),
} as const;
