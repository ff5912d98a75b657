import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { readShop } from '../../test/shop.ts';
import { startSmtpServer } from '../../test/smtp.ts';
import { completeSteps, lookUpOrder } from '../../test/checkout-flow.ts';
import type { CartDto } from '../cart/contract.ts';
import type { OrderDto } from '../orders/contract.ts';
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

/** Sets a variant's stock as the merchant's stock file would, and forgets the kept variants. */
async function setStock(variantId: number, stock: number) {
  await t.database.db.execute(sql`update variants set stock = ${stock} where id = ${variantId}`);
  t.app.catalog.forget();
}

const key = () => `lang${Math.random().toString(36).slice(2)}`.padEnd(20, 'x');

/** GETs as a shopper holding cart `hash`, reading in `lang` (sent as X-LANG, as the storefront does). */
async function read<T>(url: string, hash: string, lang?: string) {
  const res = await t.app.inject({
    url: `/api/store/${url}`,
    headers: { cookie: `cart_hash=${hash}`, ...(lang ? { 'x-lang': lang } : {}) },
  });
  return res.json() as T;
}

/** The linen wrap dress, whose demo text is translated into every language. */
const dress = () => {
  const product = shop.products.find((p) => p.slug === 'linen-wrap-dress')!;
  const variant = product.variants!.find((v) => v.buy_able && v.attrs.length > 0)!;
  return { product, variant };
};

describe('cart lines in the shopper’s language', () => {
  it('names the product and its options as the product page does, in each language', async () => {
    const item = dress();
    const { cookie: hash } = await shop.cartWith(item);
    for (const lang of ['de-DE', 'ja-JP', 'en-US']) {
      const page = (
        await t.app.inject({
          url: `/api/store/products/${item.product.slug}`,
          headers: { 'x-lang': lang },
        })
      ).json() as { data: { title: string; variants: { ID: number; attrs: unknown }[] } };
      const cart = await read<CartDto>('cart', hash!, lang);
      const line = Object.values(cart.cart)[0]!;
      expect(line.product.title).toBe(page.data.title);
      expect(line.variant.attrs).toEqual(
        page.data.variants.find((v) => v.ID === item.variant.ID)!.attrs,
      );
      // Checkout's summary shows the same words.
      const checkout = await read<CheckoutDto>('cart/checkout', hash!, lang);
      expect(Object.values(checkout.cart.cart)[0]!.product.title).toBe(page.data.title);
    }
    const de = Object.values((await read<CartDto>('cart', hash!, 'de-DE')).cart)[0]!;
    expect(de.product.title).toBe('Wickelkleid Leinen');
    expect(de.variant.attrs.map((a) => a.name)).toContain('Farbe');
    const en = Object.values((await read<CartDto>('cart', hash!)).cart)[0]!;
    expect(en.product.title).toBe('Linen Wrap Dress');
    expect(en.variant.attrs.map((a) => a.name)).toContain('Color');
  });

  it('names a line that ran short in the shopper’s language', async () => {
    const item = dress();
    const { cookie: hash } = await shop.cartWith({ ...item, quantity: 3 });
    await setStock(item.variant.ID, 2);
    try {
      const de = await read<CartDto>('cart', hash!, 'de-DE');
      const notice = de.notices.find((n) => n.code === 'line_over_stock')!;
      expect(notice.message).toContain('Wickelkleid Leinen');
      expect(notice.message).not.toContain('Linen Wrap Dress');
    } finally {
      await setStock(item.variant.ID, item.variant.stock);
    }
  });
});

describe('an order in the language it was placed in', () => {
  it('keeps the lines and the discounts as the shopper read them, in the order and its mail', async () => {
    const item = dress();
    await t.app.discounts.load({
      discounts: [
        {
          key: 'test-language-week',
          title: 'Language week',
          titles: { 'de-DE': 'Sprachwoche' },
          discount_type: 'percent',
          adjustment_target: { target_type: 'product', ids: [item.product.ID] },
          combinable: true,
          rule: { value: { kind: 'percent', amount: 5 } },
        },
      ],
    });
    try {
      const { cookie: hash } = await shop.cartWith(item);
      await completeSteps(t.app, hash!, { email: 'sprache@example.com' });
      // The storefront keeps the language in its cookie, which a POST carries.
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/store/cart/checkout',
        headers: { cookie: `cart_hash=${hash}; locale=de-DE`, 'content-type': 'application/json' },
        payload: JSON.stringify({ idempotency_key: key() }),
      });
      expect(res.statusCode).toBe(200);
      const number = (res.json() as { order_number: number }).order_number;
      const order = (await lookUpOrder(t.app, number, 'sprache@example.com')).json() as OrderDto;
      expect(order.lines[0]!.title).toBe('Wickelkleid Leinen');
      expect(order.lines[0]!.attrs.map((a) => a.name)).toContain('Farbe');
      await expect
        .poll(() => smtp.received.find((m) => JSON.stringify(m.to).includes('sprache@')), {
          timeout: 20_000,
        })
        .toBeDefined();
      const mail = smtp.received.find((m) => JSON.stringify(m.to).includes('sprache@'))!;
      expect(mail.text).toContain('Wickelkleid Leinen');
      expect(mail.text).not.toContain('Linen Wrap Dress');
      // Where it ships, by name in German: the state and the country, not their codes.
      expect(mail.text).toContain('62701 Springfield Illinois');
      expect(mail.text).toContain('Vereinigte Staaten');
      // Its HTML says its language, and its link opens the German pages.
      expect(mail.html).toContain('<html lang="de-DE" dir="ltr">');
      expect(mail.text).toMatch(new RegExp(`/de/track-your-order\\?number=${number}\\b`));
      // The discount's row of the order, as the merchant's order export reads it.
      const rows = await t.database.db.execute(
        sql`select discounts::text as d from orders where number = ${number}`,
      );
      expect(JSON.stringify(rows)).toContain('Sprachwoche');
    } finally {
      await t.app.discounts.remove('test-language-week');
    }
  });

  it('refuses a sold-out line naming it in the shopper’s language', async () => {
    const item = dress();
    const { cookie: hash } = await shop.cartWith(item);
    await completeSteps(t.app, hash!, { email: 'leer@example.com' });
    await setStock(item.variant.ID, 0);
    try {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/store/cart/checkout',
        headers: { cookie: `cart_hash=${hash}; locale=de-DE`, 'content-type': 'application/json' },
        payload: JSON.stringify({ idempotency_key: key() }),
      });
      expect(res.statusCode).toBe(409);
      expect((res.json() as { message: string }).message).toContain('Wickelkleid Leinen');
    } finally {
      await setStock(item.variant.ID, item.variant.stock);
    }
  });
});
