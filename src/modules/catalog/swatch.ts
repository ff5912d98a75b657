import colorNames from 'color-name';
import type { PaletteDto, VariantAttrDto, VariantDto } from './contract.ts';

/** How a value of a variant attribute is drawn: a colour block, an image, or its text. */
export type SwatchKind = 'color' | 'image' | 'text';

/** What a value is drawn with: its kind and the colour or image it shows. */
export interface Swatch {
  kind: SwatchKind;
  /** The colour (hex) of a colour swatch. */
  color?: string;
  /** The picture of an image swatch. */
  image?: string;
}

const NAMED = colorNames as Record<string, [number, number, number]>;

/**
 * The hex of a standard named CSS colour (about 140, case-insensitive; spaces ignored so
 * "Slate Gray" is slategray), or undefined for any other value ("Ocean") (spec section 5,
 * Display).
 */
export function namedCssColor(value: string): string | undefined {
  let hex = namedHex.get(value);
  if (hex === undefined) {
    const rgb = NAMED[value.replace(/\s+/g, '').toLowerCase()];
    hex = rgb ? `#${rgb.map((c) => c.toString(16).padStart(2, '0')).join('')}` : '';
    // Every value of a page's options is asked for: kept for the values a shop has.
    if (namedHex.size < 10_000) namedHex.set(value, hex);
  }
  return hex || undefined;
}
const namedHex = new Map<string, string>();

/** One value's stored swatch settings and the picture of its first variant. */
export interface SwatchInput {
  value: string;
  show_type?: '' | 'show_image' | 'show_block' | undefined;
  image_src?: string | undefined;
  color_code?: string | undefined;
  /** The feature image of the first variant with this value (auto_image). */
  variant_image?: string | null | undefined;
}

/**
 * Which swatch a value gets (spec section 3, Variant attribute; section 5, Display):
 * - manual: show_image with image_src is an image, show_block with color_code a colour block;
 * - auto_image: the variant's feature image;
 * - auto_block: a colour block only for a named CSS colour;
 * - empty: a colour block when every value of the attribute is a named CSS colour
 *   (`allNamed`), so an imported "Color" of Red/Navy draws as colours; else text.
 * Anything that cannot be drawn falls back to its text label.
 */
export function swatchOf(
  paletteType: VariantAttrDto['palette_type'],
  value: SwatchInput,
  allNamed = false,
): Swatch {
  if (paletteType === 'manual') {
    if (value.show_type === 'show_image' && value.image_src)
      return { kind: 'image', image: value.image_src };
    if (value.show_type === 'show_block' && value.color_code)
      return { kind: 'color', color: value.color_code };
    return { kind: 'text' };
  }
  if (paletteType === 'auto_image') {
    const image = value.variant_image || value.image_src;
    return image ? { kind: 'image', image } : { kind: 'text' };
  }
  if (paletteType === 'auto_block' || (paletteType === '' && allNamed)) {
    const color = namedCssColor(value.value);
    return color ? { kind: 'color', color } : { kind: 'text' };
  }
  return { kind: 'text' };
}

/** Whether every value is a named CSS colour (an attribute without palette_type then draws colours). */
export const allNamedColors = (values: string[]) =>
  values.length > 0 && values.every((v) => namedCssColor(v) !== undefined);

/**
 * The palette of a product: the first attribute with a palette type (not a lens power), else
 * the first whose values are all named colours (each drawn as a colour: in another language
 * too, where the colour is named by the canonical value); null when there is none. Each value carries
 * the first variant that has it (a buyable one first), so a card can switch image and price.
 */
export function paletteOf(product: {
  ID: number;
  variant_attrs?: VariantAttrDto[] | undefined;
  variants?: VariantDto[] | undefined;
}): PaletteDto | null {
  const attrs = (product.variant_attrs ?? []).filter((a) => !a.special_native_name);
  const attr =
    attrs.find((a) => a.palette_type !== '') ??
    attrs.find((a) => a.options.length > 0 && a.options.every((o) => o.swatch === 'color'));
  if (!attr) return null;
  const variants = product.variants ?? [];
  return {
    product_id: product.ID,
    name: attr.name,
    palette_type: attr.palette_type,
    values: attr.options.map((o) => {
      const having = variants.filter((v) =>
        v.attrs.some((a) => a.name === attr.name && a.value === o.value),
      );
      const variant = having.find((v) => v.buy_able) ?? having[0];
      return {
        value: o.value,
        swatch: o.swatch,
        color_code: o.color_code,
        image_src: o.image_src,
        variant_id: variant?.ID ?? null,
        image: variant?.feature_image ?? null,
        price: variant?.price ?? null,
        regular_price: variant?.regular_price ?? null,
        buy_able: having.some((v) => v.buy_able),
      };
    }),
  };
}
