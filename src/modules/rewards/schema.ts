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

/**
 * What customers may spend points on (spec section 3, Reward campaign), as the merchant's file
 * defines them: the definition (validated by `campaignSchema`) is stored whole.
 */
export const rewardCampaigns = pgTable('reward_campaigns', {
  id: serial('id').primaryKey(),
  /** The stable key the merchant's file uses, so loading it again updates, not duplicates. */
  key: text('key').notNull().unique(),
  definition: jsonb('definition').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * The points ledger: every change of a customer's points is a row, never an update. Points
 * count once `available_at` has passed (an order's wait out its return window first); the
 * balance is the sum. An order's points and their corrections name the order; a redemption
 * names the coupon it gave. The customer is the accounts' (its row's deletion takes the entries
 * with it, by the migration's foreign key).
 */
export const rewardEntries = pgTable(
  'reward_entries',
  {
    id: serial('id').primaryKey(),
    customerId: integer('customer_id').notNull(),
    points: integer('points').notNull(),
    /** signup, newsletter, order, order_change, redeem, expiry. */
    reason: text('reason').notNull(),
    orderId: integer('order_id'),
    couponCode: text('coupon_code'),
    campaignKey: text('campaign_key'),
    availableAt: timestamp('available_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('reward_entries_customer_idx').on(t.customerId, t.availableAt),
    index('reward_entries_order_idx').on(t.orderId),
    // A customer's sign-up and newsletter points are given once each.
    uniqueIndex('reward_entries_once_idx')
      .on(t.customerId, t.reason)
      .where(sql`${t.reason} in ('signup', 'newsletter')`),
  ],
);

/**
 * The tokens the storefront's rewards widget reads points with (`stamped/getToken`): only
 * their SHA-256 is kept, each for one customer and an hour.
 */
export const rewardTokens = pgTable(
  'reward_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    customerId: integer('customer_id').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('reward_tokens_customer_idx').on(t.customerId)],
);
