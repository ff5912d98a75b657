import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { completeSteps } from '../../../test/checkout-flow.ts';
import { createTestApp } from '../../../test/harness.ts';
import { startReceiver, type Received } from '../../../test/receiver.ts';
import { readShop } from '../../../test/shop.ts';
import { purchaseEventId } from '../pixels.ts';
import { sha256 } from './types.ts';

// TikTok's Events API and Pinterest's Conversions API as the shop's server reaches them: a real
// shop forwarding what the storefront and a paid order told it, to receivers on this machine
// (spec section 1, S1-30/S1-31; section 3, S3-95: track_pinterest).

type Receiver = Awaited<ReturnType<typeof startReceiver>>;

/** A shop with TikTok's and Pinterest's keys, its trackers' endpoints the receivers given. */
async function shopTelling(tiktok: Receiver, pinterest: Receiver, themeSettings?: object) {
  const env: NodeJS.ProcessEnv = {
    TIKTOK_PIXEL_CODE: 'CTIKTOKPIXEL01',
    TIKTOK_ACCESS_TOKEN: 'tiktok-token',
    TIKTOK_ENDPOINT: `${tiktok.url}/open_api/v1.3/event/track/`,
    PINTEREST_AD_ACCOUNT_ID: '549755885175',
    PINTEREST_ACCESS_TOKEN: 'pinterest-token',
    PINTEREST_ENDPOINT: `${pinterest.url}/v5`,
    ANALYTICS_FORWARD_SECONDS: '1',
  };
  let dir: string | undefined;
  if (themeSettings) {
    dir = mkdtempSync(path.join(tmpdir(), 'vitrine-trackers-'));
    env.THEME_SETTINGS_FILE = path.join(dir, 'settings.json');
    writeFileSync(env.THEME_SETTINGS_FILE, JSON.stringify(themeSettings));
  }
  const t = await createTestApp(env);
  const shop = await readShop(t.app);
  async function tell(name: string, eventId: string, params: Record<string, unknown> = {}) {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/statistics/events',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({
        events: [
          {
            event_id: eventId,
            name,
            path: '/collections/linen',
            params,
            session_id: 'session-trackers',
            consent: ['analytics', 'marketing'],
          },
        ],
      }),
    });
    expect(res.statusCode).toBe(200);
  }
  return {
    t,
    /** Places an order by bank transfer with marketing consent, and marks it paid. */
    async paidOrder(email: string) {
      const { cookie } = await shop.cartWith(shop.variantIn());
      await completeSteps(t.app, cookie!, { email });
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/store/cart/checkout',
        headers: { cookie: `cart_hash=${cookie}`, 'user-agent': 'Mozilla/5.0 (trackers test)' },
        payload: {
          idempotency_key: `trackers-${randomUUID()}`,
          attribution: { session_id: 'session-trackers', consent: ['analytics', 'marketing'] },
        },
      });
      expect(res.statusCode).toBe(200);
      const number = (res.json() as { order_number: number }).order_number;
      await t.app.orders.merchant.markPaid(number);
      return number;
    },
    /** The storefront's page view, with marketing consent. */
    pageView: (eventId: string) => tell('page_view', eventId),
    /** An event of the storefront's (an add to cart, a search), with marketing consent. */
    tell,
    close: async () => {
      await t.close();
      if (dir) rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** The forwarding job runs every second, and takes events two seconds old. */
const WAIT = { timeout: 30_000 };

type TikTokEvent = {
  event: string;
  event_id: string;
  event_time: number;
  user: { email?: string; user_agent?: string };
  page: { url: string };
  properties: Record<string, unknown>;
};
type PinterestEvent = {
  event_name: string;
  event_id: string;
  action_source: string;
  user_data: { em?: string[]; client_user_agent?: string };
  custom_data: Record<string, unknown>;
};
const tiktokEvents = (r: Receiver) =>
  r.received.flatMap((x: Received) => (x.body as { data: TikTokEvent[] }).data);
const pinterestEvents = (r: Receiver) =>
  r.received.flatMap((x: Received) => (x.body as { data: PinterestEvent[] }).data);

/** Two receivers and a shop telling them (with these theme settings), for one describe block. */
function receiversAndShop(themeSettings?: object) {
  const ctx = {} as {
    tiktok: Receiver;
    pinterest: Receiver;
    shop: Awaited<ReturnType<typeof shopTelling>>;
  };
  beforeAll(async () => {
    [ctx.tiktok, ctx.pinterest] = await Promise.all([startReceiver(), startReceiver()]);
    ctx.shop = await shopTelling(ctx.tiktok, ctx.pinterest, themeSettings);
  });
  afterAll(async () => {
    await ctx.shop.close();
    await Promise.all([ctx.tiktok.close(), ctx.pinterest.close()]);
  });
  return ctx;
}

describe('TikTok and Pinterest, with track_pinterest on (the default)', () => {
  const ctx = receiversAndShop();

  it("TikTok's receiver gets the purchase: its URL, access token, event name, event_id and hashed e-mail", async () => {
    const email = 'Tik.Buyer@Example.com';
    const number = await ctx.shop.paidOrder(email);
    await expect
      .poll(() => tiktokEvents(ctx.tiktok).filter((e) => e.event === 'Purchase').length, WAIT)
      .toBe(1);
    const request = ctx.tiktok.received.find((r) =>
      (r.body as { data: TikTokEvent[] }).data.some((e) => e.event === 'Purchase'),
    )!;
    expect(request.url).toBe('/open_api/v1.3/event/track/');
    expect(request.headers['access-token']).toBe('tiktok-token');
    expect(request.headers['content-type']).toBe('application/json');
    expect(request.body).toMatchObject({ event_source: 'web', event_source_id: 'CTIKTOKPIXEL01' });
    const [purchase] = tiktokEvents(ctx.tiktok).filter((e) => e.event === 'Purchase');
    expect(purchase).toMatchObject({
      event_id: purchaseEventId(number),
      // SHA-256 of the address trimmed and in lower case, never the address.
      user: { email: sha256('tik.buyer@example.com'), user_agent: 'Mozilla/5.0 (trackers test)' },
      properties: { currency: 'USD', order_id: String(number) },
    });
    expect(purchase!.user.email).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(ctx.tiktok.received)).not.toContain('example.com');
  });

  it("Pinterest's receiver gets the purchase as its checkout, and a page view as its page_visit", async () => {
    const email = 'Pin.Buyer@Example.com';
    const number = await ctx.shop.paidOrder(email);
    const pageId = randomUUID().replaceAll('-', '');
    await ctx.shop.pageView(pageId);
    await expect
      .poll(
        () =>
          pinterestEvents(ctx.pinterest)
            .map((e) => e.event_id)
            .filter((id) => id === purchaseEventId(number) || id === pageId).length,
        WAIT,
      )
      .toBe(2);
    const request = ctx.pinterest.received.find((r) =>
      (r.body as { data: PinterestEvent[] }).data.some(
        (e) => e.event_id === purchaseEventId(number),
      ),
    )!;
    expect(request.url).toBe('/v5/ad_accounts/549755885175/events');
    expect(request.headers.authorization).toBe('Bearer pinterest-token');
    const events = pinterestEvents(ctx.pinterest);
    expect(events.find((e) => e.event_id === purchaseEventId(number))).toMatchObject({
      event_name: 'checkout',
      action_source: 'web',
      user_data: { em: [sha256('pin.buyer@example.com')] },
      custom_data: { currency: 'USD', order_id: String(number) },
    });
    expect(events.find((e) => e.event_id === pageId)).toMatchObject({
      event_name: 'page_visit',
      action_source: 'web',
    });
    expect(JSON.stringify(ctx.pinterest.received)).not.toContain('example.com');
  });

  it("Pinterest's receiver gets an add to cart, as track_pinterest_ecommerce is on by default", async () => {
    const added = randomUUID().replaceAll('-', '');
    await ctx.shop.tell('add_to_cart', added, { currency: 'USD', value: 42, item_id: '7' });
    await expect
      .poll(() => pinterestEvents(ctx.pinterest).find((e) => e.event_id === added), WAIT)
      .toMatchObject({ event_name: 'add_to_cart', custom_data: { currency: 'USD' } });
  });
});

describe('with track_pinterest_ecommerce off', () => {
  const ctx = receiversAndShop({ track_pinterest_ecommerce: false });

  it('Pinterest gets the page views but no add to cart and no purchase (its checkout)', async () => {
    const number = await ctx.shop.paidOrder('plain.buyer@example.com');
    const added = randomUUID().replaceAll('-', '');
    await ctx.shop.tell('add_to_cart', added, { currency: 'USD', value: 42, item_id: '7' });
    // The page view comes last: once Pinterest has it, the events before it went their way.
    const viewed = randomUUID().replaceAll('-', '');
    await ctx.shop.pageView(viewed);
    await expect
      .poll(() => pinterestEvents(ctx.pinterest).map((e) => e.event_id), WAIT)
      .toContain(viewed);
    const names = pinterestEvents(ctx.pinterest).map((e) => e.event_name);
    expect(names).not.toContain('add_to_cart');
    expect(names).not.toContain('checkout');
    // TikTok, whose events the option does not touch, has both.
    await expect
      .poll(() => tiktokEvents(ctx.tiktok).map((e) => e.event_id), WAIT)
      .toEqual(expect.arrayContaining([purchaseEventId(number), added]));
  });
});

describe('with track_pinterest off', () => {
  const ctx = receiversAndShop({ track_pinterest: false });

  it("nothing reaches Pinterest's receiver, while TikTok's gets what it takes", async () => {
    const number = await ctx.shop.paidOrder('quiet.buyer@example.com');
    await ctx.shop.pageView(randomUUID().replaceAll('-', ''));
    // A search after the page view, which TikTok takes: once TikTok has it, forwarding has run
    // over the page view too (events go in order).
    const searched = randomUUID().replaceAll('-', '');
    await ctx.shop.tell('search', searched, { search_term: 'linen' });
    await expect
      .poll(() => tiktokEvents(ctx.tiktok).map((e) => e.event_id), WAIT)
      .toEqual(expect.arrayContaining([purchaseEventId(number), searched]));
    const results = await ctx.shop.t.app.analytics.forward();
    expect(Object.keys(results)).not.toContain('pinterest');
    expect(ctx.pinterest.received).toEqual([]);
  });
});
