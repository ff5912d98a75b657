import { describe, expect, it } from 'vitest';
import { ga4Tracker } from './ga4.ts';
import { metaTracker } from './meta.ts';
import { pinterestTracker } from './pinterest.ts';
import { tiktokTracker } from './tiktok.ts';
import { sha256, type OutgoingEvent } from './types.ts';

const shop = { origin: 'https://shop.example' };
const at = new Date('2026-11-20T10:00:00Z');
const purchase: OutgoingEvent = {
  seq: 1,
  eventId: 'purchase-1001',
  name: 'purchase',
  path: '/checkouts/thank',
  params: { transaction_id: '1001', value: 129.5, currency: 'EUR', items: 2 },
  sessionId: 'session-1',
  occurredAt: at,
  consent: ['analytics', 'marketing'],
  emailHash: sha256(' Ada@Example.com '),
  userAgent: 'Mozilla/5.0',
};
/** SHA-256 of ada@example.com. */
const ADA = 'b5fc85e55755f9e0d030a10ab4429b6b2944855f9a0d60077fe832becbc41d72';
const body = (text: string) => JSON.parse(text) as Record<string, unknown>;

describe('GA4 Measurement Protocol', () => {
  const ga4 = ga4Tracker({
    measurementId: 'G-ABC',
    apiSecret: 's3cret',
    endpoint: 'https://ga.test/mp/collect',
  });

  it('posts to the stream with its secret, the session as the client, Consent Mode signals', () => {
    const request = ga4.request([purchase], shop);
    expect(request.url).toBe('https://ga.test/mp/collect?measurement_id=G-ABC&api_secret=s3cret');
    expect(body(request.body)).toEqual({
      client_id: 'session-1',
      consent: { ad_user_data: 'GRANTED', ad_personalization: 'GRANTED' },
      events: [
        {
          name: 'purchase',
          timestamp_micros: at.getTime() * 1000,
          params: {
            transaction_id: '1001',
            value: 129.5,
            currency: 'EUR',
            items: 2,
            event_id: 'purchase-1001',
            page_location: 'https://shop.example/checkouts/thank',
            engagement_time_msec: 1,
          },
        },
      ],
    });
    // Nothing personal goes to GA4: no e-mail, hashed or not, no user agent.
    expect(request.body).not.toContain(purchase.emailHash);
    expect(request.body).not.toContain('Mozilla');
    expect(ga4.maxBatch).toBe(25);
  });

  it('keeps names to 40 characters and texts to 100', () => {
    const long = { ...purchase, params: { ['p'.repeat(45)]: 'v'.repeat(150) } };
    const [event] = body(ga4.request([long], shop).body).events as {
      params: Record<string, string>;
    }[];
    expect(event!.params['p'.repeat(40)]).toBe('v'.repeat(100));
  });
});

describe('Meta Conversions API', () => {
  const meta = metaTracker({
    pixelId: '998877',
    accessToken: 'tok',
    endpoint: 'https://graph.test/v21.0',
  });

  it('names the event as Meta does, with the shared event_id and the hashed e-mail', () => {
    const request = meta.request([purchase], shop);
    expect(request.url).toBe('https://graph.test/v21.0/998877/events?access_token=tok');
    expect(body(request.body)).toEqual({
      data: [
        {
          event_name: 'Purchase',
          event_time: at.getTime() / 1000,
          event_id: 'purchase-1001',
          event_source_url: 'https://shop.example/checkouts/thank',
          action_source: 'website',
          user_data: {
            // SHA-256 of the address trimmed and in lower case, as Meta asks.
            em: [ADA],
            client_user_agent: 'Mozilla/5.0',
          },
          custom_data: { currency: 'EUR', value: 129.5, order_id: '1001', num_items: 2 },
        },
      ],
    });
    expect(meta.maxBatch).toBe(1000);
    expect(meta.takes({ ...purchase, name: 'view_item_list' })).toBe(false);
  });
});

describe('TikTok Events API', () => {
  const tiktok = tiktokTracker({
    pixelCode: 'CPIXEL',
    accessToken: 'tt',
    endpoint: 'https://tt.test/track/',
  });

  it('sends the pixel code, the access token header and TikTok’s event names', () => {
    const request = tiktok.request(
      [{ ...purchase, name: 'add_to_cart', params: { item_id: '42', value: 10, currency: 'EUR' } }],
      shop,
    );
    expect(request.headers['Access-Token']).toBe('tt');
    expect(body(request.body)).toMatchObject({
      event_source: 'web',
      event_source_id: 'CPIXEL',
      data: [
        {
          event: 'AddToCart',
          event_id: 'purchase-1001',
          user: { email: ADA },
          page: { url: 'https://shop.example/checkouts/thank' },
          properties: {
            currency: 'EUR',
            value: 10,
            contents: [{ content_id: '42' }],
            content_type: 'product',
          },
        },
      ],
    });
  });
});

describe('Pinterest Conversions API', () => {
  const settings = { adAccountId: '5490', accessToken: 'pt', endpoint: 'https://pin.test/v5' };

  it('sends a purchase as Pinterest’s checkout, with track_pinterest_ecommerce on', () => {
    const pinterest = pinterestTracker({ ...settings, ecommerce: true });
    const request = pinterest.request([purchase], shop);
    expect(request.url).toBe('https://pin.test/v5/ad_accounts/5490/events');
    expect(request.headers.authorization).toBe('Bearer pt');
    expect(body(request.body)).toMatchObject({
      data: [{ event_name: 'checkout', action_source: 'web', event_id: 'purchase-1001' }],
    });
  });

  it('keeps the cart and the purchase home with track_pinterest_ecommerce off', () => {
    const pinterest = pinterestTracker({ ...settings, ecommerce: false });
    expect(pinterest.takes(purchase)).toBe(false);
    expect(pinterest.takes({ ...purchase, name: 'add_to_cart' })).toBe(false);
    expect(pinterest.takes({ ...purchase, name: 'page_view' })).toBe(true);
  });
});
