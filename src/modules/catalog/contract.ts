import { z } from 'zod';
import { pagedSchema, pageParam, pageSizeParam } from '../../platform/paging.ts';
import {
  translatedText,
  translatedValues,
  translationLocale,
} from '../../platform/translation-input.ts';
import { idListText } from '../../platform/ids.ts';
import { MAX_FILTER_VALUE_LENGTH, MAX_FILTER_VALUES } from './listing-params.ts';

/**
 * The catalogue API's contract (spec section 3, Product and Variant; section 7, Products): the
 * Zod schemas that validate requests, type the handlers and generate the OpenAPI document. The
 * storefront imports these types only (`import type`), never the schemas.
 */

/** The largest page the product list serves (spec section 7, Products: page_size 100). */
export const MAX_PAGE_SIZE = 100;

/** The topic announced when the catalogue changes (platform/changes.ts); every instance forgets what it keeps of it. */
export const CATALOG_CHANGED = 'catalog';
/** The topic announced when orders take or give back stock, tagged with each product's tag. */
export const STOCK_CHANGED = 'stock';

const attr = z.object({ name: z.string(), value: z.string() });

/** One gallery entry, with its -100 thumbnail (spec section 9, Images and thumbnails). */
export const galleryImageSchema = z.object({
  url: z.string(),
  alt: z.string(),
  width: z.number().int(),
  height: z.number().int(),
  media_content_type: z.string(),
  thumbnail: z.string(),
});

/** A variant as the API shows it; money is decimal in the shop currency. */
export const variantSchema = z.object({
  ID: z.number().int(),
  product_id: z.number().int(),
  attrs: z.array(attr),
  price: z.number(),
  regular_price: z.number().nullable(),
  sku: z.string(),
  stock: z.number().int(),
  backorders: z.enum(['no', 'notify', 'yes']),
  manage_stock: z.boolean(),
  buy_able: z.boolean(),
  feature_image: z.string().nullable(),
});

/** One value of a variant attribute with its swatch config (spec section 3, Variant attribute). */
export const variantAttrValueSchema = z.object({
  value: z.string(),
  /** How the value draws (swatch.ts): a colour block, an image, or its text label. */
  swatch: z.enum(['color', 'image', 'text']),
  show_type: z.enum(['show_image', 'show_block', '']),
  image_src: z.string(),
  color_code: z.string(),
  default_image_src: z.string(),
  variant_id: z.number().int().nullable(),
  enable_special_style: z.boolean(),
});

/** A variant attribute: its name, its current value, its values, and how its swatches draw. */
export const variantAttrSchema = z.object({
  name: z.string(),
  /**
   * The value selected when the page opens: the default variant's (the cheapest buyable one,
   * else the first: spec section 4, Variant selection); '' when that variant has none.
   */
  value: z.string(),
  values: z.array(z.string()),
  palette_type: z.enum(['manual', 'auto_image', 'auto_block', '']),
  special_native_name: z.string(),
  options: z.array(variantAttrValueSchema),
});

/** One bubble of a palette: a value, how it draws, and its variant's image and price. */
export const paletteValueSchema = z.object({
  value: z.string(),
  swatch: z.enum(['color', 'image', 'text']),
  color_code: z.string(),
  image_src: z.string(),
  variant_id: z.number().int().nullable(),
  image: z.string().nullable(),
  price: z.number().nullable(),
  regular_price: z.number().nullable(),
  buy_able: z.boolean(),
});

/** A product's palette: its colour (or image) attribute's values (spec section 3, Product). */
export const paletteSchema = z.object({
  product_id: z.number().int(),
  name: z.string(),
  palette_type: z.enum(['manual', 'auto_image', 'auto_block', '']),
  values: z.array(paletteValueSchema),
});

/** A product as the API shows it (spec section 3, Product). */
export const productSchema = z.object({
  ID: z.number().int(),
  title: z.string(),
  post_title: z.string(),
  subtitle: z.string(),
  slug: z.string(),
  path: z.string(),
  public_url: z.string(),
  /** The product's HTML description: on the product itself, not in lists. */
  description: z.string().optional(),
  vendor: z.string(),
  sku: z.string(),
  tags: z.array(z.string()),
  price: z.number(),
  regular_price: z.number().nullable(),
  regular_price_num: z.number().nullable(),
  min_price: z.number(),
  max_price: z.number(),
  feature_image: z.string().nullable(),
  /** The gallery's second picture, which a card shows on hover (lists read only that one). */
  second_image: z.string().nullable(),
  /** How many variants, and the first (a card's buy button adds it: spec section 4). */
  variant_count: z.number().int(),
  first_variant_id: z.number().int().nullable(),
  gallery: z.array(galleryImageSchema).optional(),
  categories: z.array(z.object({ id: z.number().int(), name: z.string(), slug: z.string() })),
  variant_attrs: z.array(variantAttrSchema).optional(),
  variants: z.array(variantSchema).optional(),
  min_price_variant: variantSchema.nullable().optional(),
  variant_buy_able: z.boolean(),
  buy_able: z.boolean(),
  is_overseas_depot: z.boolean(),
  review_count: z.number().int(),
  average_rating: z.number(),
  review_status: z.string(),
  /** The palette, where the product's variants are read (its page, `with=variants`). */
  product_palette: paletteSchema.nullable(),
});

/** A collection (the API's category). */
export const categorySchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  name: z.string(),
  description: z.string(),
  image: z.string().nullable(),
  path: z.string(),
  product_count: z.number().int(),
});

/** A page of products with what a pager needs. */
export const productPageSchema = pagedSchema(productSchema);

const idList = idListText('error.include_ids_invalid', MAX_PAGE_SIZE, 'error.include_ids_too_many');

const filterValue = z.string().max(MAX_FILTER_VALUE_LENGTH);

/** The product list's query (spec section 7, Products). */
export const productListQuery = z
  .object({
    page: pageParam(100_000),
    page_size: pageSizeParam(20, MAX_PAGE_SIZE),
    include_ids: idList.optional(),
    category: z.string().max(200).optional(),
    tag: z.string().max(100).optional(),
    with: z
      .string()
      .regex(/^(variants|gallery|palette)(,(variants|gallery|palette))*$/, 'error.with_invalid')
      .optional(),
    is_use_style_combination: z.string().max(10).optional(),
    /** The order: manual (featured), best-selling, price-ascending, price-descending, created-descending. */
    sort_by: z.string().max(40).optional(),
    /** Search text (products/search, products/meta/search); longer than 100 characters is cut. */
    q: z.string().max(10_000).optional(),
  })
  // The filters: filter.v.price.gte/lte, filter.v.availability, filter.v.option.<name>,
  // filter.p.vendor, filter.p.tag (repeated for several values). Unknown ones are ignored.
  .catchall(z.union([filterValue, z.array(filterValue).max(MAX_FILTER_VALUES)]));

/** A value of a filter with how many products have it. */
const facetValue = z.object({ value: z.string(), count: z.number().int() });

/** What a list's filters offer (`GET products/filters`). */
export const facetsSchema = z.object({
  /** The price range of the list, in the shop currency. */
  price: z.object({ min: z.number(), max: z.number() }).nullable(),
  availability: z.object({ in_stock: z.number().int(), out_of_stock: z.number().int() }),
  /**
   * Each option's canonical name and values (what the filter URL carries) with `label`s in the
   * shopper's language (the name or value itself when it has no translation).
   */
  options: z.array(
    z.object({
      name: z.string(),
      label: z.string(),
      values: z.array(facetValue.extend({ label: z.string() })),
    }),
  ),
  vendors: z.array(facetValue),
  tags: z.array(facetValue),
});

/** Smart-search suggestions (`GET products/meta/search`). */
export const suggestionsSchema = z.object({
  products: z.array(
    z.object({
      ID: z.number().int(),
      title: z.string(),
      path: z.string(),
      price: z.number(),
      feature_image: z.string().nullable(),
    }),
  ),
  collections: z.array(z.object({ name: z.string(), path: z.string() })),
  /** Blog posts whose title has the words. */
  articles: z.array(z.object({ title: z.string(), path: z.string() })),
});

/** `GET product_palettes`: `filter[product_id]=5,6` (spec section 7, Discount, palettes ...). */
export const paletteQuery = z.object({
  'filter[product_id]': idList,
});

/** What a response showing one product is tagged with, and a change of it names (micro-cache). */
export const productCacheTag = (productId: number) => `product:${productId}`;

/** The product a change's tag names (`product:12` → 12), or null for a tag of anything else. */
export function productOfTag(tag: string): number | null {
  const id = /^product:(\d+)$/.exec(tag)?.[1];
  return id === undefined ? null : Number(id);
}

/** A product's path parameter. */
export const productParams = z.object({ slug: z.string().min(1).max(200) });

/** `{ data }` around a value, the envelope of single answers. */
export const dataOf = <T extends z.ZodType>(schema: T) => z.object({ data: schema });

export type GalleryImage = z.infer<typeof galleryImageSchema>;
export type VariantDto = z.infer<typeof variantSchema>;
export type VariantAttrValueDto = z.infer<typeof variantAttrValueSchema>;
export type VariantAttrDto = z.infer<typeof variantAttrSchema>;
export type ProductDto = z.infer<typeof productSchema>;
export type PaletteDto = z.infer<typeof paletteSchema>;
export type PaletteValueDto = z.infer<typeof paletteValueSchema>;
export type CategoryDto = z.infer<typeof categorySchema>;
export type ProductPage = z.infer<typeof productPageSchema>;
export type FacetsDto = z.infer<typeof facetsSchema>;
export type SuggestionsDto = z.infer<typeof suggestionsSchema>;
/** What a client sends to list products (the query string's fields). */
export interface ProductListInput {
  page?: number;
  page_size?: number;
  include_ids?: string;
  category?: string;
  tag?: string;
  with?: string;
  sort_by?: string;
  q?: string;
  /** The filters, by URL parameter (filter.v.option.Color: ['Red', 'Blue']). */
  [filter: string]: string | string[] | number | undefined;
}

const optionText = z
  .object({ name: translatedText(100), values: translatedValues.default({}) })
  .strict();

/**
 * A merchant's catalogue translations (`vitrine translations load FILE`): products by slug,
 * options by name (every product's option of that name, or one product's under `options`),
 * collections by slug. A field left out keeps its translation; null takes it away.
 */
export const catalogTranslationsSchema = z.object({
  products: z
    .array(
      z
        .object({
          slug: z.string().min(1).max(200),
          locale: translationLocale,
          title: translatedText(300),
          subtitle: translatedText(300),
          description_html: translatedText(100_000),
          options: z.record(z.string().min(1).max(100), optionText).optional(),
        })
        .strict(),
    )
    .default([]),
  options: z
    .array(
      z
        .object({
          name: z.string().min(1).max(100),
          locale: translationLocale,
          label: translatedText(100),
          values: translatedValues.default({}),
        })
        .strict(),
    )
    .default([]),
  collections: z
    .array(
      z
        .object({
          slug: z.string().min(1).max(200),
          locale: translationLocale,
          name: translatedText(200),
          description: translatedText(5_000),
        })
        .strict(),
    )
    .default([]),
});

/** Catalogue translations as a merchant writes them. */
export type CatalogTranslations = z.input<typeof catalogTranslationsSchema>;
