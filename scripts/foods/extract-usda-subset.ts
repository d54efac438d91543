/**
 * Copies the USDA SR28 rows the project uses into data/usda/sr28-subset.csv: every food of
 * data/foods/curation.json and every `foodId` of the recipes in data/recipes/*.json. Rows are
 * copied as published (all 41 columns, no re-rounding), sorted by ndb_no.
 *
 * The one piece of code that reads ../shared. Run it by hand when the curation or the recipes
 * change, then rebuild the table:
 *   npx tsx scripts/foods/extract-usda-subset.ts [path/to/usda-foods.csv]
 *   npx tsx scripts/foods/build-food-table.ts
 */
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { parseCuration } from './curation';
import { PATHS, REPO_ROOT } from './paths';
import { collectRecipeFoodIds, type RecipeFile, selectUsdaSubset } from './usda-subset';

function readRecipeFiles(dir: string): RecipeFile[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((file) => file.endsWith('.json'))
    .sort()
    .map((file) => {
      const path = join(dir, file);
      try {
        return { name: relative(REPO_ROOT, path), json: JSON.parse(readFileSync(path, 'utf8')) };
      } catch (error) {
        throw new Error(`${relative(REPO_ROOT, path)}: ${(error as Error).message}`);
      }
    });
}

const sourcePath = process.argv[2] ? resolve(process.argv[2]) : PATHS.sharedUsdaCsv;
if (!existsSync(sourcePath)) {
  console.error(`USDA CSV not found at ${sourcePath}. Pass its path as the first argument.`);
  process.exit(1);
}

const curationIds = parseCuration(JSON.parse(readFileSync(PATHS.curation, 'utf8'))).map(
  (e) => e.id,
);
const recipeFiles = readRecipeFiles(PATHS.recipesDir);
const recipeIds = collectRecipeFoodIds(recipeFiles);
const ids = new Set([...curationIds, ...recipeIds]);

const subset = selectUsdaSubset(readFileSync(sourcePath, 'utf8'), ids);
writeFileSync(PATHS.usdaSubset, subset);
const recipeOnly = recipeIds.filter((id) => !curationIds.includes(id)).length;
console.log(
  `Wrote ${relative(REPO_ROOT, PATHS.usdaSubset)}: ${ids.size} rows (${curationIds.length} curated, ${recipeOnly} more from ${recipeFiles.length} recipe files).`,
);
