import { sql } from 'drizzle-orm';
import {
  date,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

/**
 * The newsletter's subscribers, each with the proof of their consent: when they asked, the
 * words the form showed them, and when they confirmed (double opt-in) or left. Links carry
 * tokens; only their SHA-256 is kept. `mails_on` and `mails_sent` count the mails an address
 * was sent today, so a form cannot be used to flood someone's inbox.
 */
export const newsletterSubscribers = pgTable(
  'newsletter_subscribers',
  {
    id: serial('id').primaryKey(),
    email: text('email').notNull(),
    /** pending (waits for its confirmation), subscribed, unsubscribed. */
    status: text('status').notNull(),
    locale: text('locale').notNull(),
    /** Where the form was (the `code` the form posts: footer, a section, a popup). */
    code: text('code').notNull().default(''),
    consentText: text('consent_text').notNull().default(''),
    requestedAt: timestamp('requested_at', { withTimezone: true }).notNull().defaultNow(),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    unsubscribedAt: timestamp('unsubscribed_at', { withTimezone: true }),
    confirmTokenHash: text('confirm_token_hash'),
    confirmExpiresAt: timestamp('confirm_expires_at', { withTimezone: true }),
    unsubscribeTokenHash: text('unsubscribe_token_hash').notNull(),
    mailsOn: date('mails_on'),
    mailsSent: integer('mails_sent').notNull().default(0),
  },
  (t) => [
    uniqueIndex('newsletter_subscribers_email_idx').on(sql`lower(${t.email})`),
    index('newsletter_subscribers_confirm_idx').on(t.confirmTokenHash),
    index('newsletter_subscribers_unsubscribe_idx').on(t.unsubscribeTokenHash),
  ],
);
