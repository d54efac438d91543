import type { GuidanceSection } from '../assessment-help/schemas';
import type { MealPlanIntent } from '../chat/intent-schema';
import type { ExtractedData, TopicId } from '../questionnaire/schemas';

/**
 * The kinds of sentence in the understanding table (`understanding-cases.ts`): what people write
 * to each reader and the effect it must have.
 */

/** A questionnaire answer: read as the answer to `topic`, its data must hold `has` and not `lacks`. */
export interface AnswerCase {
  reader: 'questionnaire';
  topic: TopicId | null;
  text: string;
  /** Fields that must be read: lists must contain these items (in any order), values be equal. */
  has: Partial<ExtractedData>;
  /** List items that must not be read into a field ('pork' is not a liked food). */
  lacks?: Partial<Record<'likedFoods' | 'dislikedFoods' | 'allergies', string[]>>;
}

/** A Meal Plan Assistant message: it must be read as these edits, in this order (fields given must match). */
export interface EditCase {
  reader: 'chat';
  text: string;
  intents: Partial<MealPlanIntent>[];
}

/** A question to the assessment advisor: its answer must say `says` (the form holds `ADVISOR_FORM`). */
export interface QuestionCase {
  reader: 'advisor';
  section: GuidanceSection;
  text: string;
  says: RegExp;
}

/** What the advisor's form holds while the table asks it. */
export const ADVISOR_FORM = {
  selectedConditions: ['diabetes_type2', 'hypertension'],
  medications: 'metformin, lisinopril, levothyroxine',
  allergies: 'peanuts',
};

export type UnderstandingCase = AnswerCase | EditCase | QuestionCase;
