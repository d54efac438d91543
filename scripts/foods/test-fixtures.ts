import { formatCsvRecord } from './csv';
import { USDA_COLUMNS, type UsdaColumn } from './usda';

/** A USDA CSV line with every column empty except those given. For tests. */
export function usdaLine(values: Partial<Record<UsdaColumn, string>>): string {
  return formatCsvRecord(USDA_COLUMNS.map((column) => values[column] ?? ''));
}

/** A USDA CSV text: the header and the given rows. For tests. */
export function usdaCsv(rows: Partial<Record<UsdaColumn, string>>[]): string {
  return `${[USDA_COLUMNS.join(','), ...rows.map(usdaLine)].join('\n')}\n`;
}

/** A complete, plausible USDA row (banana-like numbers) with overrides. For tests. */
export function usdaRow(
  overrides: Partial<Record<UsdaColumn, string>>,
): Partial<Record<UsdaColumn, string>> {
  return {
    ndb_no: '09040',
    fdc_id: '173944',
    fdc_id_match: 'exact',
    description: 'Bananas, raw',
    short_description: 'BANANAS,RAW',
    food_group_code: '0900',
    food_group: 'Fruits and Fruit Juices',
    fndds_survey_food: 'Y',
    refuse_pct: '36',
    energy_kcal: '89',
    protein_g: '1.09',
    fat_g: '0.33',
    sat_fat_g: '0.112',
    mono_fat_g: '0.032',
    poly_fat_g: '0.073',
    carb_g: '22.84',
    fiber_g: '2.6',
    sugars_g: '12.23',
    sodium_mg: '1',
    potassium_mg: '358',
    phosphorus_mg: '22',
    calcium_mg: '5',
    iron_mg: '0.26',
    magnesium_mg: '27',
    zinc_mg: '0.15',
    vitamin_d_ug: '0.0',
    vitamin_d_iu: '0',
    vitamin_b12_ug: '0.00',
    cholesterol_mg: '0',
    vitamin_k_ug: '0.5',
    vitamin_c_mg: '8.7',
    folate_dfe_ug: '20',
    vitamin_a_rae_ug: '3',
    water_g: '74.91',
    portion1_g: '225',
    portion1_desc: '1 cup, mashed',
    portion2_g: '150',
    portion2_desc: '1 cup, sliced',
    ...overrides,
  };
}
