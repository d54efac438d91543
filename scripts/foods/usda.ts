import { type CsvRecord, parseCsvRecords } from './csv';

/** The 41 columns of the USDA SR28 extract (`../shared/data/README.md`), in file order. */
export const USDA_COLUMNS = [
  'ndb_no',
  'fdc_id',
  'fdc_id_match',
  'description',
  'short_description',
  'food_group_code',
  'food_group',
  'common_name',
  'manufacturer',
  'fndds_survey_food',
  'refuse_pct',
  'energy_kcal',
  'protein_g',
  'fat_g',
  'sat_fat_g',
  'mono_fat_g',
  'poly_fat_g',
  'carb_g',
  'fiber_g',
  'sugars_g',
  'sodium_mg',
  'potassium_mg',
  'phosphorus_mg',
  'calcium_mg',
  'iron_mg',
  'magnesium_mg',
  'zinc_mg',
  'vitamin_d_ug',
  'vitamin_d_iu',
  'vitamin_b12_ug',
  'cholesterol_mg',
  'vitamin_k_ug',
  'vitamin_c_mg',
  'folate_dfe_ug',
  'vitamin_a_rae_ug',
  'water_g',
  'portion1_g',
  'portion1_desc',
  'portion2_g',
  'portion2_desc',
  'source_note',
] as const;
export type UsdaColumn = (typeof USDA_COLUMNS)[number];

export interface UsdaRow {
  values: Readonly<Record<UsdaColumn, string>>;
  /** The record as published, for writing it back byte for byte. */
  raw: string;
}

export interface UsdaTable {
  /** The header line as published. */
  headerRaw: string;
  rows: UsdaRow[];
}

/** Reads a USDA SR28 CSV (the full extract or our subset), checking the header and every row. */
export function parseUsdaCsv(text: string): UsdaTable {
  const records = parseCsvRecords(text);
  const header = records[0];
  if (!header) throw new Error('USDA CSV is empty');
  const expected = USDA_COLUMNS.join(',');
  if (header.fields.join(',') !== expected) {
    throw new Error(
      `USDA CSV header differs from the 41 SR28 columns:\n  got      ${header.raw}\n  expected ${expected}`,
    );
  }
  const seen = new Set<string>();
  const rows = records.slice(1).map((record) => {
    const row = toRow(record);
    const id = row.values.ndb_no;
    if (!/^\d{5}$/.test(id)) throw new Error(`USDA CSV line ${record.line}: bad ndb_no "${id}"`);
    if (seen.has(id)) throw new Error(`USDA CSV line ${record.line}: duplicate ndb_no ${id}`);
    seen.add(id);
    return row;
  });
  return { headerRaw: header.raw, rows };
}

function toRow(record: CsvRecord): UsdaRow {
  if (record.fields.length !== USDA_COLUMNS.length) {
    throw new Error(
      `USDA CSV line ${record.line}: ${record.fields.length} fields, expected ${USDA_COLUMNS.length}`,
    );
  }
  const values = Object.fromEntries(
    USDA_COLUMNS.map((column, i) => [column, record.fields[i]!]),
  ) as Record<UsdaColumn, string>;
  return { values, raw: record.raw };
}
