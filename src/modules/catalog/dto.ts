import { toDecimal } from '../currency/money.ts';
import { sizedImageUrl } from '../media/image-url.ts';
import type { categories, productImages, productOptions, products, variants } from './schema.ts';
import type { GalleryImage, ProductDto, VariantAttrDto, VariantDto } from './contract.ts';
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
export function variantDto(row: VariantRow, currency: string): VariantDto {
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
export function variantAttrDtos(options: OptionRow[], vs: VariantDto[]): VariantAttrDto[] {
  const start = initialVariant(vs);
  const current: Selection = start ? selectionOf(start) : {};
  return options.map((o) => {
    const paletteType = (o.paletteType || '') as VariantAttrDto['palette_type'];
    const named = allNamedColors(o.values.map((v) => v.value));
    return {
      name: o.name,
      value: current[o.name] ?? '',
      values: o.values.map((v) => v.value),
      palette_type: paletteType,
      special_native_name: o.specialNativeName,
      options: o.values.map((v) => {
        const first = vs.find((x) => x.attrs.some((a) => a.name === o.name && a.value === v.value));
        const swatch = swatchOf(paletteType, { ...v, variant_image: first?.feature_image }, named);
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

/** What a product DTO can be built from; the optional parts come with `with=` or the detail. */
export interface ProductParts {
  /** The product's collections, in display order. */
  categories: Pick<CategoryRow, 'id' | 'name' | 'slug'>[];
  variants?: VariantRow[];
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
    // Another language: option names and values shown the same way in variants and attributes,
    // so the variant selection matches them as it does the canonical ones.
    const words = optionDictionary(parts.options ?? [], parts.optionTexts ?? new Map());
    const shownVariants = words.size
      ? parts.variants.map((v) => ({ ...v, attrs: translateAttrs(words, v.attrs) }))
      : parts.variants;
    const shownOptions = words.size
      ? (parts.options ?? []).map((o) => ({
          ...o,
          name: shownName(words, o.name),
          values: o.values.map((v) => ({ ...v, value: shownValue(words, o.name, v.value) })),
        }))
      : parts.options;
    const vs = shownVariants.map((v) => variantDto(v, currency));
    dto.variants = vs;
    dto.min_price_variant = vs.reduce<VariantDto | null>(
      (best, v) => (v.buy_able && (!best || v.price < best.price) ? v : best),
      null,
    );
    if (shownOptions) {
      dto.variant_attrs = variantAttrDtos(shownOptions, vs);
      dto.product_palette = paletteOf(dto);
    }
  }
  return dto;
}
