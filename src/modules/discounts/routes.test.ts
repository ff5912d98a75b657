import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { readShop } from '../../test/shop.ts';
import type { CartDto } from '../cart/contract.ts';

let t: TestApp;
let shop: Awaited<ReturnType<typeof readShop>>;
beforeAll(async () => {
  t = await createTestApp();
  shop = await readShop(t.app);
});
afterAll(() => t.close());

const lines = (cart: CartDto) => Object.values(cart.cart);
const round2 = (n: number) => Math.round(n * 100) / 100;

describe('coupons', () => {
  it('applies a code in any case, takes it off the total and removes it again', async () => {
    const dress = shop.variantIn('dresses');
    const { cookie, body } = await shop.cartWith(dress);
    const applied = await shop.call('POST', 'cart/coupons', cookie, {
      code: 'welcome10',
      cart_hash: cookie,
      position: 'cart',
    });
    expect(applied.status).toBe(200);
    expect(applied.body.coupon_record).toMatchObject([
      { code: 'WELCOME10', discount_type: 'percent', applied: true },
    ]);
    expect(applied.body.discount_total).toBeCloseTo(round2(dress.variant.price * 0.1), 2);
    expect(applied.body.cart_total).toBeCloseTo(
      body.cart_subtotal - applied.body.discount_total,
      2,
    );
    // Applying it again changes nothing.
    const again = await shop.call('POST', 'cart/coupons', cookie, { code: 'WELCOME10' });
    expect(again.body).toEqual(applied.body);
    const removed = await shop.call('DELETE', 'cart/coupons/WELCOME10', cookie);
    expect(removed.body.coupon_record).toEqual([]);
    expect(removed.body.cart_total).toBe(body.cart_total);
  });

  it.each([
    ['an unknown code', 'NOPE', 'This code did not match any active coupon'],
    ['an expired code', 'SUMMER25', 'The code SUMMER25 has expired.'],
    ['a 10,000-character code', 'A'.repeat(10_000), 'This code did not match any active coupon'],
    [
      'a code with control characters',
      'WEL\u0001COME',
      'This code did not match any active coupon',
    ],
  ])('%s is a 422 with the reason, and the cart is unchanged', async (_name, code, message) => {
    const { cookie } = await shop.cartWith(shop.variantIn('dresses', () => true, 1));
    const before = (await shop.call('GET', 'cart', cookie)).body;
    const res = await shop.call('POST', 'cart/coupons', cookie, { code });
    expect(res.status).toBe(422);
    expect(res.body.message).toBe(message);
    expect((await shop.call('GET', 'cart', cookie)).body).toEqual(before);
  });

  it('says how much more a minimum needs', async () => {
    const cheap = shop.variantIn('tops', (v) => v.price < 60);
    const { cookie } = await shop.cartWith(cheap);
    const res = await shop.call('POST', 'cart/coupons', cookie, { code: 'SAVE20' });
    expect(res.status).toBe(422);
    expect(res.body.code).toBe('coupon_minimum_not_reached');
    expect(res.body.message).toMatch(
      /^The code SAVE20 needs an order of at least \$100\.00: add \$[\d.]+ more\.$/,
    );
  });

  it('refuses a code on an empty cart, and a code that does not combine says with what', async () => {
    const empty = await shop.call('POST', 'cart/coupons', undefined, { code: 'WELCOME10' });
    expect(empty.status).toBe(404);
    const { cookie } = await shop.cartWith(shop.variantIn('outerwear'));
    await shop.call(
      'DELETE',
      `cart/${lines((await shop.call('GET', 'cart', cookie)).body)[0]!.key}`,
      cookie,
    );
    const none = await shop.call('POST', 'cart/coupons', cookie, { code: 'WELCOME10' });
    expect(none.status).toBe(422);
    expect(none.body.message).toBe('Add an item to your cart before entering a code.');

    const big = await shop.cartWith({
      ...shop.variantIn('outerwear', (v) => v.price >= 100),
      quantity: 2,
    });
    expect(
      (await shop.call('POST', 'cart/coupons', big.cookie, { code: 'WELCOME10' })).status,
    ).toBe(200);
    const clash = await shop.call('POST', 'cart/coupons', big.cookie, { code: 'SAVE20' });
    expect(clash.status).toBe(422);
    expect(clash.body.message).toBe('The code SAVE20 cannot be combined with WELCOME10.');
    // Two combinable codes stack.
    const both = await shop.call('POST', 'cart/coupons', big.cookie, { code: 'ONCE5' });
    expect(both.status).toBe(200);
    expect(both.body.coupon_record.map((c) => c.code)).toEqual(['WELCOME10', 'ONCE5']);
  });

  it('a held code that stops applying stays in the cart and says why', async () => {
    const coat = shop.variantIn('outerwear', (v) => v.price >= 100, 1);
    const { cookie, body } = await shop.cartWith(coat);
    expect((await shop.call('POST', 'cart/coupons', cookie, { code: 'SAVE20' })).status).toBe(200);
    const key = lines(body)[0]!.key;
    const shoe = shop.variantIn('tops', (v) => v.price < 60, 1);
    await shop.call('POST', 'cart', cookie, {
      items: [{ product_id: shoe.product.ID, variant_id: shoe.variant.ID, quantity: 1 }],
    });
    const after = await shop.call('DELETE', `cart/${key}`, cookie);
    expect(after.body.coupon_record).toMatchObject([{ code: 'SAVE20', applied: false, amount: 0 }]);
    expect(after.body.notices.map((n) => n.code)).toContain('coupon_minimum_not_reached');
    expect(after.body.discount_total).toBe(0);
  });

  it('lists the public coupons and the codes to show on a product page', async () => {
    const coupons = (await t.app.inject('/api/store/coupons')).json().data as { code: string }[];
    expect(coupons.map((c) => c.code).sort()).toEqual(['FREESHIP', 'SAVE20', 'WELCOME10']);
    const dress = shop.variantIn('dresses');
    const shown = (
      await t.app.inject(`/api/store/code_display?product_id=${dress.product.ID}`)
    ).json().data as { code: string }[];
    expect(shown.map((c) => c.code)).toEqual(['WELCOME10']);
    expect((await t.app.inject('/api/store/code_display?product_id=99999999')).statusCode).toBe(
      404,
    );
  });
});

describe('automatic discounts in the cart', () => {
  it('bulk: two accessories take 5 %, and one says to add one more', async () => {
    const acc = shop.variantIn('accessories');
    const one = await shop.cartWith(acc);
    expect(one.body.discount_total).toBe(0);
    expect(one.body.discount_hints[0]).toMatchObject({
      missing_quantity: 1,
      message: expect.stringMatching(/^Add 1 more item to get /),
    });
    const two = await shop.call('PUT', `cart/${lines(one.body)[0]!.key}`, one.cookie, {
      quantity: 2,
    });
    expect(two.body.discount_total).toBeCloseTo(round2(acc.variant.price * 2 * 0.05), 2);
    expect(two.body.discounts).toMatchObject([{ discount_type: 'bulk_discount' }]);
    expect(lines(two.body)[0]!.line_total).toBeCloseTo(two.body.cart_total, 2);
  });

  it('buy X get X: the third home item of a kind is free', async () => {
    const home = shop.variantIn('home');
    const { body } = await shop.cartWith({ ...home, quantity: 3 });
    expect(body.discount_total).toBeCloseTo(home.variant.price, 2);
    expect(lines(body)[0]!.discounts[0]).toMatchObject({ code: null, amount: home.variant.price });
  });

  it('product_discount names the discounts of a product, style_config how they show', async () => {
    const acc = shop.variantIn('accessories');
    const res = await t.app.inject(
      `/api/store/discount/product_discount?product_id=${acc.product.ID}&variant_id=${acc.variant.ID}`,
    );
    expect(res.statusCode).toBe(200);
    const types = (res.json().data as { discount_type: string }[]).map((d) => d.discount_type);
    expect(types).toContain('bulk_discount');
    const bad = await t.app.inject(
      `/api/store/discount/product_discount?product_id=abc&variant_id=1`,
    );
    expect(bad.statusCode).toBe(422);
    const style = (await t.app.inject('/api/store/discount/style_config')).json();
    // No colour of its own: the theme's offer colours show (an offer is not an error).
    expect(style).toMatchObject({ show_message: true, text_color: '', background_color: '' });
  });

  it('product_discount says what the chosen quantity saves, and how many more it needs', async () => {
    const acc = shop.variantIn('accessories');
    const ask = async (quantity: number) =>
      (
        await t.app.inject(
          `/api/store/discount/product_discount?product_id=${acc.product.ID}&variant_id=${acc.variant.ID}&quantity=${quantity}`,
        )
      ).json().data as {
        discount_type: string;
        saving: number;
        missing_quantity: number | null;
      }[];
    const bulk = (offers: Awaited<ReturnType<typeof ask>>) =>
      offers.find((o) => o.discount_type === 'bulk_discount')!;
    // One accessory: add one more for 5 %.
    expect(bulk(await ask(1))).toMatchObject({ saving: 0, missing_quantity: 1 });
    // Two: 5 % now, and two more for 10 %.
    const two = bulk(await ask(2));
    // 5 % of the two, rounded half up to the cent.
    expect(two.saving).toBeCloseTo(Math.round(acc.variant.price * 2 * 5) / 100, 2);
    expect(two.missing_quantity).toBe(2);
    // Four: the best tier, nothing more to reach.
    expect(bulk(await ask(4)).missing_quantity).toBeNull();
    const refused = await t.app.inject(
      `/api/store/discount/product_discount?product_id=${acc.product.ID}&variant_id=${acc.variant.ID}&quantity=0`,
    );
    expect(refused.statusCode).toBe(422);
  });

  it("announces a discount with the merchant's texts, unless its message is turned off", async () => {
    // One product of its own, so the other tests' carts are not touched.
    const own = shop.variantIn('outerwear', () => true, 3);
    const target = { target_type: 'product', ids: [own.product.ID] };
    await t.app.discounts.load({
      discounts: [
        {
          key: 'test-texts',
          title: 'Coat week',
          discount_type: 'percent',
          adjustment_target: target,
          adjustment_group: 'coats',
          effective_level: 'product',
          combinable: true,
          rule: { value: { kind: 'percent', amount: 5 } },
          texts: {
            product: 'Buy 2 save 5 %',
            cart: 'Coat week in your cart',
            checkout: 'Coats -5 %',
          },
        },
        {
          key: 'test-silent',
          title: 'Quiet markdown',
          discount_type: 'percent',
          adjustment_target: target,
          effective_level: 'product',
          show_message: false,
          combinable: true,
          rule: { value: { kind: 'percent', amount: 3 } },
        },
      ],
    });
    const res = await t.app.inject(
      `/api/store/discount/product_discount?product_id=${own.product.ID}&variant_id=${own.variant.ID}`,
    );
    const offers = res.json().data as { title: string; message: string; adjustments: object }[];
    const coat = offers.find((o) => o.title === 'Coat week')!;
    expect(coat.message).toBe('Buy 2 save 5 %');
    expect(coat.adjustments).toEqual({
      adjustment_group: 'coats',
      adjustment_target: target,
      adjustment_level_type: 'line',
      allocation_method: 'across',
      discount_order: 100,
      effective_level: 'product',
      equal_gift: false,
    });
    expect(offers.map((o) => o.title)).not.toContain('Quiet markdown');
    // Both still apply in the cart; the checkout text rides with the discount there.
    const { body } = await shop.cartWith(own);
    const titles = body.discounts.map((d) => d.title);
    expect(titles).toEqual(expect.arrayContaining(['Coat week', 'Quiet markdown']));
    expect(body.discounts.find((d) => d.title === 'Coat week')!.checkout_text).toBe('Coats -5 %');
    expect(body.discounts.find((d) => d.title === 'Quiet markdown')!.checkout_text).toBeNull();
  });
});

describe("amounts in a discount's words", () => {
  it('keeps the title’s amounts for the storefront, and writes them in the shop’s currency', async () => {
    const cheap = shop.variantIn('tops', (v) => v.price < 60);
    const { body } = await shop.cartWith(cheap);
    const hint = body.discount_hints.find((h) => h.title.startsWith('Free shipping'))!;
    const missing = round2(75 - cheap.variant.price);
    expect(hint).toMatchObject({
      title: 'Free shipping over {money:75}',
      text: null,
      missing_amount: missing,
      message: `Spend $${missing.toFixed(2)} more to get Free shipping over $75.00.`,
    });
  });

  it("writes the amount of the merchant's own cart text like a price", async () => {
    await t.app.discounts.load({
      discounts: [
        {
          key: 'test-amount-text',
          title: 'Delivery on us from {money:500}',
          discount_type: 'shipping_discount',
          rule: { limit_type: 'amount', max_limit: 50000 },
          effective_level: 'cart',
          combinable: true,
          texts: { cart: 'Add {amount} for {title}' },
        },
      ],
    });
    const cheap = shop.variantIn('tops', (v) => v.price < 60);
    const { body } = await shop.cartWith(cheap);
    const hint = body.discount_hints.find((h) => h.title.startsWith('Delivery on us'))!;
    const missing = round2(500 - cheap.variant.price);
    expect(hint.text).toBe(`Add {money:${missing}} for Delivery on us from {money:500}`);
    expect(hint.message).toBe(`Add $${missing.toFixed(2)} for Delivery on us from $500.00`);
  });

  it("speaks the merchant's own texts in the shopper's language, the merchant's where none", async () => {
    const own = shop.variantIn('outerwear', () => true, 4);
    await t.app.discounts.load({
      discounts: [
        {
          key: 'test-text-languages',
          title: 'Delivery on us from {money:900}',
          titles: { 'de-DE': 'Versandfrei ab {money:900}' },
          discount_type: 'shipping_discount',
          rule: { limit_type: 'amount', max_limit: 90000 },
          effective_level: 'cart',
          combinable: true,
          texts: { cart: 'Add {amount} for {title}' },
          text_translations: { 'de-DE': { cart: 'Noch {amount} bis {title}' } },
        },
        {
          key: 'test-offer-languages',
          title: 'Coat days',
          discount_type: 'percent',
          adjustment_target: { target_type: 'product', ids: [own.product.ID] },
          effective_level: 'product',
          combinable: true,
          rule: { value: { kind: 'percent', amount: 4 } },
          texts: { product: 'Coats 4 % off', checkout: 'Coat days −4 %' },
          text_translations: {
            'he-IL': { product: '4% הנחה על מעילים', checkout: 'ימי מעילים: 4% הנחה' },
          },
        },
      ],
    });
    const get = (url: string, lang: string, cookie?: string) =>
      t.app.inject({
        url: `/api/store/${url}`,
        headers: { 'x-lang': lang, ...(cookie ? { cookie: `cart_hash=${cookie}` } : {}) },
      });
    try {
      const cheap = shop.variantIn('tops', (v) => v.price < 60);
      const { cookie } = await shop.cartWith(cheap);
      const missing = round2(900 - cheap.variant.price);
      const hintIn = async (lang: string) =>
        ((await get('cart', lang, cookie)).json() as CartDto).discount_hints.find(
          (h) => h.discount_id !== undefined && h.message.includes('900'),
        )!;
      expect((await hintIn('de-DE')).message).toBe(
        `Noch $${missing.toFixed(2)} bis Versandfrei ab $900.00`,
      );
      // No German text for French shoppers' cart: the merchant's own, with the title as it is.
      expect((await hintIn('fr-FR')).text).toBe(
        `Add {money:${missing}} for Delivery on us from {money:900}`,
      );
      const offers = async (lang: string) =>
        (
          await get(
            `discount/product_discount?product_id=${own.product.ID}&variant_id=${own.variant.ID}`,
            lang,
          )
        ).json().data as { title: string; message: string }[];
      expect((await offers('he-IL')).find((o) => o.title === 'Coat days')!.message).toBe(
        '4% הנחה על מעילים',
      );
      expect((await offers('de-DE')).find((o) => o.title === 'Coat days')!.message).toBe(
        'Coats 4 % off',
      );
      // Checkout's row: the shopper's language, else the merchant's own.
      const { cookie: coats } = await shop.cartWith({ ...own, quantity: 1 });
      const row = async (lang: string) =>
        ((await get('cart', lang, coats)).json() as CartDto).discounts.find(
          (d) => d.title === 'Coat days',
        )!.checkout_text;
      expect(await row('he-IL')).toBe('ימי מעילים: 4% הנחה');
      expect(await row('de-DE')).toBe('Coat days −4 %');
    } finally {
      await t.app.discounts.remove('test-text-languages');
      await t.app.discounts.remove('test-offer-languages');
    }
  });
});

describe('discount titles in the shopper’s language', () => {
  const get = (url: string, lang: string, cookie?: string) =>
    t.app.inject({
      url: `/api/store/${url}`,
      headers: { 'x-lang': lang, ...(cookie ? { cookie: `cart_hash=${cookie}` } : {}) },
    });

  it('names a product page’s offers and codes in German, and in English for an English shopper', async () => {
    const acc = shop.variantIn('accessories');
    const offers = (lang: string) =>
      get(
        `discount/product_discount?product_id=${acc.product.ID}&variant_id=${acc.variant.ID}`,
        lang,
      ).then((r) => r.json().data as { discount_type: string; title: string; message: string }[]);
    const bulk = <T extends { discount_type: string }>(list: T[]) =>
      list.find((d) => d.discount_type === 'bulk_discount');
    expect(bulk(await offers('de-DE'))).toMatchObject({
      title: 'Accessoires: 5\u00a0% Rabatt ab 2 Stück, 10\u00a0% ab 4 Stück',
      message: 'Accessoires: 5\u00a0% Rabatt ab 2 Stück, 10\u00a0% ab 4 Stück',
    });
    expect(bulk(await offers('en-US'))!.title).toBe('Accessories: 2 for 5% off, 4 for 10% off');
    const dress = shop.variantIn('dresses');
    const codes = (await get(`code_display?product_id=${dress.product.ID}`, 'he-IL')).json()
      .data as { code: string; title: string }[];
    expect(codes).toMatchObject([{ code: 'WELCOME10', title: '10% הנחה על ההזמנה שלכם' }]);
  });

  it('names the cart’s discounts, coupons, hints and checkout offers in the shopper’s language', async () => {
    const acc = shop.variantIn('accessories');
    const { cookie } = await shop.cartWith(acc);
    const one = (await get('cart', 'fr-FR', cookie)).json() as CartDto;
    expect(one.discount_hints[0]!.title).toBe(
      'Accessoires\u00a0: 5\u202f% de remise dès 2 articles, 10\u202f% dès 4',
    );
    expect(one.discount_hints[0]!.message).toContain('Accessoires\u00a0: 5\u202f%');
    await shop.call('PUT', `cart/${lines(one)[0]!.key}`, cookie, { quantity: 2 });
    await shop.call('POST', 'cart/coupons', cookie, { code: 'WELCOME10' });
    const two = (await get('cart', 'ja-JP', cookie)).json() as CartDto;
    expect(two.discounts[0]!.title).toBe('アクセサリー：2点で5%OFF、4点で10%OFF');
    expect(lines(two)[0]!.discounts.map((d) => d.title)).toContain(
      'アクセサリー：2点で5%OFF、4点で10%OFF',
    );
    expect(two.coupon_record).toMatchObject([{ code: 'WELCOME10', title: 'ご注文金額から10%OFF' }]);
    const offered = (await get('cart/checkoutCoupons', 'de-DE', cookie)).json().data as {
      code: string;
      title: string;
    }[];
    expect(offered.find((c) => c.code === 'WELCOME10')!.title).toBe(
      '10\u00a0% Rabatt auf Ihre Bestellung',
    );
    // English stays the merchant's own title.
    const english = (await get('cart', 'en-US', cookie)).json() as CartDto;
    expect(english.coupon_record[0]!.title).toBe('10% off your order');
  });
});
