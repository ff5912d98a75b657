import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Database } from '../../platform/db.ts';
import { openTestDatabase } from '../../test/harness.ts';
import { startReceiver } from '../../test/receiver.ts';
import type { AnalyticsEvent, ConsentCategory } from './contract.ts';
import { createForwarder, plan } from './forward.ts';
import { analyticsDeadLetters, analyticsForwarding } from './schema.ts';
import { createAnalyticsService } from './service.ts';
import { ga4Tracker } from './trackers/ga4.ts';
import { metaTracker } from './trackers/meta.ts';
import type { OutgoingEvent, Tracker } from './trackers/types.ts';

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

const shop = { origin: 'https://shop.example' };
const id = () => randomUUID().replaceAll('-', '');
const ALL: ConsentCategory[] = ['analytics', 'marketing', 'preferences', 'sale_of_data'];

/** Events as the storefront sends them, kept, and settled (older than the settling moment). */
async function keep(count: number, extra: Partial<AnalyticsEvent> = {}) {
  const events = Array.from({ length: count }, () => ({
    event_id: id(),
    name: 'add_to_cart' as const,
    path: '/products/linen-shirt',
    params: { item_id: '42', value: 59, currency: 'EUR' },
    session_id: 'session-1234',
    consent: ALL,
    ...extra,
  }));
  await createAnalyticsService(database.db).record(events, {
    clientKey: `key-${id()}`,
    locale: 'en',
    userAgent: 'Mozilla/5.0 (a shopper)',
  });
  await database.db.execute(
    sql`update analytics_events set created_at = now() - interval '1 minute'`,
  );
  return events.map((e) => e.event_id);
}

/** The event ids a receiver took, in order, by Meta's field. */
const metaIds = () =>
  receiver.received.flatMap((r) =>
    (r.body as { data: { event_id: string }[] }).data.map((d) => d.event_id),
  );

const meta = () =>
  metaTracker({ pixelId: '1234567890', accessToken: 'token', endpoint: receiver.url });

beforeEach(async () => {
  receiver.received.length = 0;
  receiver.answerWith(() => 200);
  // Each test starts with nothing waiting: every tracker's place at the end of the list.
  await database.db.execute(sql`delete from analytics_events`);
  await database.db.delete(analyticsForwarding);
  await database.db.delete(analyticsDeadLetters);
});

describe('forwarding to a tracker', () => {
  it('loses nothing while the tracker is down, and sends each event once when it is back', async () => {
    const forwarder = createForwarder(database.db, shop);
    const first = await keep(3);
    receiver.answerWith(() => 503);
    // Down for three runs (ten minutes of them, in production): each finds it down.
    for (let run = 0; run < 3; run++) {
      const result = await forwarder.forward(meta());
      expect(result.down).toMatch(/^503/);
      expect(result.sent).toBe(0);
    }
    const second = await keep(2);
    receiver.answerWith(() => 200);
    expect(await forwarder.forward(meta())).toEqual({ sent: 5, refused: 0 });
    // A run after that has nothing to send again.
    expect(await forwarder.forward(meta())).toEqual({ sent: 0, refused: 0 });
    expect(metaIds()).toEqual([...first, ...second]);
  });

  it('sets aside an event the tracker refuses, and the others go on', async () => {
    const forwarder = createForwarder(database.db, shop);
    const [a, bad, b, c] = await keep(4);
    // Meta refuses a request with a bad event in it as a whole.
    receiver.answerWith((body) =>
      (body as { data: { event_id: string }[] }).data.some((d) => d.event_id === bad) ? 400 : 200,
    );
    expect(await forwarder.forward(meta())).toEqual({ sent: 3, refused: 1 });
    expect(metaIds().sort()).toEqual([a, b, c].sort());
    const dead = await database.db.select().from(analyticsDeadLetters);
    expect(dead).toMatchObject([{ tracker: 'meta', eventId: bad, status: 400 }]);
    const [place] = await database.db.select().from(analyticsForwarding);
    expect(place).toMatchObject({ sent: 3, refused: 1, leasedUntil: null });
  });

  it('sends nothing to a marketing tracker without marketing consent, nothing personal to analytics', async () => {
    const forwarder = createForwarder(database.db, shop);
    await keep(2, { consent: ['analytics'] });
    expect(await forwarder.forward(meta())).toEqual({ sent: 0, refused: 0 });
    expect(receiver.received).toHaveLength(0);
    const ga4 = ga4Tracker({
      measurementId: 'G-TEST',
      apiSecret: 'secret',
      endpoint: receiver.url,
    });
    expect(await forwarder.forward(ga4)).toEqual({ sent: 2, refused: 0 });
    const text = JSON.stringify(receiver.received);
    expect(text).not.toContain('Mozilla');
    expect(receiver.received[0]!.body).toMatchObject({
      client_id: 'session-1234',
      consent: { ad_user_data: 'DENIED', ad_personalization: 'DENIED' },
    });
    // With nothing granted, not even the analytics tracker gets the event.
    await keep(1, { consent: [] });
    expect(await forwarder.forward(ga4)).toEqual({ sent: 0, refused: 0 });
  });

  it('lets one run at a time hold a tracker', async () => {
    const forwarder = createForwarder(database.db, shop);
    await keep(1);
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const slow = createForwarder(database.db, shop, async () => {
      await held;
      return { status: 200, text: '' };
    });
    const running = slow.forward(meta());
    // The second run waits for no one: it finds the tracker taken and does nothing.
    await expect
      .poll(async () => (await database.db.select().from(analyticsForwarding))[0]?.leasedUntil)
      .not.toBeNull();
    expect(await forwarder.forward(meta())).toEqual({ sent: 0, refused: 0 });
    release();
    expect(await running).toEqual({ sent: 1, refused: 0 });
  });
});

/** An event as the forwarder reads it. */
const outgoing = (seq: number, extra: Partial<OutgoingEvent> = {}): OutgoingEvent => ({
  seq,
  eventId: `event-${seq}-abc`,
  name: 'page_view',
  path: '/',
  params: {},
  sessionId: 'session-1',
  occurredAt: new Date(),
  consent: ALL,
  emailHash: null,
  userAgent: null,
  ...extra,
});

describe('the plan of requests', () => {
  const ga4: Tracker = ga4Tracker({
    measurementId: 'G-1',
    apiSecret: 's',
    endpoint: 'https://x.test/mp',
  });

  it('puts one session a request, at most 25 events, and passes over what is not for it', () => {
    const rows = [
      outgoing(1),
      outgoing(2, { consent: ['marketing'] }),
      outgoing(3),
      outgoing(4, { sessionId: 'session-2' }),
      outgoing(5, { occurredAt: new Date(Date.now() - 73 * 3600 * 1000) }),
      ...Array.from({ length: 30 }, (_, i) => outgoing(6 + i, { sessionId: 'session-2' })),
    ];
    const requests = plan(ga4, rows, Date.now());
    expect(requests.map((r) => r.events.map((e) => e.seq))).toEqual([
      [1, 3],
      [4, ...Array.from({ length: 24 }, (_, i) => 6 + i)],
      Array.from({ length: 6 }, (_, i) => 30 + i),
    ]);
    // Each request takes the list up to where the next begins; the last, to its end.
    expect(requests.map((r) => r.through)).toEqual([3, 29, 35]);
  });
});
