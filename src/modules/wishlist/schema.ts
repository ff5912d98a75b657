import { sql } from 'drizzle-orm';
import { index, integer, pgTable, primaryKey, timestamp } from 'drizzle-orm/pg-core';

/**
 * A product on a customer's wishlist (spec section 3, Wishlist: numeric product ids), with the
 * variant the customer was looking at when there was one. The customer's id is the accounts'
 * (its row's deletion takes the list with it, by the migration's foreign key).
 */
export const wishlistItems = pgTable(
  'wishlist_items',
  {
    customerId: integer('customer_id').notNull(),
    productId: integer('product_id').notNull(),
    variantId: integer('variant_id'),
    /** Since when the wished variant was sold out: one back-in-stock mail when it returns. */
    waitingSince: timestamp('waiting_since', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.customerId, t.productId] }),
    index('wishlist_items_product_idx').on(t.productId),
    index('wishlist_items_waiting_idx')
      .on(t.waitingSince)
      .where(sql`${t.waitingSince} is not null`),
  ],
);
