import { describe, expect, it } from 'vitest';
import type { VariantAttrDto, VariantDto } from './contract.ts';
import { describeOptionIssue, optionInput, paletteConfigSchema } from './option-rules.ts';
import { allNamedColors, namedCssColor, paletteOf, swatchOf } from './swatch.ts';
import { isDropdown } from './variant-selection.ts';

describe('named CSS colours', () => {
  it('knows them whatever the case, and nothing else', () => {
    expect(namedCssColor('Navy')).toBe('#000080');
    expect(namedCssColor('NAVY')).toBe('#000080');
    expect(namedCssColor('Slate Gray')).toBe('#708090');
    expect(namedCssColor('Ocean')).toBeUndefined();
    expect(allNamedColors(['Red', 'navy'])).toBe(true);
    expect(allNamedColors(['Red', 'Ocean'])).toBe(false);
  });
});

describe('which swatch a value gets', () => {
  it('auto_block draws only named colours', () => {
    expect(swatchOf('auto_block', { value: 'NAVY' })).toEqual({ kind: 'color', color: '#000080' });
    expect(swatchOf('auto_block', { value: 'Ocean', color_code: '#123456' })).toEqual({
      kind: 'text',
    });
  });
  it('auto_image shows the variant image', () => {
    expect(swatchOf('auto_image', { value: 'Red', variant_image: '/a.webp' })).toEqual({
      kind: 'image',
      image: '/a.webp',
    });
    expect(swatchOf('auto_image', { value: 'Red' })).toEqual({ kind: 'text' });
  });
  it('manual needs image_src for show_image and color_code for show_block', () => {
    expect(
      swatchOf('manual', { value: 'A', show_type: 'show_image', image_src: '/x.webp' }),
    ).toEqual({ kind: 'image', image: '/x.webp' });
    expect(swatchOf('manual', { value: 'A', show_type: 'show_block', color_code: '#abc' })).toEqual(
      {
        kind: 'color',
        color: '#abc',
      },
    );
    expect(swatchOf('manual', { value: 'A', show_type: 'show_image' })).toEqual({ kind: 'text' });
    expect(swatchOf('manual', { value: 'A', show_type: 'show_block' })).toEqual({ kind: 'text' });
  });
  it('an empty palette type draws colours only when every value is a named colour', () => {
    expect(swatchOf('', { value: 'Red' }, true)).toEqual({ kind: 'color', color: '#ff0000' });
    expect(swatchOf('', { value: 'Red' }, false)).toEqual({ kind: 'text' });
  });
});

const attr = (over: Partial<VariantAttrDto>): VariantAttrDto => ({
  name: 'Size',
  value: 'S',
  values: ['S'],
  palette_type: '',
  special_native_name: '',
  options: [],
  ...over,
});

it('long lists and lens powers are dropdowns', () => {
  const options = Array.from({ length: 9 }, (_, i) => ({ value: String(i) }));
  expect(isDropdown(attr({ options: options.slice(0, 8) as never }))).toBe(false);
  expect(isDropdown(attr({ options: options as never }))).toBe(true);
  expect(isDropdown(attr({ special_native_name: 'Power( L )' }))).toBe(true);
});

describe('a product palette', () => {
  const variant = (ID: number, color: string, buy_able: boolean, price: number): VariantDto => ({
    ID,
    product_id: 1,
    attrs: [{ name: 'Color', value: color }],
    price,
    regular_price: null,
    sku: '',
    stock: buy_able ? 1 : 0,
    backorders: 'no',
    manage_stock: true,
    buy_able,
    feature_image: `/${color}-${ID}.webp`,
  });
  const option = (value: string) => ({
    value,
    swatch: 'color' as const,
    show_type: '' as const,
    image_src: '',
    color_code: '',
    default_image_src: '',
    variant_id: null,
    enable_special_style: false,
  });
  it('is the colour attribute, each value with a buyable variant first', () => {
    const palette = paletteOf({
      ID: 1,
      variant_attrs: [
        attr({ name: 'Size', values: ['S'], options: [] }),
        attr({
          name: 'Color',
          values: ['Red', 'Blue'],
          palette_type: 'auto_block',
          options: [option('Red'), option('Blue')],
        }),
      ],
      variants: [
        variant(1, 'Red', false, 10),
        variant(2, 'Red', true, 12),
        variant(3, 'Blue', false, 9),
      ],
    });
    expect(palette?.name).toBe('Color');
    expect(palette?.values.map((v) => [v.value, v.variant_id, v.image, v.buy_able])).toEqual([
      ['Red', 2, '/Red-2.webp', true],
      ['Blue', 3, '/Blue-3.webp', false],
    ]);
  });
  it('is null without a colour or image attribute', () => {
    expect(paletteOf({ ID: 1, variant_attrs: [attr({ values: ['S', 'M'] })] })).toBeNull();
  });
});

describe('saving attributes and the palette config', () => {
  const base = { name: 'Color', specialNativeName: '' };
  it('accepts the four palette types and refuses another, naming the field', () => {
    for (const paletteType of ['manual', 'auto_image', 'auto_block', '']) {
      expect(
        optionInput.safeParse({ ...base, paletteType, values: [{ value: 'Red' }] }).success,
      ).toBe(true);
    }
    const bad = optionInput.safeParse({
      ...base,
      paletteType: 'rainbow',
      values: [{ value: 'R' }],
    });
    expect(bad.success).toBe(false);
    expect(describeOptionIssue(bad.error!)).toMatch(/^paletteType: palette_type must be/);
  });
  it('refuses a manual swatch without what it draws', () => {
    const image = optionInput.safeParse({
      ...base,
      paletteType: 'manual',
      values: [{ value: 'A', show_type: 'show_image' }],
    });
    expect(describeOptionIssue(image.error!)).toBe(
      'values.0.image_src: show_image needs image_src',
    );
    const block = optionInput.safeParse({
      ...base,
      paletteType: 'manual',
      values: [{ value: 'A', show_type: 'show_block' }],
    });
    expect(describeOptionIssue(block.error!)).toBe(
      'values.0.color_code: show_block needs color_code',
    );
    const other = optionInput.safeParse({
      ...base,
      paletteType: 'manual',
      values: [{ value: 'A', show_type: 'show_text' }],
    });
    expect(describeOptionIssue(other.error!)).toBe(
      'values.0.show_type: must be show_image or show_block',
    );
  });
  it('bubble_style is 1 to 5', () => {
    const config = {
      show_position: 'all',
      show_num: 3,
      show_style: 'swatch',
      bubble_color: '#ccc',
    };
    for (const bubble_style of [1, 2, 3, 4, 5]) {
      expect(paletteConfigSchema.safeParse({ ...config, bubble_style }).success).toBe(true);
    }
    for (const bubble_style of [0, 6, 2.5]) {
      const r = paletteConfigSchema.safeParse({ ...config, bubble_style });
      expect(describeOptionIssue(r.error!)).toBe(
        'bubble_style: must be a whole number from 1 to 5',
      );
    }
  });
});
