import { sql } from 'drizzle-orm';
import {
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { Ga4Ids } from '../analytics/ga4-ids.ts';

/** Line properties the shopper chose (spec section 3, Cart line properties). */
export type LineProperties = Record<string, string>;

/** Carts, addressed by the unguessable `hash` that the cart_hash cookie carries. */
export const carts = pgTable('carts', {
  id: serial('id').primaryKey(),
  hash: text('hash').notNull().unique(),
  currency: text('currency').notNull(),
  /** The coupon codes the shopper entered, in order (coupon_record). */
  coupons: text('coupons')
    .array()
    .notNull()
    .default(sql`'{}'::text[]`),
  /** The shopper's remarks for the order (cart/note). */
  note: text('note').notNull().default(''),
  /** The shopper's GA4 client and session, for the order's purchase (none without consent). */
  analyticsIds: jsonb('analytics_ids').$type<Ga4Ids>(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Cart lines; one per variant and set of properties, quantities merge. The product and variant
 * are the catalogue's ids, not foreign keys: the catalogue owns its tables, and a line whose
 * variant is gone is dropped by the cart with a notice.
 */
export const cartLines = pgTable(
  'cart_lines',
  {
    id: serial('id').primaryKey(),
    cartId: integer('cart_id')
      .notNull()
      .references(() => carts.id, { onDelete: 'cascade' }),
    productId: integer('product_id').notNull(),
    variantId: integer('variant_id').notNull(),
    quantity: integer('quantity').notNull(),
    properties: jsonb('properties')
      .$type<LineProperties>()
      .notNull()
      .default(sql`'{}'::jsonb`),
    propertiesKey: text('properties_key').notNull().default(''),
    groupId: text('group_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('cart_lines_identity_key').on(t.cartId, t.variantId, t.propertiesKey),
    index('cart_lines_cart_idx').on(t.cartId, t.id),
  ],
);
