import { VARIANT_KEY, type FacetGroup, type ListingFilters, type Sort } from './listing.ts';

/**
 * The catalogue's list index: what the collection and search pages filter, count and sort by,
 * for every published product, held in the memory of each instance. A 10,000-product catalogue
 * is a few megabytes; a filtered, counted and sorted page is then a walk over the list's
 * products in the process (a millisecond or two) and one read of the page's rows, instead of
 * three statements that read every product of the list. The service rebuilds it when the
 * catalogue changes (the change announcements every instance hears). This file filters, sorts
 * and pages it; facet-counts.ts counts a list's facets over it.
 */

/**
 * A variant as the filters see it: its key as `products.variant_keys` holds it (`stock US price
 * US name RS value US ...`), read for its stock and price; an option choice is a search for
 * `US name RS value US` in it (as the SQL it replaces did), so nothing else needs parsing.
 */
export interface IndexedVariant {
  inStock: boolean;
  /** Minor units. */
  price: number;
  key: string;
}

/** A product as the lists see it. */
export interface IndexedProduct {
  id: number;
  /** Its title, for a search's ranking. */
  title: string;
  position: number;
  vendor: string;
  tags: string[];
  minPrice: number;
  maxPrice: number;
  soldCount: number;
  /** Whether it takes reviews (`open`, spec section 3), so a review page asks no statement for it. */
  reviewStatus: string;
  /** Milliseconds since the epoch. */
  createdAt: number;
  /** The option values the product offers: [name, value]. */
  facetPairs: [string, string][];
  variants: IndexedVariant[];
  inStock: boolean;
}

/** The separator the index's read joins a product's lists with (ASCII group separator). */
export const LIST_SEPARATOR = '\x1d';

/** The stored shape of a product row the index is built from: its lists joined by GS. */
export interface IndexRow {
  id: number;
  title: string;
  position: number;
  vendor: string;
  tags: string;
  min_price: number | string;
  max_price: number | string;
  sold_count: number;
  review_status: string;
  created_ms: number | string;
  variant_keys: string;
  facet_pairs: string;
}

const split = (joined: string) => (joined === '' ? [] : joined.split(LIST_SEPARATOR));

/** Reads a variant key's stock and price. */
export function parseVariantKey(key: string): IndexedVariant {
  const end = key.indexOf(VARIANT_KEY.unit, 2);
  return { inStock: key[0] === '1', price: Number(key.slice(2, end < 0 ? undefined : end)), key };
}

/** A product row as the index keeps it. */
export function indexProduct(row: IndexRow): IndexedProduct {
  const variants = split(row.variant_keys).map(parseVariantKey);
  return {
    id: row.id,
    title: row.title,
    position: row.position,
    vendor: row.vendor,
    tags: split(row.tags),
    minPrice: Number(row.min_price),
    maxPrice: Number(row.max_price),
    soldCount: row.sold_count,
    reviewStatus: row.review_status,
    createdAt: Number(row.created_ms),
    facetPairs: split(row.facet_pairs).map((f) => {
      const at = f.indexOf(VARIANT_KEY.record);
      return [f.slice(0, at), f.slice(at + 1)] as [string, string];
    }),
    variants,
    inStock: variants.some((v) => v.inStock),
  };
}

/** A product of a list, with its place in the list's manual order. */
export interface ListMember {
  product: IndexedProduct;
  /** The collection's position (or the product's own outside a collection). */
  manual: number;
  /** How well it answers the search, best (0) first (search lists only). */
  rank?: number;
}

/**
 * The filters as a test of a product, leaving out one group (`except`): a facet counts its own
 * values with every other group applied (choosing red keeps blue's count). The variant-level
 * choices (price, stock, options) must hold on one variant at once. Made once per list, then
 * run on each of its products.
 */
export function productFilter(
  f: ListingFilters,
  except?: FacetGroup,
): (p: IndexedProduct) => boolean {
  const vendors = f.vendors.length && except !== 'vendor' ? new Set(f.vendors) : null;
  const tags = f.tags.length && except !== 'tag' ? new Set(f.tags) : null;
  const min = except === 'price' ? undefined : f.priceMin;
  const max = except === 'price' ? undefined : f.priceMax;
  const available = except === 'available' ? undefined : f.available;
  const { unit: US, record: RS } = VARIANT_KEY;
  // Each chosen option: the pieces of a key any of which says the variant has it.
  const options = f.options
    .filter((o) => except !== `option:${o.name}`)
    .map((o) => o.values.map((v) => `${US}${o.name}${RS}${v}${US}`));
  const byVariant =
    min !== undefined || max !== undefined || available !== undefined || options.length > 0;
  const variantPasses = (v: IndexedVariant) => {
    if (min !== undefined && v.price < min) return false;
    if (max !== undefined && v.price > max) return false;
    if (available !== undefined && v.inStock !== available) return false;
    for (const any of options) {
      let found = false;
      for (const needle of any) {
        if (v.key.includes(needle)) {
          found = true;
          break;
        }
      }
      if (!found) return false;
    }
    return true;
  };
  return (p) => {
    if (vendors && !vendors.has(p.vendor)) return false;
    if (tags && !p.tags.some((t) => tags.has(t))) return false;
    if (!byVariant) return true;
    for (const v of p.variants) if (variantPasses(v)) return true;
    return false;
  };
}

/** Whether a product passes the filters (all of them, or all but `except`'s group). */
export const passes = (p: IndexedProduct, f: ListingFilters, except?: FacetGroup) =>
  productFilter(f, except)(p);

const byId = (a: ListMember, b: ListMember) => a.product.id - b.product.id;

/** The order of a sort (the same as the SQL one it replaces: ties by product id). */
export function compareBy(sort: Sort, search: boolean): (a: ListMember, b: ListMember) => number {
  switch (sort) {
    case 'best-selling':
      return (a, b) => b.product.soldCount - a.product.soldCount || byId(a, b);
    case 'price-ascending':
      return (a, b) => a.product.minPrice - b.product.minPrice || byId(a, b);
    case 'price-descending':
      return (a, b) => b.product.maxPrice - a.product.maxPrice || byId(a, b);
    case 'created-descending':
      return (a, b) => b.product.createdAt - a.product.createdAt || byId(a, b);
    default:
      // A search's manual order is its ranking: best matches first.
      return search
        ? (a, b) => (a.rank ?? 0) - (b.rank ?? 0) || a.manual - b.manual || byId(a, b)
        : (a, b) => a.manual - b.manual || byId(a, b);
  }
}

/** The ids of a list's products that pass the filters, in the sort's order. */
export function orderOf(
  members: ListMember[],
  filters: ListingFilters,
  sort: Sort,
  search = false,
): number[] {
  const test = productFilter(filters);
  return members
    .filter((m) => test(m.product))
    .sort(compareBy(sort, search))
    .map((m) => m.product.id);
}

/** One page of a filtered, sorted list: the products' ids in order, and how many match. */
export function pageOf(
  members: ListMember[],
  filters: ListingFilters,
  sort: Sort,
  page: number,
  pageSize: number,
  search = false,
): { ids: number[]; total: number } {
  return slicePage(orderOf(members, filters, sort, search), page, pageSize);
}

/** A page of an ordered list of ids. */
export function slicePage(order: number[], page: number, pageSize: number) {
  const offset = (page - 1) * pageSize;
  return { ids: order.slice(offset, offset + pageSize), total: order.length };
}

/** The whole index: products by id, and each collection's members in its order. */
export interface ListingIndex {
  products: Map<number, IndexedProduct>;
  /** Collection id → [product id, position] in the collection's order. */
  collections: Map<number, [number, number][]>;
  /** When it was built (ms since the epoch). */
  builtAt: number;
  /** What was computed from it (see `remember`). */
  memo: Map<string, unknown>;
}

/** How many computed lists, facets and searches an index keeps. */
export const MEMO_LIMIT = 500;

/**
 * A list, its facets or a search's matches computed once per index: the index never changes
 * (a change of the catalogue builds a new one, with an empty memo), so what was computed from
 * it stays right as long as it lives, as a search engine keeps its filters' results per
 * segment. The oldest entry goes first when the memo is full.
 */
export function remember<T>(index: ListingIndex, key: string, make: () => T): T {
  if (index.memo.has(key)) return index.memo.get(key) as T;
  const value = make();
  if (index.memo.size >= MEMO_LIMIT) index.memo.delete(index.memo.keys().next().value!);
  index.memo.set(key, value);
  return value;
}

/** Builds the index from the published products and the collections' memberships. */
export function buildListingIndex(
  rows: IndexRow[],
  memberships: Membership[],
  builtAt = Date.now(),
): ListingIndex {
  return indexOf(new Map(rows.map((r) => [r.id, indexProduct(r)])), memberships, builtAt);
}

/** Rows indexed between two yields to the event loop while an index is built in steps. */
const ROWS_PER_STEP = 1_000;

/**
 * Builds the index as buildListingIndex does, a thousand products at a time with the event
 * loop in between: 10,000 products take ~50 ms of work, which a refresh in the background
 * would otherwise add to the pages being served at that moment.
 */
export async function buildListingIndexInSteps(
  rows: IndexRow[],
  memberships: Membership[],
): Promise<ListingIndex> {
  const products = new Map<number, IndexedProduct>();
  for (let from = 0; from < rows.length; from += ROWS_PER_STEP) {
    if (from > 0) await new Promise((resolve) => setImmediate(resolve));
    for (const r of rows.slice(from, from + ROWS_PER_STEP)) products.set(r.id, indexProduct(r));
  }
  return indexOf(products, memberships, Date.now());
}

/** A collection's membership of a product, at a position. */
type Membership = { product_id: number; category_id: number; position: number };

function indexOf(
  products: Map<number, IndexedProduct>,
  memberships: Membership[],
  builtAt: number,
): ListingIndex {
  const collections = new Map<number, [number, number][]>();
  for (const m of memberships) {
    if (!products.has(m.product_id)) continue;
    let list = collections.get(m.category_id);
    if (!list) collections.set(m.category_id, (list = []));
    list.push([m.product_id, m.position]);
  }
  return { products, collections, builtAt, memo: new Map() };
}

/**
 * The members of a list: a collection's products (its positions), or all published products
 * (their own positions), narrowed to `ids`, a tag, or a search's matches (id → rank).
 */
export function membersOf(
  index: ListingIndex,
  scope: { categoryId?: number; ids?: number[]; tag?: string; ranked?: Map<number, number> },
): ListMember[] {
  const rank = scope.ranked;
  const only = scope.ids && new Set(scope.ids);
  const members: ListMember[] = [];
  const consider = (product: IndexedProduct | undefined, manual: number) => {
    if (!product) return;
    if (only && !only.has(product.id)) return;
    if (scope.tag !== undefined && !product.tags.includes(scope.tag)) return;
    if (rank) {
      const r = rank.get(product.id);
      if (r === undefined) return;
      members.push({ product, manual, rank: r });
    } else {
      members.push({ product, manual });
    }
  };
  if (scope.categoryId !== undefined) {
    for (const [id, position] of index.collections.get(scope.categoryId) ?? []) {
      consider(index.products.get(id), position);
    }
  } else if (rank && rank.size < index.products.size) {
    for (const id of rank.keys()) {
      const product = index.products.get(id);
      consider(product, product?.position ?? 0);
    }
  } else if (only && only.size < index.products.size) {
    for (const id of only) {
      const product = index.products.get(id);
      consider(product, product?.position ?? 0);
    }
  } else {
    for (const product of index.products.values()) consider(product, product.position);
  }
  return members;
}
