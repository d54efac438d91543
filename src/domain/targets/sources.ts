/**
 * The clinical sources table lives in `../sources` (one table for targets, guidance and
 * medications). This file keeps the targets' choice of Dietary Guidelines edition.
 */

/**
 * A10: the app must pick one edition of the Dietary Guidelines for Americans and say which.
 * We use 2020–2025 for the general limits (added sugar, saturated fat, sodium) and the IOM DRIs
 * for protein, because the 2025–2030 numbers were only seen in secondary summaries (A10 is
 * Check S) and its higher protein (1.2–1.6 g/kg) must never reach a person with kidney disease.
 */
export const DGA_EDITION = '2020–2025' as const;

export const EDITION_NOTE =
  'General limits follow the Dietary Guidelines for Americans 2020–2025 (9th edition). ' +
  'The 2025–2030 edition (January 2026) keeps the saturated-fat and sodium limits but raises ' +
  'protein and caps added sugar per meal; we have not adopted it yet because its numbers have ' +
  'only been checked against summaries, not the guideline text.';
