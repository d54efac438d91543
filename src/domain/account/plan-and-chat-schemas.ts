import { z } from 'zod';
import { ChatMessageSchema } from '../chat/schemas';
import { MealPlanSchema, PlanDurationSchema } from '../planner/meal-plan';
import { ExtractedDataSchema } from '../questionnaire';
import { isoDate, TEXT_LIMITS, text } from './schema-fields';

/** The `/api/me` schemas of stored meal plans and chat history. */

// ----- user_meal_plans ----------------------------------------------------------------------

export const MealPlanCreateSchema = z
  .object({
    /** Default 'Meal Plan {YYYY-MM-DD}' (spec §3). */
    planName: text(TEXT_LIMITS.shortText).optional(),
    /** Default: the plan's number of days when that is 3, 5, 7 or 14, else 7. */
    durationDays: PlanDurationSchema.optional(),
    startDate: isoDate.nullish(),
    planData: MealPlanSchema,
    /** Default: the plan's dailyCalories. */
    caloriesPerDay: z.number().int().min(0).max(10_000).nullish(),
  })
  .strict();
export const MealPlanUpdateSchema = MealPlanCreateSchema.partial()
  .extend({ isActive: z.boolean().optional() })
  .strict();

export const StoredMealPlanSchema = z.object({
  id: z.string(),
  planName: z.string(),
  durationDays: z.number(),
  startDate: z.string().nullable(),
  planData: MealPlanSchema,
  caloriesPerDay: z.number().nullable(),
  generatedBy: z.string(),
  isActive: z.boolean(),
  createdAt: z.string(),
});
export type StoredMealPlan = z.infer<typeof StoredMealPlanSchema>;

// ----- user_chat_history --------------------------------------------------------------------

export const CHAT_KINDS = ['mealPlan', 'questionnaire'] as const;
export const ChatKindSchema = z.enum(CHAT_KINDS);
export type ChatKind = z.infer<typeof ChatKindSchema>;

/** Spec §3 saved chat history metadata: the plan for meal-plan chats, what was learnt for questionnaires. */
export const ChatMetadataSchema = z
  .object({
    currentMealPlan: MealPlanSchema.nullish(),
    extractedData: ExtractedDataSchema.optional(),
    isComplete: z.boolean().optional(),
    suggestedTopics: z.array(z.string().max(200)).max(20).optional(),
  })
  .strict();

const ChatMessagesSchema = z.array(ChatMessageSchema).max(200);

export const ChatHistoryCreateSchema = z
  .object({
    chatType: ChatKindSchema,
    messages: ChatMessagesSchema,
    metadata: ChatMetadataSchema.default({}),
  })
  .strict();
export const ChatHistoryUpdateSchema = z
  .object({ messages: ChatMessagesSchema.optional(), metadata: ChatMetadataSchema.optional() })
  .strict();

export const StoredChatHistorySchema = z.object({
  id: z.string(),
  chatType: ChatKindSchema,
  messages: ChatMessagesSchema,
  metadata: ChatMetadataSchema,
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type StoredChatHistory = z.infer<typeof StoredChatHistorySchema>;
