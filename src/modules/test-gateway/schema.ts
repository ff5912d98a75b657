import { check, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';

/**
 * The test gateway's own secrets, made once and kept: `fingerprint`, the key of its card
 * fingerprints (the same card number gives the same fingerprint in every process, for good).
 */
export const testGatewayKeys = pgTable('test_gateway_keys', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
});

/**
 * Card tokens the test gateway issued: what a card's token stands for. Never the card number
 * nor its security code: only the brand, the last four digits, the expiry, the test outcome and
 * the card's fingerprint (a keyed hash of its number, which cannot be turned back into it).
 */
export const testGatewayTokens = pgTable('test_gateway_tokens', {
  /** `tok_` and a random value: what the shopper's browser hands the shop. */
  token: text('token').primaryKey(),
  brand: text('brand').notNull(),
  last4: text('last4').notNull(),
  expMonth: integer('exp_month').notNull(),
  expYear: integer('exp_year').notNull(),
  /** What the test card does (cards.ts encodeOutcome). */
  outcome: text('outcome').notNull(),
  /** The card's fingerprint (tokens.ts); tokens made before it was kept have none. */
  fingerprint: text('fingerprint'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** The payment statuses of the test gateway. */
export const GATEWAY_STATUSES = [
  'authorized',
  'captured',
  'voided',
  'refunded',
  'partially_refunded',
  'failed',
  'requires_action',
  'pending',
] as const;

/** One status of a test gateway payment. */
export type GatewayStatus = (typeof GATEWAY_STATUSES)[number];

/**
 * The test gateway's payments. `reference` is the shop's idempotency key: one payment per
 * reference, however often the shop asks. Amounts are in minor units of `currency`.
 */
export const testGatewayPayments = pgTable(
  'test_gateway_payments',
  {
    /** `tgp_` and a random value. */
    id: text('id').primaryKey(),
    reference: text('reference').notNull().unique(),
    token: text('token').notNull(),
    amount: integer('amount').notNull(),
    currency: text('currency').notNull(),
    status: text('status').$type<GatewayStatus>().notNull(),
    /** Why it failed (a decline code), when it did. */
    cause: text('cause'),
    /** What the card does next (cards.ts encodeOutcome), copied from its token. */
    outcome: text('outcome').notNull(),
    brand: text('brand').notNull(),
    last4: text('last4').notNull(),
    /** The card's fingerprint, copied from its token. */
    fingerprint: text('fingerprint'),
    capturedAmount: integer('captured_amount').notNull().default(0),
    refundedAmount: integer('refunded_amount').notNull().default(0),
    /** Where the challenge page sends the shopper back to. */
    returnUrl: text('return_url'),
    /** The shopper's language (a shop locale), which the challenge page speaks. */
    locale: text('locale'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('test_gateway_payments_amount_positive', sql`${t.amount} > 0`),
    check(
      'test_gateway_payments_refund_within_capture',
      sql`${t.refundedAmount} >= 0 and ${t.refundedAmount} <= ${t.capturedAmount}`,
    ),
  ],
);
