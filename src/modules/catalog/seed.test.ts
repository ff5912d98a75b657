import { describe, expect, it } from 'vitest';
import { DEMO_COLLECTIONS } from './demo-catalogue.ts';
import { DEMO_PRODUCT_COUNT, cssColorHex, planCatalogue } from './demo-plan.ts';

describe('the demo catalogue', () => {
  const plans = planCatalogue(DEMO_PRODUCT_COUNT);

  it('is the same shop every time', () => {
    expect(JSON.stringify(planCatalogue(DEMO_PRODUCT_COUNT))).toBe(JSON.stringify(plans));
  });

  it('has at least 120 products in at least 8 collections, with unique slugs', () => {
    expect(plans.length).toBeGreaterThanOrEqual(120);
    expect(DEMO_COLLECTIONS.length).toBeGreaterThanOrEqual(8);
    expect(new Set(plans.map((p) => p.collection)).size).toBe(DEMO_COLLECTIONS.length);
    expect(new Set(plans.map((p) => p.product.slug)).size).toBe(plans.length);
  });

  it('has colour, size and material variants, sale prices, sold-out variants and tags', () => {
    const options = new Set(plans.flatMap((p) => p.options.map((o) => o.name)));
    expect(options).toEqual(new Set(['Color', 'Size', 'Material', 'Power( L )', 'Power( R )']));
    const variants = plans.flatMap((p) => p.variants);
    expect(variants.some((v) => v.regularPrice && v.regularPrice > v.price)).toBe(true);
    expect(variants.some((v) => v.stock === 0)).toBe(true);
    expect(variants.some((v) => (v.stock ?? 0) > 0)).toBe(true);
    expect(plans.every((p) => p.product.tags!.length > 0)).toBe(true);
    expect(plans.some((p) => p.variants.every((v) => v.stock === 0))).toBe(true);
  });

  it('draws colour swatches from named CSS colours', () => {
    const colors = plans.flatMap((p) =>
      p.options.filter((o) => o.name === 'Color').flatMap((o) => o.values),
    );
    expect(
      colors.every((v) =>
        v.show_type === 'show_image' ? v.image_src : /^#[0-9a-f]{6}$/.test(v.color_code!),
      ),
    ).toBe(true);
    expect(cssColorHex('SlateGray')).toBe('#708090');
    expect(() => cssColorHex('Blurple')).toThrow();
  });

  it('shows every palette type, a colour CSS does not name, and a long size list', () => {
    const color = (p: (typeof plans)[number]) => p.options.find((o) => o.name === 'Color');
    const types = plans.map((p) => color(p)?.paletteType);
    expect(types).toContain('auto_image');
    expect(types).toContain('auto_block');
    const manual = plans.filter((p) => color(p)?.paletteType === 'manual').map(color);
    expect(manual.map((o) => o!.values[0]!.show_type).sort()).toEqual(['show_block', 'show_image']);
    const ocean = plans.find((p) => color(p)?.values.some((v) => v.value === 'Ocean'))!;
    expect(ocean.variants.some((v) => v.attrs.some((a) => a.value === 'Ocean'))).toBe(true);
    // One combination is not made: the selector says it is unavailable.
    const tee = plans.find((p) => color(p)?.values[0]?.show_type === 'show_image')!;
    const axes = tee.options.map((o) => o.values.length);
    expect(tee.variants.length).toBeLessThan(axes.reduce((a, b) => a * b, 1));
    expect(plans.some((p) => p.variants.length === 1)).toBe(true);
    const sizes = plans.map((p) => p.options.find((o) => o.name === 'Size')?.values.length ?? 0);
    expect(Math.max(...sizes)).toBeGreaterThan(8);
  });

  it('sells one pair of prescription glasses with left and right lens powers', () => {
    const eyewear = plans.filter((p) => p.options.some((o) => o.name === 'Power( L )'));
    expect(eyewear).toHaveLength(1);
    expect(eyewear[0]!.options.find((o) => o.name === 'Power( R )')?.specialNativeName).toBe(
      'Power( R )',
    );
  });

  it('scales to a benchmark catalogue of 10,000 products', () => {
    const big = planCatalogue(10_000);
    expect(big).toHaveLength(10_000);
    expect(new Set(big.map((p) => p.product.slug)).size).toBe(10_000);
  });
});
