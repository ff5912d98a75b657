import { getTableColumns, sql, type SQL } from 'drizzle-orm';
import type { Locale } from '../../platform/locales.ts';
import type { VariantFields } from './dto.ts';
import { productCategories, productImages, productOptions, products, variants } from './schema.ts';
import { stockAllowsSql } from './stock.ts';
import type { OptionText, ProductText } from './translation.ts';
import { isAnyOf } from '../../platform/sql-list.ts';

// What a DTO reads of a product row: not the search text and filter keys its triggers keep, and
// the description only for the product itself (a list does not show it).
const INTERNAL_COLUMNS = new Set(['searchText', 'variantKeys', 'facetPairs']);
const productColumns = (detail: boolean) =>
  sql.raw(
    Object.entries(getTableColumns(products))
      .filter(([key]) => !INTERNAL_COLUMNS.has(key) && (detail || key !== 'descriptionHtml'))
      .map(([, column]) => `p."${column.name}"`)
      // A card's variant count: the filters keep one key per variant on the row itself.
      .concat('cardinality(p."variant_keys") as variant_count')
      .join(', '),
  );
/** The columns of a product card (a list's row). */
export const CARD_COLUMNS = productColumns(false);
/** The columns of a product's own page (with its description). */
export const DETAIL_COLUMNS = productColumns(true);

/** The parts a product read brings beside the product's own row. */
export interface PartsWanted {
  variants?: boolean;
  gallery?: boolean;
  /** The palette, from the options and what of the variants it shows. */
  palette?: boolean;
  detail?: boolean;
}

/** Which rows of a read bring a part: all, none, or those of these product ids. */
type Rows = boolean | number[];

/** For each optional part of a read, the rows that bring it. */
export interface PartRows {
  variants: Rows;
  gallery: Rows;
  /** A palette's variants, for rows that want a palette but not the variants. */
  palette: Rows;
  /** A card's cheapest buyable variant, for rows read without their variants. */
  minPrice: Rows;
  options: Rows;
  detail: boolean;
}

/** The parts one read wants, row by row: each part is wanted by all its rows or by none. */
const partsOf = (want: PartsWanted) => ({
  variants: !!want.variants,
  gallery: !!want.gallery,
  palette: !!want.palette && !want.variants,
  minPrice: !want.variants,
  options: !!(want.variants || want.palette),
});

/** The rows of a read that bring each part, for a single want. */
export const partRowsOf = (want: PartsWanted): PartRows => ({
  ...partsOf(want),
  detail: !!want.detail,
});

/**
 * The rows that bring each part when several reads are made one (cards of a list, a
 * combination's items and a group's members asked at once): a part all of them want is read
 * for every row, a part some want only for their products.
 */
export function mergedPartRows(asks: { ids: number[]; want: PartsWanted }[]): PartRows {
  const parts = asks.map((a) => partsOf(a.want));
  const rowsOf = (part: keyof ReturnType<typeof partsOf>): Rows => {
    const those = asks.filter((_, i) => parts[i]![part]);
    if (those.length === asks.length) return true;
    if (those.length === 0) return false;
    return [...new Set(those.flatMap((a) => a.ids))];
  };
  return {
    variants: rowsOf('variants'),
    gallery: rowsOf('gallery'),
    palette: rowsOf('palette'),
    minPrice: rowsOf('minPrice'),
    options: rowsOf('options'),
    detail: false,
  };
}

/** `part` for the rows that bring it (nothing when none does). */
const forRows = (rows: Rows, part: SQL): SQL[] => {
  if (rows === false || (Array.isArray(rows) && rows.length === 0)) return [];
  return rows === true ? [part] : [sql`case when ${isAnyOf(sql`p.id`, rows)} then ${part} end`];
};

/**
 * The parts of a product read, each a column of the same statement: PostgreSQL nests a
 * product's parts as JSON, which is cheaper than a round trip per part and than mapping rows
 * one by one. `locale` is a language other than the default, whose text comes with them.
 */
export function partsSql(rows: PartRows, locale: Locale | undefined): SQL {
  const as = (part: SQL, name: string) => sql`${part} as ${sql.raw(name)}`;
  return sql.join(
    [
      // Another language: its text in the same statement (the default reads none).
      ...(locale
        ? [
            sql`(select json_build_object('title', t.title, 'subtitle', t.subtitle
              ${rows.detail ? sql`, 'descriptionHtml', t.description_html` : sql``})
              from product_translations t
              where t.product_id = p.id and t.locale = ${locale}) as text`,
          ]
        : []),
      ...(locale
        ? forRows(
            rows.options,
            sql`coalesce((select json_agg(json_build_object('id', t.option_id, 'name', t.name,
              'values', t.values)) from ${productOptions} o join option_translations t
              on t.option_id = o.id and t.locale = ${locale}
              where o.product_id = p.id), '[]')`,
          ).map((part) => as(part, 'option_texts'))
        : []),
      // Only the ids: the collections themselves are in the instance's collection list.
      sql`array(select pc.category_id from ${productCategories} pc
        where pc.product_id = p.id) as category_ids`,
      // What a card needs, each read from its index (two gallery rows, one variant row),
      // never the whole gallery: the picture shown on hover and the variant a card adds.
      // On the 10,000-product catalogue a page of 100 takes 2.3 ms instead of 1.3 ms (the
      // whole gallery: 2.3 ms and far more to send).
      sql`(select i.url from ${productImages} i where i.product_id = p.id
        order by i.position offset 1 limit 1) as second_image`,
      sql`(select v.id from ${variants} v where v.product_id = p.id
        order by v.position limit 1) as first_variant_id`,
      // Without the variants, the cheapest one that can be bought (spec section 3,
      // min_price_variant): a card's tag values (PRICE, SKU, STOCK) come from it.
      ...forRows(
        rows.minPrice,
        sql`(select to_json(v) from ${variants} v where v.product_id = p.id
          and ${stockAllowsSql(1)} order by v.price, v.position, v.id limit 1)`,
      ).map((part) => as(part, 'min_price_variant')),
      ...forRows(
        rows.options,
        sql`coalesce((select json_agg(o order by o.position, o.id) from ${productOptions} o
          where o.product_id = p.id), '[]')`,
      ).map((part) => as(part, 'options')),
      ...forRows(
        rows.variants,
        sql`coalesce((select json_agg(v order by v.position, v.id) from ${variants} v
          where v.product_id = p.id), '[]')`,
      ).map((part) => as(part, 'variants')),
      // A palette without the variants (with=palette): of each variant only what a palette
      // shows (a list's 12 products with every column of their ~190 variants made that read
      // the most costly part of a collection page). Each as an array (PaletteVariant):
      // without the keys, half the text to send.
      ...forRows(
        rows.palette,
        sql`coalesce((select json_agg(json_build_array(v.id, v.attrs, v.price,
          v.regular_price, v.stock, v.manage_stock, v.backorders, v.feature_image)
          order by v.position, v.id)
          from ${variants} v where v.product_id = p.id), '[]')`,
      ).map((part) => as(part, 'palette_variants')),
      ...forRows(
        rows.gallery,
        sql`coalesce((select json_agg(i order by i.position, i.id) from ${productImages} i
          where i.product_id = p.id), '[]')`,
      ).map((part) => as(part, 'images')),
    ],
    sql`, `,
  );
}

/** What a palette reads of a variant, in this order (the palette_variants column). */
export type PaletteVariant = [
  id: number,
  attrs: VariantFields['attrs'],
  price: number,
  regularPrice: number | null,
  stock: number,
  manageStock: boolean,
  backorders: VariantFields['backorders'],
  featureImage: string | null,
];

/** A product as the one-statement read returns it: each part a JSON array of rows. */
export interface RawProduct {
  product: Record<string, unknown>;
  /** Its text in the shopper's language, when that is not the default. */
  text?: Partial<ProductText> | null;
  option_texts?: (OptionText & { id: number })[] | null;
  category_ids: number[];
  /** A card's cheapest buyable variant (null when none can be bought); read without variants. */
  min_price_variant?: Record<string, unknown> | null;
  second_image: string | null;
  first_variant_id: number | null;
  variants?: Record<string, unknown>[] | null;
  /** What of the variants a palette shows (with=palette). */
  palette_variants?: PaletteVariant[] | null;
  options?: Record<string, unknown>[] | null;
  images?: Record<string, unknown>[] | null;
}

/** Of a row read for several asks, the parts one of them wanted (the others' are left out). */
export function partsFor(raw: RawProduct, want: PartsWanted): RawProduct {
  const wanted = partsOf(want);
  return {
    product: raw.product,
    text: raw.text,
    category_ids: raw.category_ids,
    second_image: raw.second_image,
    first_variant_id: raw.first_variant_id,
    ...(wanted.options && { options: raw.options, option_texts: raw.option_texts }),
    ...(wanted.minPrice && { min_price_variant: raw.min_price_variant ?? null }),
    ...(wanted.variants && { variants: raw.variants }),
    ...(wanted.palette && { palette_variants: raw.palette_variants }),
    ...(wanted.gallery && { images: raw.images }),
  };
}
