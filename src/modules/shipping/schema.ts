import { integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import type { ShippingSettings, ShippingZoneDefinition } from './definition.ts';

/**
 * The merchant's shipping zones, each with its methods (a zone owns its methods: they are
 * loaded, changed and removed together), in the merchant's order.
 */
export const shippingZones = pgTable('shipping_zones', {
  key: text('key').primaryKey(),
  position: integer('position').notNull().default(0),
  definition: jsonb('definition').$type<ShippingZoneDefinition>().notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Shop-wide shipping settings (one row): shipping insurance. */
export const shippingSettings = pgTable('shipping_settings', {
  id: integer('id').primaryKey(),
  settings: jsonb('settings').$type<ShippingSettings>().notNull(),
});
