import {
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core';
import type { ConsentCategory } from './contract.ts';

/**
 * The events the storefront sent (spec section 7, /api/statistics/events): one row per event
 * id, however often the browser sends it (a beacon retried, a page restored). Nothing in it
 * finds a person: the session id is a random one the browser keeps, `client_key` a one-way hash
 * of the address (flood control), and card numbers are masked before a row is written.
 */
export const analyticsEvents = pgTable(
  'analytics_events',
  {
    id: serial('id').primaryKey(),
    eventId: text('event_id').notNull().unique(),
    name: text('name').notNull(),
    path: text('path').notNull(),
    params: jsonb('params').$type<Record<string, string | number | boolean>>().notNull(),
    sessionId: text('session_id'),
    locale: text('locale').notNull(),
    clientKey: text('client_key').notNull(),
    /** What the shopper granted when it happened: a tracker of another category never gets it. */
    consent: text('consent').array().$type<ConsentCategory[]>().notNull().default([]),
    /** SHA-256 of the customer's email, on a purchase with marketing consent; else none. */
    emailHash: text('email_hash'),
    /** The browser's user agent, with marketing consent only (the trackers match on it). */
    userAgent: text('user_agent'),
    /** GA4's own client and session of the shopper's browser, on a purchase whose cart had them. */
    gaClientId: text('ga_client_id'),
    gaSessionId: text('ga_session_id'),
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('analytics_events_name_idx').on(t.name, t.occurredAt),
    index('analytics_events_client_idx').on(t.clientKey, t.createdAt),
  ],
);

/** Where each tracker's forwarding is in the list of events, and who holds it now. */
export const analyticsForwarding = pgTable('analytics_forwarding', {
  tracker: text('tracker').primaryKey(),
  /** The last event (by row number) it has dealt with: sent, refused, or not for it. */
  lastSeq: integer('last_seq').notNull().default(0),
  /** A forwarding run holds the tracker until then (a crashed one lets go by itself). */
  leasedUntil: timestamp('leased_until', { withTimezone: true }),
  /** Events sent, and refused, all told. */
  sent: integer('sent').notNull().default(0),
  refused: integer('refused').notNull().default(0),
  lastError: text('last_error'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * The dead letters: events a tracker refused (a 4xx for the event alone), kept with its answer
 * so the merchant sees why, while the others went on.
 */
export const analyticsDeadLetters = pgTable(
  'analytics_dead_letters',
  {
    id: serial('id').primaryKey(),
    tracker: text('tracker').notNull(),
    eventId: text('event_id').notNull(),
    status: integer('status').notNull(),
    answer: text('answer').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [unique('analytics_dead_letters_once').on(t.tracker, t.eventId)],
);
