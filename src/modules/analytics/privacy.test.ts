import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../platform/config.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';

let t: TestApp;
beforeAll(async () => {
  // The merchant also asks visitors from the United States (CONSENT_COUNTRIES).
  t = await createTestApp({ GEO_COUNTRY_HEADER: 'cf-ipcountry', CONSENT_COUNTRIES: 'US' });
});
afterAll(() => t.close());

const ALL_CATEGORIES = ['analytics', 'marketing', 'preferences', 'sale_of_data'];

/** `GET privacy_managements` as a visitor the CDN places in `country`, from `from`. */
async function privacyFor(country?: string, from = '10.0.0.1') {
  const res = await t.app.inject({
    url: '/api/store/privacy_managements',
    headers: country === undefined ? {} : { 'cf-ipcountry': country },
    remoteAddress: from,
  });
  return { status: res.statusCode, body: res.json(), cache: res.headers['cache-control'] };
}

describe('privacy_managements (spec section 7): who must consent before tracking', () => {
  it('asks a visitor from the EU, the UK or a country the merchant adds, with the four categories', async () => {
    for (const country of ['DE', 'fr', 'GB', 'US']) {
      const { status, body, cache } = await privacyFor(country);
      expect(status).toBe(200);
      expect(body).toEqual({
        consent_required: true,
        country: country.toUpperCase(),
        categories: ALL_CATEGORIES,
      });
      // An answer of this visitor's: no shared cache keeps it for another.
      expect(cache).toMatch(/private/);
    }
    // Without the CDN's header, the offline IP database places the address in the UK.
    expect((await privacyFor(undefined, '81.2.69.160')).body).toMatchObject({
      consent_required: true,
      country: 'GB',
    });
  });

  it('does not ask a visitor from elsewhere, and still names the four categories', async () => {
    for (const country of ['JP', 'CA', 'BR']) {
      const { status, body } = await privacyFor(country);
      expect(status).toBe(200);
      expect(body).toEqual({ consent_required: false, country, categories: ALL_CATEGORIES });
    }
  });

  it('reads a forged country header as no country: not asked, and nothing of it echoed', async () => {
    for (const forged of ['<script>', 'DEU', 'XX', '']) {
      const { status, body } = await privacyFor(forged);
      expect(status).toBe(200);
      expect(body).toEqual({ consent_required: false, country: '', categories: ALL_CATEGORIES });
    }
  });

  it("refuses a merchant's CONSENT_COUNTRIES that are not country codes at start", () => {
    for (const bad of ['usa', 'US;CA', 'U1']) {
      expect(() => loadConfig({ CONSENT_COUNTRIES: bad })).toThrow(/CONSENT_COUNTRIES/);
    }
    expect(loadConfig({ CONSENT_COUNTRIES: ' US , CA ' }).CONSENT_COUNTRIES).toEqual(['US', 'CA']);
  });
});

describe('privacy_managements for a merchant who asks everyone (CONSENT_COUNTRIES=*)', () => {
  it('asks a visitor whose country is unknown too', async () => {
    const everyone = await createTestApp({ CONSENT_COUNTRIES: '*' });
    try {
      const res = await everyone.app.inject({
        url: '/api/store/privacy_managements',
        remoteAddress: '10.0.0.1',
      });
      expect(res.json()).toEqual({
        consent_required: true,
        country: '',
        categories: ALL_CATEGORIES,
      });
    } finally {
      await everyone.close();
    }
  });
});
