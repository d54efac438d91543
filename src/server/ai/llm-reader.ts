import { createOpenAICompatible } from '@ai-sdk/openai-compatible';
import { APICallError, generateText } from 'ai';
import { z } from 'zod';
import {
  type ExtractedData,
  ExtractedDataSchema,
  MAX_INTENTS_PER_MESSAGE,
  type MealPlanIntent,
  MealPlanIntentSchema,
} from '#domain';

/**
 * The optional LLM (issue 13), through the Vercel AI SDK's OpenAI-compatible provider: it reads a
 * Meal Plan Assistant message the built-in reader could not into the same structured edits
 * (`MealPlanIntentSchema`, checked with zod). It never answers on its own: the engine applies the
 * edits, computes every number and verifies every plan, so an edit that breaks a rule is refused
 * as one typed by hand would be. A timeout, a 429, malformed output or an outage is a value, and
 * the caller gives the built-in answer.
 */

/** How long a reading may take before the built-in answer is given. */
export const LLM_TIMEOUT_MS = 8000;
/** Replies longer than this are not parsed. */
const MAX_REPLY_CHARS = 20_000;

export type LlmFailure = 'timeout' | 'rate-limited' | 'malformed' | 'unavailable';
type Failed = { ok: false; reason: LlmFailure; detail: string };
export type LlmReading = { ok: true; intents: MealPlanIntent[] } | Failed;
export type LlmAnswerReading = { ok: true; data: ExtractedData } | Failed;

export interface LlmReader {
  readonly model: string;
  readMealPlanEdits(message: string): Promise<LlmReading>;
  /** A questionnaire answer the built-in reader could not read, as extracted data. */
  readQuestionnaireAnswer(question: string, answer: string): Promise<LlmAnswerReading>;
}

const ReplySchema = z.object({
  intents: z.array(MealPlanIntentSchema).min(1).max(MAX_INTENTS_PER_MESSAGE),
});

const ANSWER_SYSTEM = [
  'You read one answer a person gave to a question about their diet, and reply with what it says.',
  'Reply with JSON only, no prose, matching this JSON Schema (leave out what the answer does not say):',
  JSON.stringify(z.toJSONSchema(ExtractedDataSchema)),
  'Reply {} when the answer says nothing these fields hold. Never guess.',
].join('\n');

const SYSTEM = [
  'You read one message a person wrote to change their meal plan, and reply with the edits it asks for.',
  'Reply with JSON only, no prose, matching this JSON Schema:',
  JSON.stringify(z.toJSONSchema(ReplySchema)),
  'Use {"kind":"unknown"} for a request none of the kinds covers. Never invent a food, day or figure the message does not give.',
].join('\n');

/** The JSON object in a reply that may wrap it in prose or a code fence. */
function jsonOf(text: string): unknown {
  const start = text.indexOf('{');
  const end = text.lastIndexOf('}');
  if (start < 0 || end <= start) return undefined;
  try {
    return JSON.parse(text.slice(start, end + 1));
  } catch {
    return undefined;
  }
}

export function createLlmReader(settings: {
  baseUrl: string;
  apiKey: string | null;
  model: string;
  timeoutMs?: number;
}): LlmReader {
  const provider = createOpenAICompatible({
    name: 'llm',
    baseURL: settings.baseUrl,
    ...(settings.apiKey ? { apiKey: settings.apiKey } : {}),
  });
  const timeoutMs = settings.timeoutMs ?? LLM_TIMEOUT_MS;

  /** The model's reply text, or why there is none. */
  async function ask(system: string, prompt: string): Promise<{ text: string } | Failed> {
    try {
      const reply = await generateText({
        model: provider(settings.model),
        system,
        prompt,
        maxRetries: 0,
        abortSignal: AbortSignal.timeout(timeoutMs),
      });
      return { text: reply.text.slice(0, MAX_REPLY_CHARS) };
    } catch (error) {
      if (APICallError.isInstance(error) && error.statusCode === 429) {
        return { ok: false, reason: 'rate-limited', detail: error.message };
      }
      const name = error instanceof Error ? error.name : '';
      if (name === 'TimeoutError' || name === 'AbortError') {
        return { ok: false, reason: 'timeout', detail: `no reply within ${timeoutMs} ms` };
      }
      return { ok: false, reason: 'unavailable', detail: String(error).slice(0, 300) };
    }
  }

  return {
    model: settings.model,
    async readQuestionnaireAnswer(question, answer) {
      const reply = await ask(ANSWER_SYSTEM, `Question: ${question}\nAnswer: ${answer}`);
      if (!('text' in reply)) return reply;
      const parsed = ExtractedDataSchema.safeParse(jsonOf(reply.text));
      if (!parsed.success) {
        return { ok: false, reason: 'malformed', detail: 'the reply is not the data asked for' };
      }
      if (Object.keys(parsed.data).length === 0) {
        return { ok: false, reason: 'malformed', detail: 'the model read nothing either' };
      }
      return { ok: true, data: parsed.data };
    },
    async readMealPlanEdits(message) {
      const reply = await ask(SYSTEM, message);
      if (!('text' in reply)) return reply;
      const parsed = ReplySchema.safeParse(jsonOf(reply.text));
      if (!parsed.success) {
        return { ok: false, reason: 'malformed', detail: 'the reply is not the edits asked for' };
      }
      const intents = parsed.data.intents.filter((intent) => intent.kind !== 'unknown');
      if (intents.length === 0) {
        return { ok: false, reason: 'malformed', detail: 'the model read no edit either' };
      }
      return { ok: true, intents };
    },
  };
}
