import type { AnalysisGuidelines } from './analysis-queries';

/**
 * The macronutrient ranges as numbers for the chart and the table. Computed targets carry them
 * (`targets.macros`); a reply with text only (the spec §8 fallback, an AI answer) is read from
 * its text ('45-65% (203-293 g)' or '45-65% of calories'), with grams at the recommended
 * calories when the text has none (4 kcal per g of carbohydrate and protein, 9 per g of fat,
 * as the targets use).
 */
export const MACRO_KEYS = ['carbs', 'protein', 'fat'] as const;
export type MacroKey = (typeof MACRO_KEYS)[number];

export const MACRO_LABELS: Record<MacroKey, string> = {
  carbs: 'Carbohydrates',
  protein: 'Protein',
  fat: 'Fat',
};

/** As in 'Why this carbohydrate range?'. */
export const MACRO_NOUNS: Record<MacroKey, string> = {
  carbs: 'carbohydrate',
  protein: 'protein',
  fat: 'fat',
};

const KCAL_PER_GRAM: Record<MacroKey, number> = { carbs: 4, protein: 4, fat: 9 };

export interface MacroRow {
  key: MacroKey;
  label: string;
  /** The reply's own words for the range. */
  text: string;
  minPct: number | null;
  maxPct: number | null;
  minG: number | null;
  maxG: number | null;
  notes: readonly string[];
  sourceIds: readonly string[];
}

// A number starts only where no digit or point comes before it: one try per number, not one
// per digit (linear; tests/regexes.integration.test.ts).
const PERCENT_RANGE = /(?<![\d.])(\d+(?:\.\d+)?)\s*[-–]\s*(\d+(?:\.\d+)?)\s*%/;
const GRAM_RANGE = /(?<![\d.])(\d+(?:\.\d+)?)\s*[-–]\s*(\d+(?:\.\d+)?)\s*g\b/;

export function macroRows(guidelines: AnalysisGuidelines): MacroRow[] {
  const kcal = guidelines.dailyCalories.recommended;
  return MACRO_KEYS.map((key) => {
    const text = guidelines.macronutrients[key];
    const computed = guidelines.targets?.macros[key];
    const sourceIds = computed?.sourceIds ?? guidelines.macronutrientSourceIds?.[key] ?? [];
    if (computed) {
      return {
        key,
        label: MACRO_LABELS[key],
        text,
        minPct: computed.minPct,
        maxPct: computed.maxPct,
        minG: computed.minG,
        maxG: computed.maxG,
        notes: computed.notes,
        sourceIds,
      };
    }
    const percent = PERCENT_RANGE.exec(text);
    const grams = GRAM_RANGE.exec(text);
    const minPct = percent ? Number(percent[1]) : null;
    const maxPct = percent ? Number(percent[2]) : null;
    const gramsAt = (pct: number | null) =>
      pct === null || kcal <= 0 ? null : Math.round((kcal * pct) / 100 / KCAL_PER_GRAM[key]);
    return {
      key,
      label: MACRO_LABELS[key],
      text,
      minPct,
      maxPct,
      minG: grams ? Number(grams[1]) : gramsAt(minPct),
      maxG: grams ? Number(grams[2]) : gramsAt(maxPct),
      notes: [],
      sourceIds,
    };
  });
}
