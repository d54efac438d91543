import { type AssessmentFormData, MAX_QUESTION_CHARS } from '../api/function-requests';
import { normalizeText, vocabularySpeller } from '../language';
import { formatList } from '../profile/format';
import {
  aboutAllergen,
  aboutCondition,
  aboutFood,
  aboutMedicines,
  conditionsNamed,
  unknownMedicine,
} from './named-in-question';
import { type Asked, formConditions } from './question-context';
import { TOPICS } from './question-topics';
import type { GuidanceReply, GuidanceSection } from './schemas';

/**
 * The assessment advisor's answer to a question, chip or typed ('Why do you ask for gender?',
 * 'does metformin interact with food?'), from the engine's own facts: the equations and factors
 * the targets use, the medicine-food table, the condition catalogue and the allergen groups. A
 * medicine named in the question comes first, then the topic the words point to, then a condition
 * or an allergen named; anything else gets the list of what the advisor can answer.
 */

/** The advisor's answer to a question about the form (see the file comment). */
export function answerQuestion(
  question: string,
  section: GuidanceSection,
  form: AssessmentFormData,
  suggestions: readonly string[],
): GuidanceReply {
  const text = vocabularySpeller().correct(normalizeText(question, MAX_QUESTION_CHARS));
  const asked: Asked = { section, form, text };
  const topic = TOPICS.find(
    (entry) => entry.pattern.test(text) && (entry.also === undefined || entry.also.test(text)),
  );
  const named = conditionsNamed(asked);
  const conditions = named.size > 0 ? [...named] : formConditions(form);
  const examples =
    suggestions.length > 0 ? ` For example: ${formatList(suggestions.map((s) => `"${s}"`))}.` : '';
  const message =
    aboutMedicines(asked) ??
    topic?.answer(asked) ??
    (conditions.length > 0 ? aboutFood(asked, conditions) : undefined) ??
    aboutCondition(asked) ??
    aboutAllergen(asked) ??
    unknownMedicine(asked) ??
    `I can answer questions about this form: why we ask for each detail, BMI and activity levels, how conditions change your plan, which medicines affect food, allergies, and whether a food suits a condition.${examples}`;
  return {
    message,
    suggestedTopics: suggestions.filter(
      (entry) =>
        normalizeText(entry, MAX_QUESTION_CHARS) !== normalizeText(question, MAX_QUESTION_CHARS),
    ),
  };
}
