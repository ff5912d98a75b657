import { createServer, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, expectTypeOf, it } from 'vitest';
import type { CartDto } from '../modules/cart/contract.ts';
import type { ProductDto } from '../modules/catalog/contract.ts';
import { operationKey, STORE_API } from '../platform/route.ts';
import { createTestApp, type TestApp } from '../test/harness.ts';
import { readShop } from '../test/shop.ts';
import {
  cartRequest,
  createHttpCaller,
  isCartChange,
  setCallTexts,
  type StoreApi,
} from './api-client.ts';
import { parse } from '@formatjs/icu-messageformat-parser';
import german from './i18n/messages/de-DE.json' with { type: 'json' };
import { ACCOUNT_CALLS } from './account-api.ts';
import { CHECKOUT_CALLS } from './checkout-api.ts';
import { CONTENT_CALLS } from './content-api.ts';
import { PRESCRIPTION_CALLS } from './prescription-api.ts';
import { REVIEW_CALLS } from './review-api.ts';
import { REWARD_CALLS } from './rewards-api.ts';
import { NEWSLETTER_CALLS } from './newsletter-api.ts';
import { PRIVACY_CALLS } from './privacy-api.ts';
import { MARKETING_CALLS } from './marketing-api.ts';
import { CALL_TABLES } from './server/server-api.ts';
import { httpApiOf } from './store-call.ts';
import { createHttpApi, STORE_CALLS } from './store-calls.ts';
import { onStoreAnswer, STORE_CALL_TIMEOUT_MS, type StoreAnswer } from './state/store-answers.ts';

let t: TestApp;
let base: string;
let shop: Awaited<ReturnType<typeof readShop>>;
beforeAll(async () => {
  t = await createTestApp();
  shop = await readShop(t.app);
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}/api/store`;
});
afterAll(() => t.close());

describe('the cart-request flag (spec section 4, Request flag)', () => {
  it('names the calls that change the cart', () => {
    expect(isCartChange('/cart', 'POST')).toBe(true);
    expect(isCartChange('/cart/12', 'DELETE')).toBe(true);
    expect(isCartChange('/cart/coupons', 'POST')).toBe(true);
    expect(isCartChange('/batch_cart', 'POST')).toBe(true);
    expect(isCartChange('/cart', 'GET')).toBe(false);
    expect(isCartChange('/cartography', 'POST')).toBe(false);
    expect(isCartChange('/products', 'POST')).toBe(false);
  });

  it('is on while changes to the cart are in flight and off when all have finished', async () => {
    const api = createHttpApi('en-US', base);
    const seen: boolean[] = [];
    const stop = cartRequest.subscribe(() => seen.push(cartRequest.inFlight()));
    const { product, variant } = shop.variantIn('dresses');
    const item = { product_id: product.ID, variant_id: variant.ID, quantity: 1 };
    const one = api.addToCart({ items: [item] });
    const two = api.addToCart({ items: [item] });
    expect(cartRequest.inFlight()).toBe(true);
    await Promise.all([one, two]);
    expect(cartRequest.inFlight()).toBe(false);
    // Two changes at once turned it on once and off once: it stayed on until both finished.
    expect(seen).toEqual([true, false]);
    // A refused change turns it off too.
    await expect(api.addToCart({ items: [{ ...item, quantity: 0 }] })).rejects.toMatchObject({
      status: 422,
    });
    expect(cartRequest.inFlight()).toBe(false);
    // Reading is not a change.
    const reading = api.cart();
    expect(cartRequest.inFlight()).toBe(false);
    await reading;
    stop();
    expect(seen).toEqual([true, false, true, false]);
  });
});

describe('the store-wide listener (spec section 7)', () => {
  it('hears every answer under /api/store, whatever its path and status, and no other', async () => {
    const api = createHttpApi('en-US', base);
    const heard: StoreAnswer[] = [];
    const stop = onStoreAnswer((a) => heard.push(a));
    const { product, variant } = shop.variantIn('dresses');
    const item = { product_id: product.ID, variant_id: variant.ID, quantity: 1 };
    await api.addToCart({ items: [item] });
    await expect(api.addToCart({ items: [{ ...item, quantity: 0 }] })).rejects.toMatchObject({
      status: 422,
    });
    await api.categories();
    stop();
    await api.cart();
    expect(heard.map((a) => [a.method, a.path, a.status])).toEqual([
      ['POST', '/cart', 200],
      ['POST', '/cart', 422],
      ['GET', '/categories', 200],
    ]);
    // The cart's answer, as the listener reads it: its notices, errors and success.
    expect(heard[0]!.body).toMatchObject({ notices: [], errors: [], success: true });
    expect(heard[1]!.body).toMatchObject({ code: expect.any(String), message: expect.any(String) });
  });

  it('gives up a read that does not answer in time as a 504, and lets a change answer', async () => {
    expect(STORE_CALL_TIMEOUT_MS).toBe(30_000);
    const held: ServerResponse[] = [];
    // The server says when the change has arrived: the test waits for that, not for time.
    let noteArrived!: (res: ServerResponse) => void;
    const noteHeld = new Promise<ServerResponse>((r) => (noteArrived = r));
    const slow = createServer((req, res) => {
      held.push(res);
      if (req.method === 'PUT' && req.url === '/api/store/cart/note') noteArrived(res);
    });
    await new Promise<void>((r) => slow.listen(0, '127.0.0.1', r));
    const slowBase = `http://127.0.0.1:${(slow.address() as AddressInfo).port}/api/store`;
    const call = createHttpCaller('en-US', slowBase, { timeoutMs: 50 });
    const heard: StoreAnswer[] = [];
    const stop = onStoreAnswer((a) => heard.push(a));
    try {
      const change = call<{ ok: boolean }>('/cart/note', { method: 'PUT', body: '{}' });
      const note = await noteHeld;
      await expect(call('/products')).rejects.toMatchObject({ status: 504, code: 'timeout' });
      expect(heard).toEqual([{ path: '/products', method: 'GET', status: 504, body: {} }]);
      // The change was not cut short: it was held longer than the read's timeout, and gets its
      // answer when the server gives it.
      note.writeHead(200, { 'content-type': 'application/json' }).end('{"ok":true}');
      await expect(change).resolves.toEqual({ ok: true });
    } finally {
      stop();
      for (const res of held) res.destroy();
      slow.closeAllConnections();
      await new Promise((r) => slow.close(r));
    }
  });
});

describe("the caller's own words, where the shop gave none", () => {
  it("says a gateway's failure and a timeout in the page's language, not the status line's", async () => {
    const gateway = createServer((req, res) => {
      if (req.url?.startsWith('/api/store/slow')) return; // never answers
      res.writeHead(502, 'Bad Gateway', { 'content-type': 'text/html' }).end('<h1>502</h1>');
    });
    await new Promise<void>((r) => gateway.listen(0, '127.0.0.1', r));
    const base = `http://127.0.0.1:${(gateway.address() as AddressInfo).port}/api/store`;
    // The gateway's answer is awaited as long as a page would; the call that never ends, 50 ms.
    const call = createHttpCaller('de-DE', base);
    const hurried = createHttpCaller('de-DE', base, { timeoutMs: 50 });
    // The page's messages, compiled as the browser gets them.
    const keys = ['page_error.timeout', 'page_error.retry'] as const;
    setCallTexts(Object.fromEntries(keys.map((k) => [k, parse(german[k])])));
    try {
      await expect(call('/products')).rejects.toMatchObject({
        status: 502,
        message: german['page_error.retry'],
      });
      await expect(hurried('/slow')).rejects.toMatchObject({
        status: 504,
        message: german['page_error.timeout'],
      });
    } finally {
      setCallTexts({
        'page_error.timeout': 'Connection timed out, please try again.',
        'page_error.retry': 'Please try again in a moment.',
      });
      gateway.closeAllConnections();
      await new Promise((r) => gateway.close(r));
    }
  });
});

describe('the table of store calls, from which both APIs are made', () => {
  const rows = Object.entries(CALL_TABLES);

  it('reaches a route the shop serves with every call, and an operation with every page read', () => {
    const full = (path: string) => (path.startsWith('/api/') ? path : `${STORE_API}${path}`);
    const unserved = rows.filter(
      ([, row]) => !t.app.hasRoute({ method: row.method, url: full(row.path) }),
    );
    expect(unserved.map(([name]) => name)).toEqual([]);
    // What a page's render may call runs in-process: its operation must be known by its path.
    const notInProcess = rows.filter(
      ([, row]) =>
        !row.browserOnly && !t.app.operations.has(operationKey(row.method, full(row.path))),
    );
    expect(notInProcess.map(([name]) => name)).toEqual([]);
    expect(rows.length).toBeGreaterThanOrEqual(60);
  });

  it('types each method from its row: arguments in, the answer (or its data) out', () => {
    expectTypeOf<StoreApi['product']>().toEqualTypeOf<(slug: string) => Promise<ProductDto>>();
    expectTypeOf<Parameters<StoreApi['updateLine']>>().toEqualTypeOf<
      [id: string, quantity: number]
    >();
    expectTypeOf<ReturnType<StoreApi['addToCart']>>().toEqualTypeOf<Promise<CartDto>>();
  });

  it('fills the path, leaves empty query values out and gives the data of a { data } answer', async () => {
    const api = createHttpApi('en-US', base);
    const heard: StoreAnswer[] = [];
    const stop = onStoreAnswer((a) => heard.push(a));
    const { product } = shop.variantIn('dresses');
    try {
      // A slug is one path segment, however it is spelled.
      await expect(api.product('no such/dress')).rejects.toMatchObject({ status: 404 });
      expect((await api.product(product.slug)).ID).toBe(product.ID);
      const content = httpApiOf(CONTENT_CALLS, createHttpCaller('en-US', base));
      expect(Array.isArray(await content.faq())).toBe(true);
      await content.faq('');
    } finally {
      stop();
    }
    expect(heard.map((a) => `${a.method} ${a.path}`)).toEqual([
      'GET /products/no%20such%2Fdress',
      `GET /products/${encodeURIComponent(product.slug)}`,
      'GET /faq',
      'GET /faq',
    ]);
  });

  it('holds each call in one table only: a second row of one name would hide the first', () => {
    const tables = [
      STORE_CALLS,
      CHECKOUT_CALLS,
      CONTENT_CALLS,
      REVIEW_CALLS,
      PRESCRIPTION_CALLS,
      ACCOUNT_CALLS,
      REWARD_CALLS,
      NEWSLETTER_CALLS,
      PRIVACY_CALLS,
      MARKETING_CALLS,
    ];
    const names = tables.flatMap((table) => Object.keys(table));
    expect(names.length).toBe(Object.keys(CALL_TABLES).length);
  });

  it("makes the checkout's calls from its own table", async () => {
    const checkout = httpApiOf(CHECKOUT_CALLS, createHttpCaller('en-US', base));
    const format = await checkout.addressFormat('DE');
    expect(format).toMatchObject({ country: 'DE' });
  });
});
