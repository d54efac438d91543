import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { user } from './auth';
import { createdAt, updatedAt } from './columns';

/** Mail: the local mailbox, the queue to the SMTP server, email settings and weekly runs (issue 14). */

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
