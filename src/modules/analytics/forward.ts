import { and, asc, eq, gt, isNull, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db.ts';
import { analyticsDeadLetters, analyticsEvents, analyticsForwarding } from './schema.ts';
import type { OutgoingEvent, ShopContext, Tracker, TrackerRequest } from './trackers/types.ts';

/** Events read at once; a run goes on until it has dealt with every settled event. */
const PAGE = 1000;
/** How long a run holds a tracker; one that crashed lets it go after this. */
const LEASE_SECONDS = 120;
/** A tracker's answer is awaited this long; no answer counts as the tracker being down. */
const REQUEST_TIMEOUT_MS = 10_000;
/**
 * Events younger than this wait for the next run: row numbers are taken as an insert starts,
 * so an insert that commits a moment after a later one would otherwise be passed over.
 */
export const SETTLE_MS = 2_000;

/** How a delivery went: every event dealt with, or the tracker is down (retry later). */
type Outcome = { down: false } | { down: true; reason: string };

/** What a run did for one tracker. */
export interface ForwardResult {
  sent: number;
  refused: number;
  /** Set when the tracker was down: the events from there wait for the next run. */
  down?: string;
}

/** Sends one request; what the tracker answered (0: no answer). */
export type Post = (request: TrackerRequest) => Promise<{ status: number; text: string }>;

/** Posts with the platform's fetch, giving up after REQUEST_TIMEOUT_MS. */
export const fetchPost: Post = async ({ url, headers, body }) => {
  try {
    const response = await fetch(url, {
      method: 'POST',
      headers,
      body,
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    });
    return { status: response.status, text: (await response.text()).slice(0, 1000) };
  } catch (error) {
    return { status: 0, text: (error as Error).message };
  }
};

/** A refusal of the events themselves (not of the moment: 408 and 429 are worth a retry). */
const refused = (status: number) => status >= 400 && status < 500 && ![408, 429].includes(status);

/**
 * The requests a list of settled events makes, in order: each of the tracker's events that the
 * shopper consented to and that is young enough, in runs of one group of at most maxBatch. Each
 * request says up to which row it takes the list (the rows between are not for this tracker).
 */
export function plan(
  tracker: Tracker,
  rows: readonly OutgoingEvent[],
  now: number,
): { events: OutgoingEvent[]; through: number }[] {
  const requests: { events: OutgoingEvent[]; through: number }[] = [];
  let current: OutgoingEvent[] = [];
  const close = () => {
    if (current.length > 0) requests.push({ events: current, through: current.at(-1)!.seq });
    current = [];
  };
  for (const event of rows) {
    const due =
      event.consent.includes(tracker.category) &&
      tracker.takes(event) &&
      now - event.occurredAt.getTime() <= tracker.maxAgeMs;
    if (!due) continue;
    const group = tracker.groupOf?.(event);
    if (
      current.length >= tracker.maxBatch ||
      (current.length > 0 && group !== tracker.groupOf?.(current[0]!))
    ) {
      close();
    }
    current.push(event);
  }
  close();
  // Each request also takes the rows after it that no request takes, up to the next one's.
  for (let i = 0; i < requests.length - 1; i++) {
    requests[i]!.through = requests[i + 1]!.events[0]!.seq - 1;
  }
  if (requests.length > 0 && rows.length > 0) requests.at(-1)!.through = rows.at(-1)!.seq;
  return requests;
}

/**
 * Forwards the kept events to the shop's trackers, server-side: each tracker from where it left
 * off, every event at most once (the tracker's place moves on after each answered request), the
 * events a tracker refuses set aside as dead letters while the others go on, and a tracker that
 * is down left where it was, for the next run.
 */
export function createForwarder(db: Db, shop: ShopContext, post: Post = fetchPost) {
  /** Takes the tracker for a run; its place in the list, or null when another run holds it. */
  async function lease(tracker: string): Promise<number | null> {
    await db.insert(analyticsForwarding).values({ tracker }).onConflictDoNothing();
    const [row] = await db
      .update(analyticsForwarding)
      .set({ leasedUntil: sql`now() + make_interval(secs => ${LEASE_SECONDS})` })
      .where(
        and(
          eq(analyticsForwarding.tracker, tracker),
          or(
            isNull(analyticsForwarding.leasedUntil),
            lt(analyticsForwarding.leasedUntil, sql`now()`),
          ),
        ),
      )
      .returning({ lastSeq: analyticsForwarding.lastSeq });
    return row ? row.lastSeq : null;
  }

  /** Moves the tracker's place on, counting what went and what was refused. */
  async function advance(tracker: string, lastSeq: number, sent: number, refusedCount: number) {
    await db
      .update(analyticsForwarding)
      .set({
        lastSeq,
        sent: sql`${analyticsForwarding.sent} + ${sent}`,
        refused: sql`${analyticsForwarding.refused} + ${refusedCount}`,
        updatedAt: new Date(),
      })
      .where(eq(analyticsForwarding.tracker, tracker));
  }

  /**
   * Delivers events; a refusal of the whole request is split in halves until the refused event
   * stands alone, which becomes a dead letter. Counts into `tally`.
   */
  async function deliver(
    tracker: Tracker,
    events: readonly OutgoingEvent[],
    tally: { sent: number; refused: number },
  ): Promise<Outcome> {
    const answer = await post(tracker.request(events, shop));
    if (answer.status >= 200 && answer.status < 300) {
      tally.sent += events.length;
      return { down: false };
    }
    if (!refused(answer.status)) {
      return {
        down: true,
        reason: `${answer.status || 'no answer'}: ${answer.text}`.slice(0, 500),
      };
    }
    if (events.length === 1) {
      await db
        .insert(analyticsDeadLetters)
        .values({
          tracker: tracker.id,
          eventId: events[0]!.eventId,
          status: answer.status,
          answer: answer.text,
        })
        .onConflictDoNothing();
      tally.refused += 1;
      return { down: false };
    }
    const half = Math.ceil(events.length / 2);
    const first = await deliver(tracker, events.slice(0, half), tally);
    if (first.down) return first;
    return deliver(tracker, events.slice(half), tally);
  }

  /** The settled events after a place in the list. */
  async function after(seq: number): Promise<OutgoingEvent[]> {
    const rows = await db
      .select()
      .from(analyticsEvents)
      .where(
        and(
          gt(analyticsEvents.id, seq),
          lt(analyticsEvents.createdAt, sql`now() - make_interval(secs => ${SETTLE_MS / 1000})`),
        ),
      )
      .orderBy(asc(analyticsEvents.id))
      .limit(PAGE);
    return rows.map((r) => ({
      seq: r.id,
      eventId: r.eventId,
      name: r.name as OutgoingEvent['name'],
      path: r.path,
      params: r.params,
      sessionId: r.sessionId,
      occurredAt: r.occurredAt,
      consent: r.consent,
      emailHash: r.emailHash,
      userAgent: r.userAgent,
      ...(r.gaClientId
        ? { ga: { clientId: r.gaClientId, ...(r.gaSessionId ? { sessionId: r.gaSessionId } : {}) } }
        : {}),
    }));
  }

  /** One tracker's run: every settled event since its place, or until it is found down. */
  async function forward(tracker: Tracker): Promise<ForwardResult> {
    let place = await lease(tracker.id);
    const total: ForwardResult = { sent: 0, refused: 0 };
    if (place === null) return total;
    try {
      for (;;) {
        const rows = await after(place);
        if (rows.length === 0) break;
        const requests = plan(tracker, rows, Date.now());
        if (requests.length === 0) {
          place = rows.at(-1)!.seq;
          await advance(tracker.id, place, 0, 0);
        }
        for (const { events, through } of requests) {
          const tally = { sent: 0, refused: 0 };
          const outcome = await deliver(tracker, events, tally);
          // What was answered counts, even when a later half found the tracker down.
          total.sent += tally.sent;
          total.refused += tally.refused;
          if (outcome.down) {
            total.down = outcome.reason;
            await db
              .update(analyticsForwarding)
              .set({ lastError: outcome.reason, updatedAt: new Date() })
              .where(eq(analyticsForwarding.tracker, tracker.id));
            return total;
          }
          place = through;
          await advance(tracker.id, place, tally.sent, tally.refused);
        }
        if (rows.length < PAGE) break;
      }
      return total;
    } finally {
      await db
        .update(analyticsForwarding)
        .set({ leasedUntil: null })
        .where(eq(analyticsForwarding.tracker, tracker.id));
    }
  }

  return { forward };
}
