import type { TopicId } from '../schemas';

/**
 * The questionnaire's vocabulary, as data, one file of `words/` per topic: which words mean which
 * restriction, condition, goal, activity level, cooking skill and budget. Patterns run on
 * normalised text (lower case, plain apostrophes and dashes; see `normalizeText`), number words
 * already turned into digits where a parser needs counts. Order matters where a list says so: the
 * first rule that matches wins.
 */

/** A pattern for a value; `topics` limits it to answers to those questions (else: any answer). */
export interface PhraseRule<T> {
  value: T;
  pattern: RegExp;
  topics?: readonly TopicId[];
}
