import { integer, jsonb, pgTable, primaryKey, serial, text, timestamp } from 'drizzle-orm/pg-core';
import type { Incentive } from './contract.ts';

/** The merchant's incentives, by key. */
export const incentives = pgTable('incentives', {
  id: serial('id').primaryKey(),
  key: text('key').notNull().unique(),
  definition: jsonb('definition').$type<Incentive>().notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Each customer's code of an incentive: given once, whatever they do again. */
export const incentiveGrants = pgTable(
  'incentive_grants',
  {
    incentiveKey: text('incentive_key').notNull(),
    customerId: integer('customer_id').notNull(),
    couponCode: text('coupon_code').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.incentiveKey, t.customerId] })],
);
