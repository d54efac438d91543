import { sql } from 'drizzle-orm';
import {
  check,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './columns';
import { userId } from './owner';

/** The food log and body measurements (issue 16). */

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
