import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  doublePrecision,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { user } from './auth';
import { createdAt, updatedAt } from './columns';
import { userId } from './owner';

/** The person's profile and their versioned health-data snapshots (spec §3). */

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
