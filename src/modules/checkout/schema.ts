import { bigint, boolean, index, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import type { OrderAddress } from '../orders/model.ts';

/** The steps of checkout (spec section 2, Checkout). */
export type CheckoutStep =
  'contact_information' | 'shipping_method' | 'payment_method' | 'all_in_one_checkout';

/**
 * A cart's checkout in progress: who the shopper is and where it ships, what they chose. Keyed
 * by the cart's hash (the cart module owns carts; this module only its own rows).
 */
export const checkouts = pgTable('checkouts', {
  cartHash: text('cart_hash').primaryKey(),
  email: text('email'),
  shippingAddress: jsonb('shipping_address').$type<OrderAddress>(),
  /** Null: the same as the shipping address. */
  billingAddress: jsonb('billing_address').$type<OrderAddress>(),
  shippingMethod: text('shipping_method'),
  /** The method's cost when the shopper chose it: a different cost later is announced. */
  shippingCost: bigint('shipping_cost', { mode: 'number' }),
  insurance: boolean('insurance').notNull().default(false),
  paymentMethod: text('payment_method'),
  step: text('step').$type<CheckoutStep>().notNull().default('contact_information'),
  startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Where a card payment attempt stands. */
export type AttemptStatus = 'requires_action' | 'pending' | 'authorized' | 'completed' | 'failed';

/**
 * Card payment attempts waiting on the provider (3-D Secure, a pending payment): what the order
 * is to be, so that the shopper's return or the provider's webhook, whichever comes first (or
 * both), places it once. Keyed by the attempt's reference (the idempotency key).
 */
export const paymentAttempts = pgTable(
  'payment_attempts',
  {
    reference: text('reference').primaryKey(),
    cartHash: text('cart_hash').notNull(),
    provider: text('provider').notNull(),
    paymentId: text('payment_id'),
    status: text('status').$type<AttemptStatus>().notNull(),
    cause: text('cause'),
    orderNumber: bigint('order_number', { mode: 'number' }),
    /** The order to place, as the checkout stood when the shopper paid. */
    order: jsonb('order').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('payment_attempts_payment_idx').on(t.paymentId)],
);
