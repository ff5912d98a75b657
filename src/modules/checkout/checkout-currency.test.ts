import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { readShop } from '../../test/shop.ts';
import { startSmtpServer } from '../../test/smtp.ts';
import { completeSteps, placeAndLookUp } from '../../test/checkout-flow.ts';
import { formatPrice } from '../currency/format.ts';

/**
 * The checkout currency (spec section 3, theme option checkout_currency; NOTES: prices are stored
 * in it) is the shop's SHOP_CURRENCY: the cart's totals, every checkout step, the order, its
 * mail and the storefront's pages are in it, with its own minor units (none for the yen).
 */

describe.each([
  { currency: 'EUR', symbol: '€' },
  { currency: 'JPY', symbol: '¥' },
])('a shop whose checkout currency is $currency', ({ currency, symbol }) => {
  let t: TestApp;
  let shop: Awaited<ReturnType<typeof readShop>>;
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  beforeAll(async () => {
    smtp = await startSmtpServer();
    t = await createTestApp({ SHOP_CURRENCY: currency, SMTP_URL: smtp.url });
    shop = await readShop(t.app);
  });
  afterAll(async () => {
    await t?.close();
    await smtp?.close();
  });

  it('tells the storefront its checkout currency, and the rates are from it', async () => {
    const location = (await t.app.inject('/api/store/ip')).json() as {
      checkout_currency: string;
    };
    expect(location.checkout_currency).toBe(currency);
    const rates = (await t.app.inject('/api/store/exchanges')).json() as {
      base?: string;
      data?: { base: string };
    };
    expect(rates.base ?? rates.data?.base).toBe(currency);
  });

  it('totals the cart and every checkout step in it, places and mails the order in it', async () => {
    const item = shop.variantIn('tops', (v) => v.price > 10);
    const { cookie: hash, body: cart } = await shop.cartWith({ ...item, quantity: 2 });
    expect(cart.currency).toBe(currency);
    if (currency === 'JPY') expect(Number.isInteger(cart.cart_total)).toBe(true);

    const ready = await completeSteps(t.app, hash!, { email: 'euro@example.com' });
    expect(ready.cart.currency).toBe(currency);
    const order = await placeAndLookUp(t.app, hash!, 'euro@example.com', ready.total);
    expect(order.currency).toBe(currency);
    expect(order.total).toBe(ready.total);

    await expect
      .poll(() => smtp.received.find((m) => JSON.stringify(m.to).includes('euro@example.com')), {
        timeout: 20_000,
      })
      .toBeTruthy();
    const mail = smtp.received.find((m) => JSON.stringify(m.to).includes('euro@example.com'))!;
    expect(mail.text).toContain(symbol);
    expect(mail.text).not.toContain('$');
  });

  it("shows the cart page's prices in it, as the spec formats it", async () => {
    const item = shop.variantIn('tops', (v) => v.price > 10, 1);
    const { cookie: hash, body: cart } = await shop.cartWith(item);
    const page = await t.app.inject({ url: '/cart', headers: { cookie: `cart_hash=${hash}` } });
    expect(page.statusCode).toBe(200);
    // The euro after its amount with a decimal comma ("25,00 €"); the yen whole ("¥2,500").
    const total = formatPrice(cart.cart_total, currency);
    expect(total).toContain(symbol);
    expect(page.body).toContain(total);
    expect(page.body).not.toMatch(/\$\d/);
  });
});
