import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { MAX_REPORTS_PER_WINDOW } from './service.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

// Each test reports from its own address, so one's flood limit does not stop another.
let next = 1;
const address = () => `198.51.100.${next++}`;

const send = (payload: unknown, remoteAddress: string, lang = 'en-US') =>
  t.app.inject({
    method: 'POST',
    url: '/api/store/report',
    remoteAddress,
    headers: { 'content-type': 'application/json', 'x-lang': lang },
    payload: JSON.stringify(payload),
  });

const phone = {
  path: '/cart/address',
  method: 'PUT',
  status: 422,
  code: 'validation_failed',
  field: 'address.phone',
  page: '/checkouts/4242424242424242?step=contact_information',
};

describe('the error-reporting sink (report)', () => {
  it('keeps a report of a refused call with its path and code, the page masked', async () => {
    const res = await send(phone, address(), 'de-DE');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
    const [kept] = await t.app.reports.latest(1);
    expect(kept).toMatchObject({
      path: '/cart/address',
      method: 'PUT',
      status: 422,
      code: 'validation_failed',
      field: 'address.phone',
      page: '/checkouts/4242********4242?step=contact_information',
      locale: 'de-DE',
    });
  });

  it('refuses a report that is not one (422, translated) and keeps nothing', async () => {
    const before = (await t.app.reports.latest(1000)).length;
    for (const bad of [
      { ...phone, status: 200 },
      { ...phone, path: 'https://elsewhere.example/x' },
      { ...phone, method: 'TRACE' },
      { ...phone, code: '<script>' },
      { ...phone, path: `/${'a'.repeat(400)}` },
      'not json at all',
    ]) {
      const res = await send(bad, address(), 'fr-FR');
      expect(res.statusCode, JSON.stringify(bad).slice(0, 60)).toBeGreaterThanOrEqual(400);
      expect(res.statusCode).toBeLessThan(500);
      expect((res.json() as { message: string }).message).toMatch(/\S/);
    }
    expect(await t.app.reports.latest(1000)).toHaveLength(before);
  });

  it(`keeps ${MAX_REPORTS_PER_WINDOW} reports of one address in ten minutes, then drops them`, async () => {
    const from = address();
    const kept = async (remote: string) => {
      const res = await send(phone, remote);
      expect(res.statusCode).toBe(200);
      return (res.json() as { data: { kept: boolean } }).data.kept;
    };
    for (let i = 0; i < MAX_REPORTS_PER_WINDOW; i++) expect(await kept(from)).toBe(true);
    const before = (await t.app.reports.latest(1000)).length;
    // Answered alike (a page has nothing to do about it), and nothing more kept.
    expect(await kept(from)).toBe(false);
    expect(await t.app.reports.latest(1000)).toHaveLength(before);
    // Another address is not held back.
    expect(await kept(address())).toBe(true);
  });
});
