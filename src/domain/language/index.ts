export { isNegatedAt, NEGATOR, negationReaches } from './negation';
export {
  type DigitOptions,
  NUMBER_WORDS,
  numberFrom,
  ORDINAL_WORDS,
  TENS_WORDS,
  withDigits,
} from './numbers';
export {
  editDistance,
  MAX_WORDS_TRIED,
  MIN_CORRECTED_LENGTH,
  type Speller,
  speller,
} from './spelling';
export {
  isJoinedPhrase,
  type Joiner,
  normalizeText,
  type Segment,
  sentencesOf,
  splitSegments,
  trimChars,
  type Word,
  wordsOf,
} from './text';
export { DIET_TERMS, ORDINARY_WORDS, vocabularySpeller, wordsOfPhrases } from './vocabulary';
