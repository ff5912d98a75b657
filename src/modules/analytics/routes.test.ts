import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { MAX_EVENTS_PER_WINDOW } from './service.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const id = () => randomUUID().replaceAll('-', '');
const event = (name = 'page_view', extra: object = {}) => ({
  event_id: id(),
  name,
  path: '/collections/dresses',
  session_id: 'session-1234',
  ...extra,
});

/** Posts to a statistics path as a browser: JSON, or a beacon's text, from an address. */
async function post(
  url: string,
  body: unknown,
  { type = 'application/json', from = '10.20.0.1' } = {},
) {
  const res = await t.app.inject({
    method: 'POST',
    url,
    headers: { 'content-type': type, 'x-lang': 'de-DE' },
    payload: typeof body === 'string' ? body : JSON.stringify(body),
    remoteAddress: from,
  });
  return { status: res.statusCode, body: res.json() };
}

/** The kept rows of an event. */
const stored = async ({ name, event_id }: { name: string; event_id: string }) =>
  (await t.app.analytics.latest(name, 1000)).filter((e) => e.eventId === event_id);

describe('the events the storefront sends', () => {
  it('keeps a batch, each event once by its id however often it comes', async () => {
    const batch = [event(), event('search', { params: { search_term: 'linen' } })];
    const first = await post('/api/statistics/events', { events: batch });
    expect(first).toEqual({ status: 200, body: { accepted: 2, stored: 2 } });
    // A beacon sent again (a page restored, a retry) is taken and not kept twice.
    const again = await post('/api/statistics/events', { events: batch });
    expect(again.body).toEqual({ accepted: 2, stored: 0 });
    const [search] = await stored(batch[1]!);
    expect(search).toMatchObject({
      name: 'search',
      path: '/collections/dresses',
      params: { search_term: 'linen' },
      sessionId: 'session-1234',
      locale: 'de-DE',
    });
    // Nothing in it finds the shopper: not their address.
    expect(JSON.stringify(search)).not.toContain('10.20.0.1');
    // Any text is kept as it was sent: quotes, backslashes, commas, braces, other scripts.
    const params = { search_term: 'Say "hi" \\ {back}, NULL 日本 ✓', items: 2, gift: true };
    const odd: Record<string, unknown> & { name: string; event_id: string } = event('search', {
      path: '/search?q="a,b"',
      params,
    });
    delete odd.session_id;
    expect((await post('/api/statistics/events', { events: [odd] })).body.stored).toBe(1);
    expect(await stored(odd)).toEqual([
      expect.objectContaining({ path: odd.path, params, sessionId: null }),
    ]);
  });

  it("takes a beacon's text body, one track call, and the store API's trackhub", async () => {
    const beacon = event();
    const sent = await post('/api/statistics/events', JSON.stringify({ events: [beacon] }), {
      type: 'text/plain;charset=UTF-8',
    });
    expect(sent.body).toEqual({ accepted: 1, stored: 1 });
    expect(await stored(beacon)).toHaveLength(1);
    const tracked = event();
    expect((await post('/api/statistics/track', tracked)).body).toEqual({
      accepted: 1,
      stored: 1,
    });
    const hub = event();
    expect((await post('/api/store/trackhub', { events: [hub] })).body).toEqual({
      accepted: 1,
      stored: 1,
    });
    expect(await stored(hub)).toHaveLength(1);
  });

  it('masks a card number to its first and last four digits before keeping it', async () => {
    const typed = event('add_payment_info', {
      path: '/checkouts/payment',
      params: { note: 'card 4242 4242 4242 4242', value: 118 },
    });
    await post('/api/statistics/track', typed);
    const [row] = await stored(typed);
    expect(row!.params).toEqual({ note: 'card 4242********4242', value: 118 });
  });

  it('refuses what it cannot take with a 422 naming the field, keeping nothing of the batch', async () => {
    const good = event();
    for (const bad of [
      event('buy_everything'),
      event('page_view', { event_id: 'short' }),
      event('page_view', { path: 'https://elsewhere.example/' }),
      event('page_view', { params: { title: 'x'.repeat(101) } }),
      event('page_view', {
        params: Object.fromEntries(Array.from({ length: 26 }, (_, i) => [`p${i}`, i])),
      }),
      event('page_view', { occurred_at: new Date(Date.now() - 8 * 86_400_000).toISOString() }),
      event('page_view', { occurred_at: new Date(Date.now() + 3_600_000).toISOString() }),
    ]) {
      const res = await post('/api/statistics/events', { events: [good, bad] });
      expect(res.status, JSON.stringify(bad)).toBe(422);
      expect(Object.keys(res.body.errors), JSON.stringify(bad)).toEqual([
        expect.stringMatching(/^events\.1\./),
      ]);
    }
    expect(await stored(good)).toEqual([]);
    // More than 25 in one batch, none at all, or a body that is not JSON.
    const many = Array.from({ length: 26 }, () => event());
    expect((await post('/api/statistics/events', { events: many })).status).toBe(422);
    expect((await post('/api/statistics/events', { events: [] })).status).toBe(422);
    expect((await post('/api/statistics/events', 'not json', { type: 'text/plain' })).status).toBe(
      400,
    );
  });

  it('keeps batches that come at once together: each event once, the flood limit whole', async () => {
    // The same event in two batches sent at the same moment is kept once, counted for one.
    const shared = event();
    const twins = await Promise.all([
      post('/api/statistics/events', { events: [shared, event()] }, { from: '10.20.7.1' }),
      post('/api/statistics/events', { events: [shared] }, { from: '10.20.7.2' }),
    ]);
    expect(twins.map((r) => r.body)).toEqual([
      { accepted: 2, stored: 2 },
      { accepted: 1, stored: 0 },
    ]);
    expect(await stored(shared)).toHaveLength(1);
    // One address's batches at once: those within its limit are kept, the rest refused.
    const from = '10.20.8.8';
    const batches = Math.ceil(MAX_EVENTS_PER_WINDOW / 25) + 2;
    const answers = await Promise.all(
      Array.from({ length: batches }, () =>
        post(
          '/api/statistics/events',
          { events: Array.from({ length: 25 }, () => event()) },
          { from },
        ),
      ),
    );
    const statuses = answers.map((a) => a.status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(MAX_EVENTS_PER_WINDOW / 25);
    expect(statuses.filter((s) => s === 429)).toHaveLength(2);
  });

  it('refuses an address that sends far too many, in its language, and keeps taking others', async () => {
    const from = '10.20.9.9';
    const batches = Math.ceil(MAX_EVENTS_PER_WINDOW / 25);
    for (let i = 0; i < batches; i++) {
      const events = Array.from({ length: 25 }, () => event());
      expect((await post('/api/statistics/events', { events }, { from })).status).toBe(200);
    }
    const refused = await post('/api/statistics/events', { events: [event()] }, { from });
    expect(refused.status).toBe(429);
    expect(refused.body.message).toBe(
      'In kurzer Zeit wurden zu viele Ereignisse gesendet. Bitte versuchen Sie es in 10 Minuten erneut.',
    );
    expect((await post('/api/statistics/events', { events: [event()] })).status).toBe(200);
  });
});
