import type { SourceId } from '../sources';

/**
 * Medicines people often list that have no row in the interaction table (clinical-targets
 * section C) but whose food advice has rows elsewhere in the table. They are named so that the
 * analysis gives that advice instead of "we do not know its food interactions". Insulin:
 * carbohydrate matched to mealtime doses, or kept steady on fixed doses (B2.1, B2.2), and a low
 * treated with fast glucose (B2.3). Ids are permanent.
 */
export const MEDICINE_WITHOUT_ROW_IDS = ['insulin'] as const;
export type MedicineWithoutRowId = (typeof MEDICINE_WITHOUT_ROW_IDS)[number];

export interface MedicineWithoutRow {
  id: MedicineWithoutRowId;
  /** Generic names and US brands, as people type them. */
  names: readonly string[];
  /** Our words, for the person. */
  advice: string;
  sourceIds: readonly SourceId[];
}

export const MEDICINES_WITHOUT_ROW: readonly MedicineWithoutRow[] = [
  {
    id: 'insulin',
    names: [
      'insulin',
      'insulin glargine',
      'Lantus',
      'Basaglar',
      'Toujeo',
      'Semglee',
      'insulin detemir',
      'Levemir',
      'insulin degludec',
      'Tresiba',
      'insulin lispro',
      'Humalog',
      'Admelog',
      'Lyumjev',
      'insulin aspart',
      'NovoLog',
      'NovoRapid',
      'Fiasp',
      'insulin glulisine',
      'Apidra',
      'Humulin',
      'Novolin',
    ],
    advice:
      'Each meal of your plan shows its carbohydrate in grams: match your mealtime insulin to it as your diabetes team taught you, or on fixed doses keep it about the same at each meal from day to day. Do not skip a meal after mealtime insulin, and keep 15–20 g of fast-acting glucose with you for a low (under 70 mg/dL), then check again after 15 minutes.',
    sourceIds: ['B2.1', 'B2.2', 'B2.3'],
  },
];
