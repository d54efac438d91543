import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './columns';
import { userId } from './owner';

/** Stored meal plans, analyses, chat history and insights (spec §3). */

export const userMealPlans = pgTable(
  'user_meal_plans',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: userId(),
    planName: text('plan_name')
      .notNull()
      .default(sql`'Meal Plan ' || to_char(now(), 'YYYY-MM-DD')`),
    durationDays: integer('duration_days').notNull().default(7),
    startDate: date('start_date'),
    planData: jsonb('plan_data').notNull(),
    caloriesPerDay: integer('calories_per_day'),
    generatedBy: text('generated_by').notNull().default('ai'),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [
    index('user_meal_plans_user_created_idx').on(t.userId, t.createdAt.desc()),
    check('user_meal_plans_duration_check', sql`${t.durationDays} in (3, 5, 7, 14)`),
  ],
);

export const userAiAnalyses = pgTable(
  'user_ai_analyses',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: userId(),
    analysisType: text('analysis_type').notNull(),
    analysisData: jsonb('analysis_data').notNull(),
    userProfileSnapshot: jsonb('user_profile_snapshot'),
    createdAt: createdAt(),
  },
  (t) => [
    index('user_ai_analyses_user_created_idx').on(t.userId, t.createdAt.desc()),
    check(
      'user_ai_analyses_type_check',
      sql`${t.analysisType} in ('health_assessment', 'dietary_recommendations', 'nutritional_guidelines')`,
    ),
  ],
);

export const userChatHistory = pgTable(
  'user_chat_history',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: userId(),
    chatType: text('chat_type').notNull(),
    messages: jsonb('messages').notNull().default(sql`'[]'::jsonb`),
    metadata: jsonb('metadata').notNull().default(sql`'{}'::jsonb`),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('user_chat_history_user_type_created_idx').on(t.userId, t.chatType, t.createdAt.desc()),
  ],
);

export const userAiInsights = pgTable('user_ai_insights', {
  id: uuid('id').primaryKey().defaultRandom(),
  userId: userId().unique(),
  insights: jsonb('insights').notNull().default(sql`'{}'::jsonb`),
  history: jsonb('history').notNull().default(sql`'[]'::jsonb`),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});
