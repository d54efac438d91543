import {
  normalizeText,
  sentencesOf,
  trimChars,
  vocabularySpeller,
  withDigits,
} from '../../language';
import { MAX_REQUEST_CHARS } from '../intent-schema';
import { CLAUSE_STARTERS } from '../words';

/**
 * The shared normal form (`normalizeText`: capped, lower case, no accents, '1,500' as '1500')
 * without apostrophes, hyphens as spaces, '1.5k' as '1500', numbers in words as digits
 * ('fifteen hundred' -> '1500', 'second' -> '2nd'), punctuation other than , / % and sentence
 * ends dropped, single spaces.
 */
export function normalizeRequest(text: string): string {
  let s = normalizeText(text, MAX_REQUEST_CHARS).replace(/'/g, '');
  s = s.replace(/(?<![\d.])(\d+(?:\.\d+)?) ?k(?![a-z])/g, (_m, n: string) =>
    String(Math.round(Number(n) * 1000)),
  );
  s = s.replace(/(?<!\d)(\d+)\.(\d+)/g, (_m, whole: string, part: string) =>
    String(Math.round(Number(`${whole}.${part}`))),
  );
  s = s.replace(/(\d)(?!(?:st|nd|rd|th)(?![a-z]))([a-z])/g, '$1 $2');
  s = s.replace(/[-_]/g, ' ').replace(/&|\+/g, ' and ');
  s = s.replace(/([,/%])/g, ' $1 ');
  s = s.replace(/[^a-z0-9,/%.!?;:\n ]/g, ' ').replace(/ +/g, ' ');
  // Typos of our own words read as the words ('vegitarian', 'brocoli').
  return withDigits(vocabularySpeller().correct(s.slice(0, MAX_REQUEST_CHARS)), {
    ordinals: true,
  })
    .split('\n')
    .map((line) => line.trim())
    .join('\n');
}

const CLAUSE_SPLIT = new RegExp(
  `(?: ,)? (?:and also|and then|and|also|then|plus|but) (?=(?:${CLAUSE_STARTERS.join('|')})(?: |$))|(?: ,) (?=(?:${CLAUSE_STARTERS.join('|')})(?: |$))`,
);

/** A message's separate requests: sentences, and '… and <verb> …' inside one. */
export function splitClauses(normalized: string): string[] {
  return sentencesOf(normalized)
    .flatMap((part) => part.split(CLAUSE_SPLIT))
    .map((part) => trimChars(part, ' ,').replace(/ +/g, ' ').trim())
    .filter((part) => /[a-z0-9]/.test(part));
}
