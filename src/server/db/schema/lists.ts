import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import { userId } from './owner';

/** The list tables of the signed-in person's data (spec §3): conditions, medications, allergies, restrictions, food preferences. */

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
