/**
 * Numbers people write in words: 'fifteen hundred' -> 1500, 'forty-five' -> 45, 'one thousand
 * and fifty' -> 1050, 'the second day' -> '2nd', and quantities ('a couple', 'twice', 'a few').
 */

export const NUMBER_WORDS: Readonly<Record<string, number>> = {
  zero: 0,
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  eleven: 11,
  twelve: 12,
  thirteen: 13,
  fourteen: 14,
  fifteen: 15,
  sixteen: 16,
  seventeen: 17,
  eighteen: 18,
  nineteen: 19,
};

export const TENS_WORDS: Readonly<Record<string, number>> = {
  twenty: 20,
  thirty: 30,
  forty: 40,
  fifty: 50,
  sixty: 60,
  seventy: 70,
  eighty: 80,
  ninety: 90,
};

export const ORDINAL_WORDS: Readonly<Record<string, string>> = {
  first: '1st',
  second: '2nd',
  third: '3rd',
  fourth: '4th',
  fifth: '5th',
  sixth: '6th',
  seventh: '7th',
  eighth: '8th',
  ninth: '9th',
  tenth: '10th',
  eleventh: '11th',
  twelfth: '12th',
  thirteenth: '13th',
  fourteenth: '14th',
};

/** Words that stand for a count on their own: 'twice', 'a couple', 'a few', 'none'. */
const QUANTITY_WORDS: Readonly<Record<string, number>> = {
  none: 0,
  a: 1,
  an: 1,
  single: 1,
  once: 1,
  twice: 2,
  couple: 2,
  thrice: 3,
  few: 3,
  several: 4,
};

const has = (table: Readonly<Record<string, unknown>>, word: string) => Object.hasOwn(table, word);
const isUnit = (word: string) => has(NUMBER_WORDS, word);
const isTens = (word: string) => has(TENS_WORDS, word);
const isScale = (word: string) => word === 'hundred' || word === 'thousand';
const isNumberWord = (word: string) => isUnit(word) || isTens(word) || isScale(word);

export interface DigitOptions {
  /** 'second' -> '2nd' as well. */
  ordinals?: boolean;
  /**
   * Where a lone 'one' is a number. 'always' for text read only for counts; 'counted' (the
   * default) only where a number is expected: 'day one', 'one snack', 'only one'. 'the one with
   * rice' keeps its word.
   */
  one?: 'always' | 'counted';
}

type Token = { text: string; start: number; end: number };

/** 'one' is a number only where a number is expected: 'day one', 'one snack', 'just one'. */
function oneIsCounted(tokens: readonly Token[], index: number, text: string): boolean {
  const before = tokens[index - 1]?.text;
  const after = tokens[index + 1]?.text ?? '';
  const last = index === tokens.length - 1 || /^[ ,]*[.!?;\n]/.test(text.slice(tokens[index]!.end));
  return (
    before === 'day' ||
    isNumberWord(after) ||
    /^(?:snacks?|meals?|kcals?|calories|cals?|days?|times?|hours?|minutes?|mins?)$/.test(after) ||
    (before !== undefined && /^(?:only|just)$/.test(before) && last)
  );
}

/**
 * One number from the number words at `tokens[index]`, joined by spaces or hyphens: units after
 * tens ('forty five'), 'hundred' and 'thousand' after a count, 'and' only after them ('one
 * hundred and fifty'; 'two and three' are two numbers). Undefined when no number starts there.
 */
function readNumber(
  tokens: readonly Token[],
  index: number,
  text: string,
): { value: number; end: number } | undefined {
  const joined = (j: number) => /^[ -]$/.test(text.slice(tokens[j - 1]!.end, tokens[j]!.start));
  let total = 0;
  let current = 0;
  let last: 'none' | 'unit' | 'tens' | 'scale' = 'none';
  let j = index;
  while (j < tokens.length) {
    const word = tokens[j]!.text;
    if (j > index && !joined(j)) break;
    if (/^\d+$/.test(word) && last === 'none' && isScale(tokens[j + 1]?.text ?? '')) {
      current = Number(word);
      last = 'unit';
    } else if (
      isUnit(word) &&
      (last === 'none' || last === 'scale' || (last === 'tens' && NUMBER_WORDS[word]! < 10))
    ) {
      current += NUMBER_WORDS[word]!;
      last = 'unit';
    } else if (isTens(word) && (last === 'none' || last === 'scale')) {
      current += TENS_WORDS[word]!;
      last = 'tens';
    } else if (word === 'hundred' && last !== 'scale' && current % 100 === current) {
      current = (current || 1) * 100;
      last = 'scale';
    } else if (word === 'thousand') {
      total += (current || 1) * 1000;
      current = 0;
      last = 'scale';
    } else if (
      word === 'and' &&
      last === 'scale' &&
      j + 1 < tokens.length &&
      (isUnit(tokens[j + 1]!.text) || isTens(tokens[j + 1]!.text))
    ) {
      // 'one hundred and fifty'
    } else break;
    j++;
  }
  if (last === 'none') return undefined;
  return { value: total + current, end: j };
}

/**
 * Number words as digits: 'fifteen hundred kcal' -> '1500 kcal', 'forty-five minutes' -> '45
 * minutes', 'three meals' -> '3 meals' (and ordinals, when asked, 'second' -> '2nd'). The rest of
 * the text is left as it is. Linear in the text.
 */
export function withDigits(text: string, options: DigitOptions = {}): string {
  const tokens: Token[] = [];
  for (const match of text.matchAll(/[a-z]+|\d+/g)) {
    tokens.push({ text: match[0], start: match.index, end: match.index + match[0].length });
  }
  let out = '';
  let copied = 0;
  let i = 0;
  while (i < tokens.length) {
    const token = tokens[i]!;
    const ordinal = options.ordinals ? ORDINAL_WORDS[token.text] : undefined;
    const number =
      ordinal === undefined &&
      (isNumberWord(token.text) || /^\d+$/.test(token.text)) &&
      (token.text !== 'one' || options.one === 'always' || oneIsCounted(tokens, i, text))
        ? readNumber(tokens, i, text)
        : undefined;
    const replacement = ordinal ?? (number ? String(number.value) : undefined);
    const end = number ? number.end : i + 1;
    if (replacement !== undefined) {
      out += text.slice(copied, token.start) + replacement;
      copied = tokens[end - 1]!.end;
    }
    i = end;
  }
  return out + text.slice(copied);
}

/** The count a word or digits stand for ('three' -> 3, 'twice' -> 2, '4' -> 4), else undefined. */
export function numberFrom(word: string | undefined): number | undefined {
  if (word === undefined) return undefined;
  const trimmed = word.trim();
  // 'a couple of' -> 'a couple': a trailing 'of' and the space before it.
  const clean = (/\sof$/.test(trimmed) ? trimmed.slice(0, -2).trimEnd() : trimmed).replace(
    /^an?\s+(?=couple|few)/,
    '',
  );
  if (/^\d+(?:\.\d+)?$/.test(clean)) return Number(clean);
  if (has(QUANTITY_WORDS, clean)) return QUANTITY_WORDS[clean];
  const digits = withDigits(clean, { one: 'always' });
  return /^\d+$/.test(digits) ? Number(digits) : undefined;
}
