import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { readShop } from '../../test/shop.ts';
import { checkoutCall, completeSteps, US_ADDRESS } from '../../test/checkout-flow.ts';
import type { OrderDto } from './contract.ts';

let t: TestApp;
let shop: Awaited<ReturnType<typeof readShop>>;
beforeAll(async () => {
  t = await createTestApp();
  shop = await readShop(t.app);
});
afterAll(async () => {
  await t.close();
});

/** A placed order of a shopper with its own e-mail, shipped with a tracking number. */
async function shippedOrder(email: string, trackingNumber: string) {
  const item = shop.variantIn();
  const { cookie } = await shop.cartWith(item);
  await completeSteps(t.app, cookie!, { email });
  const res = await checkoutCall(t.app, 'POST', 'cart/checkout', cookie, {
    idempotency_key: `tracking-${email.replace(/\W/g, '')}`.padEnd(20, 'x'),
  });
  expect(res.status).toBe(200);
  const number = res.body.order_number!;
  await t.app.orders.merchant.fulfil(number, trackingNumber, 'DHL');
  await t.app.orders.merchant.track(trackingNumber, {
    status: 'transit',
    description: 'Left the hub',
    location: 'Leipzig',
    at: new Date('2026-03-02T08:00:00Z'),
  });
  return { number, title: item.product.title };
}

// Each test asks from its own address: lookups are limited per address and minute.
const ask = (remoteAddress: string) => ({
  get: (url: string) => t.app.inject({ url: `/api/store${url}`, remoteAddress }),
  post: (url: string, payload: object) =>
    t.app.inject({ method: 'POST', url: `/api/store${url}`, payload, remoteAddress }),
});

describe('order tracking, and what a tracking number alone tells', () => {
  it('answers the parcel’s progress to its tracking number, and nothing about the order', async () => {
    const email = 'parcel@example.com';
    const { title } = await shippedOrder(email, 'PR11122233');
    const res = await ask('198.51.100.1').get(
      '/order-tracking/logistics?tracking_number=pr11122233',
    );
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toEqual({
      tracking_number: 'PR11122233',
      carrier: 'DHL',
      status: 'transit',
      status_label: 'In transit',
      events: [
        {
          at: '2026-03-02T08:00:00.000Z',
          status: 'transit',
          description: 'Left the hub',
          location: 'Leipzig',
        },
      ],
      fulfillment_status: 'fulfilled',
      fulfillment_status_label: 'Fulfilled',
      progress: expect.arrayContaining([{ step: 'in_transit', label: 'In transit', done: true }]),
    });
    for (const personal of [email, US_ADDRESS.last_name, US_ADDRESS.address1, title]) {
      expect(res.body).not.toContain(personal);
    }
    // The page of that tracking number (the mails' link) shows the progress, and no more.
    const page = await t.app.inject({
      url: '/track-your-order?tracking_number=PR11122233',
      remoteAddress: '198.51.100.1',
    });
    expect(page.statusCode).toBe(200);
    expect(page.body).toMatch(/PR11122233(<!-- -->)? · <strong>In transit<\/strong>/);
    for (const personal of [email, US_ADDRESS.last_name, US_ADDRESS.address1, title]) {
      expect(page.body).not.toContain(personal);
    }
  });

  it('answers the whole order to its tracking number with the order’s e-mail, in the body', async () => {
    const email = 'Owner@Example.com';
    const { number, title } = await shippedOrder(email, 'OW44455566');
    const right = await ask('198.51.100.2').post('/order-tracking/logistics', {
      tracking_number: 'ow44455566',
      email: 'owner@example.com',
    });
    expect(right.statusCode).toBe(200);
    const order = right.json() as OrderDto;
    expect(order.number).toBe(number);
    expect(order.email).toBe(email);
    expect(order.shipping_address.last_name).toBe(US_ADDRESS.last_name);
    expect(order.lines.map((l) => l.title)).toEqual([title]);
    expect(order.shipments[0]).toMatchObject({ tracking_number: 'OW44455566' });
  });

  it('gives a wrong e-mail the same not-found answer as an unknown tracking number', async () => {
    await shippedOrder('mine@example.com', 'MN77788899');
    const client = ask('198.51.100.3');
    const wrong = await client.post('/order-tracking/logistics', {
      tracking_number: 'MN77788899',
      email: 'someone@example.com',
    });
    const unknown = await client.post('/order-tracking/logistics', {
      tracking_number: 'NONE0000000',
      email: 'mine@example.com',
    });
    expect(wrong.statusCode).toBe(404);
    expect(unknown.statusCode).toBe(404);
    expect(wrong.json()).toEqual(unknown.json());
    expect(wrong.json()).toEqual({ code: 'order_not_found', message: expect.any(String) });
    const refused = await client.post('/order-tracking/logistics', {
      tracking_number: 'MN77788899',
      email: 'not an e-mail',
    });
    expect(refused.statusCode).toBe(422);
  });

  it('finds an order by number and e-mail posted in the body, and not with a wrong e-mail', async () => {
    const email = 'posted@example.com';
    const { number } = await shippedOrder(email, 'PO12312312');
    const client = ask('198.51.100.4');
    const found = await client.post('/orders', { number, email: 'POSTED@example.com' });
    expect(found.statusCode).toBe(200);
    expect((found.json() as OrderDto).number).toBe(number);
    const wrong = await client.post('/orders', { number, email: 'other@example.com' });
    const unknown = await client.post('/orders', { number: 999_999, email });
    expect(wrong.statusCode).toBe(404);
    expect(wrong.json()).toEqual(unknown.json());
  });

  it('refuses an e-mail in the URL of an order lookup, and answers a posted one unkept', async () => {
    const email = 'inurl@example.com';
    const { number } = await shippedOrder(email, 'UR98798798');
    const client = ask('198.51.100.6');
    for (const path of ['/orders', '/orders-old']) {
      // The query's e-mail is refused whatever it is, and no order is answered with it.
      const inUrl = await client.get(`${path}?number=${number}&email=${email}`);
      expect(inUrl.statusCode, path).toBe(422);
      expect(inUrl.json(), path).toEqual({
        code: 'validation_failed',
        message: "Send the e-mail address in the request's body (POST), never in its address.",
        errors: { email: expect.any(String) },
      });
      const posted = await client.post(path, { number, email });
      expect(posted.statusCode, path).toBe(200);
      expect((posted.json() as OrderDto).number, path).toBe(number);
      // An order's details are the shopper's: kept by no cache, shared or not.
      expect(posted.headers['cache-control'], path).toBe('private, no-store');
    }
  });

  it('looks an order up from the page’s posted form, the e-mail kept out of the URL', async () => {
    const email = 'form@example.com';
    const { number, title } = await shippedOrder(email, 'FM45645645');
    const post = (fields: Record<string, string>) =>
      t.app.inject({
        method: 'POST',
        url: '/track-your-order',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams(fields).toString(),
        remoteAddress: '198.51.100.5',
      });
    const found = await post({ intent: 'order', number: String(number), email });
    // The answer is the page itself: no redirect that would carry the e-mail into a URL.
    expect(found.statusCode).toBe(200);
    expect(found.headers.location).toBeUndefined();
    expect(found.body).toContain(`#${number}`);
    expect(found.body).toContain(title);
    const wrong = await post({ intent: 'order', number: String(number), email: 'x@example.com' });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.body).toContain('data-testid="track-error"');
    expect(wrong.body).not.toContain(title);
    const parcel = await post({ intent: 'tracking', tracking_number: 'FM45645645' });
    expect(parcel.statusCode).toBe(200);
    expect(parcel.body).toMatch(/FM45645645(<!-- -->)? · <strong>In transit<\/strong>/);
    expect(parcel.body).not.toContain(email);
  });
});
