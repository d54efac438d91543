import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

// ---------------------------------------------------------------------------------------------
// better-auth's tables (core schema of better-auth 1.7: user, session, account, verification,
// plus rateLimit for database-backed rate limiting). Written by hand: its CLI needs Node 22.
// ---------------------------------------------------------------------------------------------

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () =>
  timestamp('updated_at', { withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date());

export const user = pgTable('user', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  email: text('email').notNull().unique(),
  emailVerified: boolean('email_verified').notNull().default(false),
  image: text('image'),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const session = pgTable(
  'session',
  {
    id: text('id').primaryKey(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    token: text('token').notNull().unique(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    ipAddress: text('ip_address'),
    userAgent: text('user_agent'),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
  },
  (t) => [index('session_user_id_idx').on(t.userId)],
);

export const account = pgTable(
  'account',
  {
    id: text('id').primaryKey(),
    accountId: text('account_id').notNull(),
    providerId: text('provider_id').notNull(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    accessToken: text('access_token'),
    refreshToken: text('refresh_token'),
    idToken: text('id_token'),
    accessTokenExpiresAt: timestamp('access_token_expires_at', { withTimezone: true }),
    refreshTokenExpiresAt: timestamp('refresh_token_expires_at', { withTimezone: true }),
    scope: text('scope'),
    password: text('password'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('account_user_id_idx').on(t.userId)],
);

export const verification = pgTable(
  'verification',
  {
    id: text('id').primaryKey(),
    identifier: text('identifier').notNull(),
    value: text('value').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('verification_identifier_idx').on(t.identifier)],
);

export const rateLimit = pgTable('rate_limit', {
  id: text('id').primaryKey(),
  key: text('key').notNull().unique(),
  count: integer('count').notNull(),
  lastRequest: bigint('last_request', { mode: 'number' }).notNull(),
});

// ---------------------------------------------------------------------------------------------
// The product's stored tables (spec §3). Every row belongs to a user and goes with them.
// ---------------------------------------------------------------------------------------------

const userId = () =>
  text('user_id')
    .notNull()
    .references(() => user.id, { onDelete: 'cascade' });

export const userProfiles = pgTable('user_profiles', {
  /** The profile's id is the user's id: one profile per user. */
  id: text('id')
    .primaryKey()
    .references(() => user.id, { onDelete: 'cascade' }),
  email: text('email').notNull(),
  username: text('username'),
  firstName: text('first_name'),
  lastName: text('last_name'),
  dateOfBirth: date('date_of_birth'),
  age: integer('age'),
  gender: text('gender'),
  country: text('country'),
  usRegion: text('us_region'),
  heightCm: doublePrecision('height_cm'),
  weightKg: doublePrecision('weight_kg'),
  bmi: doublePrecision('bmi'),
  activityLevel: text('activity_level').notNull().default('moderate'),
  profileCompleted: boolean('profile_completed').notNull().default(false),
  lastAssessmentDate: timestamp('last_assessment_date', { withTimezone: true }),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const userHealthConditions = pgTable(
  'user_health_conditions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: userId(),
    conditionType: text('condition_type').notNull(),
    conditionName: text('condition_name').notNull(),
    diagnosedDate: date('diagnosed_date'),
    severity: text('severity').notNull().default('unknown'),
    notes: text('notes'),
    isActive: boolean('is_active').notNull().default(true),
    requiresDietaryRestriction: boolean('requires_dietary_restriction').notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [index('user_health_conditions_user_created_idx').on(t.userId, t.createdAt.desc())],
);

export const userMedications = pgTable(
  'user_medications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: userId(),
    medicationName: text('medication_name').notNull(),
    dosage: text('dosage'),
    frequency: text('frequency'),
    purpose: text('purpose'),
    hasFoodInteractions: boolean('has_food_interactions').notNull().default(false),
    foodInteractionNotes: text('food_interaction_notes'),
    isActive: boolean('is_active').notNull().default(true),
    startDate: date('start_date'),
    endDate: date('end_date'),
    createdAt: createdAt(),
  },
  (t) => [index('user_medications_user_created_idx').on(t.userId, t.createdAt.desc())],
);

export const userAllergies = pgTable(
  'user_allergies',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: userId(),
    allergenName: text('allergen_name').notNull(),
    allergyType: text('allergy_type').notNull().default('food'),
    severity: text('severity').notNull().default('moderate'),
    reactionSymptoms: text('reaction_symptoms'),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [index('user_allergies_user_severity_idx').on(t.userId, t.severity.desc())],
);

export const userDietaryRestrictions = pgTable(
  'user_dietary_restrictions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: userId(),
    restrictionType: text('restriction_type').notNull(),
    restrictionName: text('restriction_name').notNull(),
    reason: text('reason').notNull().default('preference'),
    strictness: text('strictness').notNull().default('moderate'),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [index('user_dietary_restrictions_user_created_idx').on(t.userId, t.createdAt.desc())],
);

export const userFoodPreferences = pgTable(
  'user_food_preferences',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: userId(),
    foodName: text('food_name').notNull(),
    foodCategory: text('food_category'),
    preferenceType: text('preference_type').notNull(),
    intensity: integer('intensity').notNull().default(3),
    notes: text('notes'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('user_food_preferences_user_food_unique').on(t.userId, t.foodName),
    index('user_food_preferences_user_type_idx').on(t.userId, t.preferenceType),
    check('user_food_preferences_type_check', sql`${t.preferenceType} in ('like', 'dislike')`),
    check('user_food_preferences_intensity_check', sql`${t.intensity} between 1 and 5`),
  ],
);

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

export const userHealthData = pgTable(
  'user_health_data',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: userId(),
    version: integer('version').notNull(),
    isCurrent: boolean('is_current').notNull().default(true),
    profile: jsonb('profile').notNull().default(sql`'{}'::jsonb`),
    healthConditions: jsonb('health_conditions').notNull().default(sql`'[]'::jsonb`),
    medications: jsonb('medications').notNull().default(sql`'[]'::jsonb`),
    allergies: jsonb('allergies').notNull().default(sql`'[]'::jsonb`),
    dietaryRestrictions: jsonb('dietary_restrictions').notNull().default(sql`'[]'::jsonb`),
    foodPreferences: jsonb('food_preferences')
      .notNull()
      .default(sql`'{"likes":[],"dislikes":[],"cuisines":[]}'::jsonb`),
    changes: jsonb('changes'),
    profileCompleted: boolean('profile_completed').notNull().default(false),
    completionPercentage: integer('completion_percentage').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('user_health_data_user_version_unique').on(t.userId, t.version),
    uniqueIndex('user_health_data_one_current').on(t.userId).where(sql`${t.isCurrent}`),
    check('user_health_data_completion_check', sql`${t.completionPercentage} between 0 and 100`),
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

/** The local mailbox: with no SMTP_URL, mail is kept here and shown on /dev/mailbox. */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Insertion order: two messages can share a timestamp (PGlite's clock has milliseconds). */
    seq: bigint('seq', { mode: 'number' }).generatedAlwaysAsIdentity(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    html: text('html').notNull(),
    text: text('text').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('mail_outbox_created_idx').on(t.createdAt.desc())],
);

/**
 * Mail on its way to the SMTP server: every message is written here before it is sent, so a
 * failed send is retried with back-off (by whichever instance claims it first) and never lost;
 * one that keeps failing ends as `failed` with the last error, and is logged.
 */
export const mailQueue = pgTable(
  'mail_queue',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    html: text('html').notNull(),
    text: text('text').notNull(),
    /** pending, sent or failed. */
    status: text('status').notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    /** When a pending message may next be tried; a claim pushes it on, as a lease. */
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    lastError: text('last_error'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('mail_queue_due_idx').on(t.status, t.nextAttemptAt),
    check('mail_queue_status_check', sql`${t.status} in ('pending', 'sent', 'failed')`),
  ],
);

/** Which emails a person asked for (issue 14): both off until they turn them on. */
export const userEmailSettings = pgTable('user_email_settings', {
  userId: text('user_id')
    .primaryKey()
    .references(() => user.id, { onDelete: 'cascade' }),
  healthTips: boolean('health_tips').notNull().default(false),
  weeklySummary: boolean('weekly_summary').notNull().default(false),
  updatedAt: updatedAt(),
});

/**
 * One row per person, kind of weekly email and week, written in the same transaction that queues
 * the email: whichever instance writes it sends that week's email; every other run skips it.
 */
export const weeklyEmailRuns = pgTable(
  'weekly_email_runs',
  {
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    /** health-tip or weekly-summary. */
    kind: text('kind').notNull(),
    /** The Monday (UTC) the week starts on. */
    weekStart: date('week_start').notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.kind, t.weekStart] })],
);

/**
 * What a person ate (issue 16): one row per meal or food logged on a day. The foods are stored
 * in grams (`ingredients`, [{ foodId, grams }]); the nutrients are computed from the food table
 * when read, never stored.
 */
export const foodLogEntries = pgTable(
  'food_log_entries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: userId(),
    eatenOn: date('eaten_on').notNull(),
    slot: text('slot').notNull(),
    name: text('name').notNull(),
    source: text('source').notNull(),
    status: text('status').notNull(),
    ingredients: jsonb('ingredients').notNull(),
    portion: doublePrecision('portion').notNull(),
    measure: text('measure'),
    recipeId: text('recipe_id'),
    planDay: integer('plan_day'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('food_log_entries_user_day_idx').on(t.userId, t.eatenOn),
    check(
      'food_log_entries_slot_check',
      sql`${t.slot} in ('breakfast', 'lunch', 'dinner', 'snack')`,
    ),
    check('food_log_entries_source_check', sql`${t.source} in ('plan', 'food', 'recipe')`),
    check('food_log_entries_status_check', sql`${t.status} in ('eaten', 'skipped')`),
    check('food_log_entries_portion_check', sql`${t.portion} > 0`),
  ],
);

/** Weight, blood pressure and blood glucose readings over time (issue 16). */
export const bodyMeasurements = pgTable(
  'body_measurements',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: userId(),
    kind: text('kind').notNull(),
    measuredOn: date('measured_on').notNull(),
    weightKg: doublePrecision('weight_kg'),
    systolic: integer('systolic'),
    diastolic: integer('diastolic'),
    glucoseMgDl: doublePrecision('glucose_mg_dl'),
    glucoseTiming: text('glucose_timing'),
    note: text('note'),
    createdAt: createdAt(),
  },
  (t) => [
    index('body_measurements_user_kind_day_idx').on(t.userId, t.kind, t.measuredOn),
    check(
      'body_measurements_kind_check',
      sql`(${t.kind} = 'weight' and ${t.weightKg} is not null) or (${t.kind} = 'blood-pressure' and ${t.systolic} is not null and ${t.diastolic} is not null) or (${t.kind} = 'blood-glucose' and ${t.glucoseMgDl} is not null)`,
    ),
  ],
);
