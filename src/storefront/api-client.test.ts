import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/harness.ts';
import { readShop } from '../test/shop.ts';
import { cartRequest, createHttpApi, isCartChange } from './api-client.ts';

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
