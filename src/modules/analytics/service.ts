import { desc, eq } from 'drizzle-orm';
import type { Db } from '../../platform/db.ts';
import { AppError } from '../../platform/errors.ts';
import { FLOOD_WINDOW_MS, isFlooding, sentInWindow } from '../../platform/flood.ts';
import { consentedUserAgent, type Accepted, type AnalyticsEvent } from './contract.ts';
import { maskCardNumbers } from './mask.ts';
import { analyticsEvents } from './schema.ts';

/**
 * Events one browser address may send in the flood window: a shopper browsing hard sends a few
 * hundred (a page view, the items of a list, a search each); far more is a script.
 */
export const MAX_EVENTS_PER_WINDOW = 1000;

/** Who sent a batch: the one-way key of their address, and their language. */
export interface EventSender {
  clientKey: string;
  locale: string;
  /** The browser's user agent: kept on an event only with marketing consent. */
  userAgent?: string;
}

export type AnalyticsService = ReturnType<typeof createAnalyticsService>;

/** An event's texts with every card number masked (spec section 7, Tracking). */
function masked(event: AnalyticsEvent): AnalyticsEvent {
  const params = Object.fromEntries(
    Object.entries(event.params).map(([k, v]) => [
      k,
      typeof v === 'string' ? maskCardNumbers(v) : v,
    ]),
  );
  return { ...event, path: maskCardNumbers(event.path), params };
}

/** The events the storefront sends: kept once per event id. */
export function createAnalyticsService(db: Db) {
  return {
    /**
     * Keeps a batch of events, each once (an id seen before is taken and not kept again); an
     * address over its flood limit is refused (429) and nothing of the batch is kept.
     */
    async record(events: readonly AnalyticsEvent[], sender: EventSender): Promise<Accepted> {
      const sent = await sentInWindow(db, analyticsEvents, sender.clientKey);
      if (isFlooding(sent + events.length - 1, MAX_EVENTS_PER_WINDOW)) {
        throw new AppError(429, 'statistics_flood', { minutes: FLOOD_WINDOW_MS / 60_000 });
      }
      const now = new Date();
      const rows = await db
        .insert(analyticsEvents)
        .values(
          events.map(masked).map((e) => ({
            eventId: e.event_id,
            name: e.name,
            path: e.path,
            params: e.params,
            sessionId: e.session_id ?? null,
            locale: sender.locale,
            clientKey: sender.clientKey,
            consent: e.consent,
            userAgent: consentedUserAgent(e.consent, sender.userAgent) ?? null,
            occurredAt: e.occurred_at ?? now,
          })),
        )
        .onConflictDoNothing({ target: analyticsEvents.eventId })
        .returning({ id: analyticsEvents.id });
      return { accepted: events.length, stored: rows.length };
    },

    /** The events of one name, newest first (what the shop's reports read). */
    async latest(name: string, limit = 100) {
      return db
        .select()
        .from(analyticsEvents)
        .where(eq(analyticsEvents.name, name))
        .orderBy(desc(analyticsEvents.id))
        .limit(limit);
    },
  };
}
