import type { Planned } from './demo-plan.ts';

// The demo catalogue's showcase: the planned products that show each way a swatch draws, and a
// long size list (demo-plan.ts plans the products, then hands them here).

/** The extra sizes of the demo shoe with a long size list (a dropdown, a bottom sheet on phones). */
const MORE_SIZES = ['43', '44', '45', '46', '47'];

/**
 * Every way a swatch draws, on the first products with a colour (spec section 3, Variant
 * attribute): auto_image (the variants' pictures), manual show_image (image_src), manual
 * show_block (color_code), auto_block with a colour CSS does not name ("Ocean", a label); and
 * one shoe with twelve sizes, chosen from a dropdown.
 */
export function showcaseSwatches(plans: Planned[]) {
  const colored = plans.filter((p) =>
    p.options.some((o) => o.name === 'Color' && !p.options.some((x) => x.specialNativeName)),
  );
  const color = (p: Planned) => p.options.find((o) => o.name === 'Color')!;
  const [autoImage, manualImage, manualBlock, ocean] = colored;
  if (autoImage) color(autoImage).paletteType = 'auto_image';
  if (manualImage) {
    const option = color(manualImage);
    option.paletteType = 'manual';
    option.values = option.values.map((v) => ({
      value: v.value,
      show_type: 'show_image',
      image_src: manualImage.variants.find((x) => x.attrs.some((a) => a.value === v.value))!
        .featureImage!,
    }));
  }
  if (manualImage) {
    // A combination the shop does not make: its last colour has no largest size.
    const lastColor = color(manualImage).values.at(-1)!.value;
    const largest = manualImage.options.find((o) => o.name === 'Size')?.values.at(-1)?.value;
    manualImage.variants = manualImage.variants
      .filter(
        (v) =>
          !(v.attrs.some((a) => a.value === lastColor) && v.attrs.some((a) => a.value === largest)),
      )
      .map((v, position) => ({ ...v, position }));
  }
  if (manualBlock) {
    const option = color(manualBlock);
    option.paletteType = 'manual';
    // The merchant's own shades, not the CSS ones.
    option.values = option.values.map((v, i) => ({
      value: v.value,
      show_type: 'show_block',
      color_code: ['#3b5b7a', '#c9a27e', '#7a8b6f', '#a34d5f'][i % 4]!,
    }));
  }
  if (ocean) {
    const option = color(ocean);
    const renamed = option.values[0]!.value;
    option.values[0] = { value: 'Ocean', show_type: 'show_block', color_code: '#2e6f8e' };
    for (const v of ocean.variants) {
      v.attrs = v.attrs.map((a) =>
        a.name === 'Color' && a.value === renamed ? { ...a, value: 'Ocean' } : a,
      );
    }
  }
  // One product made in one colour only: a card adds it at once (spec section 4).
  const single = plans.find(
    (p) => p.options.length === 1 && p.options[0]!.name === 'Color' && p.variants.length === 2,
  );
  if (single) {
    const kept = single.variants.find((v) => (v.stock ?? 0) > 0) ?? single.variants[0]!;
    single.variants = [{ ...kept, position: 0 }];
    const value = kept.attrs[0]!.value;
    single.options[0]!.values = single.options[0]!.values.filter((v) => v.value === value);
  }
  const shoe = plans.find((p) =>
    p.options.some((o) => o.name === 'Size' && o.values.some((v) => v.value === '42')),
  );
  if (shoe) {
    shoe.options
      .find((o) => o.name === 'Size')!
      .values.push(...MORE_SIZES.map((value) => ({ value })));
    const largest = shoe.variants.filter((v) => v.attrs.some((a) => a.value === '42'));
    for (const size of MORE_SIZES) {
      for (const v of largest) {
        shoe.variants.push({
          ...v,
          attrs: v.attrs.map((a) => (a.name === 'Size' ? { ...a, value: size } : a)),
          sku: `${v.sku}-${size}`,
          position: shoe.variants.length,
        });
      }
    }
  }
}
