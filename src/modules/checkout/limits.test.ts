import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { readShop } from '../../test/shop.ts';
import { checkoutCall, completeSteps } from '../../test/checkout-flow.ts';

let t: TestApp;
let shop: Awaited<ReturnType<typeof readShop>>;
beforeAll(async () => {
  // The merchant's limits: at least 30.00 and at most 200.00 of goods.
  t = await createTestApp({ CART_TOTAL_MIN: '3000', CART_TOTAL_MAX: '20000' });
  shop = await readShop(t.app);
});
afterAll(() => t.close());

const place = (hash: string, key: string) =>
  checkoutCall(t.app, 'POST', 'cart/checkout', hash, { idempotency_key: key.padEnd(20, 'x') });

describe("the cart total's limits at checkout (spec section 5)", () => {
  it('refuses a cart below the minimum and above the maximum with the limit, and takes one between', async () => {
    const cheap = shop.variantIn(undefined, (v) => v.price < 30);
    const { cookie: low } = await shop.cartWith(cheap);
    await completeSteps(t.app, low!);
    const tooLow = await place(low!, 'limits-low');
    expect(tooLow.status).toBe(422);
    expect(tooLow.body.message).toBe('Your order must come to at least $30.00 to check out.');

    const dear = shop.variantIn(undefined, (v) => v.price > 50 && v.price < 200);
    const { cookie: high } = await shop.cartWith({ ...dear, quantity: 5 });
    await completeSteps(t.app, high!);
    const tooHigh = await place(high!, 'limits-high');
    expect(tooHigh.status).toBe(422);
    expect(tooHigh.body.message).toBe(
      'Your order may come to at most $200.00. Please split it into several orders.',
    );

    const { cookie: fine } = await shop.cartWith(dear);
    await completeSteps(t.app, fine!);
    expect((await place(fine!, 'limits-fine')).status).toBe(200);
  });
});
