/**
 * What every reader does first with what a person typed: one normal form (capped, Unicode folded,
 * lower case), its sentences, its clauses with the word that joined them, and its words.
 */

/** 'dont', 'cant', 'wont', 'doesnt': the apostrophe people leave out. */
const CONTRACTION_WITHOUT_APOSTROPHE =
  /\b(?:don|can|won|doesn|didn|isn|aren|wasn|weren|haven|hasn|couldn|wouldn|shouldn)t\b/g;

/**
 * The normal form every reader starts from: at most `maxChars` characters (capped before Unicode
 * folding, which can lengthen text, and after), accents removed, lower case, curly quotes as
 * "'", dashes as '-', '1,500' as '1500', spaces single, lines kept apart, and the apostrophes
 * people leave out put back ('dont' -> "don't", 'im' -> "i'm"). Linear in the text; never longer
 * than `maxChars`.
 */
export function normalizeText(text: string, maxChars: number): string {
  return text
    .slice(0, maxChars)
    .normalize('NFKD')
    .slice(0, maxChars)
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[\u2018\u2019\u02bc`\u00b4]/g, "'")
    .replace(/[\u2010-\u2015\u2212]/g, '-')
    .replace(/(\d),(?=\d{3}(?!\d))/g, '$1')
    .replace(/[^\S\n]+/g, ' ')
    .replace(/ ?\n[\s]*/g, '\n')
    .replace(CONTRACTION_WITHOUT_APOSTROPHE, (word) => `${word.slice(0, -1)}'t`)
    .replace(/\bim\b/g, "i'm")
    .replace(/\b(i|you|we|they)ve\b/g, "$1've")
    .trim();
}

/** The sentences of normalised text: split at . ! ? ; : and line ends, not inside '1.5'. */
export function sentencesOf(normalized: string): string[] {
  return normalized
    .split(/[!?;:\n]+|\.(?!\d)/)
    .map((sentence) => sentence.trim())
    .filter((sentence) => sentence.length > 0);
}

export type Joiner = 'start' | 'list' | 'or' | 'contrast';

export interface Segment {
  /** The clause, trimmed, lower case. */
  text: string;
  /** The word or mark that joined it to the one before. */
  joiner: Joiner;
}

const CONTRAST_WORDS = new Set([
  'but',
  'except',
  'although',
  'though',
  'however',
  'yet',
  'whereas',
  'while',
  'apart from',
  'other than',
]);

/**
 * A mark or joining word with the white space round it. `(?!(?<=\s)\s)` starts no match inside a
 * run of white space: one from there is also one from the run's start, which is tried first. So a
 * long run is read once, not once from each of its characters (issue 15).
 */
const SEPARATOR =
  /(?!(?<=\s)\s)\s*(?:([,;:\n!?()&]|\.(?!\d)|\/(?!\d))|(?<=^|\s)(and|or|nor|plus|also|but|except|apart from|other than|although|though|however|yet|whereas|while)(?=\s|$))\s*/g;

/** Phrases whose inner 'and' must not split a list ('mac and cheese'). */
const JOINED_PHRASES = [
  'mac and cheese',
  'macaroni and cheese',
  'fish and chips',
  'salt and pepper',
  'bread and butter',
  'rice and beans',
  'peanut butter and jelly',
  'sweet and sour',
  'half and half',
  'surf and turf',
];
const GLUE = '~';

/** Whether the text is a dish whose inner 'and' joins one thing ('mac and cheese'). */
export function isJoinedPhrase(text: string): boolean {
  return JOINED_PHRASES.includes(text.trim());
}

/**
 * Splits normalised text into clauses at punctuation and at 'and', 'or', 'but', ... Each clause
 * keeps the strongest joiner that came before it: contrast ('but') over 'or' over a plain list.
 */
export function splitSegments(normalized: string): Segment[] {
  let text = normalized;
  for (const phrase of JOINED_PHRASES) {
    text = text.split(phrase).join(phrase.replace(/ /g, GLUE));
  }
  const segments: Segment[] = [];
  let pending: Joiner | undefined;
  let last = 0;
  for (const match of text.matchAll(SEPARATOR)) {
    push(text.slice(last, match.index));
    const word = match[1] ?? match[2] ?? '';
    const joiner: Joiner = CONTRAST_WORDS.has(word)
      ? 'contrast'
      : word === 'or' || word === 'nor' || word === '/'
        ? 'or'
        : 'list';
    pending = strongest(pending, joiner);
    last = match.index + match[0].length;
  }
  push(text.slice(last));
  return segments;

  function push(raw: string): void {
    const clean = raw.split(GLUE).join(' ').trim();
    if (clean.length === 0) return;
    segments.push({ text: clean, joiner: segments.length === 0 ? 'start' : (pending ?? 'list') });
    pending = undefined;
  }
}

const JOINER_STRENGTH: Readonly<Record<Joiner, number>> = { start: 0, list: 1, or: 2, contrast: 3 };

function strongest(a: Joiner | undefined, b: Joiner): Joiner {
  return a !== undefined && JOINER_STRENGTH[a] >= JOINER_STRENGTH[b] ? a : b;
}

export interface Word {
  text: string;
  start: number;
  end: number;
}

/** The words of a clause with their positions ("don't" stays one word). */
export function wordsOf(text: string): Word[] {
  const words: Word[] = [];
  for (const match of text.matchAll(/[a-z0-9]+(?:'[a-z]+)?/g)) {
    words.push({ text: match[0], start: match.index, end: match.index + match[0].length });
  }
  return words;
}

/** `text` without any of `chars` at either end: a trim in one pass, with no regular expression. */
export function trimChars(text: string, chars: string): string {
  let start = 0;
  let end = text.length;
  while (start < end && chars.includes(text[start]!)) start += 1;
  while (end > start && chars.includes(text[end - 1]!)) end -= 1;
  return text.slice(start, end);
}
