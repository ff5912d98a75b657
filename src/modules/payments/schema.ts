import { boolean, integer, pgTable, text } from 'drizzle-orm/pg-core';

/**
 * The merchant's payment methods: which are offered, in which order, to which countries and up
 * to which amount. The migration enables all three built-in methods.
 */
export const paymentMethods = pgTable('payment_methods', {
  /** The provider's code: `test_card`, `bank_transfer`, `cash_on_delivery`. */
  code: text('code').primaryKey(),
  enabled: boolean('enabled').notNull().default(true),
  position: integer('position').notNull().default(0),
  /** ISO 3166 country codes the method is offered to; null: every country. */
  countries: text('countries').array(),
  /** The largest order it takes, in minor units of the checkout currency; null: no limit. */
  maxAmount: integer('max_amount'),
});
