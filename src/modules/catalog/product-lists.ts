import type { Db } from '../../platform/db.ts';
import { notFound } from '../../platform/errors.ts';
import type { Locale } from '../../platform/locales.ts';
import { otherLanguage } from '../../platform/translated.ts';
import { MAX_PAGE_SIZE, type CategoryDto, type PaletteDto, type ProductPage } from './contract.ts';
import { NO_FILTERS, searchWords, type ListingFilters, type Sort } from './listing.ts';
import type { FacetLabels } from './listing-cache.ts';
import { facetsOf, type FacetCount } from './facet-counts.ts';
import { membersOf, orderOf, remember, slicePage, type ListingIndex } from './listing-index.ts';
import type { productReads } from './product-read.ts';
import { rankedSearch } from './search-ranking.ts';

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

/** What the lists read with: the collections, the kept index and labels, and product reads. */
export interface ListContext {
  db: Db;
  listCategories(locale?: Locale): Promise<CategoryDto[]>;
  listingIndex(): Promise<ListingIndex>;
  facetLabelsOf(locale: Locale): Promise<FacetLabels>;
  readProductsByIds: ReturnType<typeof productReads>['readProductsByIds'];
}

/** Product lists (collections, search, ids, a tag), their filters and palettes. */
export function listReads({
  db,
  listCategories,
  listingIndex,
  facetLabelsOf,
  readProductsByIds,
}: ListContext) {
  /**
   * The products of a list (a collection, ids, a tag, a search), from the list index, with the
   * key its computed lists are remembered by. A search's matches are remembered with the index
   * too (the same search asked at once, or again, is read once).
   */
  async function listScope(query: ProductQuery, words: string[]) {
    let categoryId: number | undefined;
    if (query.category) {
      const cat = (await listCategories()).find((c) => c.slug === query.category);
      if (!cat) throw notFound('category_not_found');
      categoryId = cat.id;
    }
    const index = await listingIndex();
    let ranked: Map<number, number> | undefined;
    if (words.length > 0) {
      const key = `search ${JSON.stringify(words)}`;
      ranked = await remember(index, key, () => {
        const found = rankedSearch(db, words, index);
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

  return {
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

    /**
     * The palettes of published products among `ids` (spec section 7, product_palettes): each
     * product's colour or image attribute, with a variant's image and price per value. Products
     * without one are left out.
     */
    async listPalettes(ids: number[]): Promise<PaletteDto[]> {
      const found = await readProductsByIds(ids, { palette: true }, undefined);
      return found.flatMap((p) => p.product_palette ?? []);
    },
  };
}
