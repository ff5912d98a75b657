import { afterEach, describe, expect, it, vi } from 'vitest';
import { MapStorage } from '../../test/map-storage.ts';
import { readEntry } from './expiring-entry.ts';
import { CAMPAIGN_KEY, campaignMedium } from './campaign.ts';
import type { BrowserPixel } from '../../modules/analytics/pixels.ts';
import {
  beaconPixels,
  campaignSource,
  EVENTS_URL,
  keepCampaign,
  SESSION_KEY,
  SESSION_MS,
  sendBatch,
  sessionId,
  setGa4Stream,
  setPixels,
  setPrivacy,
  track,
  type ShopEvent,
} from './analytics.ts';

const event: ShopEvent = {
  event_id: 'a'.repeat(32),
  name: 'page_view',
  path: '/cart',
  params: {},
  occurred_at: '2026-11-27T00:00:00.000Z',
};

describe("the browser session's id", () => {
  it('is kept in local storage, the same while the shopper is active', () => {
    const storage = new MapStorage();
    const first = sessionId(storage, 0)!;
    expect(first).toMatch(/^[0-9a-f]{32}$/);
    expect(storage.getItem(SESSION_KEY)).toContain(first);
    expect(sessionId(storage, SESSION_MS - 1)).toBe(first);
    // Each event keeps it another 30 minutes.
    expect(sessionId(storage, 2 * SESSION_MS - 2)).toBe(first);
  });

  it('is a new one after 30 minutes without an event, and none without storage', () => {
    const storage = new MapStorage();
    const first = sessionId(storage, 0);
    expect(sessionId(storage, SESSION_MS)).not.toBe(first);
    expect(sessionId(null)).toBeUndefined();
    // A storage that refuses writes still gives an id (for this page).
    expect(sessionId(new MapStorage(true))).toMatch(/^[0-9a-f]{32}$/);
  });
});

describe('sending a batch', () => {
  it('goes by beacon, which outlives the page', () => {
    const beacons: [string, string][] = [];
    const posts: unknown[] = [];
    sendBatch(
      [event],
      { sendBeacon: (url, body) => (beacons.push([String(url), String(body)]), true) },
      (async (...args: unknown[]) => posts.push(args)) as unknown as typeof fetch,
    );
    expect(beacons).toEqual([[EVENTS_URL, JSON.stringify({ events: [event] })]]);
    expect(posts).toEqual([]);
  });

  it('falls back to a kept-alive fetch where the beacon is refused or missing', () => {
    const posts: [string, RequestInit][] = [];
    const post = (async (url: string, init: RequestInit) => {
      posts.push([url, init]);
      return new Response(null);
    }) as unknown as typeof fetch;
    sendBatch([event], { sendBeacon: () => false }, post);
    sendBatch([event], {} as Pick<Navigator, 'sendBeacon'>, post);
    expect(posts).toHaveLength(2);
    for (const [url, init] of posts) {
      expect(url).toBe(EVENTS_URL);
      expect(init).toMatchObject({ method: 'POST', keepalive: true });
      expect(JSON.parse(init.body as string)).toEqual({ events: [event] });
    }
  });
});

describe("the landing address's campaign", () => {
  it("keeps pixel_id, utm_medium and an influencer's ref for the visit, the last landing's", () => {
    const storage = new MapStorage();
    keepCampaign('?utm_medium=email&ref=ANNA&other=1', storage);
    expect(readEntry(storage, CAMPAIGN_KEY)).toEqual({ utm_medium: 'email', ref: 'ANNA' });
    // A page without any keeps what the landing gave.
    keepCampaign('?q=linen', storage);
    expect(readEntry(storage, CAMPAIGN_KEY)).toEqual({ utm_medium: 'email', ref: 'ANNA' });
    keepCampaign('?pixel_id=px-1', storage);
    expect(readEntry(storage, CAMPAIGN_KEY)).toEqual({ pixel_id: 'px-1' });
    // A coupon call carries the kept utm_medium, or nothing.
    expect(campaignMedium(storage)).toEqual({});
    keepCampaign('?utm_medium=sms', storage);
    expect(campaignMedium(storage)).toEqual({ utm_medium: 'sms' });
  });

  it("gives each event the visit's pixel_id and utm_medium, and leaves a malformed pixel id out", () => {
    const storage = new MapStorage();
    keepCampaign('?pixel_id=123&utm_medium=spring&ref=ANNA', storage);
    const kept = readEntry(storage, CAMPAIGN_KEY) as Record<string, string>;
    expect(campaignSource(kept)).toEqual({ pixel_id: '123', utm_medium: 'spring' });
    expect(campaignSource({ pixel_id: '<script>', utm_medium: 'spring' })).toEqual({
      utm_medium: 'spring',
    });
    expect(campaignSource(null)).toEqual({});
  });
});

describe('the browser pixels (the beacon where no server-side forward is possible)', () => {
  const pixel: BrowserPixel = {
    format: 'meta',
    category: 'marketing',
    url: 'https://pixel.example/tr',
    pixelId: '1234567890',
    names: { add_to_cart: 'AddToCart', purchase: 'Purchase' },
  };
  const beacons = () => {
    const sent: { url: string; form: URLSearchParams }[] = [];
    const nav = {
      sendBeacon: (url: string | URL, form?: BodyInit | null) => {
        sent.push({ url: String(url), form: form as URLSearchParams });
        return true;
      },
    };
    return { sent, nav };
  };
  const added: ShopEvent = {
    ...event,
    name: 'add_to_cart',
    path: '/products/linen-wrap-dress',
    params: { item_id: '7', items: 2, value: 118, currency: 'EUR' },
    consent: ['analytics', 'marketing'],
  };

  it("sends an event the pixel names, by a beacon, with the event's own id", () => {
    const { sent, nav } = beacons();
    beaconPixels([added, { ...event, consent: ['marketing'] }], nav, 'https://shop.example', [
      pixel,
    ]);
    // The page view has no name at this pixel: only the add to cart goes.
    expect(sent).toHaveLength(1);
    expect(sent[0]!.url).toBe('https://pixel.example/tr');
    expect(Object.fromEntries(sent[0]!.form)).toEqual({
      id: '1234567890',
      ev: 'AddToCart',
      eid: added.event_id,
      dl: 'https://shop.example/products/linen-wrap-dress',
      'cd[currency]': 'EUR',
      'cd[value]': '118',
      'cd[num_items]': '2',
      'cd[content_ids]': '["7"]',
      'cd[content_type]': 'product',
    });
  });

  it('never sends a card number typed into a search, to the shop or to a pixel', async () => {
    const typed = '4242 4242 4242 4242';
    const { sent, nav } = beacons();
    beaconPixels(
      [
        {
          ...event,
          name: 'search',
          path: `/search?q=${encodeURIComponent(typed)}`,
          params: { search_term: typed },
          consent: ['marketing'],
        },
      ],
      nav,
      'https://shop.example',
      [{ ...pixel, names: { search: 'Search' } }],
    );
    expect(sent[0]!.form.get('cd[search_string]')).toBe('4242********4242');
    // Tracked on the page: masked before it is queued for the shop's batch and the pixels.
    const batches: string[] = [];
    vi.stubGlobal('navigator', {
      sendBeacon: (_url: string, body: string | URLSearchParams) => {
        batches.push(String(body));
        return true;
      },
    });
    setPixels([{ ...pixel, names: { search: 'Search' } }]);
    setPrivacy({ consent_required: false });
    track('search', `/search?q=${typed}`, { search_term: typed });
    await vi.waitFor(() => expect(batches.length).toBeGreaterThanOrEqual(2));
    const all = decodeURIComponent(batches.join('\n').replaceAll('+', ' '));
    expect(all).toContain('4242********4242');
    expect(all).not.toContain(typed);
    expect(all).not.toContain(typed.replaceAll(' ', ''));
    setPixels([]);
  });

  it('sends nothing without consent for its category, nor without pixels', () => {
    const { sent, nav } = beacons();
    beaconPixels([{ ...added, consent: ['analytics'] }], nav, 'https://shop.example', [pixel]);
    beaconPixels([added], nav, 'https://shop.example', []);
    expect(sent).toEqual([]);
  });
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("the shopper's GA4 client on every event", () => {
  afterEach(() => {
    setGa4Stream(undefined);
    vi.unstubAllGlobals();
  });

  /** The batches the page sends while `cookie` is the document's, for one tracked event. */
  async function sentWith(cookie: string) {
    const batches: ShopEvent[][] = [];
    vi.stubGlobal('document', { cookie });
    vi.stubGlobal('navigator', {
      sendBeacon: (_url: string, body: string) => {
        batches.push((JSON.parse(body) as { events: ShopEvent[] }).events);
        return true;
      },
    });
    setPrivacy({ consent_required: false });
    track('view_item', '/products/x', { item_id: '7' });
    await vi.waitFor(() => expect(batches.length).toBe(1));
    return batches[0]![0]!;
  }
  const tagCookies =
    '_ga=GA1.1.123456789.1700000000; _ga_TEST1=GS2.1.s1700000500$o3$g1$t1700000600';

  it("carries GA4's client and session from the tag's cookies where the shop tells a GA4 stream", async () => {
    setGa4Stream('G-TEST1');
    expect(await sentWith(tagCookies)).toMatchObject({
      ga_client_id: '123456789.1700000000',
      ga_session_id: '1700000500',
    });
  });

  it('carries none without analytics consent, without the stream, or without the tag', async () => {
    setGa4Stream('G-TEST1');
    const refused = await sentWith(`${tagCookies}; vitrine_consent=marketing`);
    expect(refused).not.toHaveProperty('ga_client_id');
    setGa4Stream(undefined);
    expect(await sentWith(tagCookies)).not.toHaveProperty('ga_client_id');
    setGa4Stream('G-TEST1');
    expect(await sentWith('other=1')).not.toHaveProperty('ga_client_id');
  });
});
