import { integer, pgTable, serial, text } from 'drizzle-orm/pg-core';

/** The shop's siblings in other languages or countries, in the merchant's order. */
export const sites = pgTable('sites', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  url: text('url').notNull().unique(),
  locale: text('locale').notNull(),
  country: text('country').notNull().default(''),
  currency: text('currency').notNull().default(''),
  position: integer('position').notNull().default(0),
});
