import type { FaqDto, VideoDto, VideoPage } from '../modules/blocks/contract.ts';
import type { ContactReceipt, ContactRequest } from '../modules/contact/contract.ts';
import type { ProductGroupDto } from '../modules/merchandising/group-contract.ts';
import type { SiteDto } from '../modules/sites/contract.ts';
import type {
  BlogCollectionDto,
  BlogPage,
  BlogPostDto,
  PolicyDto,
} from '../modules/content/contract.ts';
import type {
  CategoryDto,
  FacetsDto,
  ProductDto,
  ProductListInput,
  ProductPage,
  SuggestionsDto,
} from '../modules/catalog/contract.ts';
import type { AddToCartInput, CartDto } from '../modules/cart/contract.ts';
import type { LocationDto, RatesDto } from '../modules/currency/contract.ts';
import type { OfferDto, StyleConfig } from '../modules/discounts/contract.ts';
import type { createPrescriptionBody, PrescriptionDto } from '../modules/prescriptions/contract.ts';
import type {
  ButtonDto,
  CombinationDto,
  DiversionDto,
  ProductCardDto,
  SizeChartDto,
  StyleCombinationDto,
} from '../modules/merchandising/contract.ts';
import type {
  CreateReviewInput,
  ReviewDto,
  ReviewListInput,
  ReviewPage,
  SignedUpload,
  SignUploadInput,
  UploadedFile,
} from '../modules/reviews/contract.ts';
import type { z } from 'zod';
import { STORE_CALL_TIMEOUT_MS, tellStoreAnswer } from './state/store-answers.ts';

/** The variant (and quantity) whose discounts a product page shows. */
export interface OfferQuery {
  product_id: number;
  variant_id: number;
  quantity?: number;
}

/**
 * What the pages read and do, in the API's own terms (the query and body a client sends). On
 * the server it runs the API's operations in-process; in the browser it calls the JSON API.
 * Loaders and components see only this.
 */
export interface StoreApi {
  products(query: ProductListInput): Promise<ProductPage>;
  /** The products a search finds (products/search), with the same filters and sorts. */
  searchProducts(query: ProductListInput): Promise<ProductPage>;
  /** What a list's filters offer, with counts (products/filters). */
  facets(query: ProductListInput): Promise<FacetsDto>;
  /** Smart-search suggestions for the words typed (products/meta/search). */
  suggestions(q: string, signal?: AbortSignal): Promise<SuggestionsDto>;
  product(slug: string): Promise<ProductDto>;
  categories(): Promise<CategoryDto[]>;
  /** The shop's policies, and one by its handle. */
  policies(): Promise<PolicyDto[]>;
  policy(handle: string): Promise<PolicyDto>;
  /** The blog home: its collections and the preferred posts. */
  blogCollections(): Promise<BlogCollectionDto[]>;
  preferredBlogs(): Promise<BlogPostDto[]>;
  /** A blog collection (by slug or id) and a page of its posts. */
  blogCollection(ref: string): Promise<BlogCollectionDto>;
  collectionBlogs(ref: string, page: number, pageSize: number): Promise<BlogPage>;
  /** A post with its body; the newest others, and those like it. */
  blog(slug: string): Promise<BlogPostDto>;
  recentBlogs(ref: string, pageSize: number): Promise<BlogPage>;
  recommendedBlogs(ref: string): Promise<BlogPostDto[]>;
  /** The shop's questions and answers (faq), of one topic or all. */
  faq(topic?: string): Promise<FaqDto[]>;
  /** A page of the shop's videos. */
  videos(page: number, pageSize: number): Promise<VideoPage>;
  /** One video by its slug; an ApiError 404 when there is none. */
  video(slug: string): Promise<VideoDto>;
  /** The grouped product on a product's page (grouped_products), or null. */
  productGroup(productId: number): Promise<ProductGroupDto | null>;
  /** Sends the contact form (contact_service); answers the message's number. */
  contact(body: ContactRequest): Promise<ContactReceipt>;
  /** The shop's sibling shops in other languages or countries (/api/app/multi_sites). */
  multiSites(): Promise<SiteDto[]>;
  cart(): Promise<CartDto>;
  addToCart(body: AddToCartInput): Promise<CartDto>;
  /** Sets a line's quantity; 0 removes it. */
  updateLine(id: string, quantity: number): Promise<CartDto>;
  removeLine(id: string): Promise<CartDto>;
  setNote(note: string): Promise<CartDto>;
  applyCoupon(code: string): Promise<CartDto>;
  removeCoupon(code: string): Promise<CartDto>;
  rates(): Promise<RatesDto>;
  location(): Promise<LocationDto>;
  /** The automatic discounts of a variant (discount/product_discount); `signal` aborts it. */
  productDiscounts(query: OfferQuery, signal?: AbortSignal): Promise<OfferDto[]>;
  /** Coupon codes a product page shows to copy (code_display). */
  displayedCodes(productId: number): Promise<OfferDto[]>;
  /** How discount messages look (discount/style_config). */
  discountStyle(): Promise<StyleConfig>;
  /** The prescriptions kept with the cart. */
  prescriptions(): Promise<PrescriptionDto[]>;
  /** Keeps a lens prescription with the cart (fclca/prescriptions). */
  addPrescription(body: z.input<typeof createPrescriptionBody>): Promise<PrescriptionDto>;
  /** Attaches a picture or PDF to a prescription; the browser sends the file as the body. */
  attachToPrescription(id: number, file: Blob): Promise<PrescriptionDto>;
  /**
   * Product cards' tag badges (product_cards, filter[product_id]). `known`: the products as the
   * caller read them; the server's own pages read those again only for what they lack.
   */
  productCards(ids: number[], known?: ProductDto[]): Promise<ProductCardDto[]>;
  /** Products' custom buttons to marketplaces (buttons, product_ids). */
  buttons(ids: number[]): Promise<ButtonDto[]>;
  /** Records a click on a custom button; sent so it survives leaving the page (click_button). */
  clickButton(body: { product_id: number; button_type?: string }): Promise<void>;
  /** A product's size chart; an ApiError 404 when it has none. */
  sizeChart(productId: number): Promise<SizeChartDto>;
  /** A product's active "complete the look" combinations. */
  combinations(productId: number): Promise<CombinationDto[]>;
  /** Style combinations of products at a position (style-combinations). */
  styleCombinations(ids: number[], position: string): Promise<StyleCombinationDto[]>;
  /** Products' diversion tests (product_diversion_test/relationships). */
  diversions(ids: number[]): Promise<DiversionDto[]>;
  /** A page of a product's reviews with the rating summary (comments). */
  reviews(query: ReviewListInput): Promise<ReviewPage>;
  /** Signs one picture upload (files/sign): the browser then sends the bytes with the token. */
  signUpload(body: SignUploadInput): Promise<SignedUpload>;
  /** Sends a signed picture's bytes (files); answers its id for the review. */
  uploadFile(token: string, file: Blob): Promise<UploadedFile>;
  /** Publishes a review (POST comments). */
  createReview(body: CreateReviewInput): Promise<ReviewDto>;
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

/**
 * Whether a value is an ApiError, by name: the server's renderer and its StoreApi may come from
 * two module graphs in development, where `instanceof` would not see it.
 */
export const isApiError = (error: unknown): error is ApiError =>
  error instanceof Error && error.name === 'ApiError';

/**
 * The message the server gave for a failed call (the answer's `message`, spec section 8), or
 * undefined when there is none to show: no answer at all (the network) or a gateway that gave
 * up (504), where the caller says it in the shopper's language.
 */
export function serverMessage(error: unknown): string | undefined {
  if (!isApiError(error) || error.status === 0 || error.status === 504) return undefined;
  return error.message || undefined;
}

/** The query string of a request, skipping empty values. */
export function queryString(query: object): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    for (const one of Array.isArray(value) ? value : [value]) {
      if (one !== undefined && one !== null && one !== '') params.append(key, String(one));
    }
  }
  return params.toString();
}

/** Whether a call changes the cart: any non-GET call to `cart`, `cart/*` or `batch_cart`. */
export const isCartChange = (path: string, method = 'GET') =>
  method.toUpperCase() !== 'GET' && /^\/(cart|batch_cart)(\/|\?|$)/.test(path);

let cartCallsInFlight = 0;
const cartRequestListeners = new Set<() => void>();

/**
 * The cart-request flag (spec section 4, Request flag): on while any call that changes the cart
 * is in flight, off when all have finished. Read it with `useSyncExternalStore`.
 */
export const cartRequest = {
  inFlight: () => cartCallsInFlight > 0,
  subscribe(listener: () => void) {
    cartRequestListeners.add(listener);
    return () => void cartRequestListeners.delete(listener);
  },
};

function countCartCall(delta: 1 | -1) {
  const before = cartCallsInFlight > 0;
  cartCallsInFlight += delta;
  if (before !== cartCallsInFlight > 0) for (const listener of cartRequestListeners) listener();
}

/**
 * The JSON API's caller for the browser: the shopper's language on every call, errors as
 * ApiError, the cart-request flag raised while a call changes the cart, reads given up after
 * `timeoutMs` (a 504), and every answer under the store's path told to the store-wide listener.
 */
export function createHttpCaller(
  locale: string,
  base = '/api/store',
  { timeoutMs = STORE_CALL_TIMEOUT_MS } = {},
) {
  async function call<T>(path: string, init?: RequestInit): Promise<T> {
    if (!isCartChange(path, init?.method)) return send<T>(path, init);
    countCartCall(1);
    try {
      return await send<T>(path, init);
    } finally {
      countCartCall(-1);
    }
  }
  async function send<T>(path: string, init?: RequestInit): Promise<T> {
    // A path of its own (/api/app/...) is not under the store's API.
    const ownPath = path.startsWith('/api/');
    const method = (init?.method ?? 'GET').toUpperCase();
    const heard = (status: number, body: unknown) => {
      if (!ownPath) tellStoreAnswer({ path, method, status, body });
    };
    const stop = new AbortController();
    const callerAbort = () => stop.abort();
    if (init?.signal?.aborted) stop.abort();
    init?.signal?.addEventListener('abort', callerAbort);
    let timedOut = false;
    const timer =
      method === 'GET'
        ? setTimeout(() => {
            timedOut = true;
            stop.abort();
          }, timeoutMs)
        : undefined;
    let response: Response;
    let body: Record<string, unknown>;
    try {
      response = await fetch(ownPath ? path : `${base}${path}`, {
        ...init,
        signal: stop.signal,
        credentials: 'same-origin',
        headers: {
          'X-LANG': locale,
          ...(init?.body ? { 'content-type': 'application/json' } : {}),
          ...(init?.headers as Record<string, string> | undefined),
        },
      });
      body = (await response.json().catch(() => ({}))) as Record<string, unknown>;
      // Given up while the body was still coming: as much a timeout as no answer at all.
      if (timedOut) throw new Error('timed out');
    } catch {
      // The browser giving up is a timeout (504); no answer at all, or the caller's own abort,
      // is a call that did not happen (0) and is not the listener's.
      if (timedOut) {
        heard(504, {});
        throw new ApiError(504, 'timeout', 'Connection timed out, please try again.');
      }
      throw new ApiError(0, 'network_error', 'Connection timed out, please try again.');
    } finally {
      clearTimeout(timer);
      init?.signal?.removeEventListener('abort', callerAbort);
    }
    heard(response.status, body);
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
  return call;
}

/** The StoreApi over HTTP: the browser's view of the JSON API. */
export function createHttpApi(locale: string, base = '/api/store'): StoreApi {
  const call = createHttpCaller(locale, base);
  return {
    products: (query) => call(`/products?${queryString(query)}`),
    searchProducts: (query) => call(`/products/search?${queryString(query)}`),
    facets: (query) => call(`/products/filters?${queryString(query)}`),
    suggestions: (q, signal) =>
      call(`/products/meta/search?${queryString({ q })}`, signal ? { signal } : undefined),
    product: async (slug) =>
      (await call<{ data: ProductDto }>(`/products/${encodeURIComponent(slug)}`)).data,
    categories: async () => (await call<{ data: CategoryDto[] }>('/categories')).data,
    policies: async () => (await call<{ data: PolicyDto[] }>('/policies')).data,
    faq: async (topic) =>
      (await call<{ data: FaqDto[] }>(`/faq${topic ? `?${new URLSearchParams({ topic })}` : ''}`))
        .data,
    videos: (page, pageSize) => call<VideoPage>(`/videos?page=${page}&page_size=${pageSize}`),
    video: async (slug) =>
      (await call<{ data: VideoDto }>(`/videos/${encodeURIComponent(slug)}`)).data,
    productGroup: async (productId) =>
      (await call<{ data: ProductGroupDto | null }>(`/grouped_products?product_id=${productId}`))
        .data,
    contact: async (body) =>
      (
        await call<{ data: ContactReceipt }>('/contact_service', {
          method: 'POST',
          body: JSON.stringify(body),
        })
      ).data,
    multiSites: async () => (await call<{ data: SiteDto[] }>('/api/app/multi_sites')).data,
    policy: async (handle) =>
      (await call<{ data: PolicyDto }>(`/policies/${encodeURIComponent(handle)}`)).data,
    blogCollections: async () =>
      (await call<{ data: BlogCollectionDto[] }>('/blog_homepage/blog_collections')).data,
    preferredBlogs: async () =>
      (await call<{ data: BlogPostDto[] }>('/blog_homepage/preferred_blogs')).data,
    blogCollection: async (ref) =>
      (await call<{ data: BlogCollectionDto }>(`/blog_collections/${encodeURIComponent(ref)}`))
        .data,
    collectionBlogs: (ref, page, pageSize) =>
      call(
        `/blog_collections/${encodeURIComponent(ref)}/blogs?${queryString({ page, page_size: pageSize })}`,
      ),
    blog: async (slug) =>
      (await call<{ data: BlogPostDto }>(`/blogs/${encodeURIComponent(slug)}`)).data,
    recentBlogs: (ref, pageSize) =>
      call(`/blog/${encodeURIComponent(ref)}/recent_blogs?${queryString({ page_size: pageSize })}`),
    recommendedBlogs: async (ref) =>
      (await call<{ data: BlogPostDto[] }>(`/blog/${encodeURIComponent(ref)}/recommend_blogs`))
        .data,
    cart: () => call('/cart'),
    addToCart: (body) => call('/cart', { method: 'POST', body: JSON.stringify(body) }),
    updateLine: (id, quantity) =>
      call(`/cart/${encodeURIComponent(id)}`, {
        method: 'PUT',
        body: JSON.stringify({ quantity }),
      }),
    removeLine: (id) => call(`/cart/${encodeURIComponent(id)}`, { method: 'DELETE' }),
    setNote: (note) => call('/cart/note', { method: 'PUT', body: JSON.stringify({ note }) }),
    applyCoupon: (code) =>
      call('/cart/coupons', { method: 'POST', body: JSON.stringify({ code, position: 'cart' }) }),
    removeCoupon: (code) => call(`/cart/coupons/${encodeURIComponent(code)}`, { method: 'DELETE' }),
    rates: () => call('/exchanges'),
    location: () => call('/ip'),
    productDiscounts: async (query, signal) =>
      (
        await call<{ data: OfferDto[] }>(
          `/discount/product_discount?${queryString(query)}`,
          signal ? { signal } : undefined,
        )
      ).data,
    displayedCodes: async (productId) =>
      (await call<{ data: OfferDto[] }>(`/code_display?product_id=${productId}`)).data,
    discountStyle: () => call('/discount/style_config'),
    prescriptions: async () =>
      (await call<{ data: PrescriptionDto[] }>('/fclca/prescriptions')).data,
    addPrescription: (body) =>
      call('/fclca/prescriptions', { method: 'POST', body: JSON.stringify(body) }),
    attachToPrescription: (id, file) =>
      call(`/fclca/prescriptions/${id}/attachments`, {
        method: 'POST',
        body: file,
        headers: { 'content-type': file.type || 'application/octet-stream' },
      }),
    productCards: async (ids) =>
      (await call<{ data: ProductCardDto[] }>(`/product_cards?filter[product_id]=${ids.join(',')}`))
        .data,
    buttons: async (ids) =>
      (await call<{ data: ButtonDto[] }>(`/buttons?product_ids=${ids.join(',')}`)).data,
    // keepalive: the click usually opens another tab or leaves, and the count must still land.
    clickButton: async (body) => {
      await call('/click_button', { method: 'POST', body: JSON.stringify(body), keepalive: true });
    },
    sizeChart: async (productId) =>
      (await call<{ data: SizeChartDto }>(`/size-chart/products/${productId}/chart`)).data,
    combinations: async (productId) =>
      (await call<{ data: CombinationDto[] }>(`/combinations?product_id=${productId}`)).data,
    styleCombinations: async (ids, position) =>
      (
        await call<{ data: StyleCombinationDto[] }>(
          `/style-combinations?${queryString({ 'filter[product_ids]': ids.join(','), combination_position: position })}`,
        )
      ).data,
    diversions: async (ids) =>
      (
        await call<{ data: DiversionDto[] }>(
          `/product_diversion_test/relationships?product_ids=${ids.join(',')}`,
        )
      ).data,
    reviews: (query) => call(`/comments?${queryString(query)}`),
    signUpload: (body) => call('/files/sign', { method: 'POST', body: JSON.stringify(body) }),
    uploadFile: (token, file) =>
      call(`/files?${queryString({ token })}`, {
        method: 'POST',
        body: file,
        headers: { 'content-type': file.type || 'application/octet-stream' },
      }),
    createReview: (body) => call('/comments', { method: 'POST', body: JSON.stringify(body) }),
  };
}
