import type {
  FacetsDto,
  ProductDto,
  ProductListInput,
  ProductPage,
} from '../../modules/catalog/contract.ts';
import type { CardTags } from './card-tags.ts';
import { preloadListParts } from './listing/lazy-parts.ts';
import { listingQuery } from './listing-query.ts';

/** What a list section loads: a page of products and what its filters offer. */
export interface Listing {
  products: ProductPage;
  facets: FacetsDto | null;
  /** The cards' tags (product_cards), loaded with the page. */
  tags?: CardTags;
}

/**
 * Loads a list page (collection or search) from its URL: the products of the page asked for,
 * filtered and sorted, and the filters' values with counts, side by side. A page past the end
 * shows the last page.
 */
export async function loadListing(
  products: (query: ProductListInput) => Promise<ProductPage>,
  facets: (query: ProductListInput) => Promise<FacetsDto>,
  url: URL,
  scope: ProductListInput,
  settings: { products_per_page: number; show_filters: boolean },
  extras: {
    /** The cards' tags (product_cards): every list loads them. */
    tags?: (products: ProductDto[]) => Promise<CardTags>;
  } = {},
): Promise<Listing> {
  const [listing] = await Promise.all([
    readListing(products, facets, url, scope, settings),
    preloadListParts(settings.show_filters),
  ]);
  const tags = await extras.tags?.(listing.products.data);
  return { ...listing, ...(tags ? { tags } : {}) };
}

async function readListing(
  products: (query: ProductListInput) => Promise<ProductPage>,
  facets: (query: ProductListInput) => Promise<FacetsDto>,
  url: URL,
  scope: ProductListInput,
  settings: { products_per_page: number; show_filters: boolean },
): Promise<Listing> {
  const query = { ...listingQuery(url), ...scope };
  const [page, offered] = await Promise.all([
    products({ ...query, page_size: settings.products_per_page }),
    settings.show_filters ? facets({ ...query, page: undefined }) : null,
  ]);
  if (page.data.length === 0 && page.total_pages > 0 && page.page > page.total_pages) {
    const last = await products({
      ...query,
      page: page.total_pages,
      page_size: settings.products_per_page,
    });
    return { products: last, facets: offered };
  }
  return { products: page, facets: offered };
}
