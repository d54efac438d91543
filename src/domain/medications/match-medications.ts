import { z } from 'zod';
import { MEDICATION_CLASSES } from './interactions';
import {
  type MedicationClassId,
  MedicationClassIdSchema,
  type MedicationNameKind,
} from './medication-class';
import { VAGUE_MEDICATION_TERMS } from './vague-terms';
import {
  MEDICINE_WITHOUT_ROW_IDS,
  MEDICINES_WITHOUT_ROW,
  type MedicineWithoutRow,
} from './without-table-row';

export const MedicationMatchSchema = z.object({
  classId: MedicationClassIdSchema,
  /** The table's spelling of the name that matched ('Lipitor'). */
  matchedName: z.string(),
  kind: z.enum(['generic', 'brand', 'class']),
  /** The generic ingredients of a brand or combination. */
  contains: z.string().optional(),
  note: z.string().optional(),
});
export type MedicationMatch = z.infer<typeof MedicationMatchSchema>;

export const MedicationEntryResultSchema = z.object({
  /** The entry as the person typed it. */
  input: z.string(),
  matches: z.array(MedicationMatchSchema),
  classIds: z.array(MedicationClassIdSchema),
  /** For an unmatched entry that uses a vague word ('blood thinner'): what to enter instead. */
  hint: z.string().optional(),
  /** For an entry that matched no class: a medicine we know without a table row ('Lantus'). */
  withoutRow: z.enum(MEDICINE_WITHOUT_ROW_IDS).optional(),
});
export type MedicationEntryResult = z.infer<typeof MedicationEntryResultSchema>;

export const MedicationMatchResultSchema = z.object({
  entries: z.array(MedicationEntryResultSchema),
  /** Every class matched, once, in the order of the interaction table. */
  classIds: z.array(MedicationClassIdSchema),
  /**
   * Entries that matched no class and are no medicine we know without a table row (they may
   * still matter: we only know the table's drugs).
   */
  unmatched: z.array(z.string()),
});
export type MedicationMatchResult = z.infer<typeof MedicationMatchResultSchema>;

/**
 * Lower-case word tokens: accents dropped, punctuation as spaces, and letters split from digits
 * so '40mg' and 'atorvastatin(40mg)' read as words.
 */
export function medicationTokens(text: string): string[] {
  return text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/(\p{L})(\p{N})/gu, '$1 $2')
    .replace(/(\p{N})(\p{L})/gu, '$1 $2')
    .split(/[^\p{L}\p{N}]+/u)
    .filter((token) => token.length > 0);
}

/**
 * A name may run on inside the last word it covers ('metforminER', 'lisinoprilHCTZ') only when
 * it is at least this long, and any name of 4 letters or more may take a plural 's' ('ACE
 * inhibitors'). So 'ace', 'arb' or 'azor' match whole words only, 'statin' does not match
 * 'stating', and 'ace' never matches inside 'placebo' (matches always start at a word).
 */
const MIN_LENGTH_FOR_SUFFIX = 7;
const MIN_LENGTH_FOR_PLURAL = 4;
/** Words may be split by spacing ('rosuva statin', 'Levo T'): a name may cover this many words. */
const MAX_WORDS_PER_NAME = 4;

interface Pattern<T> {
  compact: string;
  value: T;
}

interface Span<T> {
  start: number;
  end: number;
  value: T;
  length: number;
}

function findSpans<T>(tokens: readonly string[], patterns: readonly Pattern<T>[]): Span<T>[] {
  const spans: Span<T>[] = [];
  for (let start = 0; start < tokens.length; start++) {
    let joined = '';
    for (let end = start + 1; end <= Math.min(tokens.length, start + MAX_WORDS_PER_NAME); end++) {
      const before = joined.length;
      joined += tokens[end - 1];
      for (const pattern of patterns) {
        const { compact } = pattern;
        // The name must end inside this span's last word, not before it.
        if (compact.length <= before || !joined.startsWith(compact)) continue;
        const suffix = joined.slice(compact.length);
        const isSuffixAllowed =
          suffix === '' ||
          compact.length >= MIN_LENGTH_FOR_SUFFIX ||
          (suffix === 's' && compact.length >= MIN_LENGTH_FOR_PLURAL);
        if (!isSuffixAllowed) continue;
        spans.push({ start, end, value: pattern.value, length: compact.length });
      }
    }
  }
  // The most specific (longest) name wins where two overlap: 'rosuva statin' is rosuvastatin,
  // not an unspecified statin; 'sacubitril/valsartan' is one match, not two.
  const accepted: Span<T>[] = [];
  for (const span of spans.toSorted((a, b) => b.length - a.length || a.start - b.start)) {
    if (accepted.every((other) => span.end <= other.start || span.start >= other.end)) {
      accepted.push(span);
    }
  }
  return accepted.toSorted((a, b) => a.start - b.start);
}

interface NameEntry {
  classId: MedicationClassId;
  matchedName: string;
  kind: MedicationNameKind;
  contains?: string;
  note?: string;
}

const NAME_PATTERNS: readonly Pattern<NameEntry>[] = MEDICATION_CLASSES.flatMap((entry) =>
  entry.names.map((name) => ({
    compact: medicationTokens(name.name).join(''),
    value: {
      classId: entry.id,
      matchedName: name.name,
      kind: name.kind,
      ...(name.contains ? { contains: name.contains } : {}),
      ...(name.note ? { note: name.note } : {}),
    },
  })),
);

const VAGUE_PATTERNS: readonly Pattern<string>[] = VAGUE_MEDICATION_TERMS.map((term) => ({
  compact: medicationTokens(term.words).join(''),
  value: term.hint,
}));

const WITHOUT_ROW_PATTERNS: readonly Pattern<MedicineWithoutRow['id']>[] =
  MEDICINES_WITHOUT_ROW.flatMap((medicine) =>
    medicine.names.map((name) => ({
      compact: medicationTokens(name).join(''),
      value: medicine.id,
    })),
  );

const CLASS_ORDER = new Map(MEDICATION_CLASSES.map((entry, index) => [entry.id, index]));
const byTableOrder = (a: MedicationClassId, b: MedicationClassId) =>
  (CLASS_ORDER.get(a) ?? 0) - (CLASS_ORDER.get(b) ?? 0);

/** An entry that matched no class and is no medicine we know without a table row. */
export const isUnmatched = (entry: MedicationEntryResult): boolean =>
  entry.matches.length === 0 && entry.withoutRow === undefined;

/** The entries naming a medicine we know without a table row, as typed (trimmed). */
export const typedWithoutRow = (
  result: MedicationMatchResult,
  id: MedicineWithoutRow['id'],
): string[] =>
  result.entries.filter((entry) => entry.withoutRow === id).map((entry) => entry.input.trim());

/** Matches one free-text entry ('Lisinopril 10 mg daily', 'LIPITOR', 'metformin ER'). */
export function matchMedication(input: string): MedicationEntryResult {
  const tokens = medicationTokens(input);
  const matches: MedicationMatch[] = findSpans(tokens, NAME_PATTERNS).map((span) => span.value);
  const classIds = [...new Set(matches.map((match) => match.classId))].toSorted(byTableOrder);
  if (matches.length > 0) return { input, matches, classIds };
  const [known] = findSpans(tokens, WITHOUT_ROW_PATTERNS);
  if (known) return { input, matches, classIds, withoutRow: known.value };
  const [vague] = findSpans(tokens, VAGUE_PATTERNS);
  return vague ? { input, matches, classIds, hint: vague.value } : { input, matches, classIds };
}

/**
 * Matches the profile's free-text medications list against the interaction table, tolerant of
 * case, spacing, punctuation, dose text, plurals and US brand names. Typos are not corrected.
 */
export function matchMedications(list: readonly string[]): MedicationMatchResult {
  const entries = list.map(matchMedication);
  const classIds = [...new Set(entries.flatMap((entry) => entry.classIds))].toSorted(byTableOrder);
  const unmatched = entries.filter(isUnmatched).map((e) => e.input);
  return { entries, classIds, unmatched };
}
