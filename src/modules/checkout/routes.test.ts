import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../platform/db.ts';
import { loggedInCustomer } from '../../test/customers.ts';
import { createTestApp, statementRecorder, type TestApp } from '../../test/harness.ts';
import { readShop } from '../../test/shop.ts';
import { startSmtpServer } from '../../test/smtp.ts';
import type { OrderDto } from '../orders/contract.ts';
import { DEMO_SHIPPING } from '../shipping/seed.ts';
import { US_ADDRESS, checkoutCall, completeSteps, lookUpOrder } from '../../test/checkout-flow.ts';

let t: TestApp;
let shop: Awaited<ReturnType<typeof readShop>>;
const recorder = statementRecorder();
let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
beforeAll(async () => {
  smtp = await startSmtpServer();
  t = await createTestApp({ SMTP_URL: smtp.url }, { onQuery: recorder.onQuery });
  shop = await readShop(t.app);
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

/** The mails the shop sent to an address, once at least `count` arrived. */
async function mailsTo(address: string, count = 1) {
  const to = (m: (typeof smtp.received)[number]) =>
    JSON.stringify(m.to).toLowerCase().includes(address.toLowerCase());
  await expect
    .poll(() => smtp.received.filter(to).length, { timeout: 20_000 })
    .toBeGreaterThanOrEqual(count);
  return smtp.received.filter(to);
}

const key = () =>
  `k${Math.random().toString(36).slice(2)}${Date.now().toString(36)}`.padEnd(20, 'x');
const place = (hash: string | undefined, body: object = { idempotency_key: key() }) =>
  checkoutCall(t.app, 'POST', 'cart/checkout', hash, body);
const stockOf = async (variantId: number) =>
  (
    await queryRows<{ stock: number }>(
      t.database.db,
      sql`select stock from variants where id = ${variantId}`,
    )
  )[0]!.stock;
const lookup = (number: number, email: string) => lookUpOrder(t.app, number, email);

describe('checkout with a manual payment', () => {
  it('takes a guest from cart to order: the server prices it, takes stock and empties the cart', async () => {
    const item = shop.variantIn(undefined, (v) => v.manage_stock);
    const { cookie: hash } = await shop.cartWith({ ...item, quantity: 2 });
    const before = await stockOf(item.variant.ID);
    const ready = await completeSteps(t.app, hash!, { email: 'Guest@Example.com' });
    expect(ready.shipping.methods.map((m) => m.id)).toEqual(
      expect.arrayContaining(['standard', 'economy', 'express']),
    );
    expect(ready.payment_methods.map((m) => m.id)).toContain('bank_transfer');
    const goods = ready.cart.cart_subtotal - ready.cart.discount_total;
    expect(ready.total).toBeCloseTo(goods + ready.shipping_total, 2);
    expect(ready.cart.cart_total).toBe(ready.total);

    // A total the browser makes up is not used: it only refuses when it differs.
    const wrong = await place(hash, { idempotency_key: key(), expected_total: 0.01 });
    expect(wrong.status).toBe(409);
    expect(wrong.body.code).toBe('checkout_total_changed');

    const placed = await place(hash, { idempotency_key: key(), expected_total: ready.total });
    expect(placed.status).toBe(200);
    expect(placed.body.status).toBe('completed');
    expect(placed.body.financial_status).toBe('unpaid');
    expect(await stockOf(item.variant.ID)).toBe(before - 2);
    const cart = await shop.call('GET', 'cart', hash);
    expect(cart.body.cart_contents_count).toBe(0);

    const found = await lookup(placed.body.order_number!, 'guest@example.com');
    expect(found.statusCode).toBe(200);
    const order = found.json() as OrderDto;
    expect(order.total).toBe(ready.total);
    expect(order.lines).toHaveLength(1);
    expect(order.lines[0]!.quantity).toBe(2);
    expect(order.financial_status_label).toBe('Unpaid');
    expect(order.fulfillment_status_label).toBe('Unfulfilled');
    expect(order.progress.filter((p) => p.done).map((p) => p.step)).toEqual(['ordered']);
    expect(order.shipping_address.city).toBe(US_ADDRESS.city);

    // The confirmation arrives by mail, in the order's words and figures.
    const [mail] = await mailsTo('guest@example.com');
    expect(mail!.subject).toBe(`Order #${placed.body.order_number} confirmed – Vitrine`);
    expect(mail!.text).toContain(`2 × ${item.product.title}`);
    expect(mail!.text).toContain(`$${ready.total.toFixed(2)}`);

    // Orders from before a migration are looked up the same way, from the same table.
    const old = await lookUpOrder(t.app, placed.body.order_number!, 'guest@example.com', {
      path: 'orders-old',
    });
    expect(old.statusCode).toBe(200);
    expect((old.json() as OrderDto).total).toBe(ready.total);

    // A wrong e-mail is the same "not found" as a number that does not exist.
    const other = await lookup(placed.body.order_number!, 'someone@example.com');
    const unknown = await lookup(999_999, 'guest@example.com');
    expect(other.statusCode).toBe(404);
    expect(other.json()).toEqual(unknown.json());
  });

  it('gives one order for one key, however often and however fast it is sent', async () => {
    const { cookie: hash } = await shop.cartWith(shop.variantIn());
    await completeSteps(t.app, hash!, { email: 'twice@example.com' });
    const once = key();
    const answers = await Promise.all(
      Array.from({ length: 50 }, () => place(hash, { idempotency_key: once })),
    );
    expect(answers.every((a) => a.status === 200)).toBe(true);
    expect(new Set(answers.map((a) => a.body.order_number)).size).toBe(1);
    // A second tab, with a key of its own, finds the order its cart became.
    const tab = await place(hash);
    expect(tab.status).toBe(200);
    expect(tab.body.order_number).toBe(answers[0]!.body.order_number);
    const rows = await queryRows<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from orders where email = 'twice@example.com'`,
    );
    expect(rows[0]!.n).toBe(1);
    // ... and one confirmation mail.
    await mailsTo('twice@example.com');
    // Every mail job for this shopper has run (none is waiting to send a second), and there was one.
    const mailJobs = () =>
      queryRows<{ state: string }>(
        t.database.db,
        sql`select state from pgboss.job
            where name = 'mail.send' and data::text like '%twice@example.com%'`,
      );
    await expect
      .poll(async () => (await mailJobs()).map((j) => j.state), { timeout: 20_000 })
      .toEqual(['completed']);
    expect(await mailsTo('twice@example.com')).toHaveLength(1);
  });

  it('places an order in a fixed number of statements, whatever the number of lines', async () => {
    const counts: number[] = [];
    for (const lines of [1, 6]) {
      const items = Array.from({ length: lines }, (_, i) =>
        shop.variantIn(undefined, () => true, i * 3),
      );
      const { cookie: hash } = await shop.cartWith(...items);
      await completeSteps(t.app, hash!);
      const { result: placed, statements } = await recorder.during(() => place(hash));
      expect(placed.status).toBe(200);
      // PostgreSQL's driver sends the transaction's BEGIN and COMMIT as statements of their
      // own, PGlite runs them inside its transaction call: the work is counted alike on both.
      // The wishlist reads the stock change after the order committed (its sold-out wishes,
      // back-in-stock.ts), on its own, at a moment of its own: not the placement's work.
      counts.push(
        statements.filter((s) => !/^(begin|commit)$/i.test(s.trim()) && !/"wishlist_items"/.test(s))
          .length,
      );
    }
    // Counted within the request only (the queue's workers poll on their own timers): the
    // earlier order, the checkout and the payment methods; the cart, its lines and their
    // variants; the key's order; the order, its lines; emptying the cart (lines, row); the
    // mail job; stock; sold counts (docs/architecture.md, placing an order).
    expect(counts).toEqual([14, 14]);
  });
});

describe('the steps', () => {
  it('records the start, moves the step along, and prices the chosen method into the total', async () => {
    const { cookie: hash } = await shop.cartWith(shop.variantIn(undefined, (v) => v.price < 50));
    const started = await checkoutCall(t.app, 'POST', 'cart/start_checkout', hash);
    expect(started.status).toBe(200);
    const [row] = await queryRows<{ started_at: Date | null }>(
      t.database.db,
      sql`select started_at from checkouts where cart_hash = ${hash!}`,
    );
    expect(row?.started_at).toBeTruthy();
    const arrived = (await checkoutCall(t.app, 'GET', 'cart/checkout', hash)).body.started_at;
    expect(new Date(arrived!).getTime()).toBe(new Date(row!.started_at!).getTime());

    await checkoutCall(t.app, 'POST', 'cart/set_customer_email', hash, { email: 'a@example.com' });
    const addressed = await checkoutCall(t.app, 'POST', 'cart/address', hash, {
      shipping_address: US_ADDRESS,
    });
    expect(addressed.body.step).toBe('shipping_method');
    for (const m of addressed.body.shipping.methods) {
      expect(m.id).toEqual(expect.any(String));
      expect(m.cost).toEqual(expect.any(Number));
    }
    const express = addressed.body.shipping.methods.find((m) => m.id === 'express')!;
    const cheapest = addressed.body.shipping.methods[0]!;
    expect(express.cost).toBeGreaterThan(cheapest.cost);

    const chosen = await checkoutCall(t.app, 'POST', 'cart/shipping', hash, {
      method_id: 'express',
    });
    expect(chosen.status).toBe(200);
    expect(chosen.body.step).toBe('payment_method');
    expect(chosen.body.shipping_method).toMatchObject({ id: 'express', cost: express.cost });
    expect(chosen.body.shipping_total).toBe(express.cost);
    expect(chosen.body).toHaveProperty('shipping_tax_total', 0);
    expect(chosen.body).toHaveProperty('shipping_insurance');
    const goods = chosen.body.cart.cart_subtotal - chosen.body.cart.discount_total;
    expect(chosen.body.total).toBeCloseTo(goods + express.cost, 2);

    const cheaper = await checkoutCall(t.app, 'POST', 'cart/shipping', hash, {
      method_id: cheapest.id,
    });
    expect(cheaper.body.shipping_total).toBe(cheapest.cost);
    expect(cheaper.body.total).toBeCloseTo(chosen.body.total - express.cost + cheapest.cost, 2);
  });

  it('refuses a payment method that is not offered with its payment message, and none at all', async () => {
    const { cookie: hash } = await shop.cartWith(shop.variantIn());
    await completeSteps(t.app, hash!);
    const methods = await t.app.payments.listMethodSettings();
    try {
      await t.app.payments.setMethods([{ code: 'test_card' }, { code: 'bank_transfer' }]);
      for (const method of ['cash_on_delivery', 'paypal']) {
        const res = await checkoutCall(t.app, 'POST', 'cart/payment', hash, { method });
        expect(res.status, method).toBe(422);
        expect(res.body.code).toBe('payment_method_unavailable');
        expect(res.body.message).toMatch(/Please try again or use another payment method\.$/);
      }
      await t.app.payments.setMethods(
        ['test_card', 'bank_transfer', 'cash_on_delivery'].map((code) => ({
          code,
          enabled: false,
        })),
      );
      const none = await checkoutCall(t.app, 'POST', 'cart/payment', hash, {
        method: 'bank_transfer',
      });
      expect(none.status).toBe(422);
      expect(none.body.message).toBe('No payment method is available for this order.');
      const view = await checkoutCall(t.app, 'GET', 'cart/checkout', hash);
      expect(view.body.payment_methods).toEqual([]);
    } finally {
      await t.app.payments.setMethods(
        methods.map((m) => ({
          code: m.code,
          enabled: m.enabled,
          countries: m.countries ?? undefined,
          max_amount: m.maxAmount ?? undefined,
        })),
      );
    }
  });
});

describe('what checkout refuses', () => {
  it('refuses bad fields with the field named, and changes nothing', async () => {
    const { cookie: hash } = await shop.cartWith(shop.variantIn());
    const email = await checkoutCall(t.app, 'POST', 'cart/set_customer_email', hash, {
      email: 'no-at-sign',
    });
    expect(email.status).toBe(422);
    expect(email.body.errors?.email).toBe('Enter a valid e-mail address.');
    for (const [field, value, code] of [
      ['address1', 'x'.repeat(256), 'Enter an address (at most 255 characters).'],
      ['address1', '', 'Enter an address (at most 255 characters).'],
      ['country', 'USA', 'Choose a country.'],
      ['phone', '201a555', 'The phone number may only contain digits and + - ( ) . /'],
      ['phone', '1'.repeat(31), 'The phone number may be at most 30 characters.'],
      [
        'first_name',
        "'; drop table orders; --".repeat(10),
        'Enter a first name (at most 100 characters).',
      ],
    ] as const) {
      const res = await checkoutCall(t.app, 'POST', 'cart/address', hash, {
        shipping_address: { ...US_ADDRESS, [field]: value },
      });
      expect(res.status, `${field}=${value}`).toBe(422);
      expect(res.body.errors?.[`shipping_address.${field}`]).toBe(code);
    }
    const view = await checkoutCall(t.app, 'GET', 'cart/checkout', hash);
    expect(view.body.shipping_address).toBeNull();
    const early = await place(hash);
    expect(early.status).toBe(422);
    expect(early.body.code).toBe('email_required');
  });

  it("answers 404 for a cart that is not the shopper's, and 422 for an empty one", async () => {
    expect((await checkoutCall(t.app, 'GET', 'cart/checkout', 'A'.repeat(32))).status).toBe(404);
    expect((await place('A'.repeat(32))).status).toBe(404);
    expect((await place(undefined)).status).toBe(404);
    const filled = await shop.cartWith(shop.variantIn());
    const [line] = Object.values(filled.body.cart);
    const emptied = await shop.call('DELETE', `cart/${line!.key}`, filled.cookie);
    expect(emptied.body.cart_contents_count).toBe(0);
    const empty = await place(filled.cookie);
    expect(empty.status).toBe(422);
    expect(empty.body.code).toBe('cart_empty');
  });

  it('says when no method ships to an address, and refuses the step until one does', async () => {
    const { cookie: hash } = await shop.cartWith(shop.variantIn());
    const none = structuredClone(DEMO_SHIPPING);
    none.zones[0]!.methods = [];
    await t.app.shipping.load(none);
    try {
      const res = await checkoutCall(t.app, 'POST', 'cart/address', hash, {
        shipping_address: US_ADDRESS,
      });
      expect(res.status).toBe(200);
      expect(res.body.shipping_problem?.message).toBe(
        'No shipping methods are available for this address.',
      );
      const chosen = await checkoutCall(t.app, 'POST', 'cart/shipping', hash, {
        method_id: 'standard',
      });
      expect(chosen.status).toBe(422);
    } finally {
      await t.app.shipping.load(DEMO_SHIPPING);
    }
  });

  it('says when a postcode cannot be delivered, or a country or region is not served', async () => {
    const { cookie: hash } = await shop.cartWith(shop.variantIn());
    const blocked = await checkoutCall(t.app, 'POST', 'cart/address', hash, {
      shipping_address: { ...US_ADDRESS, province: 'GU', zip: '96910' },
    });
    expect(blocked.status).toBe(422);
    expect(blocked.body.errors?.['shipping_address.zip']).toBe(
      'This postcode cannot be delivered.',
    );
    const alaska = await checkoutCall(t.app, 'POST', 'cart/address', hash, {
      shipping_address: { ...US_ADDRESS, province: 'AK', zip: '99501' },
    });
    expect(alaska.status).toBe(200);
    expect(alaska.body.shipping.methods).toEqual([]);
    expect(alaska.body.shipping_problem?.message).toBe('We do not ship to this country yet.');
  });

  it('offers free standard shipping above 100.00 and refuses a PO box for express', async () => {
    const pricey = shop.variantIn(undefined, (v) => v.price >= 101);
    const { cookie: hash } = await shop.cartWith(pricey);
    const res = await checkoutCall(t.app, 'POST', 'cart/address', hash, {
      shipping_address: { ...US_ADDRESS, address1: 'PO Box 123' },
    });
    const methods = res.body.shipping.methods;
    expect(methods.find((m) => m.id === 'standard')?.cost).toBe(0);
    expect(methods.find((m) => m.id === 'express')).toBeUndefined();
    const express = await checkoutCall(t.app, 'POST', 'cart/shipping', hash, {
      method_id: 'express',
    });
    expect(express.status).toBe(422);
    expect(express.body.errors?.method_id).toBe(
      'This shipping method does not deliver to PO boxes. Enter a street address.',
    );
  });

  it('refuses a PO box that no method delivers to, and keeps the address it had', async () => {
    const { cookie: hash } = await shop.cartWith(shop.variantIn());
    await completeSteps(t.app, hash!);
    const streetOnly = structuredClone(DEMO_SHIPPING);
    for (const zone of streetOnly.zones) for (const m of zone.methods ?? []) m.forbid_po_box = true;
    await t.app.shipping.load(streetOnly);
    try {
      for (const line of ['PO Box 123', 'P.O. Box 9']) {
        const res = await checkoutCall(t.app, 'POST', 'cart/address', hash, {
          shipping_address: { ...US_ADDRESS, address1: line },
        });
        expect(res.status, line).toBe(422);
        expect(res.body.errors?.['shipping_address.address1']).toBe(
          'This shipping method does not deliver to PO boxes. Enter a street address.',
        );
      }
      const view = await checkoutCall(t.app, 'GET', 'cart/checkout', hash);
      expect(view.body.shipping_address?.address1).toBe(US_ADDRESS.address1);
      expect(view.body.step).toBe('payment_method');
    } finally {
      await t.app.shipping.load(DEMO_SHIPPING);
    }
  });

  it('shows the shipping step again when the chosen rate no longer applies', async () => {
    const { cookie: hash } = await shop.cartWith(shop.variantIn(undefined, (v) => v.price < 50));
    await completeSteps(t.app, hash!, { method: 'express' });
    const dearer = structuredClone(DEMO_SHIPPING);
    dearer.zones[0]!.methods!.find((m) => m.id === 'express')!.rate = { type: 'flat', cost: 2999 };
    await t.app.shipping.load(dearer);
    try {
      const res = await place(hash);
      expect(res.status).toBe(422);
      expect(res.body.code).toBe('shipping_rate_changed');
      const view = await checkoutCall(t.app, 'GET', 'cart/checkout', hash);
      expect(view.body.step).toBe('shipping_method');
      expect(view.body.shipping_method).toBeNull();
    } finally {
      await t.app.shipping.load(DEMO_SHIPPING);
    }
  });
});

/**
 * Carts of `count` shoppers, each holding what `fill` gives and ready to pay: the first goes
 * through the steps, the others are given the same choices at once (the setup is not the test).
 */
async function readyCarts(count: number, fill: (i: number) => Promise<string>) {
  const hashes: string[] = [];
  for (let i = 0; i < count; i++) hashes.push(await fill(i));
  await completeSteps(t.app, hashes[0]!, { email: 'rush0@example.com' });
  await t.database.db.execute(sql`insert into checkouts
      (cart_hash, email, shipping_address, shipping_method, shipping_cost, payment_method, step)
    select h.hash, 'rush' || h.n || '@example.com', c.shipping_address, c.shipping_method,
      c.shipping_cost, c.payment_method, c.step
    from checkouts c,
      unnest(${`{${hashes.slice(1).join(',')}}`}::text[]) with ordinality as h(hash, n)
    where c.cart_hash = ${hashes[0]!}`);
  return hashes;
}

describe('checkout under load', () => {
  it('sells the last 10 units exactly once to 200 shoppers at the same moment, on two instances', async () => {
    const item = shop.variantIn(undefined, (v) => v.manage_stock, 5);
    await t.database.db.execute(
      sql`update variants set stock = 10, backorders = 'no' where id = ${item.variant.ID}`,
    );
    const hashes = await readyCarts(200, async () => (await shop.cartWith(item)).cookie!);
    const second = await t.anotherInstance();
    try {
      const answers = await Promise.all(
        hashes.map((hash, i) =>
          (i % 2 ? second.app : t.app).inject({
            method: 'POST',
            url: '/api/store/cart/checkout',
            headers: { 'content-type': 'application/json', cookie: `cart_hash=${hash}` },
            payload: JSON.stringify({ idempotency_key: key() }),
          }),
        ),
      );
      const statuses = answers.map((a) => a.statusCode);
      expect(statuses.filter((s) => s === 200)).toHaveLength(10);
      expect(statuses.filter((s) => s === 409)).toHaveLength(190);
      expect(answers.find((a) => a.statusCode === 409)!.json().code).toBe('checkout_out_of_stock');
      expect(await stockOf(item.variant.ID)).toBe(0);
    } finally {
      await second.close();
    }
  }, 180_000);

  it('lets a single-use coupon be used by one order of 100 at once', async () => {
    const item = shop.variantIn(undefined, (v) => v.manage_stock, 20);
    await t.database.db.execute(
      sql`update variants set stock = 1000 where id = ${item.variant.ID}`,
    );
    const hashes = await readyCarts(100, async () => {
      const { cookie } = await shop.cartWith(item);
      const applied = await shop.call('POST', 'cart/coupons', cookie, { code: 'ONCE5' });
      expect(applied.status).toBe(200);
      return cookie!;
    });
    const answers = await Promise.all(hashes.map((hash) => place(hash)));
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
    const refused = answers.filter((a) => a.status !== 200);
    expect(refused).toHaveLength(99);
    expect(new Set(refused.map((a) => a.body.code))).toEqual(new Set(['coupon_usage_limit']));
  }, 180_000);
});

describe('a coupon limited per customer', () => {
  const CODE = 'EACH7';
  let item: ReturnType<typeof shop.variantIn>;
  beforeAll(async () => {
    item = shop.variantIn(undefined, (v) => v.manage_stock, 7);
    await t.database.db.execute(sql`update variants set stock = 100 where id = ${item.variant.ID}`);
    await t.app.discounts.load({
      discounts: [
        {
          key: 'test-once-each',
          title: '7 off, once each',
          code: CODE,
          discount_type: 'fixed_cart',
          adjustment_level_type: 'order',
          rule: { value: { kind: 'fixed', amount: 700 } },
          per_customer_limit: 1,
          combinable: true,
        },
      ],
    });
  });
  afterAll(() => t.app.discounts.remove('test-once-each'));

  /** A cart with the code applied, through the checkout's steps with `email`. */
  async function readyWithCode(email: string) {
    const { cookie: hash } = await shop.cartWith(item);
    const applied = await shop.call('POST', 'cart/coupons', hash, { code: CODE });
    expect(applied.status).toBe(200);
    await completeSteps(t.app, hash!, { email });
    return hash!;
  }

  /** Places the cart as a guest, or with a customer's session. */
  const placeAs = (hash: string, session?: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/store/cart/checkout',
      headers: {
        'content-type': 'application/json',
        cookie: [`cart_hash=${hash}`, session].filter(Boolean).join('; '),
      },
      payload: JSON.stringify({ idempotency_key: key() }),
    });

  it('takes it once per e-mail, whatever its case, and refuses the second order changing nothing', async () => {
    expect((await placeAs(await readyWithCode('once.each@example.com'))).statusCode).toBe(200);

    const second = await readyWithCode('Once.Each@Example.com');
    const stock = await stockOf(item.variant.ID);
    const refused = await placeAs(second);
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toMatchObject({
      code: 'coupon_per_customer_limit',
      message: `You have already used the code ${CODE} as many times as it allows. Remove it to place the order.`,
    });
    expect(await stockOf(item.variant.ID)).toBe(stock);
    expect((await shop.call('GET', 'cart', second)).body.cart_contents_count).toBe(1);

    // Another shopper still has theirs; the refused one places the order without the code.
    expect((await placeAs(await readyWithCode('someone.else@example.com'))).statusCode).toBe(200);
    expect((await shop.call('DELETE', `cart/coupons/${CODE}`, second)).status).toBeLessThan(300);
    expect((await placeAs(second)).statusCode).toBe(200);
  });

  it("counts a logged-in customer's orders whatever e-mail they carry", async () => {
    const customer = await loggedInCustomer(t.app);
    const gift = await readyWithCode(`gift-${Date.now()}@example.com`);
    expect((await placeAs(gift, customer.cookie)).statusCode).toBe(200);
    const own = await readyWithCode(customer.email);
    const refused = await placeAs(own, customer.cookie);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().code).toBe('coupon_per_customer_limit');
  });

  it('lets one of two orders placed at once by one customer have it', async () => {
    const carts = [
      await readyWithCode('twice.at.once@example.com'),
      await readyWithCode('twice.at.once@example.com'),
    ];
    const answers = await Promise.all(carts.map((hash) => placeAs(hash)));
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 422]);
    expect(answers.find((a) => a.statusCode === 422)!.json().code).toBe(
      'coupon_per_customer_limit',
    );
  });
});
