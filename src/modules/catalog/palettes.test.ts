import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import type { PaletteDto, ProductDto, ProductPage } from './contract.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const get = async <T>(url: string, headers: Record<string, string> = {}) => {
  const res = await t.app.inject({ method: 'GET', url, headers });
  return { status: res.statusCode, body: res.json() as T };
};
const product = async (slug: string, headers: Record<string, string> = {}) =>
  (await get<{ data: ProductDto }>(`/api/store/products/${slug}`, headers)).body.data;

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

describe('a list read with=palette', () => {
  it("carries each product's own palette without its variants, in the shopper's language", async () => {
    const languages: Record<string, string>[] = [{}, { 'x-lang': 'de-DE' }];
    for (const headers of languages) {
      const { status, body } = await get<ProductPage>(
        '/api/store/products?page_size=100&with=palette',
        headers,
      );
      expect(status).toBe(200);
      // Every palette type of the demo shop, as the products' own pages show them.
      const types = new Set(body.data.map((p) => p.product_palette?.palette_type));
      expect([...types].sort()).toEqual(['', 'auto_block', 'auto_image', 'manual']);
      for (const listed of body.data) {
        const own = await product(listed.slug, headers);
        expect(listed.product_palette, listed.slug).toEqual(own.product_palette);
        expect(listed.variants).toBeUndefined();
        expect(listed.variant_attrs).toBeUndefined();
      }
    }
    const de = await get<ProductPage>('/api/store/products?page_size=100&with=palette', {
      'x-lang': 'de-DE',
    });
    const dress = de.body.data.find((p) => p.slug === 'linen-wrap-dress')!;
    expect(dress.product_palette!.name).toBe('Farbe');
  });

  it('carries none without it, and refuses a part it does not know', async () => {
    const { body } = await get<ProductPage>('/api/store/products?page_size=100');
    expect(body.data.every((p) => p.product_palette === null)).toBe(true);
    const bad = await get<{ message: string }>('/api/store/products?with=palettes');
    expect(bad.status).toBe(422);
    expect(bad.body.message).toBe('with may list variants, gallery and palette only.');
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
