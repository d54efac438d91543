export { mergeExtractedData } from './merge';
export type { AnswerReading } from './parse-answer';
export { MAX_ANSWER_CHARS, parseAnswer, readAnswer } from './parse-answer';
export type { ProfileFacts } from './profile-facts';
export { profileFacts } from './profile-facts';
export type { ContinueQuestionnaireRequest, QuestionnaireOptions } from './questionnaire';
export {
  continueQuestionnaire,
  MAX_TRIES_PER_TOPIC,
  newAnswerOf,
  QUESTIONNAIRE_CONTINUE_FALLBACK,
  QUESTIONNAIRE_START_FALLBACK,
  questionnaireProgress,
  readsNewAnswer,
  startQuestionnaire,
} from './questionnaire';
export { timeBand } from './reading/one-value-answers';
export type {
  Budget,
  CookingSkill,
  ExtractedData,
  QuestionnaireReply,
  TimeBand,
  TopicId,
} from './schemas';
export {
  BUDGETS,
  BudgetSchema,
  COOKING_SKILLS,
  CookingSkillSchema,
  ExtractedDataSchema,
  QuestionnaireReplySchema,
  TIME_BANDS,
  TimeBandSchema,
  TOPIC_IDS,
  TopicIdSchema,
} from './schemas';
export type { Topic } from './topics';
export { askedTopic, getTopic, TOPICS } from './topics';
