import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import type { PaletteDto, ProductDto, ProductPage } from './contract.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const get = async <T>(url: string) => {
  const res = await t.app.inject({ method: 'GET', url });
  return { status: res.statusCode, body: res.json() as T };
};
const product = async (slug: string) =>
  (await get<{ data: ProductDto }>(`/api/store/products/${slug}`)).body.data;

describe('GET /api/store/product_palettes', () => {
  it("answers each asked product's palette, with a variant image and price per value", async () => {
    const dress = await product('linen-wrap-dress');
    const coat = await product('wool-coat');
    const { status, body } = await get<{ data: PaletteDto[] }>(
      `/api/store/product_palettes?filter[product_id]=${coat.ID},${dress.ID}`,
    );
    expect(status).toBe(200);
    expect(body.data.map((p) => p.product_id)).toEqual([coat.ID, dress.ID]);
    const [coatPalette, dressPalette] = body.data;
    expect(coatPalette!.name).toBe('Color');
    expect(coatPalette!.values.map((v) => [v.value, v.swatch])).toEqual([
      ['Ocean', 'text'],
      ['Black', 'color'],
    ]);
    expect(coatPalette!.values[1]!.color_code).toBe('#000000');
    expect(dressPalette!.palette_type).toBe('auto_image');
    for (const value of dressPalette!.values) {
      const variant = dress.variants!.find((v) => v.ID === value.variant_id)!;
      expect(variant.attrs).toContainEqual({ name: 'Color', value: value.value });
      expect(value.image).toBe(variant.feature_image);
      expect(value.swatch).toBe('image');
      expect(value.price).toBe(variant.price);
    }
  });

  it('is on the product itself, and one product of a filter is one palette', async () => {
    const dress = await product('linen-wrap-dress');
    expect(dress.product_palette?.values).toHaveLength(dress.variant_attrs![0]!.values.length);
    const { body } = await get<{ data: PaletteDto[] }>(
      `/api/store/product_palettes?filter[product_id]=${dress.ID}`,
    );
    expect(body.data).toEqual([dress.product_palette]);
  });

  it('leaves out products without a colour, and refuses a bad filter', async () => {
    const none = await get<{ data: PaletteDto[] }>(
      '/api/store/product_palettes?filter[product_id]=999999',
    );
    expect(none.body.data).toEqual([]);
    const bad = await get<{ code: string; message: string }>(
      '/api/store/product_palettes?filter[product_id]=five',
    );
    expect(bad.status).toBe(422);
    expect(bad.body.message).toMatch(/product IDs/);
    const missing = await get<{ code: string }>('/api/store/product_palettes');
    expect(missing.status).toBe(422);
  });
});

describe('what a card reads from a list', () => {
  it("carries the gallery's second picture and the variants' count and first", async () => {
    const { body } = await get<ProductPage>('/api/store/products?page_size=12');
    for (const listed of body.data) {
      const full = await product(listed.slug);
      expect(listed.second_image).toBe(full.gallery![1]?.url ?? null);
      expect(listed.variant_count).toBe(full.variants!.length);
      expect(listed.first_variant_id).toBe(full.variants![0]?.ID ?? null);
      expect(listed.gallery).toBeUndefined();
    }
    expect(body.data.some((p) => p.second_image)).toBe(true);
  });
});
