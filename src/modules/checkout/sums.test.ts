import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { readShop } from '../../test/shop.ts';
import { startSmtpServer } from '../../test/smtp.ts';
import type { CartDto } from '../cart/contract.ts';
import { checkoutCall, completeSteps, placeAndLookUp } from '../../test/checkout-flow.ts';
import type { CheckoutDto } from './contract.ts';

let t: TestApp;
let shop: Awaited<ReturnType<typeof readShop>>;
let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
beforeAll(async () => {
  smtp = await startSmtpServer();
  t = await createTestApp({ SMTP_URL: smtp.url });
  shop = await readShop(t.app);
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

const round2 = (n: number) => Math.round(n * 100) / 100;
/** Subtotal − every reduction + shipping + insurance + tax: what the shopper can account for. */
function accountedTotal(checkout: CheckoutDto) {
  const cart = checkout.cart;
  const rows =
    cart.discounts.reduce((a, d) => a + d.amount, 0) +
    cart.coupon_record.filter((c) => c.applied).reduce((a, c) => a + c.amount, 0);
  expect(round2(rows)).toBe(cart.discount_total);
  return round2(
    cart.cart_subtotal -
      rows +
      checkout.shipping_total +
      (checkout.insurance ? checkout.shipping_insurance! : 0) +
      checkout.tax_total,
  );
}

describe('every reduction has its row', () => {
  it('shows a checkout-level discount at checkout, in the order and in its mail', async () => {
    const tee = shop.variantIn('tops', (v) => v.price > 10 && v.price < 30, 1);
    await t.app.discounts.load({
      discounts: [
        {
          key: 'test-checkout-5',
          title: 'Checkout week',
          discount_type: 'percent',
          adjustment_target: { target_type: 'product', ids: [tee.product.ID] },
          effective_level: 'checkout',
          combinable: true,
          rule: { value: { kind: 'percent', amount: 5 } },
        },
      ],
    });
    const { cookie: hash, body: inCart } = await shop.cartWith({ ...tee, quantity: 2 });
    const subtotal = round2(tee.variant.price * 2);
    // In the cart a checkout-level discount does not work yet (effective_level, spec NOTES).
    expect(inCart.discount_total).toBe(0);
    expect(inCart.cart_total).toBe(subtotal);

    const ready = await completeSteps(t.app, hash!, { email: 'rows@example.com' });
    const off = round2(subtotal * 0.05);
    expect(ready.cart.cart_subtotal).toBe(subtotal);
    expect(ready.cart.discounts).toEqual([
      expect.objectContaining({ title: 'Checkout week', amount: off }),
    ]);
    expect(ready.cart.discount_total).toBe(off);
    expect(ready.total).toBe(accountedTotal(ready));
    expect(ready.cart.cart_total).toBe(ready.total);

    const order = await placeAndLookUp(t.app, hash!, 'rows@example.com', ready.total);
    expect(order.discount_total).toBe(off);
    expect(
      round2(order.subtotal - order.discount_total + order.shipping_total + order.tax_total),
    ).toBe(order.total);
    await expect.poll(() => smtp.received.length, { timeout: 20_000 }).toBeGreaterThan(0);
    const mail = smtp.received.find((m) => JSON.stringify(m.to).includes('rows@example.com'))!;
    expect(mail.text).toContain(`Discounts: −$${off.toFixed(2)}`);
    expect(mail.text).toContain(
      `${order.shipping_method.name} · ${order.shipping_method.min_days}–${order.shipping_method.max_days} business days: `,
    );
    await t.app.discounts.remove('test-checkout-5');
  });
});

describe('one cart, one answer', () => {
  it('charges the cart the shipping and insurance checkout chose, in both answers', async () => {
    // Under the free-shipping threshold, so shipping costs something.
    const item = shop.variantIn('tops', (v) => v.price < 30);
    const { cookie: hash } = await shop.cartWith(item);
    const ready = await completeSteps(t.app, hash!, { method: 'economy' });
    const insured = await checkoutCall(t.app, 'POST', 'cart/shipping', hash, {
      method_id: 'economy',
      insurance: true,
    });
    expect(insured.status).toBe(200);
    const checkout = (await checkoutCall(t.app, 'GET', 'cart/checkout', hash)).body;
    const cart = (await shop.call('GET', 'cart', hash)).body as CartDto;
    expect(checkout.shipping_total).toBeGreaterThan(0);
    expect(checkout.shipping_insurance).toBeGreaterThan(0);
    expect(cart.shipping_total).toBe(checkout.shipping_total);
    expect(cart.shipping_insurance).toBe(checkout.shipping_insurance);
    expect(cart.shipping.methods).toEqual([
      { id: 'economy', name: 'Economy', cost: checkout.shipping_total, min_days: 5, max_days: 9 },
    ]);
    expect(cart.shipping).toEqual(checkout.cart.shipping);
    expect(cart.cart_total).toBe(
      round2(cart.cart_contents_total + cart.shipping_total + cart.shipping_insurance),
    );
    expect(cart.cart_total).toBe(checkout.total);
    expect(ready.total).toBeLessThan(checkout.total);

    // A change to the cart answers with the shipping priced for the new cart.
    const line = Object.keys(cart.cart)[0]!;
    const more = (await shop.call('PUT', `cart/${line}`, hash, { quantity: 2 })).body;
    const again = (await checkoutCall(t.app, 'GET', 'cart/checkout', hash)).body;
    expect(more.shipping_total).toBe(again.shipping_total);
    expect(more.shipping_insurance).toBe(again.shipping_insurance);
    expect(more.cart_total).toBe(again.total);
  });
});

describe("the shopper's words for a shipping method", () => {
  it("offers the merchant's title, translated, never the method's internal name", async () => {
    const { cookie: hash } = await shop.cartWith(shop.variantIn('dresses', () => true, 1));
    await completeSteps(t.app, hash!, { method: 'economy' });
    for (const [lang, title] of [
      ['en-US', 'Economy'],
      ['de-DE', 'Economy'],
      ['he-IL', 'חסכוני'],
    ] as const) {
      const res = await t.app.inject({
        url: '/api/store/cart/checkout',
        headers: { cookie: `cart_hash=${hash}`, 'x-lang': lang },
      });
      const body = res.json() as CheckoutDto;
      const economy = body.shipping.methods.find((m) => m.id === 'economy')!;
      expect(economy.name).toBe(title);
      expect(body.shipping_method!.name).toBe(title);
      expect(body.cart.shipping.methods[0]!.name).toBe(title);
      const cart = await t.app.inject({
        url: '/api/store/cart',
        headers: { cookie: `cart_hash=${hash}`, 'x-lang': lang },
      });
      expect((cart.json() as CartDto).shipping.methods[0]!.name).toBe(title);
    }
    // The order keeps the title and the estimate the shopper chose by.
    const order = await placeAndLookUp(t.app, hash!, 'ada@example.com');
    expect(order.shipping_method).toMatchObject({ name: 'Economy', min_days: 5, max_days: 9 });
  });
});

describe('the coupons this cart can use (cart/checkoutCoupons)', () => {
  it('lists the public codes that take something off this cart, those it holds first', async () => {
    const cheap = shop.variantIn('tops', (v) => v.price < 30, 3);
    const { cookie: hash } = await shop.cartWith(cheap);
    const list = async () =>
      (await checkoutCall(t.app, 'GET', 'cart/checkoutCoupons', hash)).body as unknown as {
        data: { code: string; amount: number; applied: boolean }[];
      };
    const small = await list();
    const codes = small.data.map((c) => c.code);
    // Public and usable: listed; a minimum not reached (SAVE20) or a private code (ONCE5): not.
    expect(codes).toEqual(expect.arrayContaining(['WELCOME10', 'FREESHIP']));
    expect(codes).not.toContain('SAVE20');
    expect(codes).not.toContain('ONCE5');
    expect(codes).not.toContain('SUMMER25');
    expect(small.data.find((c) => c.code === 'WELCOME10')).toMatchObject({
      amount: round2(cheap.variant.price * 0.1),
      applied: false,
    });

    // Over 100.00, SAVE20 is usable too; once WELCOME10 is held, it comes first and a code
    // that does not combine with it is no longer offered.
    const line = Object.keys((await shop.call('GET', 'cart', hash)).body.cart)[0]!;
    await shop.call('PUT', `cart/${line}`, hash, { quantity: 5 });
    expect((await list()).data.map((c) => c.code)).toContain('SAVE20');
    const applied = await checkoutCall(t.app, 'POST', 'cart/checkoutCoupons', hash, {
      code: 'WELCOME10',
    });
    expect(applied.status).toBe(200);
    const held = await list();
    expect(held.data[0]).toMatchObject({ code: 'WELCOME10', applied: true });
    expect(held.data.map((c) => c.code)).not.toContain('SAVE20');
    expect(held.data.map((c) => c.code)).toContain('FREESHIP');

    // No cart, nothing to offer.
    expect((await checkoutCall(t.app, 'GET', 'cart/checkoutCoupons', undefined)).body).toEqual({
      data: [],
    });
  });
});
