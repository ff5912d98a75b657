import { sql, type SQL } from 'drizzle-orm';
import { fromJsonRow, preparedRows, preparedStatement, type Db } from '../../platform/db.ts';
import { notFound } from '../../platform/errors.ts';
import type { Locale } from '../../platform/locales.ts';
import { singleFlight } from '../../platform/single-flight.ts';
import { turnBatches } from '../../platform/turn-batch.ts';
import { otherLanguage } from '../../platform/translated.ts';
import type { CategoryDto, ProductDto } from './contract.ts';
import { productDto, type ProductParts } from './dto.ts';
import {
  CARD_COLUMNS,
  DETAIL_COLUMNS,
  mergedPartRows,
  partRowsOf,
  partsFor,
  partsSql,
  type PartRows,
  type PartsWanted,
  type RawProduct,
} from './product-parts-sql.ts';
import { products, type productImages, type productOptions, type variants } from './schema.ts';
import { translateFields } from './translation.ts';
import { isAnyOf } from '../../platform/sql-list.ts';

type ProductRow = typeof products.$inferSelect;
type VariantRow = typeof variants.$inferSelect;
type OptionRow = typeof productOptions.$inferSelect;
type ImageRow = typeof productImages.$inferSelect;

/** A batch's key back as its language (other than the default), or undefined. */
const localeOf = (key: string) => (key || undefined) as Locale | undefined;

/** One caller's product page by slug, waiting for the read it was batched into. */
interface SlugAsk {
  slug: string;
  resolve(row: RawProduct | undefined): void;
  reject(error: unknown): void;
}

/** One caller's products by id, waiting for the read it was batched into. */
interface Ask {
  ids: number[];
  want: PartsWanted;
  resolve(products: ProductDto[]): void;
  reject(error: unknown): void;
}

/** The most products (or slugs) a batched read asks for at once (a list's page is at most 100). */
const BATCH_IDS = 200;

/** Reads products with their parts: a product's page, and cards by id. */
export function productReads(
  db: Db,
  currency: string,
  listCategories: (locale?: Locale) => Promise<CategoryDto[]>,
) {
  /** A product as its DTO, from its row and the parts that came with it. */
  function toDto(r: RawProduct, collections: CategoryDto[], detail: boolean): ProductDto {
    const parts: ProductParts = {
      categories: collections.filter((c) => r.category_ids.includes(c.id)),
      detail,
      card: {
        secondImage: r.second_image,
        variantCount: Number(r.product.variant_count ?? 0),
        firstVariantId: r.first_variant_id,
        ...(r.min_price_variant !== undefined && {
          minPriceVariant: r.min_price_variant && fromJsonRow<VariantRow>(r.min_price_variant),
        }),
      },
    };
    if (r.variants) parts.variants = r.variants.map(fromJsonRow<VariantRow>);
    if (r.palette_variants) {
      const productId = r.product.id as number;
      parts.paletteVariants = r.palette_variants.map(
        ([id, attrs, price, regularPrice, stock, manageStock, backorders, featureImage]) => ({
          id,
          productId,
          attrs,
          price,
          regularPrice,
          sku: '', // a palette does not show it
          stock,
          manageStock,
          backorders,
          featureImage,
        }),
      );
    }
    if (r.options) parts.options = r.options.map(fromJsonRow<OptionRow>);
    if (r.images) parts.gallery = r.images.map(fromJsonRow<ImageRow>);
    if (r.option_texts?.length) {
      parts.optionTexts = new Map(r.option_texts.map((t) => [t.id, t]));
    }
    const row = translateFields(fromJsonRow<ProductRow>(r.product), r.text);
    return productDto(row, parts, currency);
  }

  /** The statement of product rows (`page`, with a `list_position`) and their parts. */
  const rowsSql = (page: SQL, rows: PartRows, locale: Locale | undefined) =>
    sql`select to_json(p) as product, ${partsSql(rows, locale)}
      from (${page}) p order by p.list_position, p.id`;

  /**
   * Reads product rows with their parts. `page` selects the product rows (already limited:
   * the parts are built for those rows only) and gives each a `list_position` to keep their
   * order.
   */
  async function readRows(page: SQL, rows: PartRows, locale?: Locale) {
    return Promise.all([
      preparedRows<RawProduct>(db, rowsSql(page, rows, otherLanguage(locale))),
      listCategories(locale),
    ]);
  }

  /**
   * The product pages' read in each language: one statement for the slugs asked in one turn of
   * the event loop (a busy shop's pages at once, as products by id are batched below), built
   * once, the slugs its value.
   */
  const bySlugs = new Map<string, (values: { slugs: string[] }) => Promise<RawProduct[]>>();
  function readBySlugs(locale: Locale | undefined) {
    let read = bySlugs.get(locale ?? '');
    if (!read) {
      read = preparedStatement<RawProduct>(
        db,
        rowsSql(
          sql`select ${DETAIL_COLUMNS}, 0 as list_position from ${products} p
            where p.slug = any(${sql.placeholder('slugs')}) and p.published`,
          partRowsOf({ variants: true, gallery: true, detail: true }),
          locale,
        ),
      );
      bySlugs.set(locale ?? '', read);
    }
    return read;
  }
  const askBySlug = turnBatches<SlugAsk>(
    BATCH_IDS,
    () => 1,
    (key, asks) => {
      const slugs = [...new Set(asks.map((a) => a.slug))];
      readBySlugs(localeOf(key))({ slugs }).then(
        (rows) => {
          const bySlug = new Map(rows.map((r) => [r.product.slug as string, r]));
          for (const ask of asks) ask.resolve(bySlug.get(ask.slug));
        },
        (error: unknown) => {
          for (const ask of asks) ask.reject(error);
        },
      );
    },
  );
  const productRowBySlug = (slug: string, locale: Locale | undefined) =>
    new Promise<RawProduct | undefined>((resolve, reject) =>
      askBySlug(locale ?? '', { slug, resolve, reject }),
    );

  // Products by id asked in the same turn of the event loop (a product page's related
  // products, its combinations' items and its group's members; or many shoppers' lists) are
  // read in one statement, as a data loader batches them: each caller gets its own ids with
  // the parts it asked for.
  async function readBatch(asks: Ask[], locale: Locale | undefined) {
    try {
      const ids = [...new Set(asks.flatMap((a) => a.ids))];
      const [rows, collections] = await readRows(
        sql`select ${CARD_COLUMNS}, 0 as list_position from ${products} p
          where ${isAnyOf(sql`p.id`, ids)} and p.published`,
        mergedPartRows(asks),
        locale,
      );
      const byId = new Map(rows.map((r) => [r.product.id as number, r]));
      for (const ask of asks) {
        ask.resolve(
          ask.ids.flatMap((id) => {
            const raw = byId.get(id);
            return raw ? [toDto(partsFor(raw, ask.want), collections, false)] : [];
          }),
        );
      }
    } catch (error) {
      for (const ask of asks) ask.reject(error);
    }
  }
  const askByIds = turnBatches<Ask>(
    BATCH_IDS,
    (ask) => ask.ids.length,
    (key, asks) => void readBatch(asks, localeOf(key)),
  );
  const batched = (ids: number[], want: PartsWanted, asked?: Locale) =>
    new Promise<ProductDto[]>((resolve, reject) =>
      askByIds(otherLanguage(asked) ?? '', { ids, want, resolve, reject }),
    );

  return {
    /**
     * Products by id, with their parts, in the order of `ids`. A read asked for again while it
     * runs is shared (the same page of a list asked by many shoppers at once).
     */
    readProductsByIds: singleFlight(
      (ids: number[], want: PartsWanted, locale?: Locale) =>
        `${ids.join(',')} ${want.variants ? 'v' : ''}${want.gallery ? 'g' : ''}${want.palette ? 'p' : ''} ${locale ?? ''}`,
      async (ids, want, locale): Promise<ProductDto[]> =>
        ids.length === 0 ? [] : batched(ids, want, locale),
    ),

    /** One published product with everything its page needs; 404 when there is none. */
    async getProduct(slug: string, locale?: Locale): Promise<ProductDto> {
      const [row, collections] = await Promise.all([
        productRowBySlug(slug, otherLanguage(locale)),
        listCategories(locale),
      ]);
      if (!row) throw notFound('product_not_found');
      return toDto(row, collections, true);
    },
  };
}
