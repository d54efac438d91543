import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { QUICK_SELECT_FOODS } from '#domain';
import { findFoodsByName } from '../../src/domain/foods/food-table';
import { parseCuration } from './curation';
import { buildFoodTable, serializeFoodTable } from './food-table-builder';
import { PATHS } from './paths';
import { parseUsdaCsv } from './usda';
import { collectRecipeFoodIds } from './usda-subset';

/**
 * The committed food files must match their committed sources. Reads only files inside the
 * repository (never ../shared).
 */

const subsetText = readFileSync(PATHS.usdaSubset, 'utf8');
const curationJson: unknown = JSON.parse(readFileSync(PATHS.curation, 'utf8'));
const committedTable = readFileSync(PATHS.foodTable, 'utf8');
const subsetIds = new Set(parseUsdaCsv(subsetText).rows.map((row) => row.values.ndb_no));
const curationIds = parseCuration(curationJson).map((entry) => entry.id);

function recipeFoodIds(): string[] {
  if (!existsSync(PATHS.recipesDir)) return [];
  const files = readdirSync(PATHS.recipesDir)
    .filter((file) => file.endsWith('.json'))
    .map((file) => ({
      name: `data/recipes/${file}`,
      json: JSON.parse(readFileSync(join(PATHS.recipesDir, file), 'utf8')) as unknown,
    }));
  return collectRecipeFoodIds(files);
}

describe('committed food table', () => {
  it('data/foods/foods.json is what the builder makes from the committed subset and curation', () => {
    const rebuilt = serializeFoodTable(buildFoodTable(subsetText, curationJson));
    if (rebuilt !== committedTable) {
      expect.fail(
        'data/foods/foods.json is stale: run npx tsx scripts/foods/build-food-table.ts (and commit the result)',
      );
    }
  });

  it('holds every curated food in data/usda/sr28-subset.csv', () => {
    const missing = curationIds.filter((id) => !subsetIds.has(id));
    expect(missing, 'run npx tsx scripts/foods/extract-usda-subset.ts').toEqual([]);
  });

  it('holds every food a recipe uses, and nothing that neither the curation nor a recipe uses', () => {
    const wanted = new Set([...curationIds, ...recipeFoodIds()]);
    const missing = [...wanted].filter((id) => !subsetIds.has(id)).sort();
    const unused = [...subsetIds].filter((id) => !wanted.has(id)).sort();
    expect(
      { missing, unused },
      'data/usda/sr28-subset.csv is stale: run npx tsx scripts/foods/extract-usda-subset.ts, then npx tsx scripts/foods/build-food-table.ts',
    ).toEqual({ missing: [], unused: [] });
  });

  it('has at least 400 foods, each with a 5-character id', () => {
    const { foods } = JSON.parse(committedTable) as { foods: { id: string }[] };
    expect(foods.length).toBeGreaterThanOrEqual(400);
    for (const food of foods) expect(food.id).toMatch(/^\d{5}$/);
  });

  it.each(QUICK_SELECT_FOODS)('resolves the quick-select food "%s" by name', (name) => {
    expect(findFoodsByName(name).length).toBeGreaterThan(0);
  });
});
