import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import type { ProductPage } from '../catalog/contract.ts';

let t: TestApp;
let dress: number;
let bag: number;
beforeAll(async () => {
  t = await createTestApp();
  const first = async (category: string) =>
    (await t.app.inject(`/api/store/products?category=${category}&page_size=1`)).json<ProductPage>()
      .data[0]!.ID;
  [dress, bag] = await Promise.all([first('dresses'), first('bags')]);
  // The dress has an eBay button; the bag has none.
  await t.app.merch.load({
    buttons: [
      {
        product_id: dress,
        button_type: 'ebay',
        button_style: 'first',
        button_url: 'https://www.ebay.com/itm/1',
        button_text: 'eBay',
        text_color: '#111111',
        background_color: '#ffd814',
      },
    ],
  });
});
afterAll(() => t.close());

/** A shopper's click as the storefront sends it (click_button), in German. */
const click = (payload: unknown, type = 'application/json') =>
  t.app.inject({
    method: 'POST',
    url: '/api/store/click_button',
    headers: { 'content-type': type, 'x-lang': 'de-DE' },
    payload: typeof payload === 'string' ? payload : JSON.stringify(payload),
  });

/** Every product's clicks the test looks at, by product and button type. */
const allClicks = async () => ({
  dress: await t.app.merch.clicks(dress),
  bag: await t.app.merch.clicks(bag),
});

describe('custom button clicks (click_button, spec section 7)', () => {
  it('counts one good click once, and answers the product', async () => {
    const before = (await t.app.merch.clicks(dress)).ebay ?? 0;
    const res = await click({ product_id: dress, button_type: 'ebay' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ data: { product_id: dress } });
    expect((await t.app.merch.clicks(dress)).ebay).toBe(before + 1);
    // Without a type, the product's button is the one counted.
    expect((await click({ product_id: dress })).statusCode).toBe(200);
    expect((await t.app.merch.clicks(dress)).ebay).toBe(before + 2);
  });

  it('refuses a bad body with a 422 in the shopper’s language, counting nothing', async () => {
    const before = await allClicks();
    const refusals: [unknown, string][] = [
      [{ product_id: 'one' }, 'Die Produkt-ID ist ungültig.'],
      [{ product_id: -3 }, 'Die Produkt-ID ist ungültig.'],
      [{}, 'Die Produkt-ID ist ungültig.'],
      [
        { product_id: dress, button_type: 'etsy' },
        'Der Button-Typ muss amazon, ebay, aliexpress oder custom sein.',
      ],
    ];
    for (const [body, message] of refusals) {
      const res = await click(body);
      expect(res.statusCode, JSON.stringify(body)).toBe(422);
      expect(JSON.stringify(res.json()), JSON.stringify(body)).toContain(message);
    }
    expect((await click('{"product_id":', 'application/json')).statusCode).toBeGreaterThanOrEqual(
      400,
    );
    expect(await allClicks()).toEqual(before);
  });

  it('answers an unknown product, or a button the product does not have, with a 404 in German, counting nothing', async () => {
    const before = await allClicks();
    for (const body of [
      { product_id: 999999 },
      { product_id: bag },
      { product_id: dress, button_type: 'amazon' },
    ]) {
      const res = await click(body);
      expect(res.statusCode, JSON.stringify(body)).toBe(404);
      expect(res.json().message, JSON.stringify(body)).toBe(
        'Dieses Produkt hat keinen solchen Button.',
      );
    }
    expect(await allClicks()).toEqual(before);
    expect(await t.app.merch.clicks(999999)).toEqual({});
  });
});
