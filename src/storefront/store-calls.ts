import type { SiteDto } from '../modules/sites/contract.ts';
import type { PolicyDto } from '../modules/content/contract.ts';
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
import type {
  ButtonDto,
  CombinationDto,
  DiversionDto,
  ProductCardDto,
  SizeChartDto,
  StyleCombinationDto,
} from '../modules/merchandising/contract.ts';
import {
  answer,
  asBody,
  asQuery,
  data,
  del,
  get,
  nothing,
  post,
  put,
  httpApiOf,
  type ApiOf,
} from './store-call.ts';
import { createHttpCaller } from './api-client.ts';
import { campaignMedium } from './state/campaign.ts';

/** The variant (and quantity) whose discounts a product page shows. */
export interface OfferQuery {
  product_id: number;
  variant_id: number;
  quantity?: number;
}

/**
 * What the pages read and do, in the API's own terms (the query and body a client sends): one
 * row per call, from which both the browser's client and the server's in-process caller are
 * made. Calls that only some pages make have tables of their own, out of every other page's
 * first load: checkout-api.ts, content-api.ts, review-api.ts, prescription-api.ts (and
 * server/server-api.ts serves them all).
 */
export const STORE_CALLS = {
  products: get('/products', asQuery<ProductListInput>, answer<ProductPage>),
  /** The products a search finds (products/search), with the same filters and sorts. */
  searchProducts: get('/products/search', asQuery<ProductListInput>, answer<ProductPage>),
  /** What a list's filters offer, with counts (products/filters). */
  facets: get('/products/filters', asQuery<ProductListInput>, answer<FacetsDto>),
  /** Smart-search suggestions for the words typed (products/meta/search). */
  suggestions: get(
    '/products/meta/search',
    (q: string, signal?: AbortSignal) => ({ query: { q }, signal }),
    answer<SuggestionsDto>,
  ),
  product: get('/products/:slug', (slug: string) => ({ params: { slug } }), data<ProductDto>),
  categories: get('/categories', nothing, data<CategoryDto[]>),
  /** The shop's policies (one by its handle is a content call). */
  policies: get('/policies', nothing, data<PolicyDto[]>),
  /** The shop's sibling shops in other languages or countries (/api/app/multi_sites). */
  multiSites: get('/api/app/multi_sites', nothing, data<SiteDto[]>),
  cart: get('/cart', nothing, answer<CartDto>),
  addToCart: post('/cart', asBody<AddToCartInput>, answer<CartDto>),
  /** Sets a line's quantity; 0 removes it. */
  updateLine: put(
    '/cart/:id',
    (id: string, quantity: number) => ({ params: { id }, body: { quantity } }),
    answer<CartDto>,
  ),
  removeLine: del('/cart/:id', (id: string) => ({ params: { id } }), answer<CartDto>),
  setNote: put('/cart/note', (note: string) => ({ body: { note } }), answer<CartDto>),
  applyCoupon: post(
    '/cart/coupons',
    // With the visit's utm_medium, as the landing address brought it (spec section 2).
    (code: string) => ({ body: { code, position: 'cart', ...campaignMedium() } }),
    answer<CartDto>,
  ),
  removeCoupon: del(
    '/cart/coupons/:code',
    (code: string) => ({ params: { code } }),
    answer<CartDto>,
  ),
  rates: get('/exchanges', nothing, answer<RatesDto>),
  location: get('/ip', nothing, answer<LocationDto>),
  /** The automatic discounts of a variant (discount/product_discount); `signal` aborts it. */
  productDiscounts: get(
    '/discount/product_discount',
    (query: OfferQuery, signal?: AbortSignal) => ({ query, signal }),
    data<OfferDto[]>,
  ),
  /** Coupon codes a product page shows to copy (code_display). */
  displayedCodes: get(
    '/code_display',
    (productId: number) => ({ query: { product_id: productId } }),
    data<OfferDto[]>,
  ),
  /** How discount messages look (discount/style_config). */
  discountStyle: get('/discount/style_config', nothing, answer<StyleConfig>),
  /**
   * Product cards' tag badges (product_cards, filter[product_id]). `known`: the products as the
   * caller read them; the server's own pages read those again only for what they lack.
   */
  productCards: get(
    '/product_cards',
    (ids: number[], _known?: ProductDto[]) => ({ query: { 'filter[product_id]': ids.join(',') } }),
    data<ProductCardDto[]>,
  ),
  /** Products' custom buttons to marketplaces (buttons, product_ids). */
  buttons: get(
    '/buttons',
    (ids: number[]) => ({ query: { product_ids: ids.join(',') } }),
    data<ButtonDto[]>,
  ),
  /** Records a click on a custom button; sent so it survives leaving the page (click_button). */
  clickButton: post(
    '/click_button',
    asBody<{ product_id: number; button_type?: string }>,
    answer<void>,
    { browserOnly: true, keepalive: true },
  ),
  /** A product's size chart; an ApiError 404 when it has none. */
  sizeChart: get(
    '/size-chart/products/:id/chart',
    (productId: number) => ({ params: { id: productId } }),
    data<SizeChartDto>,
  ),
  /** A product's active "complete the look" combinations. */
  combinations: get(
    '/combinations',
    (productId: number) => ({ query: { product_id: productId } }),
    data<CombinationDto[]>,
  ),
  /** Style combinations of products at a position (style-combinations). */
  styleCombinations: get(
    '/style-combinations',
    (ids: number[], position: string) => ({
      query: { 'filter[product_ids]': ids.join(','), combination_position: position },
    }),
    data<StyleCombinationDto[]>,
  ),
  /** Products' diversion tests (product_diversion_test/relationships). */
  diversions: get(
    '/product_diversion_test/relationships',
    (ids: number[]) => ({ query: { product_ids: ids.join(',') } }),
    data<DiversionDto[]>,
  ),
};

/**
 * What the pages read and do. On the server it runs the API's operations in-process; in the
 * browser it calls the JSON API. Loaders and components see only this.
 */
export type StoreApi = ApiOf<typeof STORE_CALLS>;

/** The StoreApi over HTTP: the browser's view of the JSON API. */
export const createHttpApi = (locale: string, base = '/api/store'): StoreApi =>
  httpApiOf(STORE_CALLS, createHttpCaller(locale, base));
