import type { UnderstandingCase } from './understanding-case';
import { ADVISOR_CASES } from './understanding-cases-advisor';
import { CHAT_CASES } from './understanding-cases-chat';
import { QUESTIONNAIRE_CASES } from './understanding-cases-questionnaire';

/**
 * Sentences people write to our readers (questionnaire answers, Meal Plan Assistant edits,
 * questions to the assessment advisor), each with the effect it must have: the table the
 * understanding test and `npm run bench:understanding` read (issue 13: at least 150, with
 * negations, several requests at once, typos and everyday names for conditions). Written the way
 * people type: lower case, missing apostrophes, misspellings. The rows sit in one file per
 * reader; the table lists questionnaire answers, then chat edits, then advisor questions.
 */
export const UNDERSTANDING_CASES: readonly UnderstandingCase[] = [
  ...QUESTIONNAIRE_CASES,
  ...CHAT_CASES,
  ...ADVISOR_CASES,
];
