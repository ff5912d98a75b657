import { index, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Messages shoppers send through the contact form (spec section 7, contact_service), kept for
 * the shop to answer. `client_key` is a hash of the sender's address, for flood control;
 * `locale` is the language they wrote from, to answer in it.
 */
export const contactMessages = pgTable(
  'contact_messages',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    phone: text('phone').notNull().default(''),
    orderNumber: text('order_number').notNull().default(''),
    message: text('message').notNull(),
    locale: text('locale').notNull(),
    clientKey: text('client_key').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('contact_messages_client_idx').on(t.clientKey, t.createdAt),
    index('contact_messages_created_idx').on(t.createdAt),
  ],
);
