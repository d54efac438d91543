/**
 * Text helpers for reading answers: normalising, number words, splitting an answer into
 * segments (clauses) with the word that joined them, and finding words with their positions.
 */

/** Lower case, accents and curly quotes removed, dashes made plain, spaces collapsed. */
export function normalizeText(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[\u2018\u2019\u02bc`\u00b4]/g, "'")
    .replace(/[\u2010-\u2015\u2212]/g, '-')
    .replace(/\s+/g, ' ')
    .replace(CONTRACTION_WITHOUT_APOSTROPHE, (word) => `${word.slice(0, -1)}'${word.slice(-1)}`)
    .replace(/\b(i)m\b/g, "$1'm")
    .replace(/\b(i|you|we|they)ve\b/g, "$1've")
    .trim();
}

/** 'dont', 'cant', 'wont', 'doesnt': the apostrophe people leave out. */
const CONTRACTION_WITHOUT_APOSTROPHE =
  /\b(?:don|can|won|doesn|didn|isn|aren|wasn|weren|haven|hasn|couldn|wouldn|shouldn)t\b/g;

const NUMBER_WORDS: Readonly<Record<string, number>> = {
  zero: 0,
  none: 0,
  one: 1,
  a: 1,
  an: 1,
  single: 1,
  once: 1,
  two: 2,
  twice: 2,
  couple: 2,
  three: 3,
  thrice: 3,
  few: 3,
  four: 4,
  several: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  fifteen: 15,
  twenty: 20,
  thirty: 30,
  forty: 40,
  fortyfive: 45,
  sixty: 60,
  ninety: 90,
};

/** The number a word or digits stand for ('three' -> 3, 'twice' -> 2, '4' -> 4), else undefined. */
export function numberFrom(word: string | undefined): number | undefined {
  if (word === undefined) return undefined;
  const clean = word
    .trim()
    .replace(/\s+of$/, '')
    .replace(/^an?\s+(?=couple|few)/, '');
  if (/^\d+(\.\d+)?$/.test(clean)) return Number(clean);
  return NUMBER_WORDS[clean.replace(/[\s-]+/g, '')];
}

/** Number words as digits, for the parsers of counts and durations ('three meals' -> '3 meals'). */
export function withDigits(text: string): string {
  return text
    .replace(/\bforty[\s-]five\b/g, '45')
    .replace(
      /\b(zero|one|two|three|four|five|six|seven|eight|nine|ten|fifteen|twenty|thirty|forty|sixty|ninety)\b/g,
      (word) => String(NUMBER_WORDS[word]),
    );
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

const SEPARATOR =
  /\s*(?:([,;:\n!?()&]|\.(?!\d)|\/(?!\d))|(?<=^|\s)(and|or|nor|plus|also|but|except|apart from|other than|although|though|however|yet|whereas|while)(?=\s|$))\s*/g;

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

/** Capital first letter. */
export function capitalize(text: string): string {
  return text.length === 0 ? text : text[0]!.toUpperCase() + text.slice(1);
}

/** 'a', 'a and b', 'a, b and c'. */
export function joinWords(items: readonly string[], last = 'and'): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} ${last} ${items[items.length - 1]}`;
}
