import type { CategoryDto, Page, ProductDto } from '../modules/catalog/types.ts';
import type { AddToCartItem, CartDto } from '../modules/cart/types.ts';

/** What a product list asks for. */
export interface ProductListQuery {
  page?: number;
  pageSize?: number;
  category?: string;
  tag?: string;
  includeIds?: number[];
  with?: ('variants' | 'gallery')[];
}

/**
 * What the pages read and do. On the server it calls the services directly; in the browser it
 * calls the JSON API. Loaders and components see only this.
 */
export interface StoreApi {
  products(query: ProductListQuery): Promise<Page<ProductDto>>;
  product(slug: string): Promise<ProductDto>;
  categories(): Promise<CategoryDto[]>;
  cart(): Promise<CartDto>;
  addToCart(items: AddToCartItem[], addType?: string): Promise<CartDto>;
}

/** An API failure with the server's code and translated message. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly errors?: Record<string, string>,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

/** Query string of a product list request. */
export function productListParams(query: ProductListQuery): URLSearchParams {
  const params = new URLSearchParams();
  if (query.page) params.set('page', String(query.page));
  if (query.pageSize) params.set('page_size', String(query.pageSize));
  if (query.category) params.set('category', query.category);
  if (query.tag) params.set('tag', query.tag);
  if (query.includeIds?.length) params.set('include_ids', query.includeIds.join(','));
  if (query.with?.length) params.set('with', query.with.join(','));
  return params;
}

/** The browser's StoreApi: fetch against /api/store with the shopper's language. */
export function createHttpApi(locale: string, base = '/api/store'): StoreApi {
  async function call<T>(path: string, init?: RequestInit): Promise<T> {
    let response: Response;
    try {
      response = await fetch(`${base}${path}`, {
        ...init,
        credentials: 'same-origin',
        headers: {
          'X-LANG': locale,
          ...(init?.body ? { 'content-type': 'application/json' } : {}),
        },
      });
    } catch {
      throw new ApiError(0, 'network_error', 'Connection timed out, please try again.');
    }
    const body = (await response.json().catch(() => ({}))) as Record<string, unknown>;
    if (!response.ok) {
      throw new ApiError(
        response.status,
        String(body.code ?? 'error'),
        String(body.message ?? response.statusText),
        body.errors as Record<string, string> | undefined,
      );
    }
    return body as T;
  }
  return {
    products: (query) => call(`/products?${productListParams(query)}`),
    product: async (slug) =>
      (await call<{ data: ProductDto }>(`/products/${encodeURIComponent(slug)}`)).data,
    categories: async () => (await call<{ data: CategoryDto[] }>('/categories')).data,
    cart: () => call('/cart'),
    addToCart: (items, addType) =>
      call('/cart', {
        method: 'POST',
        body: JSON.stringify({ items, ...(addType ? { addType } : {}) }),
      }),
  };
}
