import { and, arrayContains, asc, count, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db.ts';
import { notFound } from '../../platform/errors.ts';
import { productDto, collectionPath, type ProductParts } from './dto.ts';
import {
  categories,
  productCategories,
  productImages,
  productOptions,
  products,
  variants,
} from './schema.ts';
import type { CategoryDto, Page, ProductDto } from './types.ts';

/** The largest page the product list serves (spec section 7, Products: page_size 100). */
export const MAX_PAGE_SIZE = 100;

/** What a product list asks for. */
export interface ProductQuery {
  page: number;
  pageSize: number;
  includeIds?: number[];
  category?: string;
  tag?: string;
  withVariants?: boolean;
  withGallery?: boolean;
}

/** Reads the catalogue: products, their variants and gallery, and collections. */
export type CatalogService = ReturnType<typeof createCatalogService>;

/** Creates the catalogue service over a database, showing money in the shop currency. */
export function createCatalogService(db: Db, currency: string, categoriesTtlMs = 30_000) {
  const published = eq(products.published, true);
  // Every page's header lists the collections: keep them for a few seconds per instance.
  let categoriesCache: { at: number; data: Promise<CategoryDto[]> } | undefined;

  async function categoriesOf(ids: number[]) {
    const map = new Map<number, (typeof categories.$inferSelect)[]>();
    if (ids.length === 0) return map;
    const rows = await db
      .select({ productId: productCategories.productId, category: categories })
      .from(productCategories)
      .innerJoin(categories, eq(categories.id, productCategories.categoryId))
      .where(inArray(productCategories.productId, ids))
      .orderBy(asc(categories.position), asc(categories.id));
    for (const r of rows) push(map, r.productId, r.category);
    return map;
  }

  async function childRows<T extends { productId: number }>(
    table: typeof variants | typeof productImages | typeof productOptions,
    ids: number[],
  ): Promise<Map<number, T[]>> {
    const map = new Map<number, T[]>();
    if (ids.length === 0) return map;
    const rows = (await db
      .select()
      .from(table)
      .where(inArray(table.productId, ids))
      .orderBy(asc(table.productId), asc(table.position), asc(table.id))) as unknown as T[];
    for (const r of rows) push(map, r.productId, r);
    return map;
  }

  async function shape(
    rows: (typeof products.$inferSelect)[],
    want: { variants?: boolean; gallery?: boolean; options?: boolean },
  ): Promise<ProductDto[]> {
    const ids = rows.map((r) => r.id);
    const [cats, vs, gallery, options] = await Promise.all([
      categoriesOf(ids),
      want.variants ? childRows<typeof variants.$inferSelect>(variants, ids) : undefined,
      want.gallery ? childRows<typeof productImages.$inferSelect>(productImages, ids) : undefined,
      want.options ? childRows<typeof productOptions.$inferSelect>(productOptions, ids) : undefined,
    ]);
    return rows.map((row) => {
      const parts: ProductParts = { categories: cats.get(row.id) ?? [] };
      if (vs) parts.variants = vs.get(row.id) ?? [];
      if (gallery) parts.gallery = gallery.get(row.id) ?? [];
      if (options) parts.options = options.get(row.id) ?? [];
      return productDto(row, parts, currency);
    });
  }

  return {
    /** A page of published products, optionally of one collection or of the given ids. */
    async listProducts(query: ProductQuery): Promise<Page<ProductDto>> {
      const pageSize = Math.min(Math.max(query.pageSize, 1), MAX_PAGE_SIZE);
      const page = Math.max(query.page, 1);
      const conditions = [published];
      if (query.includeIds) conditions.push(inArray(products.id, query.includeIds));
      if (query.tag) conditions.push(arrayContains(products.tags, [query.tag]));
      let categoryId: number | undefined;
      if (query.category) {
        const [cat] = await db
          .select({ id: categories.id })
          .from(categories)
          .where(eq(categories.slug, query.category));
        if (!cat) throw notFound('category_not_found', 'error.category_not_found');
        categoryId = cat.id;
      }
      const where = and(...conditions);
      const offset = (page - 1) * pageSize;
      let rows: (typeof products.$inferSelect)[];
      let total: number;
      if (categoryId !== undefined) {
        const inCategory = and(where, eq(productCategories.categoryId, categoryId));
        const [list, [counted]] = await Promise.all([
          db
            .select({ p: products })
            .from(productCategories)
            .innerJoin(products, eq(products.id, productCategories.productId))
            .where(inCategory)
            .orderBy(asc(productCategories.position), asc(products.id))
            .limit(pageSize)
            .offset(offset),
          db
            .select({ n: count() })
            .from(productCategories)
            .innerJoin(products, eq(products.id, productCategories.productId))
            .where(inCategory),
        ]);
        rows = list.map((r) => r.p);
        total = counted?.n ?? 0;
      } else {
        const [list, [counted]] = await Promise.all([
          db
            .select()
            .from(products)
            .where(where)
            .orderBy(asc(products.position), asc(products.id))
            .limit(pageSize)
            .offset(offset),
          db.select({ n: count() }).from(products).where(where),
        ]);
        rows = list;
        total = counted?.n ?? 0;
      }
      const data = await shape(rows, {
        variants: query.withVariants,
        gallery: query.withGallery,
        options: query.withVariants,
      });
      return { data, page, page_size: pageSize, total, total_pages: Math.ceil(total / pageSize) };
    },

    /** One published product with everything its page needs; 404 when there is none. */
    async getProduct(slug: string): Promise<ProductDto> {
      const [row] = await db
        .select()
        .from(products)
        .where(and(published, eq(products.slug, slug)));
      if (!row) throw notFound('product_not_found', 'error.product_not_found');
      const [dto] = await shape([row], { variants: true, gallery: true, options: true });
      return dto!;
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

    /** One collection by slug; 404 when there is none. */
    async getCategory(slug: string): Promise<CategoryDto> {
      const all = await this.listCategories();
      const found = all.find((c) => c.slug === slug);
      if (!found) throw notFound('category_not_found', 'error.category_not_found');
      return found;
    },
  };

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

function push<K, V>(map: Map<K, V[]>, key: K, value: V) {
  const list = map.get(key);
  if (list) list.push(value);
  else map.set(key, [value]);
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
        bool_or(not manage_stock or stock > 0 or backorders <> 'no') as buyable
      from variants group by product_id
    ) s
    where s.product_id = p.id ${filter}`);
}
