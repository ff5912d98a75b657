import { index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Who is looking at a product now (spec section 7, visitors_counter): one row per product and
 * visitor, its time the visitor's latest view. A visitor is a one-way hash of the address (an
 * IPv6 address's /64) salted with the day (no cookie, nothing kept on the device, nothing that
 * finds a person tomorrow), and rows older than the counting window are deleted.
 */
export const productVisits = pgTable(
  'product_visits',
  {
    productId: integer('product_id').notNull(),
    visitor: text('visitor').notNull(),
    seenAt: timestamp('seen_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.productId, t.visitor] }),
    index('product_visits_seen_idx').on(t.productId, t.seenAt),
  ],
);
