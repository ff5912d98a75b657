import { and, asc, count, eq, getTableColumns, inArray, sql, type SQL } from 'drizzle-orm';
import { announceChange } from '../../platform/changes.ts';
import { queryRows, type Db } from '../../platform/db.ts';
import { notFound } from '../../platform/errors.ts';
import {
  MAX_PAGE_SIZE,
  type CategoryDto,
  type PaletteDto,
  type ProductDto,
  type ProductPage,
} from './contract.ts';
import { productDto, collectionPath, productPath, type ProductParts } from './dto.ts';
import {
  categories,
  productCategories,
  productImages,
  productOptions,
  products,
  variants,
} from './schema.ts';
import { stockAllowsSql, type StockLevel } from './stock.ts';
import {
  NO_FILTERS,
  activeGroups,
  filterSql,
  orderSql,
  searchRankSql,
  searchSql,
  transpositions,
  searchWords,
  inStockSql,
  VARIANT_KEY,
  type FacetGroup,
  type ListingFilters,
  type Sort,
} from './listing.ts';

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
  /** The shopper's filters and sort (collection and search pages). */
  filters?: ListingFilters;
  sort?: Sort;
  /** Search text: only products that match it, best matches first under the manual sort. */
  search?: string;
  /** false: no total (suggestions); the page's own length stands for it. */
  count?: boolean;
}

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
export interface FacetValue {
  value: string;
  count: number;
}

/** What a list's filters offer, each value counted with the other filters applied. */
export interface Facets {
  price: { min: number; max: number } | null;
  availability: { in_stock: number; out_of_stock: number };
  options: { name: string; values: FacetValue[] }[];
  vendors: FacetValue[];
  tags: FacetValue[];
}

/** Reads the catalogue: products, their variants and gallery, and collections. */
export type CatalogService = ReturnType<typeof createCatalogService>;

/** Creates the catalogue service over a database, showing money in the shop currency. */
export function createCatalogService(
  db: Db,
  currency: string,
  { categoriesTtlMs = 30_000, countTtlMs = 10_000, variantsTtlMs = 0 } = {},
) {
  const published = eq(products.published, true);
  const variantCache = new Map<number, { at: number; variant: PurchasableVariant }>();
  // Every page's header lists the collections: keep them for a few seconds per instance.
  let categoriesCache: { at: number; data: Promise<CategoryDto[]> } | undefined;

  // Totals of a filter for the pager, kept a few seconds: counting a large catalogue on every
  // page view costs more than the page itself, and a pager a few seconds behind is harmless.
  const totals = new Map<string, { at: number; total: Promise<number> }>();
  function cachedTotal(key: string, read: () => Promise<number>): Promise<number> {
    const hit = totals.get(key);
    if (hit && Date.now() - hit.at < countTtlMs) return hit.total;
    const total = read();
    totals.set(key, { at: Date.now(), total });
    total.catch(() => totals.delete(key));
    if (totals.size > 1000) totals.delete(totals.keys().next().value!);
    return total;
  }

  // The catalogue's hot reads are one statement each: PostgreSQL nests a product's parts as
  // JSON, which is cheaper than a round trip per part and than mapping rows one by one.
  const partsSql = (want: { variants?: boolean; gallery?: boolean }) =>
    sql.join(
      [
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
        ...(want.variants
          ? [
              sql`coalesce((select json_agg(v order by v.position, v.id) from ${variants} v
              where v.product_id = p.id), '[]') as variants`,
              sql`coalesce((select json_agg(o order by o.position, o.id) from ${productOptions} o
              where o.product_id = p.id), '[]') as options`,
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
    want: { variants?: boolean; gallery?: boolean; detail?: boolean },
  ): Promise<ProductDto[]> {
    const [rows, collections] = await Promise.all([
      queryRows<RawProduct>(
        db,
        sql`select to_json(p) as product, ${partsSql(want)}
        from (${page}) p order by p.list_position, p.id`,
      ),
      service.listCategories(),
    ]);
    return rows.map((r) => {
      const parts: ProductParts = {
        categories: collections.filter((c) => r.category_ids.includes(c.id)),
        detail: want.detail,
        card: {
          secondImage: r.second_image,
          variantCount: Number(r.product.variant_count ?? 0),
          firstVariantId: r.first_variant_id,
        },
      };
      if (r.variants) parts.variants = r.variants.map(fromSql<VariantRow>);
      if (r.options) parts.options = r.options.map(fromSql<OptionRow>);
      if (r.images) parts.gallery = r.images.map(fromSql<ImageRow>);
      return productDto(fromSql<ProductRow>(r.product), parts, currency);
    });
  }

  /**
   * A search's conditions: each word as typed or near it; if that finds no product at all,
   * each word also with two neighbouring letters swapped (one more cheap query, on that
   * search only).
   */
  async function searchConditions(words: string[]): Promise<SQL[]> {
    const strict = searchSql(words);
    if (!words.some((w) => transpositions(w).length > 0)) return strict;
    const [found] = await queryRows<{ found: boolean }>(
      db,
      sql`select exists (select 1 from ${products} p
        where p.published and ${sql.join(strict, sql` and `)}) as found`,
    );
    return found?.found ? strict : searchSql(words, true);
  }

  /**
   * Where a list's products come from: the collection's join (its manual order is the
   * collection's), the conditions of the published products it may show (`base`: ids, tag,
   * search) and with the shopper's filters (`where`).
   */
  async function listScope(query: ProductQuery, filters: ListingFilters, words: string[]) {
    const base = [sql`p.published`];
    if (query.includeIds) base.push(sql`p.id in ${query.includeIds}`);
    if (query.tag) base.push(sql`p.tags @> array[${query.tag}]::text[]`);
    if (words.length > 0) base.push(...(await searchConditions(words)));
    let join = sql`from ${products} p`;
    let manual = sql`p.position`;
    if (query.category) {
      const cat = (await service.listCategories()).find((c) => c.slug === query.category);
      if (!cat) throw notFound('category_not_found');
      join = sql`from ${products} p join ${productCategories} pc
        on pc.product_id = p.id and pc.category_id = ${cat.id}`;
      manual = sql`pc.position`;
    }
    return {
      join,
      manual,
      base: sql.join(base, sql` and `),
      where: sql.join([...base, ...filterSql(filters)], sql` and `),
    };
  }

  const service = {
    /** A page of published products, optionally of one collection or of the given ids. */
    async listProducts(query: ProductQuery): Promise<ProductPage> {
      const pageSize = Math.min(Math.max(query.pageSize, 1), MAX_PAGE_SIZE);
      const page = Math.max(query.page, 1);
      const offset = (page - 1) * pageSize;
      const filters = query.filters ?? NO_FILTERS;
      const words = searchWords(query.search ?? '');
      const sort = query.sort ?? 'manual';
      const { join, where, manual } = await listScope(query, filters, words);
      const want = { variants: query.withVariants, gallery: query.withGallery };
      const totalKey = JSON.stringify([
        query.includeIds,
        query.tag,
        query.category,
        filters,
        words,
      ]);

      let from: SQL;
      if (!query.category && sort === 'manual' && words.length === 0) {
        // The page's ids first (an index-only walk when unfiltered), then those rows.
        from = sql`select ${CARD_COLUMNS}, page.position as list_position
          from (select p.id, p.position from ${products} p where ${where}
            order by p.position, p.id limit ${pageSize} offset ${offset}) page
          join ${products} p on p.id = page.id`;
      } else {
        const order =
          sort === 'manual' && words.length > 0
            ? sql`${searchRankSql(query.search ?? '')}, ${manual}, p.id`
            : orderSql(sort, manual);
        from = sql`select ${CARD_COLUMNS}, row_number() over (order by ${order}) as list_position
          ${join} where ${where} order by ${order} limit ${pageSize} offset ${offset}`;
      }
      const counted = sql`select count(*)::int as n ${join} where ${where}`;
      const [data, total] = await Promise.all([
        readProducts(from, want),
        query.count === false
          ? undefined
          : cachedTotal(totalKey, async () => {
              const [row] = await queryRows<{ n: number }>(db, counted);
              return Number(row?.n ?? 0);
            }),
      ]);
      if (total === undefined) {
        return { data, page, page_size: pageSize, total: data.length, total_pages: 1 };
      }
      return { data, page, page_size: pageSize, total, total_pages: Math.ceil(total / pageSize) };
    },

    /**
     * What a list's filters offer: the price range, in and out of stock, each option value,
     * vendor and tag, counted over the list with the shopper's filters applied, except for the
     * value's own group (choosing red keeps blue's count). One statement.
     */
    async listFacets(query: ProductQuery): Promise<Facets> {
      const filters = query.filters ?? NO_FILTERS;
      const words = searchWords(query.search ?? '');
      const { join, base } = await listScope(query, filters, words);
      // One pass over the list's products: for each group that filters, whether the product
      // passes every other group (g1, g2 ...); g0 passes them all.
      const active = activeGroups(filters);
      const passes = (except?: FacetGroup) =>
        sql.join([sql`true`, ...filterSql(filters, except)], sql` and `);
      const column = (g: FacetGroup) => sql.raw(`g${active.indexOf(g) + 1}`);
      const RS = VARIANT_KEY.record;
      const optionSet = filters.options.length
        ? sql`case split_part(f, ${RS}, 1) ${sql.join(
            filters.options.map((o) => sql`when ${o.name} then ${column(`option:${o.name}`)}`),
            sql` `,
          )} else g0 end`
        : sql`g0`;
      const statement = sql`with s as materialized (
          select p.id, p.vendor, p.tags, p.min_price, p.max_price, p.facet_pairs,
            ${inStockSql} as in_stock, ${passes()} as g0
            ${sql.join(
              active.map((g) => sql`, ${passes(g)} as ${column(g)}`),
              sql``,
            )}
          ${join} where ${base})
        (select 'vendor' as kind, '' as name, vendor as value, count(*)::int as n from s
          where ${active.includes('vendor') ? column('vendor') : sql`g0`} and vendor <> ''
          group by 3)
        union all (select 'tag', '', t, count(*)::int from s cross join unnest(s.tags) t
          where ${active.includes('tag') ? column('tag') : sql`g0`} group by 3)
        union all (select 'available', '', case when in_stock then '1' else '0' end, count(*)::int
          from s where ${active.includes('available') ? column('available') : sql`g0`} group by 3)
        union all (select 'price', coalesce(min(min_price), 0)::text,
          coalesce(max(max_price), 0)::text, count(*)::int from s
          where ${active.includes('price') ? column('price') : sql`g0`})
        union all (select 'option', split_part(f, ${RS}, 1), substr(f, strpos(f, ${RS}) + 1),
          count(*)::int from s cross join unnest(s.facet_pairs) f where ${optionSet}
          group by 2, 3)`;
      const rows = await queryRows<{ kind: string; name: string; value: string; n: number }>(
        db,
        statement,
      );
      const facets: Facets = {
        price: null,
        availability: { in_stock: 0, out_of_stock: 0 },
        options: [],
        vendors: [],
        tags: [],
      };
      const byCount = (a: FacetValue, b: FacetValue) =>
        b.count - a.count || a.value.localeCompare(b.value);
      for (const r of rows) {
        const n = Number(r.n);
        if (r.kind === 'vendor') facets.vendors.push({ value: r.value, count: n });
        else if (r.kind === 'tag') facets.tags.push({ value: r.value, count: n });
        else if (r.kind === 'available') {
          facets.availability[r.value === '1' ? 'in_stock' : 'out_of_stock'] = n;
        } else if (r.kind === 'price') {
          if (n > 0) facets.price = { min: Number(r.name), max: Number(r.value) };
        } else {
          let option = facets.options.find((o) => o.name === r.name);
          if (!option) facets.options.push((option = { name: r.name, values: [] }));
          option.values.push({ value: r.value, count: n });
        }
      }
      facets.vendors.sort(byCount);
      facets.tags.sort(byCount);
      for (const o of facets.options) o.values.sort(byCount);
      facets.options.sort((a, b) => a.name.localeCompare(b.name));
      return facets;
    },

    /** One published product with everything its page needs; 404 when there is none. */
    async getProduct(slug: string): Promise<ProductDto> {
      const [product] = await readProducts(
        sql`select ${DETAIL_COLUMNS}, 0 as list_position from ${products} p
          where p.slug = ${slug} and p.published`,
        { variants: true, gallery: true, detail: true },
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
      if (ids.length === 0) return [];
      const found = await readProducts(
        sql`select ${CARD_COLUMNS}, 0 as list_position from ${products} p
          where p.id in ${ids} and p.published`,
        { variants: true },
      );
      const byId = new Map(found.map((p) => [p.ID, p.product_palette]));
      return ids.flatMap((id) => byId.get(id) ?? []);
    },

    /** Collections in display order, with how many published products each holds. */
    listCategories(): Promise<CategoryDto[]> {
      if (categoriesCache && Date.now() - categoriesCache.at < categoriesTtlMs)
        return categoriesCache.data;
      const data = readCategories();
      categoriesCache = { at: Date.now(), data };
      data.catch(() => (categoriesCache = undefined));
      return data;
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

    /** Forgets what this instance keeps of the catalogue (collections, list totals, variants). */
    forget() {
      categoriesCache = undefined;
      totals.clear();
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
      .where(and(inArray(variants.id, [...new Set(ids)]), published));
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
          stock: v.stock,
          manage_stock: v.manageStock,
          backorders: v.backorders,
          featureImage: v.featureImage ?? p.featureImage,
          product: { ...p, path: productPath(p.slug), categoryIds: categoryIds.map(Number) },
        },
      ]),
    );
  }

  async function readCategories(): Promise<CategoryDto[]> {
    const rows = await db
      .select({ category: categories, productCount: count(products.id) })
      .from(categories)
      .leftJoin(productCategories, eq(productCategories.categoryId, categories.id))
      .leftJoin(products, and(eq(products.id, productCategories.productId), published))
      .groupBy(categories.id)
      .orderBy(asc(categories.position), asc(categories.id));
    return rows.map((r) => categoryDto(r.category, Number(r.productCount)));
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

/** A product as the one-statement read returns it: each part a JSON array of rows. */
interface RawProduct {
  product: Record<string, unknown>;
  category_ids: number[];
  second_image: string | null;
  first_variant_id: number | null;
  variants?: Record<string, unknown>[];
  options?: Record<string, unknown>[];
  images?: Record<string, unknown>[];
}

const camelNames = new Map<string, string>();
/** A row from JSON (snake_case columns) under the field names of the Drizzle table. */
function fromSql<T>(row: Record<string, unknown>): T {
  const out: Record<string, unknown> = {};
  for (const key in row) {
    let name = camelNames.get(key);
    if (name === undefined) {
      name = key.replace(/_([a-z])/g, (_, c: string) => c.toUpperCase());
      camelNames.set(key, name);
    }
    out[name] = row[key];
  }
  return out as T;
}

/**
 * Recomputes the price range, compare-at price and buyability that product lists show from the
 * variants; run after variants or stock change.
 */
export async function refreshProductSummaries(db: Db, productIds?: number[]): Promise<void> {
  const filter = productIds ? sql`and p.id in ${productIds}` : sql``;
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
