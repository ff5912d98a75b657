import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/harness.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('the platform', () => {
  it('answers health and readiness', async () => {
    expect((await t.app.inject('/healthz')).json()).toEqual({ status: 'ok' });
    const ready = await t.app.inject('/readyz');
    expect(ready.statusCode).toBe(200);
    expect(ready.json().database).toBe(t.database.kind);
  });

  it('sends protective headers', async () => {
    const res = await t.app.inject('/');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
  });

  it('answers an unknown API path with a JSON 404', async () => {
    const res = await t.app.inject('/api/store/nothing-here');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({
      code: 'not_found',
      message: 'The page you are looking for does not exist.',
    });
  });

  it('reads X-LANG on every request and falls back to en-US for untranslated text', async () => {
    const res = await t.app.inject({
      url: '/api/store/products/nope',
      headers: { 'x-lang': 'fi-FI' },
    });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('The product is no longer available');
  });
});
