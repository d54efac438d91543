import { z } from 'zod';
import { FoodIdSchema } from '../../src/domain/foods/food';
import { parseUsdaCsv } from './usda';

/**
 * Pure logic of `extract-usda-subset.ts`: which USDA rows the project needs, and the subset CSV.
 */

/** Just the part of a recipe file the extract needs; the rest of the recipe is not checked here. */
const RecipeFileSchema = z.array(
  z.looseObject({
    id: z.string().optional(),
    ingredients: z.array(z.looseObject({ foodId: FoodIdSchema })),
  }),
);

export interface RecipeFile {
  name: string;
  /** The parsed JSON of the file. */
  json: unknown;
}

/** Every `foodId` used by an ingredient of any recipe, sorted. Throws, naming the file, on a bad file. */
export function collectRecipeFoodIds(files: readonly RecipeFile[]): string[] {
  const ids = new Set<string>();
  for (const file of files) {
    const parsed = RecipeFileSchema.safeParse(file.json);
    if (!parsed.success) {
      throw new Error(
        `${file.name}: not an array of recipes with ingredients [{ foodId: '5-digit NDB number' }]:\n${z.prettifyError(parsed.error)}`,
      );
    }
    for (const recipe of parsed.data) {
      for (const ingredient of recipe.ingredients) ids.add(ingredient.foodId);
    }
  }
  return [...ids].sort();
}

/**
 * The subset of the USDA CSV holding exactly `ids`: the header and those rows as published, sorted
 * by ndb_no, `\n` line endings. Throws, listing them, if any id is not in the source.
 */
export function selectUsdaSubset(sourceText: string, ids: Iterable<string>): string {
  const source = parseUsdaCsv(sourceText);
  const byId = new Map(source.rows.map((row) => [row.values.ndb_no, row]));
  const wanted = [...new Set(ids)].sort();
  const unknown = wanted.filter((id) => !byId.has(id));
  if (unknown.length > 0) {
    throw new Error(`These food ids are not in the USDA SR28 file: ${unknown.join(', ')}`);
  }
  const lines = [source.headerRaw, ...wanted.map((id) => byId.get(id)!.raw)];
  return `${lines.join('\n')}\n`;
}
