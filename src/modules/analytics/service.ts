import { desc, eq, sql } from 'drizzle-orm';
import { queryRows, type Db } from '../../platform/db.ts';
import { textArray } from '../../platform/sql-list.ts';
import { AppError } from '../../platform/errors.ts';
import { FLOOD_WINDOW_MS, isFlooding, sentInWindowBy } from '../../platform/flood.ts';
import { groupCommit } from '../../platform/group-commit.ts';
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

/** One request's batch of events, as the group commit takes it. */
interface Handed {
  events: readonly AnalyticsEvent[];
  sender: EventSender;
}

/**
 * Requests' batches in one group at most: 80 of 25 events are 2,000 rows, 20,000 of a
 * statement's 65,535 parameters.
 */
const BATCHES_A_GROUP = 80;

/** An event's row, as a group's statement writes it. */
type EventRow = typeof analyticsEvents.$inferInsert & { occurredAt: Date };

/**
 * Inserts a group's rows in one statement of twelve array parameters (`unnest`), whatever their
 * number: the query builder's per-value work was half the server's time under 10,000 events a
 * second (`--cpu-prof`). An id seen before is not kept again; answers the ids kept.
 */
function insertEvents(db: Db, rows: readonly EventRow[]) {
  const column = <T>(read: (row: EventRow) => T) =>
    textArray(
      rows.map((row) => {
        const value = read(row);
        return value === null || value === undefined ? null : String(value);
      }),
    );
  return queryRows<{ event_id: string }>(
    db,
    sql`insert into analytics_events
        (event_id, name, path, params, session_id, locale, client_key, consent, user_agent,
         ga_client_id, ga_session_id, occurred_at)
      select e, n, p, pa::jsonb, s, l, c, string_to_array(co, ','), u, gc, gs, o::timestamptz
      from unnest(${column((r) => r.eventId)}, ${column((r) => r.name)}, ${column((r) => r.path)},
        ${column((r) => JSON.stringify(r.params))}, ${column((r) => r.sessionId)},
        ${column((r) => r.locale)}, ${column((r) => r.clientKey)},
        ${column((r) => (r.consent ?? []).join(','))}, ${column((r) => r.userAgent)},
        ${column((r) => r.gaClientId)}, ${column((r) => r.gaSessionId)},
        ${column((r) => r.occurredAt.toISOString())}) as t(e, n, p, pa, s, l, c, co, u, gc, gs, o)
      on conflict (event_id) do nothing
      returning event_id`,
  );
}

/**
 * Keeps the batches of one group: one statement counts what each address sent in the flood
 * window, one inserts every event of the batches not refused (an id seen before, in the table
 * or earlier in the group, is taken and not kept again). An address over its limit has its
 * batch refused (429) and nothing of it kept; the others of the group go on.
 */
async function keepGroup(db: Db, group: readonly Handed[]): Promise<(Accepted | AppError)[]> {
  const sent = await sentInWindowBy(db, analyticsEvents, [
    ...new Set(group.map((h) => h.sender.clientKey)),
  ]);
  const now = new Date();
  const refused = group.map(({ events, sender }) => {
    const before = sent.get(sender.clientKey) ?? 0;
    if (isFlooding(before + events.length - 1, MAX_EVENTS_PER_WINDOW)) {
      return new AppError(429, 'statistics_flood', { minutes: FLOOD_WINDOW_MS / 60_000 });
    }
    sent.set(sender.clientKey, before + events.length);
    return null;
  });
  const rows = group.flatMap(({ events, sender }, i) =>
    refused[i]
      ? []
      : events.map(masked).map((e) => ({
          eventId: e.event_id,
          name: e.name,
          path: e.path,
          params: e.params,
          sessionId: e.session_id ?? null,
          locale: sender.locale,
          clientKey: sender.clientKey,
          consent: e.consent,
          userAgent: consentedUserAgent(e.consent, sender.userAgent) ?? null,
          // The shopper's own GA4 client and session (their `_ga` cookies), with analytics
          // consent only: GA4 then counts the event in the session the tag counts.
          ...(e.ga_client_id && e.consent.includes('analytics')
            ? { gaClientId: e.ga_client_id, gaSessionId: e.ga_session_id ?? null }
            : {}),
          occurredAt: e.occurred_at ?? now,
        })),
  );
  const kept = rows.length === 0 ? [] : await insertEvents(db, rows);
  // Each new row counts for the first batch of the group that carried its id.
  const fresh = new Set(kept.map((row) => row.event_id));
  return group.map(({ events }, i) => {
    const refusal = refused[i];
    if (refusal) return refusal;
    const stored = events.filter((e) => fresh.delete(e.event_id)).length;
    return { accepted: events.length, stored };
  });
}

/** The events the storefront sends: kept once per event id, many requests' in one statement. */
export function createAnalyticsService(db: Db) {
  const keep = groupCommit<Handed, Accepted>((group) => keepGroup(db, group), BATCHES_A_GROUP);
  return {
    /**
     * Keeps a batch of events, each once (an id seen before is taken and not kept again); an
     * address over its flood limit is refused (429) and nothing of the batch is kept. Answers
     * once the events are written, with the batches that came in beside it.
     */
    record(events: readonly AnalyticsEvent[], sender: EventSender): Promise<Accepted> {
      return keep({ events, sender });
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
