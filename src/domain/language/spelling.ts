/**
 * Typo tolerance against our own vocabularies: a word we do not know that is one edit away (two
 * for long words) from exactly one term is read as that term ('vegitarian' -> 'vegetarian',
 * 'brocoli' -> 'broccoli'). An edit is a letter added, dropped, changed, or two neighbours
 * swapped. Words we know (the terms themselves and the ordinary words of `known`) are never
 * changed, a word is only read as a term with the same first letter, a word that only adds or
 * drops letters at the end of a term is another form of it ('reduce', 'reduced'), and a word as
 * close to two terms of different stems stays as it is ('better': butter or batter?).
 *
 * Candidates come from a deletion index (each term with up to two letters deleted), so a word
 * costs a bounded number of map lookups whatever the size of the vocabulary, and a message only
 * has its first `MAX_WORDS_TRIED` unknown words looked up: correcting a message is linear in its
 * length.
 */

/** Shorter words are not corrected: too many ordinary words sit one letter from a food. */
export const MIN_CORRECTED_LENGTH = 6;
/** Words of this length or more may be two edits from their term... */
const TWO_EDITS_FROM_LENGTH = 9;
/** ...up to this length; longer words one edit. */
const TWO_EDITS_TO_LENGTH = 16;
/** Longer words are not looked up ('hydrochlorothiazide' is 19 letters). */
const MAX_CORRECTED_LENGTH = 22;
/** Unknown words looked up per message; later ones are left as they are. */
export const MAX_WORDS_TRIED = 40;
/** Terms as close as each other to a word are one reading when they share this many letters
 * first ('diabetis': diabetes or diabetic; 'tomatoe': tomato or tomatoes). */
const SHARED_STEM = 6;

export interface Speller {
  /** The text (normalised: lower case, ASCII) with each correctable word replaced by its term. */
  correct(text: string): string;
  /** The term a single word stands for, or undefined when it is known or not close to one. */
  termFor(word: string): string | undefined;
  /** Whether a word (lower case) is a term or an ordinary word we know. */
  knows(word: string): boolean;
}

/** Every string made by deleting `count` letters (1 or 2) from `word`, the word itself first. */
function deletions(word: string, count: number): string[] {
  const out = new Set<string>([word]);
  let level = [word];
  for (let n = 0; n < count; n++) {
    const next: string[] = [];
    for (const item of level) {
      for (let i = 0; i < item.length; i++) {
        const shorter = item.slice(0, i) + item.slice(i + 1);
        if (!out.has(shorter)) {
          out.add(shorter);
          next.push(shorter);
        }
      }
    }
    level = next;
  }
  return [...out];
}

/** Edits between two short words (insert, delete, substitute, swap neighbours), capped at max+1. */
export function editDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  const rows = a.length + 1;
  const cols = b.length + 1;
  const d = new Uint8Array(rows * cols);
  for (let i = 0; i < rows; i++) d[i * cols] = i;
  for (let j = 0; j < cols; j++) d[j] = j;
  for (let i = 1; i < rows; i++) {
    let rowMin = max + 1;
    for (let j = 1; j < cols; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let value = Math.min(
        d[(i - 1) * cols + j]! + 1,
        d[i * cols + j - 1]! + 1,
        d[(i - 1) * cols + j - 1]! + cost,
      );
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
        value = Math.min(value, d[(i - 2) * cols + j - 2]! + 1);
      }
      d[i * cols + j] = value;
      rowMin = Math.min(rowMin, value);
    }
    if (rowMin > max) return max + 1;
  }
  return d[rows * cols - 1]!;
}

const maxEdits = (length: number) =>
  length >= TWO_EDITS_FROM_LENGTH && length <= TWO_EDITS_TO_LENGTH ? 2 : 1;

/**
 * A speller for these terms (single lower-case words); `known` are ordinary words that are never
 * corrected. Terms shorter than `MIN_CORRECTED_LENGTH` are known words but no target.
 */
export function speller(terms: Iterable<string>, known: Iterable<string>): Speller {
  const knownWords = new Set<string>(known);
  const index = new Map<string, string[]>();
  for (const term of terms) {
    knownWords.add(term);
    if (term.length < MIN_CORRECTED_LENGTH - 1 || term.length > MAX_CORRECTED_LENGTH) continue;
    // A term can be two edits from a word only when that word is long: two deletions for terms
    // long enough to meet such a word (a word of 9 letters is at least 7 letters of the term).
    const depth =
      term.length >= TWO_EDITS_FROM_LENGTH - 2 && term.length <= TWO_EDITS_TO_LENGTH + 2 ? 2 : 1;
    for (const key of deletions(term, depth)) {
      const list = index.get(key);
      if (list === undefined) index.set(key, [term]);
      else if (!list.includes(term)) list.push(term);
    }
  }

  const termFor = (word: string): string | undefined => {
    if (
      word.length < MIN_CORRECTED_LENGTH ||
      word.length > MAX_CORRECTED_LENGTH ||
      knownWords.has(word)
    ) {
      return undefined;
    }
    const max = maxEdits(word.length);
    let best: string | undefined;
    let bestDistance = max + 1;
    let tie = false;
    for (const key of deletions(word, max)) {
      for (const term of index.get(key) ?? []) {
        // A word that only adds or drops letters at the end of a term is another form of it
        // ('reduce' and 'reduced', 'veggies' and 'veggie'), not a typo.
        if (
          term === best ||
          term[0] !== word[0] ||
          term.startsWith(word) ||
          word.startsWith(term)
        ) {
          continue;
        }
        const distance = editDistance(word, term, max);
        if (distance < bestDistance) {
          best = term;
          bestDistance = distance;
          tie = false;
        } else if (distance === bestDistance && distance <= max) {
          // Two readings of one stem are one reading (the first in alphabetical order).
          const sameStem =
            term.length >= SHARED_STEM &&
            term.slice(0, SHARED_STEM) === best!.slice(0, SHARED_STEM);
          if (!sameStem) tie = true;
          else if (term < best!) best = term;
        }
      }
    }
    return best !== undefined && bestDistance <= max && !tie ? best : undefined;
  };

  return {
    termFor,
    knows: (word) => knownWords.has(word),
    correct(text: string): string {
      let tried = 0;
      return text.replace(/[a-z]+/g, (word) => {
        if (
          tried >= MAX_WORDS_TRIED ||
          word.length < MIN_CORRECTED_LENGTH ||
          knownWords.has(word)
        ) {
          return word;
        }
        tried += 1;
        return termFor(word) ?? word;
      });
    },
  };
}
