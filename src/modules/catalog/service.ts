import { and, asc, count, eq, getTableColumns, sql, type SQL } from 'drizzle-orm';
import { announceChange } from '../../platform/changes.ts';
import { fromJsonRow, queryRows, type Db } from '../../platform/db.ts';
import { notFound } from '../../platform/errors.ts';
import { DEFAULT_LOCALE, type Locale } from '../../platform/locales.ts';
import { keptReads } from '../../platform/kept-reads.ts';
import { singleFlight } from '../../platform/single-flight.ts';
import {
  MAX_PAGE_SIZE,
  type CategoryDto,
  type PaletteDto,
  type ProductDto,
  type ProductPage,
} from './contract.ts';
import {
  collectionPath,
  productDto,
  productPath,
  type ProductParts,
  type VariantFields,
} from './dto.ts';
import {
  categories,
  categoryTranslations,
  productCategories,
  productImages,
  productOptions,
  products,
  variants,
} from './schema.ts';
import { stockAllowsSql, type StockLevel } from './stock.ts';
import { returnStock, takeStock } from './take-stock.ts';
import { facetLabels, translateFields, type OptionText, type ProductText } from './translation.ts';
import {
  NO_FILTERS,
  searchSql,
  titleRank,
  transpositions,
  searchWords,
  type ListingFilters,
  type Sort,
} from './listing.ts';
import {
  buildListingIndexInSteps,
  facetsOf,
  membersOf,
  orderOf,
  remember,
  slicePage,
  type FacetCount,
  type IndexRow,
  type ListingIndex,
} from './listing-index.ts';
import { isAnyOf } from '../../platform/sql-list.ts';

/** The topic announced when the catalogue changes (platform/changes.ts). */
export const CATALOG_CHANGED = 'catalog';

/**
 * A variant as the cart needs it: prices in minor units, its stock level, and what the line
 * shows of its product.
 */
export interface PurchasableVariant extends StockLevel {
  id: number;
  productId: number;
  attrs: { name: string; value: string }[];
  price: number;
  regularPrice: number | null;
  sku: string;
  /** Grams. */
  weight: number;
  featureImage: string | null;
  product: {
    id: number;
    title: string;
    slug: string;
    path: string;
    featureImage: string | null;
    categoryIds: number[];
    /** Shipped from a warehouse abroad (spec section 3, is_overseas_depot). */
    overseasDepot: boolean;
  };
}

/** What a product list asks for. */
export interface ProductQuery {
  page: number;
  pageSize: number;
  includeIds?: number[];
  category?: string;
  tag?: string;
  withVariants?: boolean;
  withGallery?: boolean;
  /** Each product's palette, without its variants (`with=palette`). */
  withPalette?: boolean;
  /** The shopper's filters and sort (collection and search pages). */
  filters?: ListingFilters;
  sort?: Sort;
  /** Search text: only products that match it, best matches first under the manual sort. */
  search?: string;
  /** false: no total (suggestions); the page's own length stands for it. */
  count?: boolean;
  /** The shopper's language: translated text where there is some (default en-US). */
  locale?: Locale | undefined;
}

/** A language other than the shop's default, or undefined: the default needs no translation. */
const otherLanguage = (locale: Locale | undefined) =>
  locale && locale !== DEFAULT_LOCALE ? locale : undefined;

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
const CARD_COLUMNS = productColumns(false);
const DETAIL_COLUMNS = productColumns(true);

/** A value of a filter and how many products of the list have it. */
export type FacetValue = FacetCount;

/** A facet value with its label in the shopper's language. */
export interface LabelledFacetValue extends FacetValue {
  label: string;
}

/** What a list's filters offer, each value counted with the other filters applied. */
export interface Facets {
  price: { min: number; max: number } | null;
  availability: { in_stock: number; out_of_stock: number };
  options: { name: string; label: string; values: LabelledFacetValue[] }[];
  vendors: FacetValue[];
  tags: FacetValue[];
}

/** Reads the catalogue: products, their variants and gallery, and collections. */
export type CatalogService = ReturnType<typeof createCatalogService>;

/** Creates the catalogue service over a database, showing money in the shop currency. */
export function createCatalogService(
  db: Db,
  currency: string,
  { categoriesTtlMs = 30_000, listIndexTtlMs = 30_000, variantsTtlMs = 0 } = {},
) {
  const published = eq(products.published, true);
  const variantCache = new Map<number, { at: number; variant: PurchasableVariant }>();
  // Every page's header lists the collections: keep them for a few seconds per instance and
  // language; the same for the filters' labels in each language.
  const categoriesCache = keptReads<CategoryDto[]>(categoriesTtlMs);
  // The filters' labels change only when translations do: kept until the catalogue changes,
  // and then still shown while they are read again (reading them scans a language's option
  // translations, ~100 ms on 10,000 products).
  const labelsCache = new Map<Locale, { stale: boolean; data: Promise<FacetLabels> }>();
  function facetLabelsOf(locale: Locale): Promise<FacetLabels> {
    const hit = labelsCache.get(locale);
    if (hit && !hit.stale) return hit.data;
    const data = readFacetLabels(locale);
    data.then(
      () => labelsCache.set(locale, { stale: false, data }),
      () => {},
    );
    if (!hit) labelsCache.set(locale, { stale: false, data });
    else hit.stale = false; // one refresh at a time
    data.catch(() => labelsCache.delete(locale));
    return hit ? hit.data : data;
  }
  // The catalogue's hot reads are one statement each: PostgreSQL nests a product's parts as
  // JSON, which is cheaper than a round trip per part and than mapping rows one by one.
  const partsSql = (want: PartsWanted, locale: Locale | undefined) =>
    sql.join(
      [
        // Another language: its text in the same statement (the default reads none).
        ...(locale
          ? [
              sql`(select json_build_object('title', t.title, 'subtitle', t.subtitle
                ${want.detail ? sql`, 'descriptionHtml', t.description_html` : sql``})
                from product_translations t
                where t.product_id = p.id and t.locale = ${locale}) as text`,
            ]
          : []),
        ...(locale && (want.variants || want.palette)
          ? [
              sql`coalesce((select json_agg(json_build_object('id', t.option_id, 'name', t.name,
                'values', t.values)) from ${productOptions} o join option_translations t
                on t.option_id = o.id and t.locale = ${locale}
                where o.product_id = p.id), '[]') as option_texts`,
            ]
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
        ...(want.variants
          ? []
          : [
              sql`(select to_json(v) from ${variants} v where v.product_id = p.id
              and ${stockAllowsSql(1)} order by v.price, v.position, v.id limit 1)
              as min_price_variant`,
            ]),
        ...(want.variants || want.palette
          ? [
              sql`coalesce((select json_agg(o order by o.position, o.id) from ${productOptions} o
              where o.product_id = p.id), '[]') as options`,
            ]
          : []),
        ...(want.variants
          ? [
              sql`coalesce((select json_agg(v order by v.position, v.id) from ${variants} v
              where v.product_id = p.id), '[]') as variants`,
            ]
          : []),
        // A palette without the variants (with=palette): of each variant only what a palette
        // shows (a list's 12 products with every column of their ~190 variants made that read
        // the most costly part of a collection page).
        ...(want.palette && !want.variants
          ? [
              // Each as an array (PaletteVariant): without the keys, half the text to send.
              sql`coalesce((select json_agg(json_build_array(v.id, v.attrs, v.price,
              v.regular_price, v.stock, v.manage_stock, v.backorders, v.feature_image)
              order by v.position, v.id)
              from ${variants} v where v.product_id = p.id), '[]') as palette_variants`,
            ]
          : []),
        ...(want.gallery
          ? [
              sql`coalesce((select json_agg(i order by i.position, i.id) from ${productImages} i
              where i.product_id = p.id), '[]') as images`,
            ]
          : []),
      ],
      sql`, `,
    );

  /**
   * Reads products with their parts. `page` selects the product rows (already limited: the
   * parts are built for those rows only) and gives each a `list_position` to keep their order.
   */
  async function readProducts(
    page: SQL,
    want: PartsWanted,
    locale?: Locale,
  ): Promise<ProductDto[]> {
    const language = otherLanguage(locale);
    const [rows, collections] = await Promise.all([
      queryRows<RawProduct>(
        db,
        sql`select to_json(p) as product, ${partsSql(want, language)}
        from (${page}) p order by p.list_position, p.id`,
      ),
      service.listCategories(locale),
    ]);
    return rows.map((r) => {
      const parts: ProductParts = {
        categories: collections.filter((c) => r.category_ids.includes(c.id)),
        detail: want.detail,
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
    });
  }

  // The list index (listing-index.ts): built on first use, rebuilt after a change is
  // announced, and refreshed in the background once it is `listIndexTtlMs` old, so a change
  // that was not announced (a statement run by hand) shows within that time.
  let listIndex: { at: number; index: Promise<ListingIndex> } | undefined;
  let refreshing = false;
  async function readListingIndex(): Promise<ListingIndex> {
    const [rows, memberships] = await Promise.all([
      queryRows<IndexRow>(
        db,
        // The lists come joined in one text each: parsing array literals costs more.
        sql`select p.id, p.title, p.position, p.vendor, array_to_string(p.tags, chr(29)) as tags,
          p.min_price, p.max_price, p.sold_count,
          (extract(epoch from p.created_at) * 1000)::float8 as created_ms,
          array_to_string(p.variant_keys, chr(29)) as variant_keys,
          array_to_string(p.facet_pairs, chr(29)) as facet_pairs
        from ${products} p where p.published`,
      ),
      queryRows<{ product_id: number; category_id: number; position: number }>(
        db,
        sql`select product_id, category_id, position from ${productCategories}`,
      ),
    ]);
    return buildListingIndexInSteps(rows, memberships);
  }
  function listingIndex(): Promise<ListingIndex> {
    const kept = listIndex;
    if (!kept) {
      const index = readListingIndex();
      const entry = { at: Date.now(), index };
      listIndex = entry;
      index.catch(() => {
        if (listIndex === entry) listIndex = undefined;
      });
      return index;
    }
    if (Date.now() - kept.at >= listIndexTtlMs && !refreshing) {
      refreshing = true;
      const index = readListingIndex();
      index
        .then(
          () => {
            // A change announced meanwhile made its own, newer one.
            if (listIndex === kept) listIndex = { at: Date.now(), index };
          },
          () => {},
        )
        .finally(() => (refreshing = false));
    }
    return kept.index;
  }

  /**
   * The published products matching every word as typed or near it; if none does, each word
   * also with two neighbouring letters swapped (a second read, on that search only). Ranked
   * by their titles in the process.
   */
  async function rankedSearch(words: string[], index: ListingIndex): Promise<Map<number, number>> {
    const read = async (loose: boolean) => {
      const [row] = await queryRows<{ ids: string | null }>(
        db,
        sql`select string_agg(p.id::text, ',') as ids from ${products} p
          where p.published and ${searchSql(words, loose)}`,
      );
      return row?.ids ? row.ids.split(',').map(Number) : [];
    };
    let ids = await read(false);
    if (ids.length === 0 && words.some((w) => transpositions(w).length > 0)) ids = await read(true);
    return new Map(ids.map((id) => [id, titleRank(index.products.get(id)?.title ?? '', words)]));
  }

  /**
   * The products of a list (a collection, ids, a tag, a search), from the list index, with the
   * key its computed lists are remembered by. A search's matches are remembered with the index
   * too (the same search asked at once, or again, is read once).
   */
  async function listScope(query: ProductQuery, words: string[]) {
    let categoryId: number | undefined;
    if (query.category) {
      const cat = (await service.listCategories()).find((c) => c.slug === query.category);
      if (!cat) throw notFound('category_not_found');
      categoryId = cat.id;
    }
    const index = await listingIndex();
    let ranked: Map<number, number> | undefined;
    if (words.length > 0) {
      const key = `search ${JSON.stringify(words)}`;
      ranked = await remember(index, key, () => {
        const found = rankedSearch(words, index);
        found.catch(() => index.memo.delete(key));
        return found;
      });
    }
    const key = JSON.stringify([categoryId, query.includeIds, query.tag, words]);
    const members = remember(index, `members ${key}`, () =>
      membersOf(index, { categoryId, ids: query.includeIds, tag: query.tag, ranked }),
    );
    return { index, members, key };
  }

  /**
   * Products by id, with their parts, in the order of `ids`. A read asked for again while it
   * runs is shared (the same page of a list asked by many shoppers at once).
   */
  const readProductsByIds = singleFlight(
    (ids: number[], want: PartsWanted, locale?: Locale) =>
      `${ids.join(',')} ${want.variants ? 'v' : ''}${want.gallery ? 'g' : ''}${want.palette ? 'p' : ''} ${locale ?? ''}`,
    async (ids, want, locale): Promise<ProductDto[]> => {
      if (ids.length === 0) return [];
      const read = await readProducts(
        sql`select ${CARD_COLUMNS}, 0 as list_position from ${products} p
          where ${isAnyOf(sql`p.id`, ids)} and p.published`,
        want,
        locale,
      );
      const byId = new Map(read.map((p) => [p.ID, p]));
      return ids.flatMap((id) => byId.get(id) ?? []);
    },
  );

  const service = {
    /** A page of published products, optionally of one collection or of the given ids. */
    async listProducts(query: ProductQuery): Promise<ProductPage> {
      const pageSize = Math.min(Math.max(query.pageSize, 1), MAX_PAGE_SIZE);
      const page = Math.max(query.page, 1);
      const filters = query.filters ?? NO_FILTERS;
      const words = searchWords(query.search ?? '');
      const sort = query.sort ?? 'manual';
      const { index, members, key } = await listScope(query, words);
      const order = remember(index, `order ${key} ${JSON.stringify(filters)} ${sort}`, () =>
        orderOf(members, filters, sort, words.length > 0),
      );
      const { ids, total } = slicePage(order, page, pageSize);
      const data = await readProductsByIds(
        ids,
        { variants: query.withVariants, gallery: query.withGallery, palette: query.withPalette },
        query.locale,
      );
      if (query.count === false) {
        return { data, page, page_size: pageSize, total: data.length, total_pages: 1 };
      }
      return { data, page, page_size: pageSize, total, total_pages: Math.ceil(total / pageSize) };
    },

    /**
     * What a list's filters offer: the price range, in and out of stock, each option value,
     * vendor and tag, counted over the list with the shopper's filters applied, except for the
     * value's own group (choosing red keeps blue's count).
     */
    async listFacets(query: ProductQuery): Promise<Facets> {
      const filters = query.filters ?? NO_FILTERS;
      const words = searchWords(query.search ?? '');
      const { index, members, key } = await listScope(query, words);
      const language = otherLanguage(query.locale);
      const counts = remember(index, `facets ${key} ${JSON.stringify(filters)}`, () =>
        facetsOf(members, filters),
      );
      const labels = language ? await facetLabelsOf(language) : undefined;
      // Values stay canonical (the filters' URLs); the labels are the shopper's language.
      return {
        ...counts,
        options: counts.options.map((o) => {
          const shown = labels?.get(o.name);
          return {
            name: o.name,
            label: shown?.label ?? o.name,
            values: o.values.map((v) => ({ ...v, label: shown?.values.get(v.value) ?? v.value })),
          };
        }),
      };
    },

    /** One published product with everything its page needs; 404 when there is none. */
    async getProduct(slug: string, locale?: Locale): Promise<ProductDto> {
      const [product] = await readProducts(
        sql`select ${DETAIL_COLUMNS}, 0 as list_position from ${products} p
          where p.slug = ${slug} and p.published`,
        { variants: true, gallery: true, detail: true },
        locale,
      );
      if (!product) throw notFound('product_not_found');
      return product;
    },

    /**
     * The palettes of published products among `ids` (spec section 7, product_palettes): each
     * product's colour or image attribute, with a variant's image and price per value. Products
     * without one are left out.
     */
    async listPalettes(ids: number[]): Promise<PaletteDto[]> {
      const found = await readProductsByIds(ids, { palette: true }, undefined);
      return found.flatMap((p) => p.product_palette ?? []);
    },

    /**
     * Collections in display order, with how many published products each holds; names and
     * descriptions in the shopper's language where translated.
     */
    listCategories(locale: Locale = DEFAULT_LOCALE): Promise<CategoryDto[]> {
      return categoriesCache.get(locale, () => readCategories(otherLanguage(locale)));
    },

    /**
     * The variants of published products among `ids`, with what a cart line shows of each, in
     * one read: the cart's prices and stock checks come from here, never from its own tables.
     */
    async variantsForCart(ids: number[], conn: Db = db): Promise<Map<number, PurchasableVariant>> {
      if (ids.length === 0) return new Map();
      // Outside a transaction, variants read in the last few seconds are reused (as the
      // product pages are): a cart shown or changed then costs no catalogue read. Prices and
      // stock are checked again, from the tables, when an order is placed.
      if (conn !== db || variantsTtlMs === 0) return readVariants(ids, conn);
      const now = Date.now();
      const found = new Map<number, PurchasableVariant>();
      const missing: number[] = [];
      for (const id of ids) {
        const kept = variantCache.get(id);
        if (kept && now - kept.at < variantsTtlMs) found.set(id, kept.variant);
        else missing.push(id);
      }
      if (missing.length === 0) return found;
      const read = await readVariants(missing, conn);
      if (variantCache.size > 50_000) variantCache.clear();
      for (const [id, variant] of read) {
        variantCache.set(id, { at: now, variant });
        found.set(id, variant);
      }
      return found;
    },

    /** Takes an order's quantities from stock in its transaction (see take-stock.ts). */
    takeStock,

    /** Gives back a cancelled order's stock in its transaction. */
    returnStock,

    /**
     * Whether a published product takes reviews: its review_status (`open` shows and takes
     * them, spec section 3); null when there is no such product.
     */
    async reviewStatusOf(productId: number, conn: Db = db): Promise<string | null> {
      const [row] = await conn
        .select({ status: products.reviewStatus })
        .from(products)
        .where(and(eq(products.id, productId), published));
      return row?.status ?? null;
    },

    /**
     * Sets a product's review_count and average_rating (spec section 3) from its reviews; the
     * reviews module calls it in the transaction that adds a review.
     */
    async setReviewStats(productId: number, count: number, average: number, conn: Db = db) {
      await conn
        .update(products)
        .set({ reviewCount: count, averageRating: average })
        .where(eq(products.id, productId));
    },

    /** Sets the review_count and average_rating of many products at once (the demo reviews). */
    async setManyReviewStats(
      stats: { productId: number; count: number; average: number }[],
      conn: Db = db,
    ) {
      for (let start = 0; start < stats.length; start += 1000) {
        const rows = stats
          .slice(start, start + 1000)
          .map((s) => sql`(${s.productId}::int, ${s.count}::int, ${s.average}::real)`);
        await conn.execute(sql`update ${products} p set review_count = s.n, average_rating = s.a
          from (values ${sql.join(rows, sql`, `)}) as s(id, n, a) where p.id = s.id`);
      }
    },

    /** Forgets what this instance keeps of the catalogue (collections, list index, variants). */
    forget() {
      categoriesCache.forget();
      for (const kept of labelsCache.values()) kept.stale = true;
      listIndex = undefined;
      variantCache.clear();
    },
  };
  return service;

  async function readVariants(ids: number[], conn: Db): Promise<Map<number, PurchasableVariant>> {
    const rows = await conn
      .select({
        variant: variants,
        product: {
          id: products.id,
          title: products.title,
          slug: products.slug,
          featureImage: products.featureImage,
          overseasDepot: products.isOverseasDepot,
        },
        categoryIds: sql<number[]>`array(select pc.category_id from ${productCategories} pc
            where pc.product_id = ${products.id} order by pc.position)`,
      })
      .from(variants)
      .innerJoin(products, eq(products.id, variants.productId))
      .where(and(isAnyOf(variants.id, [...new Set(ids)]), published));
    return new Map(
      rows.map(({ variant: v, product: p, categoryIds }) => [
        v.id,
        {
          id: v.id,
          productId: v.productId,
          attrs: v.attrs,
          price: v.price,
          regularPrice: v.regularPrice,
          sku: v.sku,
          weight: v.weight,
          stock: v.stock,
          manage_stock: v.manageStock,
          backorders: v.backorders,
          featureImage: v.featureImage ?? p.featureImage,
          product: { ...p, path: productPath(p.slug), categoryIds: categoryIds.map(Number) },
        },
      ]),
    );
  }

  async function readCategories(locale: Locale | undefined): Promise<CategoryDto[]> {
    const rows = await db
      .select({ category: categories, productCount: count(products.id) })
      .from(categories)
      .leftJoin(productCategories, eq(productCategories.categoryId, categories.id))
      .leftJoin(products, and(eq(products.id, productCategories.productId), published))
      .groupBy(categories.id)
      .orderBy(asc(categories.position), asc(categories.id));
    const texts = locale
      ? new Map(
          (
            await db
              .select()
              .from(categoryTranslations)
              .where(eq(categoryTranslations.locale, locale))
          ).map((t) => [t.categoryId, t]),
        )
      : undefined;
    return rows.map((r) => {
      const t = texts?.get(r.category.id);
      const row = translateFields(r.category, t && { name: t.name, description: t.description });
      return categoryDto(row, Number(r.productCount));
    });
  }

  /** The filters' labels in a language: what most products call each option and value. */
  async function readFacetLabels(locale: Locale): Promise<FacetLabels> {
    const rows = await queryRows<Parameters<typeof facetLabels>[0][number]>(
      db,
      // Options translated alike (a shop-wide "Color") are counted before their values are read.
      sql`with alike as (select o.name, t.name as label, t.values, count(*)::int as n
          from option_translations t join ${productOptions} o on o.id = t.option_id
          where t.locale = ${locale} group by 1, 2, 3)
        select a.name, a.label, v.key as value, v.value as value_label, sum(a.n)::int as n
        from alike a left join lateral jsonb_each_text(a.values) v on true group by 1, 2, 3, 4`,
    );
    return facetLabels(rows);
  }
}

function categoryDto(row: typeof categories.$inferSelect, productCount: number): CategoryDto {
  return {
    id: row.id,
    slug: row.slug,
    name: row.name,
    description: row.description,
    image: row.image,
    path: collectionPath(row.slug),
    product_count: productCount,
  };
}

type ProductRow = typeof products.$inferSelect;
type VariantRow = typeof variants.$inferSelect;
type OptionRow = typeof productOptions.$inferSelect;
type ImageRow = typeof productImages.$inferSelect;
type FacetLabels = ReturnType<typeof facetLabels>;

/** What a palette reads of a variant, in this order (the palette_variants column). */
type PaletteVariant = [
  id: number,
  attrs: VariantFields['attrs'],
  price: number,
  regularPrice: number | null,
  stock: number,
  manageStock: boolean,
  backorders: VariantFields['backorders'],
  featureImage: string | null,
];

/** The parts a product read brings beside the product's own row. */
interface PartsWanted {
  variants?: boolean;
  gallery?: boolean;
  /** The palette, from the options and what of the variants it shows. */
  palette?: boolean;
  detail?: boolean;
}

/** A product as the one-statement read returns it: each part a JSON array of rows. */
interface RawProduct {
  product: Record<string, unknown>;
  /** Its text in the shopper's language, when that is not the default. */
  text?: Partial<ProductText> | null;
  option_texts?: (OptionText & { id: number })[];
  category_ids: number[];
  /** A card's cheapest buyable variant (null when none can be bought); read without variants. */
  min_price_variant?: Record<string, unknown> | null;
  second_image: string | null;
  first_variant_id: number | null;
  variants?: Record<string, unknown>[];
  /** What of the variants a palette shows (with=palette). */
  palette_variants?: PaletteVariant[];
  options?: Record<string, unknown>[];
  images?: Record<string, unknown>[];
}

/**
 * Recomputes the price range, compare-at price and buyability that product lists show from the
 * variants; run after variants or stock change.
 */
export async function refreshProductSummaries(db: Db, productIds?: number[]): Promise<void> {
  const filter = productIds ? sql`and ${isAnyOf(sql`p.id`, productIds)}` : sql``;
  await db.execute(sql`
    update products p set
      min_price = s.min_price,
      max_price = s.max_price,
      regular_price = s.regular_price,
      buyable = s.buyable
    from (
      select product_id,
        min(price) as min_price,
        max(price) as max_price,
        -- the compare-at price of the cheapest discounted variant
        (array_agg(regular_price order by price, position)
          filter (where regular_price > price))[1] as regular_price,
        bool_or(${stockAllowsSql(1)}) as buyable
      from variants v group by product_id
    ) s
    where s.product_id = p.id ${filter}`);
  await announceChange(db, CATALOG_CHANGED);
}
