import { index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * What shoppers' browsers reported (spec section 7, Store services: report): a store call that
 * was refused with a 422 the shopper may not have been able to mend (section 8), where and
 * why. `client_key` is a hash of the sender's address, for flood control only.
 */
export const errorReports = pgTable(
  'error_reports',
  {
    id: serial('id').primaryKey(),
    /** The store call refused: its path under /api/store (no query) and method. */
    path: text('path').notNull(),
    method: text('method').notNull(),
    status: integer('status').notNull(),
    /** The refusal's code (`phone_invalid` ...) and the field it named, when it named one. */
    code: text('code').notNull().default(''),
    field: text('field').notNull().default(''),
    /** The page the shopper was on (a path, card numbers masked). */
    page: text('page').notNull().default(''),
    locale: text('locale').notNull(),
    clientKey: text('client_key').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('error_reports_client_idx').on(t.clientKey, t.createdAt),
    index('error_reports_created_idx').on(t.createdAt),
  ],
);
