import { text } from 'drizzle-orm/pg-core';
import { user } from './auth';

/** The owner column of the product's stored tables (spec §3): every row belongs to a user and goes with them. */

export const userId = () =>
  text('user_id')
    .notNull()
    .references(() => user.id, { onDelete: 'cascade' });
