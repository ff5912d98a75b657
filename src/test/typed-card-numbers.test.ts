import { readdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { simpleParser } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../platform/db.ts';
import { outboxDir } from '../platform/mail.ts';
import { checkoutCall, completeSteps, US_ADDRESS } from './checkout-flow.ts';
import { loggedInCustomer } from './customers.ts';
import { createTestApp, type TestApp } from './harness.ts';
import { readShop } from './shop.ts';

// Spec section 7 (Tracking): "with a card number typed into every field, no event, log or row
// holds it". A Luhn-valid card number is typed into every free-text field a shopper fills, through
// the store API; then the shop's database, its logs and its outbox are searched for it.

const CARD = '4242 4242 4242 4242';
/** The same number where a field takes no spaces (a phone number). */
const DASHED = '4242-4242-4242-4242';
const MASKED = '4242********4242';

const DATA_DIR = path.join('.tmp', `typed-cards-${process.pid}`);
const logs: string[] = [];
let t: TestApp;
let shop: Awaited<ReturnType<typeof readShop>>;

beforeAll(async () => {
  rmSync(DATA_DIR, { recursive: true, force: true });
  t = await createTestApp(
    { DATA_DIR, LOG_LEVEL: 'debug', CATALOG_CACHE_TTL_MS: '0', MAIL_FROM: 'shop@vitrine.example' },
    { logStream: { write: (line) => void logs.push(line) } },
  );
  shop = await readShop(t.app);
});
afterAll(async () => {
  await t.close();
  rmSync(DATA_DIR, { recursive: true, force: true });
});

/** Whether a text holds the card number, however it is spaced or dashed. */
const holdsCard = (text: string) => text.replace(/[\s-]/g, '').includes('4242424242424242');

/** Every row of every table of the shop's database, as text. */
async function everyRow(): Promise<string[]> {
  const tables = await queryRows<{ schema: string; name: string }>(
    t.database.db,
    sql`select table_schema as schema, table_name as name from information_schema.tables
        where table_type = 'BASE TABLE' and table_schema not in ('pg_catalog', 'information_schema')`,
  );
  const rows: string[] = [];
  for (const { schema, name } of tables) {
    const found = await queryRows<{ row: string }>(
      t.database.db,
      sql.raw(`select t::text as row from "${schema}"."${name}" t`),
    );
    // Stored files (review pictures) are bytes, written out in hex: not text to search.
    rows.push(...found.map((r) => `${schema}.${name}: ${r.row.replace(/\\+x[0-9a-f]+/g, '')}`));
  }
  return rows;
}

/** The rows of a table that hold a text (the masked number: the field was kept). */
async function rowsOf(table: string, holding: string) {
  return (await everyRow()).filter((r) => r.startsWith(`public.${table}:`) && r.includes(holding));
}

/** Calls the store API as a browser at an address, with a cookie when given. */
async function post(url: string, body: unknown, { cookie = '', method = 'POST' } = {}) {
  const res = await t.app.inject({
    method: method as 'POST',
    url,
    remoteAddress: `198.18.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`,
    headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
    payload: JSON.stringify(body),
  });
  return { status: res.statusCode, body: res.json() as Record<string, unknown> };
}

describe('a card number typed into every field a shopper fills', () => {
  it('is in no row before the test types it', async () => {
    expect((await everyRow()).filter(holdsCard)).toEqual([]);
  });

  it('is kept masked in a contact message: name, phone, order number and message', async () => {
    const sent = await post('/api/store/contact_service', {
      name: `Ada ${CARD}`,
      email: 'ada@example.com',
      phone: DASHED,
      order_number: CARD,
      message: `My card is ${CARD}, exp 12/30`,
    });
    expect(sent.status).toBe(200);
    const [kept] = await t.app.contact.latest(1);
    expect(kept).toMatchObject({
      name: `Ada ${MASKED}`,
      phone: MASKED,
      orderNumber: MASKED,
      message: `My card is ${MASKED}, exp 12/30`,
    });
  });

  it("is kept masked in a checkout's addresses, and the order's", async () => {
    const fields = ['first_name', 'last_name', 'company', 'address1', 'address2', 'city'];
    for (const field of fields) {
      const { cookie } = await shop.cartWith(shop.variantIn());
      await checkoutCall(t.app, 'POST', 'cart/start_checkout', cookie);
      const res = await checkoutCall(t.app, 'POST', 'cart/address', cookie, {
        email: 'ada@example.com',
        shipping_address: { ...US_ADDRESS, [field]: CARD },
        billing_address: { ...US_ADDRESS, [field]: `Bill ${CARD}` },
      });
      expect(res.status, field).toBe(200);
      expect(res.body.shipping_address?.[field as 'city'], field).toBe(MASKED);
      expect(res.body.billing_address?.[field as 'city'], field).toBe(`Bill ${MASKED}`);
    }
    // The fields a country's rules check refuse it, or keep it masked.
    for (const [field, value] of [
      ['zip', CARD],
      ['phone', CARD],
      ['province', CARD],
      ['tax_id', DASHED],
    ] as const) {
      const { cookie } = await shop.cartWith(shop.variantIn());
      const res = await checkoutCall(t.app, 'POST', 'cart/address', cookie, {
        email: 'ada@example.com',
        shipping_address: { ...US_ADDRESS, [field]: value },
      });
      expect([200, 422], field).toContain(res.status);
    }
    // An order placed with it keeps the address as checkout kept it.
    const { cookie } = await shop.cartWith(shop.variantIn());
    await completeSteps(t.app, cookie!, {
      email: 'typed.card@example.com',
      address: { ...US_ADDRESS, address2: `Apt ${CARD}` },
    });
    const placed = await checkoutCall(t.app, 'POST', 'cart/checkout', cookie, {
      idempotency_key: 'typed-card-order-0001',
    });
    expect(placed.status).toBe(200);
    const order = await t.app.orders.byNumber(placed.body.order_number!);
    expect(order?.shippingAddress.address2).toBe(`Apt ${MASKED}`);
  });

  it("is kept masked in the cart's note and a line's own fields", async () => {
    const variant = shop.variantIn();
    const added = await shop.call('POST', 'cart', undefined, {
      items: [
        {
          product_id: variant.product.ID,
          variant_id: variant.variant.ID,
          quantity: 1,
          properties: { Engraving: `For ${CARD}` },
        },
      ],
    });
    expect(added.status).toBe(200);
    const cookie = added.cookie!;
    const noted = await shop.call('PUT', 'cart/note', cookie, { note: `Pay with ${CARD}` });
    expect(noted.status).toBe(200);
    expect(await rowsOf('carts', `Pay with ${MASKED}`)).toHaveLength(1);
    expect(await rowsOf('cart_lines', `For ${MASKED}`)).toHaveLength(1);
  });

  it("is kept masked in a customer's address book", async () => {
    const { cookie } = await loggedInCustomer(t.app);
    const created = await post(
      '/api/store/addresses',
      { ...US_ADDRESS, company: CARD, address2: `Suite ${CARD}` },
      { cookie },
    );
    expect(created.status).toBe(200);
    const { id, company, address2 } = created.body.data as Record<string, unknown>;
    expect({ company, address2 }).toEqual({ company: MASKED, address2: `Suite ${MASKED}` });
    const changed = await post(
      `/api/store/addresses/${String(id)}`,
      { ...US_ADDRESS, address1: CARD },
      { cookie, method: 'PUT' },
    );
    expect(changed.status).toBe(200);
    expect(await rowsOf('customer_addresses', MASKED)).toHaveLength(1);
  });

  it("is kept masked in a review's name and text, and a picture's file name", async () => {
    const product = shop.products.find((p) => p.review_status === 'open')!;
    const sent = await post('/api/store/comments', {
      product_id: product.ID,
      rating: 4,
      author: `Ada ${CARD}`,
      email: 'ada@example.com',
      body: `Paid with ${CARD} and it came fast.`,
    });
    expect(sent.status).toBe(201);
    expect(sent.body).toMatchObject({
      author: `Ada ${MASKED}`,
      body: `Paid with ${MASKED} and it came fast.`,
    });
    const signed = await post('/api/store/files/sign', {
      filename: `${CARD}.jpg`,
      content_type: 'image/jpeg',
      size: 2048,
    });
    expect(signed.status).toBe(200);
    expect(await rowsOf('review_files', `${MASKED}.jpg`)).toHaveLength(1);
  });

  it("is kept masked in a newsletter sign-up's code and consent words", async () => {
    const signed = await post('/api/contacts', {
      email: 'reader@example.com',
      code: CARD,
      consent_text: `Yes, send me news. ${CARD}`,
    });
    expect(signed.status).toBe(200);
    expect(await rowsOf('newsletter_subscribers', `Yes, send me news. ${MASKED}`)).toHaveLength(1);
  });

  it("is kept masked in a prescription's note", async () => {
    const glasses = shop.products.find((p) =>
      p.variant_attrs?.some((a) => a.name === 'Power( L )'),
    )!;
    const { cookie } = await shop.cartWith({
      product: glasses,
      variant: glasses.variants!.find((v) => v.buy_able)!,
    });
    const created = await shop.call('POST', 'fclca/prescriptions', cookie, {
      od: { sph: -1.25 },
      os: { sph: -1.5 },
      pd: 63,
      note: `Card ${CARD}`,
    });
    expect(created.status).toBe(200);
    expect(await rowsOf('prescriptions', `Card ${MASKED}`)).toHaveLength(1);
  });

  it('is kept masked in an analytics event (search term and path)', async () => {
    const sent = await post('/api/statistics/events', {
      events: [
        {
          event_id: 'typedcard0000000000000000000001',
          name: 'search',
          path: `/search?q=${encodeURIComponent(CARD)}`,
          params: { search_term: CARD },
          session_id: 'session-typed-card',
          consent: ['analytics'],
        },
      ],
    });
    expect(sent.status).toBe(200);
    expect(await rowsOf('analytics_events', MASKED)).toHaveLength(1);
  });

  it('is then in no row of the database, no log line and no mail', async () => {
    // The contact message's mail to the merchant has been written.
    const outbox = outboxDir(t.config);
    await expect
      .poll(() => {
        try {
          return readdirSync(outbox).filter((f) => f.endsWith('.eml')).length;
        } catch {
          return 0;
        }
      })
      .toBeGreaterThan(0);
    // Read as a mail program reads them: a body may be encoded (quoted-printable, base64).
    const mails = await Promise.all(
      readdirSync(outbox)
        .filter((f) => f.endsWith('.eml'))
        .map(async (f) => {
          const mail = await simpleParser(readFileSync(path.join(outbox, f)));
          return [mail.subject, mail.text, mail.html].join('\n');
        }),
    );
    expect(mails.join('\n')).toContain(MASKED);

    const rows = await everyRow();
    expect(rows.filter(holdsCard)).toEqual([]);
    expect(logs.length).toBeGreaterThan(20);
    expect(logs.filter(holdsCard)).toEqual([]);
    expect(mails.filter(holdsCard)).toEqual([]);
  });
});
