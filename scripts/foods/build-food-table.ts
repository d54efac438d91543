/**
 * Writes data/foods/foods.json from data/usda/sr28-subset.csv and data/foods/curation.json.
 * Reads nothing else (never ../shared). Run: npx tsx scripts/foods/build-food-table.ts
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { relative } from 'node:path';
import { buildFoodTable, serializeFoodTable } from './food-table-builder';
import { PATHS, REPO_ROOT } from './paths';

const table = buildFoodTable(
  readFileSync(PATHS.usdaSubset, 'utf8'),
  JSON.parse(readFileSync(PATHS.curation, 'utf8')),
);
writeFileSync(PATHS.foodTable, serializeFoodTable(table));
console.log(`Wrote ${relative(REPO_ROOT, PATHS.foodTable)}: ${table.foods.length} foods.`);
