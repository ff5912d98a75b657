import { jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import type { Popup } from './contract.ts';

/** The merchant's marketing popups, by key, in the order they were loaded. */
export const popups = pgTable('popups', {
  id: serial('id').primaryKey(),
  key: text('key').notNull().unique(),
  definition: jsonb('definition').$type<Popup>().notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
