import { sql } from 'drizzle-orm';
import {
  bigint,
  index,
  integer,
  jsonb,
  pgSequence,
  pgTable,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import type {
  FinancialStatus,
  FulfillmentStatus,
  OrderAddress,
  OrderAttribution,
  OrderPayment,
  OrderProgress,
  TrackingStatus,
} from './model.ts';

/** Order numbers the shopper sees (#1001, #1002 ...): a sequence, so two instances never clash. */
export const orderNumbers = pgSequence('order_numbers', { startWith: 1001 });

/**
 * Placed orders. Amounts are minor units of the shop's currency, as the server priced them when
 * the order was placed; nothing the browser sent about money is kept.
 */
export const orders = pgTable(
  'orders',
  {
    id: serial('id').primaryKey(),
    number: bigint('number', { mode: 'number' })
      .notNull()
      .unique()
      .default(sql`nextval('order_numbers')`),
    /** The checkout attempt's idempotency key: one order per key, whatever the retries. */
    idempotencyKey: text('idempotency_key').notNull().unique(),
    cartHash: text('cart_hash').notNull(),
    email: text('email').notNull(),
    /**
     * The logged-in customer who placed it (null: a guest), whatever e-mail the order carries:
     * their account lists it. A customer's account also lists the orders of its confirmed address.
     */
    customerId: integer('customer_id'),
    locale: text('locale').notNull(),
    currency: text('currency').notNull(),
    subtotal: bigint('subtotal', { mode: 'number' }).notNull(),
    discountTotal: bigint('discount_total', { mode: 'number' }).notNull(),
    shippingTotal: bigint('shipping_total', { mode: 'number' }).notNull(),
    insuranceTotal: bigint('insurance_total', { mode: 'number' }).notNull().default(0),
    taxTotal: bigint('tax_total', { mode: 'number' }).notNull().default(0),
    total: bigint('total', { mode: 'number' }).notNull(),
    refundedTotal: bigint('refunded_total', { mode: 'number' }).notNull().default(0),
    financialStatus: text('financial_status').$type<FinancialStatus>().notNull(),
    fulfillmentStatus: text('fulfillment_status')
      .$type<FulfillmentStatus>()
      .notNull()
      .default('unfulfilled'),
    progress: text('progress').$type<OrderProgress>().notNull().default('ordered'),
    shippingAddress: jsonb('shipping_address').$type<OrderAddress>().notNull(),
    billingAddress: jsonb('billing_address').$type<OrderAddress>(),
    shippingMethod: jsonb('shipping_method')
      .$type<{
        id: string;
        name: string;
        cost: number;
        regular_cost: number;
        /** The delivery estimate in business days (orders before it was kept have none). */
        min_days?: number | null;
        max_days?: number | null;
      }>()
      .notNull(),
    paymentMethod: text('payment_method').notNull(),
    /** The provider's payment: id, card brand and last 4 (never a card number). */
    payment: jsonb('payment').$type<OrderPayment>(),
    coupons: text('coupons')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    discounts: jsonb('discounts')
      .$type<{ id: number; title: string; code: string | null; amount: number }[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    note: text('note').notNull().default(''),
    /** The session, consent and campaign the order came with (for the trackers); none: unknown. */
    attribution: jsonb('attribution').$type<OrderAttribution>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('orders_email_idx').on(sql`lower(${t.email})`, t.number),
    index('orders_customer_idx')
      .on(t.customerId, t.number)
      .where(sql`${t.customerId} is not null`),
    index('orders_cart_idx').on(t.cartHash, t.createdAt),
  ],
);

/** The lines of an order, as they were bought (title, options and price kept as sold). */
export const orderLines = pgTable(
  'order_lines',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    productId: integer('product_id').notNull(),
    variantId: integer('variant_id').notNull(),
    title: text('title').notNull(),
    attrs: jsonb('attrs').$type<{ name: string; value: string }[]>().notNull(),
    sku: text('sku').notNull(),
    image: text('image'),
    path: text('path').notNull(),
    quantity: integer('quantity').notNull(),
    unitPrice: bigint('unit_price', { mode: 'number' }).notNull(),
    subtotal: bigint('subtotal', { mode: 'number' }).notNull(),
    discount: bigint('discount', { mode: 'number' }).notNull(),
    total: bigint('total', { mode: 'number' }).notNull(),
    properties: jsonb('properties').$type<Record<string, string>>().notNull(),
  },
  (t) => [index('order_lines_order_idx').on(t.orderId, t.id)],
);

/** Shipments of an order, with the carrier's tracking events (spec section 4, tracking). */
export const shipments = pgTable(
  'shipments',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    trackingNumber: text('tracking_number').notNull().unique(),
    carrier: text('carrier').notNull().default(''),
    status: text('status').$type<TrackingStatus>().notNull().default('pending'),
    events: jsonb('events')
      .$type<{ at: string; status: TrackingStatus; description: string; location: string }[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('shipments_order_idx').on(t.orderId)],
);

/** Order lookups by address, to refuse more than a few a minute (guessing numbers). */
export const orderLookups = pgTable(
  'order_lookups',
  {
    id: serial('id').primaryKey(),
    address: text('address').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('order_lookups_address_idx').on(t.address, t.at)],
);

/** An order as stored. */
export type OrderRow = typeof orders.$inferSelect;
/** An order line as stored. */
export type OrderLineRow = typeof orderLines.$inferSelect;
