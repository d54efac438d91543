import {
  ALLERGENS,
  ANIMAL_ORIGINS,
  type Food,
  type FoodTable,
  FoodTableSchema,
  type FoodTags,
  NUTRIENT_KEYS,
  NUTRIENTS,
  type Nutrients,
  type Portion,
} from '../../src/domain/foods/food';
import { type CurationEntry, type CurationTags, parseCuration } from './curation';
import { deriveAliases, deriveDisplayNames } from './display-name';
import { storeSectionOf, tagFood } from './tagging';
import { parseUsdaCsv, type UsdaColumn, type UsdaRow } from './usda';

/**
 * Pure logic of `build-food-table.ts`: USDA subset CSV text + curation JSON -> the food table.
 * Same inputs, same output, byte for byte.
 */

export const FOOD_TABLE_SOURCE =
  'US Department of Agriculture, Agricultural Research Service, Nutrient Data Laboratory. USDA National Nutrient Database for Standard Reference, Release 28. Version Current: September 2015 (slightly revised May 2016). Rows used: data/usda/sr28-subset.csv; tags and names: data/foods/curation.json and scripts/foods/tagging.ts.';

/** A published USDA number; an empty cell is "not analysed" and becomes null, never 0. */
function numberOrNull(text: string, id: string, column: string): number | null {
  if (text === '') return null;
  const value = Number(text);
  if (!Number.isFinite(value) || value < 0 || !/^\d+(\.\d+)?$/.test(text)) {
    throw new Error(`USDA row ${id}: ${column} is not a non-negative number: "${text}"`);
  }
  return value;
}

function nutrientsOf(row: UsdaRow): Nutrients {
  const id = row.values.ndb_no;
  return Object.fromEntries(
    NUTRIENT_KEYS.map((key) => {
      const column = NUTRIENTS[key].usdaColumn as UsdaColumn;
      return [key, numberOrNull(row.values[column], id, column)];
    }),
  ) as Nutrients;
}

function usdaPortionOf(row: UsdaRow): Portion | null {
  const grams = numberOrNull(row.values.portion1_g, row.values.ndb_no, 'portion1_g');
  const measure = row.values.portion1_desc
    .replace(/\s+/g, ' ')
    .replace(/\s*,(\s*,)*/g, ',')
    .replace(/,(?=\S)/g, ', ')
    .trim();
  if (grams === null || grams <= 0 || measure === '') return null;
  return { grams, measure };
}

/** Rule tags, then the curation: lists are added to, scalars replaced. */
function mergeTags(ruleTags: FoodTags, overrides: CurationTags | undefined): FoodTags {
  if (overrides === undefined) return ruleTags;
  const allergens = new Set([...ruleTags.allergens, ...(overrides.allergens ?? [])]);
  const animalOrigin = new Set([...ruleTags.animalOrigin, ...(overrides.animalOrigin ?? [])]);
  return {
    allergens: ALLERGENS.filter((a) => allergens.has(a)),
    animalOrigin: ANIMAL_ORIGINS.filter((a) => animalOrigin.has(a)),
    alcohol: overrides.alcohol ?? ruleTags.alcohol,
    kosherCategory: overrides.kosherCategory ?? ruleTags.kosherCategory,
    highFodmap: overrides.highFodmap ?? ruleTags.highFodmap,
    gerdTrigger: overrides.gerdTrigger ?? ruleTags.gerdTrigger,
    tyramineRich: overrides.tyramineRich ?? ruleTags.tyramineRich,
    grapefruit: overrides.grapefruit ?? ruleTags.grapefruit,
    vitaminK2Rich: overrides.vitaminK2Rich ?? ruleTags.vitaminK2Rich,
    potassiumSaltSubstitute: overrides.potassiumSaltSubstitute ?? ruleTags.potassiumSaltSubstitute,
  };
}

function fdcIdOf(row: UsdaRow): number | null {
  const text = row.values.fdc_id;
  if (text === '') return null;
  if (!/^\d+$/.test(text)) throw new Error(`USDA row ${row.values.ndb_no}: bad fdc_id "${text}"`);
  return Number(text);
}

export function buildFoodTable(subsetCsvText: string, curationJson: unknown): FoodTable {
  const { rows } = parseUsdaCsv(subsetCsvText);
  const curation = parseCuration(curationJson);
  const curated = new Map<string, CurationEntry>(curation.map((entry) => [entry.id, entry]));
  const rowIds = new Set(rows.map((row) => row.values.ndb_no));
  const missing = curation.filter((entry) => !rowIds.has(entry.id)).map((entry) => entry.id);
  if (missing.length > 0) {
    throw new Error(
      `Curated foods missing from data/usda/sr28-subset.csv: ${missing.join(', ')}. Run: npx tsx scripts/foods/extract-usda-subset.ts`,
    );
  }

  const takenNames = new Set(curation.map((entry) => entry.name.toLowerCase()));
  const sortedRows = [...rows].sort((a, b) => a.values.ndb_no.localeCompare(b.values.ndb_no));
  const foods: Food[] = sortedRows.map((row) => {
    const v = row.values;
    const entry = curated.get(v.ndb_no);
    const input = { description: v.description, foodGroupCode: v.food_group_code };
    let name: string;
    let aliases: string[];
    if (entry) {
      name = entry.name;
      aliases = [...new Set(entry.aliases)];
    } else {
      const candidates = deriveDisplayNames(v.description);
      name =
        candidates.find((n) => !takenNames.has(n.toLowerCase())) ??
        `${v.description} (${v.ndb_no})`;
      takenNames.add(name.toLowerCase());
      aliases = deriveAliases(v.description);
    }
    return {
      id: v.ndb_no,
      fdcId: fdcIdOf(row),
      description: v.description,
      name,
      aliases,
      foodGroup: { code: v.food_group_code, name: v.food_group },
      storeSection: entry?.storeSection ?? storeSectionOf(input),
      portion: entry?.portion ?? usdaPortionOf(row),
      nutrients: nutrientsOf(row),
      tags: mergeTags(tagFood(input), entry?.tags),
    };
  });

  return FoodTableSchema.parse({ source: FOOD_TABLE_SOURCE, foods });
}

/** The committed form of the table: 2-space JSON, keys in schema order, trailing newline. */
export function serializeFoodTable(table: FoodTable): string {
  return `${JSON.stringify(table, null, 2)}\n`;
}
