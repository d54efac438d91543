import { normalizeText, vocabularySpeller } from '../language';
import { readPhrases } from './reading/diets-conditions-goals';
import { readFoods, readNones } from './reading/food-lists';
import { Found } from './reading/found';
import { readScalars } from './reading/one-value-answers';
import { readPersonal } from './reading/personal-details';
import type { ExtractedData, TopicId } from './schemas';
import { FINISH, SKIP } from './words/answers';

/** What one answer says: the data it holds, and whether the person asked to skip or finish. */
export interface AnswerReading {
  data: ExtractedData;
  /** 'skip', 'not sure', 'I don't know': leave this question. */
  skip: boolean;
  /** 'that's all', 'generate my plan': finish once the core questions are answered. */
  finish: boolean;
}

/** Only this much of an answer is read (spec §3 messages hold at most 2,000 characters). */
export const MAX_ANSWER_CHARS = 2000;

/**
 * The extracted data one answer holds, read as an answer to `topic` (null: no question known).
 * Lists are split at commas, 'and', 'or', semicolons and new lines; negations and contrasts
 * ('no fish', 'I love salmon but not tuna', 'not a fan of mushrooms') decide which list a food
 * goes to; synonyms ('plant-based', 'coeliac', 'couch potato', 'half an hour', 'cheap') map to
 * the spec's values. Anything clear about another topic is read too ('lose weight, I'm
 * vegetarian' gives a goal and a restriction). Never throws; an empty object means nothing was
 * understood.
 */
export function parseAnswer(topic: TopicId | null, text: string): ExtractedData {
  return readAnswer(topic, text).data;
}

export function readAnswer(topic: TopicId | null, text: string): AnswerReading {
  // Typos of our own words read as the words ('vegitarian', 'brocoli').
  // Capped before normalising, and after: Unicode normalising can lengthen text ('ﬃ' -> 'ffi').
  const normalized = vocabularySpeller().correct(normalizeText(text, MAX_ANSWER_CHARS));
  const bare = normalized
    .replace(/[^a-z0-9' ]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  if (bare.length === 0) return { data: {}, skip: false, finish: false };
  if (SKIP.test(bare)) return { data: {}, skip: true, finish: false };
  if (FINISH.test(bare)) return { data: {}, skip: false, finish: true };

  const found = new Found();
  readPhrases(topic, normalized, found);
  readFoods(topic, normalized, found);
  readNones(topic, normalized, bare, found);
  readScalars(topic, normalized, bare, found);
  readPersonal(text.slice(0, MAX_ANSWER_CHARS), normalized, found);
  return { data: found.toData(), skip: false, finish: false };
}
