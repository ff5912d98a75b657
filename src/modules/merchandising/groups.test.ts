import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZodError } from 'zod';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import type { ProductDto, ProductPage } from '../catalog/contract.ts';
import type { CartDto } from '../cart/contract.ts';
import type { ProductGroupDto } from './group-contract.ts';

let t: TestApp;
let home: ProductDto[];
const bySlug = (slug: string) => home.find((p) => p.slug === slug)!;
beforeAll(async () => {
  t = await createTestApp();
  home = (
    await t.app.inject('/api/store/products?category=home&page_size=40&with=variants')
  ).json<ProductPage>().data;
});
afterAll(() => t.close());

const group = async (productId: number | string, lang = 'en-US') => {
  const res = await t.app.inject({
    url: `/api/store/grouped_products?product_id=${productId}`,
    headers: { 'x-lang': lang },
  });
  return { status: res.statusCode, data: (res.json() as { data: ProductGroupDto | null }).data };
};

describe('grouped products (merchandising groups)', () => {
  it("shows the demo teapot's group: each member with its variant, price and quantity", async () => {
    const teapot = bySlug('stoneware-teapot');
    const { status, data } = await group(teapot.ID);
    expect(status).toBe(200);
    expect(data!.title).toBe('Tea for two');
    expect(data!.items.map((i) => [i.title, i.quantity])).toEqual([
      ['Stoneware Teapot', 1],
      ['Handmade Mug', 2],
      ['Amber Candle', 1],
    ]);
    const mug = bySlug('handmade-mug');
    const member = data!.items[1]!;
    const variant = mug.variants!.find((v) => v.ID === member.variant_id)!;
    expect(variant.buy_able).toBe(true);
    expect(member.price).toBe(variant.price);
    expect(member.variant_title).toBe(variant.attrs.map((a) => a.value).join(' / '));
    expect(member.path).toBe(mug.path);
    // A product without a group answers null, not an error the browser would report.
    expect(await group(bySlug('glass-teapot').ID)).toEqual({ status: 200, data: null });
    expect((await group('abc')).status).toBe(422);
  });

  it('puts each chosen member in the cart with one POST cart', async () => {
    const { data } = await group(bySlug('stoneware-teapot').ID);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/store/cart',
      payload: {
        items: data!.items.map((i) => ({
          product_id: i.product_id,
          variant_id: i.variant_id,
          quantity: i.quantity,
        })),
      },
    });
    expect(res.statusCode).toBe(200);
    const cart = res.json<CartDto>();
    expect(cart.cart_contents_count).toBe(4);
    expect(Object.values(cart.cart).map((l) => [l.variant_id, l.quantity])).toEqual(
      data!.items.map((i) => [i.variant_id, i.quantity]),
    );
  });

  it('names its members in the shopper’s language', async () => {
    const { data } = await group(bySlug('stoneware-teapot').ID, 'de-DE');
    const german = await t.app.inject({
      url: '/api/store/products/handmade-mug',
      headers: { 'x-lang': 'de-DE' },
    });
    expect(data!.items[1]!.title).toBe(german.json<{ data: ProductDto }>().data.title);
  });

  it('refuses a file naming an unknown product or another product’s variant; keeps groups', async () => {
    const teapot = bySlug('stoneware-teapot');
    const mug = bySlug('handmade-mug');
    const refusal = await t.app.merch
      .load({
        groups: [
          {
            product_id: teapot.ID,
            items: [
              { product_id: 999_999 },
              { product_id: mug.ID, variant_id: teapot.variants![0]!.ID },
            ],
          },
        ],
      })
      .catch((e: unknown) => e);
    expect(refusal).toBeInstanceOf(ZodError);
    expect((refusal as ZodError).issues.map((i) => i.path.join('.'))).toEqual([
      'groups.0.items.0.product_id',
      'groups.0.items.1.variant_id',
    ]);
    expect((await t.app.merch.productGroup(teapot.ID))!.items.length).toBe(3);
    // A named variant is the member's; a member that is no longer on sale is left out.
    const chosen = mug.variants!.at(-1)!;
    await t.app.merch.load({
      groups: [
        {
          product_id: mug.ID,
          items: [{ product_id: mug.ID, variant_id: chosen.ID, quantity: 4 }],
        },
      ],
    });
    const mine = await t.app.merch.productGroup(mug.ID);
    expect(mine!.items).toMatchObject([{ variant_id: chosen.ID, quantity: 4 }]);
    expect(await t.app.merch.productGroup(teapot.ID)).toBeNull();
  });
});
