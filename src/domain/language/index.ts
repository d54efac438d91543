export {
  editDistance,
  MAX_WORDS_TRIED,
  MIN_CORRECTED_LENGTH,
  type Speller,
  speller,
} from './spelling';
export { DIET_TERMS, ORDINARY_WORDS, vocabularySpeller, wordsOfPhrases } from './vocabulary';
