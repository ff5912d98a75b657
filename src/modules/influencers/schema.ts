import { boolean, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import type { ReferralRefusal } from './contract.ts';

/** The merchant's influencers: each a referral code that attributes orders to them. */
export const influencers = pgTable('influencers', {
  id: serial('id').primaryKey(),
  /** The code in the referral link (`?ref=CODE`), kept in capitals. */
  code: text('code').notNull().unique(),
  name: text('name').notNull(),
  /** The influencer's own e-mail: their own orders are never theirs to be paid for. */
  email: text('email'),
  active: boolean('active').notNull().default(true),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * An order that came through a referral link, once: attributed to the influencer, or refused
 * by the fraud rules (with why), for the merchant to read.
 */
export const influencerReferrals = pgTable(
  'influencer_referrals',
  {
    orderId: integer('order_id').primaryKey(),
    influencerId: integer('influencer_id')
      .notNull()
      .references(() => influencers.id, { onDelete: 'cascade' }),
    /** A one-way key of the shopper's address (the weekly cap per address). */
    clientKey: text('client_key').notNull(),
    refusal: text('refusal').$type<ReferralRefusal>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('influencer_referrals_client_idx').on(t.clientKey, t.createdAt)],
);
