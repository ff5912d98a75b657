import { toDecimal } from '../currency/money.ts';
import { sizedImageUrl } from '../media/image-url.ts';
import type { categories, productImages, productOptions, products, variants } from './schema.ts';
import type {
  GalleryImage,
  PaletteDto,
  ProductDto,
  VariantAttrDto,
  VariantDto,
} from './contract.ts';
import { isVariantBuyable } from './stock.ts';
import {
  optionDictionary,
  shownName,
  shownValue,
  translateAttrs,
  type OptionText,
} from './translation.ts';
import { allNamedColors, paletteOf, swatchOf } from './swatch.ts';
import { initialVariant, selectionOf, type Selection } from './variant-selection.ts';

type ProductRow = typeof products.$inferSelect;
type VariantRow = typeof variants.$inferSelect;
type ImageRow = typeof productImages.$inferSelect;
type OptionRow = typeof productOptions.$inferSelect;
type CategoryRow = typeof categories.$inferSelect;

/** The public path of a product page (spec section 2: it contains /products). */
export const productPath = (slug: string) => `/products/${slug}`;

/** The public path of a collection page. */
export const collectionPath = (slug: string) => `/collections/${slug}`;

/** The stock rule's view of a stored variant. */
export const stockLevelOf = (row: Pick<VariantRow, 'stock' | 'manageStock' | 'backorders'>) => ({
  stock: row.stock,
  manage_stock: row.manageStock,
  backorders: row.backorders,
});

/** Shapes a variant row for the API. */
export function variantDto(row: VariantFields, currency: string): VariantDto {
  return {
    ID: row.id,
    product_id: row.productId,
    attrs: row.attrs,
    price: toDecimal(row.price, currency),
    regular_price: row.regularPrice == null ? null : toDecimal(row.regularPrice, currency),
    sku: row.sku,
    stock: row.stock,
    backorders: row.backorders,
    manage_stock: row.manageStock,
    buy_able: isVariantBuyable(stockLevelOf(row)),
    feature_image: row.featureImage,
  };
}

/** Shapes a gallery row, with its -100 thumbnail (spec section 9, Images and thumbnails). */
export function galleryDto(row: ImageRow): GalleryImage {
  return {
    url: row.url,
    alt: row.alt,
    width: row.width,
    height: row.height,
    media_content_type: row.mediaContentType,
    thumbnail: sizedImageUrl(row.url, 100),
  };
}

/**
 * Shapes the attributes of a product, linking each value to the first variant that has it; each
 * attribute's current value is the default variant's (spec section 3, Variant attribute).
 */
export function variantAttrDtos(options: ShownOption[], vs: VariantDto[]): VariantAttrDto[] {
  const start = initialVariant(vs);
  const current: Selection = start ? selectionOf(start) : {};
  return options.map((o) => {
    const paletteType = (o.paletteType || '') as VariantAttrDto['palette_type'];
    const named = allNamedColors(o.values.map(colorName));
    return {
      name: o.name,
      value: current[o.name] ?? '',
      values: o.values.map((v) => v.value),
      palette_type: paletteType,
      special_native_name: o.specialNativeName,
      options: o.values.map((v) => {
        const first = vs.find((x) => x.attrs.some((a) => a.name === o.name && a.value === v.value));
        const swatch = swatchOf(
          paletteType,
          { ...v, value: colorName(v), variant_image: first?.feature_image },
          named,
        );
        return {
          value: v.value,
          swatch: swatch.kind,
          show_type: v.show_type ?? '',
          image_src: swatch.image ?? v.image_src ?? first?.feature_image ?? '',
          color_code: swatch.color ?? v.color_code ?? '',
          default_image_src: first?.feature_image ?? '',
          variant_id: first?.ID ?? null,
          enable_special_style: false,
        };
      }),
    };
  });
}

/** What of a variant row its DTO shows (variantDto). */
export type VariantFields = Pick<
  VariantRow,
  | 'id'
  | 'productId'
  | 'attrs'
  | 'price'
  | 'regularPrice'
  | 'sku'
  | 'stock'
  | 'backorders'
  | 'manageStock'
  | 'featureImage'
>;

/** An option as shown: each value in the shopper's language, with its canonical value. */
type ShownOption = Omit<OptionRow, 'values'> & {
  values: (OptionRow['values'][number] & { canonical?: string })[];
};

/** The name a value's colour is known by: its canonical value ("Black", not "Schwarz"). */
const colorName = (v: { value: string; canonical?: string }) => v.canonical ?? v.value;

/**
 * The options and variants as the shopper's language shows them: another language names
 * options and values the same way in variants and attributes, so the variant selection
 * matches them as it does the canonical ones.
 */
function shownParts<V extends Pick<VariantRow, 'attrs'>>(
  parts: ProductParts,
  variants: V[],
): { options: ShownOption[]; variants: V[] } {
  const options = parts.options ?? [];
  const words = optionDictionary(options, parts.optionTexts ?? new Map());
  if (words.size === 0) return { options, variants };
  return {
    variants: variants.map((v) => ({ ...v, attrs: translateAttrs(words, v.attrs) })),
    options: options.map((o) => ({
      ...o,
      name: shownName(words, o.name),
      values: o.values.map((v) => ({
        ...v,
        value: shownValue(words, o.name, v.value),
        canonical: v.value,
      })),
    })),
  };
}

/**
 * A product's palette from its options and variants alone: the same rules as on the product
 * itself (paletteOf), only the attributes a palette can be drawn from shaped.
 */
function paletteOfParts(
  productId: number,
  options: ShownOption[],
  variantRows: VariantFields[],
  currency: string,
): PaletteDto | null {
  const candidates = options.filter(
    (o) =>
      !o.specialNativeName && (o.paletteType !== '' || allNamedColors(o.values.map(colorName))),
  );
  if (candidates.length === 0) return null;
  const vs = variantRows.map((v) => variantDto(v, currency));
  return paletteOf({ ID: productId, variant_attrs: variantAttrDtos(candidates, vs), variants: vs });
}

/** What a product DTO can be built from; the optional parts come with `with=` or the detail. */
export interface ProductParts {
  /** The product's collections, in display order. */
  categories: Pick<CategoryRow, 'id' | 'name' | 'slug'>[];
  variants?: VariantRow[];
  /**
   * Without the variants, what a palette needs of them (`with=palette`): the product's palette
   * is shaped from these and the options, the rest of the variants left out.
   */
  paletteVariants?: VariantFields[];
  gallery?: ImageRow[];
  options?: OptionRow[];
  /** The options' translations in the shopper's language, by option id. */
  optionTexts?: Map<number, OptionText>;
  /** What a card needs without reading the parts: the second picture, the variants' count and first. */
  card?: {
    secondImage: string | null;
    variantCount: number;
    firstVariantId: number | null;
    /** Without the variants: the cheapest buyable one, or null when none can be bought. */
    minPriceVariant?: VariantRow | null;
  };
  /** Include what only the product's own page shows (the description). */
  detail?: boolean;
}

/** Shapes a product for the API (spec section 3, Product). */
export function productDto(row: ProductRow, parts: ProductParts, currency: string): ProductDto {
  const price = toDecimal(row.minPrice, currency);
  const regular = row.regularPrice == null ? null : toDecimal(row.regularPrice, currency);
  const dto: ProductDto = {
    ID: row.id,
    title: row.title,
    post_title: row.title,
    subtitle: row.subtitle,
    slug: row.slug,
    path: productPath(row.slug),
    public_url: productPath(row.slug),
    vendor: row.vendor,
    sku: row.sku,
    tags: row.tags,
    price,
    regular_price: regular,
    regular_price_num: regular,
    min_price: price,
    max_price: toDecimal(row.maxPrice, currency),
    feature_image: row.featureImage,
    second_image: parts.card?.secondImage ?? null,
    variant_count: parts.card?.variantCount ?? 0,
    first_variant_id: parts.card?.firstVariantId ?? null,
    categories: parts.categories.map((c) => ({ id: c.id, name: c.name, slug: c.slug })),
    variant_buy_able: row.buyable,
    buy_able: row.buyable,
    is_overseas_depot: row.isOverseasDepot,
    review_count: row.reviewCount,
    average_rating: row.averageRating,
    review_status: row.reviewStatus,
    product_palette: null,
  };
  if (parts.detail) dto.description = row.descriptionHtml;
  if (parts.card?.minPriceVariant !== undefined) {
    const v = parts.card.minPriceVariant;
    dto.min_price_variant = v && variantDto(v, currency);
  }
  if (parts.gallery) dto.gallery = parts.gallery.map(galleryDto);
  if (parts.variants) {
    const shown = shownParts(parts, parts.variants);
    const vs = shown.variants.map((v) => variantDto(v, currency));
    dto.variants = vs;
    dto.min_price_variant = vs.reduce<VariantDto | null>(
      (best, v) => (v.buy_able && (!best || v.price < best.price) ? v : best),
      null,
    );
    if (parts.options) {
      dto.variant_attrs = variantAttrDtos(shown.options, vs);
      dto.product_palette = paletteOf(dto);
    }
  } else if (parts.paletteVariants && parts.options) {
    const shown = shownParts(parts, parts.paletteVariants);
    dto.product_palette = paletteOfParts(row.id, shown.options, shown.variants, currency);
  }
  return dto;
}
