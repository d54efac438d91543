import type { ChatMessage } from '../chat/schemas';
import { acknowledgement, conditionsSentence, profileSentence, summary } from './describe';
import { mergeExtractedData } from './merge';
import { type AnswerReading, readAnswer } from './parse-answer';
import { type ProfileFacts, profileFacts } from './profile-facts';
import {
  type ExtractedData,
  ExtractedDataSchema,
  type QuestionnaireReply,
  type TopicId,
} from './schemas';
import { askedTopic, getTopic, TOPICS, type Topic } from './topics';

/**
 * The questionnaire as two pure functions (spec §7 startQuestionnaire / continueQuestionnaire).
 * No state is kept between calls: every call replays the conversation, reading each answer as a
 * reply to the question the assistant message before it asked (recognised by its wording), so
 * the same history always gives the same reply.
 */

/** Spec §8: what the web shows when starting fails; also our opening for an empty profile. */
export const QUESTIONNAIRE_START_FALLBACK =
  "Hi! I'm here to help create a personalized meal plan for you. Let's start - what are your main dietary goals?";
/** Spec §8: what the web shows when continuing fails. Not used for answers we cannot read. */
export const QUESTIONNAIRE_CONTINUE_FALLBACK =
  "I apologize, but I'm having trouble processing that. Could you rephrase or try again?";

/** After this many answers to one question that we could not read, we move on. */
export const MAX_TRIES_PER_TOPIC = 2;

export interface QuestionnaireOptions {
  /** The caller's clock: the reply's timestamp. */
  now: Date;
}

export interface ContinueQuestionnaireRequest {
  /** The conversation so far (spec §3 chat messages); only role and content are read. */
  conversationHistory: readonly ChatMessage[];
  /**
   * The new answer. When the history already ends with it, it is read once; when absent, the
   * history's last user message is the new answer (as `ChatRequestSchema` allows).
   */
  message?: string;
  /** The spec's userProfile or any part of it (`PartialUserProfile`); read leniently. */
  profile?: unknown;
  /** Data from earlier replies; what the history says is merged over it. */
  extractedData?: ExtractedData;
  /**
   * What another reader (the optional LLM) read in the new answer, used only when the built-in
   * reading of it finds nothing (`readsNewAnswer` is false).
   */
  newAnswerData?: ExtractedData;
}

/** The new answer of a request: the message, or the history's last user message. */
export function newAnswerOf(
  request: Pick<ContinueQuestionnaireRequest, 'conversationHistory' | 'message'>,
) {
  if (typeof request.message === 'string') return request.message;
  const last = request.conversationHistory.at(-1);
  return last?.role === 'user' && typeof last.content === 'string' ? last.content : '';
}

/**
 * Whether the built-in reader understands the new answer (or it asks to skip or finish), read as
 * the answer to the last question asked. When it does not, another reader may be asked.
 */
export function readsNewAnswer(
  request: Pick<ContinueQuestionnaireRequest, 'conversationHistory' | 'message'>,
): boolean {
  const answer = newAnswerOf(request);
  if (answer.trim().length === 0) return true;
  const question = [...request.conversationHistory]
    .reverse()
    .find((message) => message?.role === 'assistant' && typeof message.content === 'string');
  const reading = readAnswer(question ? askedTopic(question.content) : null, answer);
  return reading.skip || reading.finish || Object.keys(reading.data).length > 0;
}

/** The opening: a greeting that uses the profile, then the first question. */
export function startQuestionnaire(
  profile: unknown,
  options: QuestionnaireOptions,
): QuestionnaireReply {
  const facts = profileFacts(profile);
  const topic = nextTopic(facts, emptyState());
  const greeting = facts.firstName ? `Hi ${facts.firstName}!` : 'Hi!';
  const question = topic ? topic.questions[0]! : '';
  const message = [
    greeting,
    "I'm here to help create a personalized meal plan for you.",
    conditionsSentence(facts),
    profileSentence(facts),
    `Let's start - ${question.charAt(0).toLowerCase()}${question.slice(1)}`,
  ]
    .filter((part) => part.length > 0)
    .join(' ');
  return {
    message,
    suggestedTopics: topic ? topic.suggestions(facts, {}) : [],
    isComplete: false,
    timestamp: options.now.toISOString(),
  };
}

/** The reply to one more answer: what was understood, then the next question or the summary. */
export function continueQuestionnaire(
  request: ContinueQuestionnaireRequest,
  options: QuestionnaireOptions,
): QuestionnaireReply {
  const facts = profileFacts(request.profile);
  const base = ExtractedDataSchema.safeParse(request.extractedData ?? {});
  const history = (
    Array.isArray(request.conversationHistory) ? request.conversationHistory : []
  ).filter(
    (message) =>
      (message?.role === 'user' || message?.role === 'assistant') &&
      typeof message.content === 'string',
  );
  const last = history[history.length - 1];
  let answer: string;
  let messages: readonly ChatMessage[];
  if (typeof request.message !== 'string') {
    answer = last?.role === 'user' ? last.content : '';
    messages = history;
  } else {
    answer = request.message;
    const alreadyThere = last?.role === 'user' && last.content.trim() === answer.trim();
    messages =
      alreadyThere || answer.trim().length === 0
        ? history
        : [...history, { role: 'user', content: answer }];
  }

  const other = ExtractedDataSchema.safeParse(request.newAnswerData ?? {});
  const state = replay(messages, base.success ? base.data : {}, other.success ? other.data : {});
  const timestamp = options.now.toISOString();
  const next = nextTopic(facts, state);
  const isComplete = next === undefined;
  const reply = (message: string): QuestionnaireReply => ({
    message,
    suggestedTopics: next ? next.suggestions(facts, state.data) : [],
    isComplete,
    extractedData: state.data,
    timestamp,
  });

  if (answer.trim().length === 0) {
    const topic = next ?? undefined;
    return reply(
      topic ? `Sorry, I didn't quite catch that. ${topic.reask}` : summary(facts, state.data),
    );
  }

  const { reading, asked } = state.last ?? { reading: emptyReading(), asked: null };
  const thanks = acknowledgement(reading.data, state.answers - 1);
  if (isComplete) return reply([thanks, summary(facts, state.data)].filter(Boolean).join(' '));

  const question = questionFor(next, state.answers);
  if (reading.skip) return reply(`No problem, let's skip that. ${question}`);
  if (reading.finish) {
    return reply(
      `Almost done - I just need a little more to make your plan work for you. ${question}`,
    );
  }
  if (thanks.length === 0) {
    if (asked !== null && next.id === asked) {
      return reply(`Sorry, I didn't quite catch that. ${next.reask}`);
    }
    if (asked !== null) return reply(`No problem, let's move on. ${question}`);
    return reply(`Sorry, I didn't quite catch that. ${question}`);
  }
  if (asked !== null && next.id === asked) {
    return reply(`${thanks} And ${lowerFirst(next.questions[0]!)}`);
  }
  return reply(`${thanks} ${question}`);
}

/**
 * Spec §9: user answers / 10 as a percentage, capped at 95 while the questionnaire is not
 * complete; 100 once it is.
 */
export function questionnaireProgress(
  messages: readonly { role: string }[],
  isComplete: boolean,
): number {
  if (isComplete) return 100;
  const answers = messages.filter((message) => message.role === 'user').length;
  return Math.min(95, Math.round((answers / 10) * 100));
}

// ---------------------------------------------------------------------------------------------
// Replaying the conversation.
// ---------------------------------------------------------------------------------------------

interface QuestionnaireState {
  data: ExtractedData;
  /** Topics the person answered (possibly with another field, as 'lactose intolerant'). */
  answered: Set<TopicId>;
  /** Topics skipped on request, or after too many answers we could not read. */
  skipped: Set<TopicId>;
  tries: Map<TopicId, number>;
  answers: number;
  finishRequested: boolean;
  last?: { reading: AnswerReading; asked: TopicId | null };
}

function emptyState(): QuestionnaireState {
  return {
    data: {},
    answered: new Set(),
    skipped: new Set(),
    tries: new Map(),
    answers: 0,
    finishRequested: false,
  };
}

function emptyReading(): AnswerReading {
  return { data: {}, skip: false, finish: false };
}

function replay(
  messages: readonly ChatMessage[],
  base: ExtractedData,
  newAnswerData: ExtractedData,
): QuestionnaireState {
  const state = emptyState();
  state.data = base;
  let asked: TopicId | null = null;
  const lastUser = messages.findLastIndex((message) => message.role === 'user');
  for (const [index, message] of messages.entries()) {
    if (message.role === 'assistant') {
      // A message that asks nothing we know (the §8 failure text) leaves the question as it was.
      asked = askedTopic(message.content) ?? asked;
      continue;
    }
    if (message.content.trim().length === 0) continue;
    let reading = readAnswer(asked, message.content);
    // The new answer, unread by the built-in reader: what another reader found in it.
    if (
      index === lastUser &&
      Object.keys(reading.data).length === 0 &&
      !reading.skip &&
      !reading.finish &&
      Object.keys(newAnswerData).length > 0
    ) {
      reading = { data: newAnswerData, skip: false, finish: false };
    }
    state.answers += 1;
    state.data = mergeExtractedData(state.data, reading.data);
    if (reading.finish) state.finishRequested = true;
    if (asked !== null) {
      const topic = getTopic(asked);
      if (reading.skip) state.skipped.add(asked);
      else if (topic.answeredBy.some((field) => reading.data[field] !== undefined)) {
        state.answered.add(asked);
      } else if (Object.keys(reading.data).length === 0 && !reading.finish) {
        // Only answers we could not read at all count as tries; volunteered facts do not.
        const tries = (state.tries.get(asked) ?? 0) + 1;
        state.tries.set(asked, tries);
        if (tries >= MAX_TRIES_PER_TOPIC) state.skipped.add(asked);
      }
    }
    state.last = { reading, asked };
  }
  return state;
}

function isSettled(topic: Topic, facts: ProfileFacts, state: QuestionnaireState): boolean {
  return (
    topic.isKnown(facts, state.data) || state.answered.has(topic.id) || state.skipped.has(topic.id)
  );
}

/**
 * The next question: the first topic not yet settled. Once the person asks to finish, only core
 * topics are still asked. Undefined when the questionnaire is complete.
 */
function nextTopic(facts: ProfileFacts, state: QuestionnaireState): Topic | undefined {
  return TOPICS.find(
    (topic) => (topic.core || !state.finishRequested) && !isSettled(topic, facts, state),
  );
}

function questionFor(topic: Topic, answers: number): string {
  return topic.questions[answers % topic.questions.length]!;
}

function lowerFirst(text: string): string {
  return text.charAt(0).toLowerCase() + text.slice(1);
}
