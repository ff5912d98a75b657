import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ GEO_COUNTRY_HEADER: 'cf-ipcountry' });
});
afterAll(() => t.close());

describe('exchange rates and the visitor location', () => {
  it('GET exchanges gives rates from the checkout currency for every selector currency', async () => {
    const res = await t.app.inject('/api/store/exchanges');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.base).toBe('USD');
    expect(body.rates.USD).toBe(1);
    expect(body.rates.EUR).toBeCloseTo(0.92);
    expect(Object.keys(body.rates)).toHaveLength(15);
  });

  it('a change of rates shows at once', async () => {
    await t.app.currency.setRates({ EUR: 0.95 });
    expect((await t.app.inject('/api/store/exchanges')).json().rates.EUR).toBe(0.95);
    await expect(t.app.currency.setRates({ EUR: -1 })).rejects.toThrow();
    await expect(t.app.currency.setRates({ eur: 1 })).rejects.toThrow();
    expect((await t.app.inject('/api/store/exchanges')).json().rates.EUR).toBe(0.95);
  });

  it('GET ip reads the trusted CDN header, else the offline IP database', async () => {
    const de = await t.app.inject({ url: '/api/store/ip', headers: { 'cf-ipcountry': 'de' } });
    expect(de.json()).toMatchObject({
      iso_code: 'DE',
      country: 'Germany',
      currency: 'EUR',
      checkout_currency: 'USD',
    });
    const gb = await t.app.inject({ url: '/api/store/ip', remoteAddress: '81.2.69.160' });
    expect(gb.json()).toMatchObject({
      iso_code: 'GB',
      currency: 'GBP',
      ipinfo: { ip: '81.2.69.160', country: 'GB' },
    });
    // A private address has no country: the checkout currency is used.
    const local = await t.app.inject({ url: '/api/store/ip', remoteAddress: '10.0.0.1' });
    expect(local.json()).toMatchObject({ iso_code: '', currency: 'USD' });
    const forged = await t.app.inject({
      url: '/api/store/ip',
      headers: { 'cf-ipcountry': '<script>' },
      remoteAddress: '10.0.0.1',
    });
    expect(forged.json().iso_code).toBe('');
  });

  it("serves the selector's flags as pictures, and nothing else from that folder", async () => {
    const eu = await t.app.inject('/flags/EU.svg');
    expect(eu.statusCode).toBe(200);
    expect(eu.headers['content-type']).toBe('image/svg+xml');
    expect(eu.body).toContain('<svg');
    for (const url of ['/flags/FR.svg', '/flags/..%2Fpackage.json', '/flags/us.svg']) {
      const res = await t.app.inject(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.json().code).toBe('not_found');
    }
  });
});
