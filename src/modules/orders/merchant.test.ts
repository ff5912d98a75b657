import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { readShop } from '../../test/shop.ts';
import { startSmtpServer } from '../../test/smtp.ts';
import { checkoutCall, completeSteps, lookUpOrder } from '../../test/checkout-flow.ts';
import type { OrderDto } from './contract.ts';

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

/** A placed order (bank transfer, unpaid) of a shopper with its own e-mail. */
async function placeOrder(email: string) {
  const { cookie } = await shop.cartWith(shop.variantIn());
  await completeSteps(t.app, cookie!, { email });
  const res = await checkoutCall(t.app, 'POST', 'cart/checkout', cookie, {
    idempotency_key: `merchant-${email.replace(/\W/g, '')}`.padEnd(20, 'x'),
  });
  expect(res.status).toBe(200);
  return res.body.order_number!;
}

const lookup = async (number: number, email: string) => {
  const res = await lookUpOrder(t.app, number, email);
  return { status: res.statusCode, order: res.json() as OrderDto };
};

const subjectsTo = (email: string) =>
  smtp.received.filter((m) => JSON.stringify(m.to).includes(email)).map((m) => m.text ?? '');

describe("the merchant's order commands, as the shopper sees them", () => {
  it('fulfils with a tracking number, tracks to delivery, and mails the shopper each time', async () => {
    const email = 'tracked@example.com';
    const number = await placeOrder(email);
    const before = await lookup(number, email);
    expect(before.order.fulfillment_status).toBe('unfulfilled');
    expect(before.order.fulfillment_status_label).toBe('Unfulfilled');
    const merchant = t.app.orders.merchant;
    await merchant.fulfil(number, 'ZX12345678', 'DHL');
    let seen = await lookup(number, email);
    expect(seen.order.fulfillment_status_label).toBe('Fulfilled');
    expect(seen.order.shipments[0]).toMatchObject({
      tracking_number: 'ZX12345678',
      status: 'transit',
    });
    expect(seen.order.progress.filter((p) => p.done).map((p) => p.step)).toEqual([
      'ordered',
      'in_process',
      'order_ready',
      'in_transit',
    ]);

    // The tracking number alone finds the parcel's progress.
    const byTracking = await t.app.inject(
      '/api/store/order-tracking/logistics?tracking_number=zx12345678',
    );
    expect(byTracking.statusCode).toBe(200);
    expect(byTracking.json()).toMatchObject({ tracking_number: 'ZX12345678', carrier: 'DHL' });
    // The track-your-order page shows the shipment's status by its label.
    const trackPage = (q: string) => t.app.inject(`/track-your-order?tracking_number=${q}`);
    const inTransit = await trackPage('ZX12345678');
    expect(inTransit.statusCode).toBe(200);
    expect(inTransit.body).toMatch(/ZX12345678(<!-- -->)? · <strong>In transit<\/strong>/);
    expect(inTransit.body).toMatch(/data-testid="fulfillment-status">Fulfilled</);

    await merchant.track('ZX12345678', {
      status: 'delivered',
      description: 'Left at the door',
      location: 'Arlington',
    });
    seen = await lookup(number, email);
    expect(seen.order.progress.every((p) => p.done)).toBe(true);
    expect(seen.order.shipments[0]!.status_label).toBe('Delivered');
    expect(seen.order.shipments[0]!.events.map((e) => e.description)).toEqual(['Left at the door']);
    expect((await trackPage('ZX12345678')).body).toMatch(
      /ZX12345678(<!-- -->)? · <strong>Delivered<\/strong>/,
    );

    await expect.poll(() => subjectsTo(email).length, { timeout: 20_000 }).toBe(3);
    const texts = subjectsTo(email).join('\n');
    expect(texts).toContain('Tracking number: ZX12345678');
    expect(texts).toContain("Your order's status: Delivered.");
    // The mails link to the parcel's progress, never with the e-mail in the link.
    expect(texts).toContain('/track-your-order?tracking_number=ZX12345678');
    expect(texts).toContain(`/track-your-order?number=${number}`);
    expect(texts).not.toContain(encodeURIComponent(email));
    expect(texts).not.toMatch(/track-your-order\S*tracked@/);
  });

  it('records a payment, refunds part then the rest, and refuses what cannot be', async () => {
    const email = 'refund@example.com';
    const number = await placeOrder(email);
    const merchant = t.app.orders.merchant;
    await expect(merchant.refund(number)).rejects.toMatchObject({ code: 'order_not_paid' });
    await merchant.markPaid(number);
    expect((await lookup(number, email)).order.financial_status).toBe('paid');
    await expect(merchant.markPaid(number)).rejects.toMatchObject({ code: 'order_not_unpaid' });
    await merchant.refund(number, 100);
    let seen = await lookup(number, email);
    expect(seen.order.financial_status_label).toBe('Partially refunded');
    expect(seen.order.refunded_total).toBe(1);
    await expect(merchant.refund(number, 10_000_000)).rejects.toMatchObject({
      code: 'refund_amount_invalid',
    });
    await merchant.refund(number);
    seen = await lookup(number, email);
    expect(seen.order.financial_status_label).toBe('Refunded');
    expect(seen.order.refunded_total).toBe(seen.order.total);
  });

  it('refuses a bad tracking number or status, and an unknown order', async () => {
    const number = await placeOrder('bad@example.com');
    const merchant = t.app.orders.merchant;
    await expect(merchant.fulfil(number, 'AB-123')).rejects.toMatchObject({
      code: 'tracking_number_invalid',
    });
    await expect(merchant.fulfil(999_999, 'AB12345')).rejects.toMatchObject({
      code: 'order_not_found',
    });
    await merchant.fulfil(number, 'QQ99999');
    await expect(
      merchant.track('QQ99999', { status: 'lost' as never, description: 'x' }),
    ).rejects.toMatchObject({ code: 'tracking_status_invalid' });
    for (const q of ['1234', 'AB-123', 'A'.repeat(51)]) {
      const res = await t.app.inject(`/api/store/order-tracking/logistics?tracking_number=${q}`);
      expect(res.statusCode, q).toBe(422);
    }
  });

  it('answers more than 10 lookups a minute from one address with 429', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 12; i++) {
      const res = await lookUpOrder(t.app, 5000 + i, 'x@example.com', {
        remoteAddress: '203.0.113.9',
      });
      statuses.push(res.statusCode);
    }
    expect(statuses.filter((s) => s === 404).length).toBeLessThanOrEqual(10);
    expect(statuses.at(-1)).toBe(429);
  });
});
