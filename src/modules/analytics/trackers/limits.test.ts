import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Database } from '../../../platform/db.ts';
import { openTestDatabase } from '../../../test/harness.ts';
import { startReceiver } from '../../../test/receiver.ts';
import type { EventName } from '../contract.ts';
import { createForwarder, plan } from '../forward.ts';
import { analyticsDeadLetters, analyticsForwarding } from '../schema.ts';
import { ga4Tracker } from './ga4.ts';
import { metaTracker } from './meta.ts';
import type { OutgoingEvent } from './types.ts';

// The conversion APIs' own limits, as the trackers' receivers see them: events kept in a real
// database, forwarded over HTTP to a receiver on this machine.

let database: Database;
let drop: () => Promise<void>;
let receiver: Awaited<ReturnType<typeof startReceiver>>;
beforeAll(async () => {
  ({ database, drop } = await openTestDatabase());
  receiver = await startReceiver();
});
afterAll(async () => {
  await receiver.close();
  await drop();
});
beforeEach(async () => {
  receiver.received.length = 0;
  receiver.answerWith(() => 200);
  await database.db.execute(sql`delete from analytics_events`);
  await database.db.delete(analyticsForwarding);
  await database.db.delete(analyticsDeadLetters);
});

const shop = { origin: 'https://shop.example' };
const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Keeps `count` events as the storefront's would be kept (settled: written a minute ago), that
 * happened `ageMs` ago, with ids `${prefix}-1` ... in order.
 */
async function keep(
  count: number,
  {
    prefix,
    ageMs = 60_000,
    session = 'session-limits',
    name = 'add_to_cart',
    params = { item_id: '42', value: 59, currency: 'EUR' },
  }: {
    prefix: string;
    ageMs?: number;
    session?: string;
    name?: EventName;
    params?: Record<string, string | number>;
  },
) {
  await database.db.execute(
    sql`insert into analytics_events
          (event_id, name, path, params, session_id, locale, client_key, consent, occurred_at, created_at)
        select ${prefix}::text || '-' || g, ${name}, '/products/linen-shirt', ${JSON.stringify(params)}::jsonb,
          ${session}, 'en-US', 'limits-test', array['analytics', 'marketing'],
          now() - make_interval(secs => ${ageMs / 1000}), now() - interval '1 minute'
        from generate_series(1, ${count}) as g`,
  );
  return Array.from({ length: count }, (_, i) => `${prefix}-${i + 1}`);
}

/** An event as the forwarder reads it. */
const outgoing = (seq: number, extra: Partial<OutgoingEvent> = {}): OutgoingEvent => ({
  seq,
  eventId: `event-${seq}`,
  name: 'add_to_cart',
  path: '/',
  params: {},
  sessionId: 'session-1',
  occurredAt: new Date(),
  consent: ['analytics', 'marketing'],
  emailHash: null,
  userAgent: null,
  ...extra,
});

describe('Meta Conversions API: 1,000 events a request, none older than 7 days', () => {
  const meta = () =>
    metaTracker({ pixelId: '1234567890', accessToken: 'meta-token', endpoint: receiver.url });
  type MetaBody = { data: { event_id: string; event_time: number }[] };
  const batches = () => receiver.received.map((r) => (r.body as MetaBody).data);

  it('splits a long list into requests of at most 1,000 events', () => {
    const rows = Array.from({ length: 2500 }, (_, i) => outgoing(i + 1));
    const requests = plan(meta(), rows, Date.now());
    expect(requests.map((r) => r.events.length)).toEqual([1000, 1000, 500]);
    expect(requests.flatMap((r) => r.events.map((e) => e.seq))).toEqual(rows.map((r) => r.seq));
  });

  it('sends 2,500 kept events, each once, none in a request of more than 1,000', async () => {
    const ids = await keep(2500, { prefix: 'many' });
    const result = await createForwarder(database.db, shop).forward(meta());
    expect(result).toEqual({ sent: 2500, refused: 0 });
    expect(receiver.received.length).toBeGreaterThanOrEqual(3);
    for (const batch of batches()) expect(batch.length).toBeLessThanOrEqual(1000);
    expect(
      batches()
        .flat()
        .map((d) => d.event_id),
    ).toEqual(ids);
    expect(receiver.received[0]!.url).toBe('/1234567890/events?access_token=meta-token');
  });

  it('drops the events older than 7 days and sends those just younger', async () => {
    const stale = await keep(40, { prefix: 'stale', ageMs: 7 * DAY_MS + 3_600_000 });
    const lastDay = await keep(30, { prefix: 'last-day', ageMs: 7 * DAY_MS - 3_600_000 });
    const fresh = await keep(20, { prefix: 'fresh' });
    const result = await createForwarder(database.db, shop).forward(meta());
    expect(result).toEqual({ sent: 50, refused: 0 });
    const sent = batches()
      .flat()
      .map((d) => d.event_id);
    expect(sent).toEqual([...lastDay, ...fresh]);
    for (const id of stale) expect(sent).not.toContain(id);
    // Each event's time is its own, within the last 7 days.
    const weekAgo = (Date.now() - 7 * DAY_MS) / 1000;
    for (const d of batches().flat()) expect(d.event_time).toBeGreaterThan(weekAgo);
    // The stale ones are passed over for good: the next run has nothing to send.
    expect(await createForwarder(database.db, shop).forward(meta())).toEqual({
      sent: 0,
      refused: 0,
    });
  });
});

describe('GA4 Measurement Protocol: 25 events a request, names of 40, values of 100', () => {
  const ga4 = () =>
    ga4Tracker({ measurementId: 'G-LIMITS', apiSecret: 'ga4-secret', endpoint: receiver.url });
  type Ga4Body = {
    client_id: string;
    events: { name: string; params: Record<string, string | number | boolean> }[];
  };
  const bodies = () => receiver.received.map((r) => r.body as Ga4Body);

  it("sends a session's 60 events in requests of at most 25, each once", async () => {
    const ids = await keep(60, { prefix: 'visit' });
    expect(await createForwarder(database.db, shop).forward(ga4())).toEqual({
      sent: 60,
      refused: 0,
    });
    expect(bodies().map((b) => b.events.length)).toEqual([25, 25, 10]);
    expect(bodies().flatMap((b) => b.events.map((e) => e.params.event_id))).toEqual(ids);
    expect(receiver.received[0]!.url).toBe('/?measurement_id=G-LIMITS&api_secret=ga4-secret');
  });

  it('keeps every request to 25 events of one client, two sessions interleaved', async () => {
    for (let i = 0; i < 15; i++) {
      await keep(2, { prefix: `a${i}`, session: 'session-a' });
      await keep(2, { prefix: `b${i}`, session: 'session-b' });
    }
    expect((await createForwarder(database.db, shop).forward(ga4())).sent).toBe(60);
    for (const body of bodies()) {
      expect(body.events.length).toBeLessThanOrEqual(25);
      const sessions = new Set(body.events.map((e) => String(e.params.event_id)[0]));
      expect(sessions.size).toBe(1);
    }
  });

  it('sends parameter texts of at most 100 characters and names of at most 40', async () => {
    await keep(1, {
      prefix: 'long',
      name: 'search',
      params: { search_term: 'linen '.repeat(60), ['p'.repeat(45)]: 'v'.repeat(150), items: 3 },
    });
    expect((await createForwarder(database.db, shop).forward(ga4())).sent).toBe(1);
    const [event] = bodies()[0]!.events;
    expect(event!.params.search_term).toBe('linen '.repeat(60).slice(0, 100));
    expect(event!.params['p'.repeat(40)]).toBe('v'.repeat(100));
    expect(event!.params.items).toBe(3);
    for (const [name, value] of Object.entries(event!.params)) {
      expect(name.length).toBeLessThanOrEqual(40);
      // GA4 takes a page's address up to 1,000 characters; every other text up to 100.
      if (name !== 'page_location' && typeof value === 'string') {
        expect(value.length, name).toBeLessThanOrEqual(100);
      }
    }
    // An event's own name, too, is cut to 40 (the shop's names are shorter: a newer one may not be).
    const long = ga4().request(
      [outgoing(1, { name: 'checkout_step_with_a_very_long_descriptive_name' as EventName })],
      shop,
    );
    const [named] = (JSON.parse(long.body) as Ga4Body).events;
    expect(named!.name).toBe('checkout_step_with_a_very_long_descripti');
    expect(named!.name).toHaveLength(40);
  });
});
