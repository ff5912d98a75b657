import { integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Discounts and coupons, as the merchant defines them: the definition (validated by
 * `discountDefinitionSchema`) is stored whole; a coupon's code is its own column so lookups and
 * uniqueness are the database's. `used_count` counts the orders that used a coupon; the order
 * transaction raises it atomically (`... where used_count < usage_limit`).
 */
export const discounts = pgTable('discounts', {
  id: serial('id').primaryKey(),
  /** The stable key the merchant's file uses, so loading it again updates, not duplicates. */
  key: text('key').notNull().unique(),
  code: text('code').unique(),
  definition: jsonb('definition').notNull(),
  usedCount: integer('used_count').notNull().default(0),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Shop-wide discount display settings (discount/style_config): one row. */
export const discountSettings = pgTable('discount_settings', {
  id: integer('id').primaryKey().default(1),
  styleConfig: jsonb('style_config').notNull(),
});
