import type {
  AddressInput,
  ApproveInput,
  CheckoutCouponsDto,
  CheckoutDto,
  PlaceInput,
  PlacedDto,
  ShippingInput,
} from '../modules/checkout/contract.ts';
import type {
  AddressFormatDto,
  PostalCodePlaceDto,
  SuggestionsDto,
} from '../modules/geo/contract.ts';
import type {
  OrderDto,
  OrderLookupBody,
  OrderLookupInput,
  TrackingDto,
} from '../modules/orders/contract.ts';
import type { Ga4Ids } from '../modules/analytics/ga4-ids.ts';
import {
  answer,
  callsOf,
  asBody,
  asQuery,
  del,
  get,
  nothing,
  post,
  put,
  type ApiOf,
} from './store-call.ts';
import { campaignMedium } from './state/campaign.ts';

/**
 * What the checkout, order and tracking pages read and do: the checkout steps, placing and
 * approving the order, and looking orders up, one row per call (see store-call.ts). Apart from
 * the store's calls so that every other page's first load carries none of it; the server runs
 * the operations in-process, the browser calls the JSON API.
 */
export const CHECKOUT_CALLS = {
  /** The checkout of the cart, priced now (cart/checkout). */
  checkout: get('/cart/checkout', nothing, answer<CheckoutDto>),
  /** Records that checkout started (cart/start_checkout). */
  startCheckout: post('/cart/start_checkout', nothing, answer<CheckoutDto>),
  /** Keeps the shopper's GA4 ids on the cart, for its order's purchase (cart/analytics_ids). */
  keepAnalyticsIds: put('/cart/analytics_ids', asBody<Ga4Ids>, answer<{ analytics_ids: Ga4Ids }>, {
    browserOnly: true,
  }),
  setCheckoutEmail: post(
    '/cart/set_customer_email',
    (email: string) => ({ body: { email } }),
    answer<CheckoutDto>,
  ),
  /** The shipping (and billing) address; the answer lists the shipping methods (cart/address). */
  setCheckoutAddress: post('/cart/address', asBody<AddressInput>, answer<CheckoutDto>),
  setShippingMethod: post('/cart/shipping', asBody<ShippingInput>, answer<CheckoutDto>),
  setPaymentMethod: post(
    '/cart/payment',
    (method: string) => ({ body: { method } }),
    answer<CheckoutDto>,
  ),
  /** The public coupons this cart can use, those it holds first (cart/checkoutCoupons). */
  checkoutCoupons: get('/cart/checkoutCoupons', nothing, answer<CheckoutCouponsDto>),
  /** Applies a code at checkout (POST cart/checkoutCoupons); a 422 says why not. */
  applyCheckoutCoupon: post(
    '/cart/checkoutCoupons',
    (code: string) => ({ body: { code, position: 'checkout', ...campaignMedium() } }),
    answer<CheckoutDto>,
  ),
  /** Removes a code at checkout (DELETE cart/checkoutCoupons/{code}). */
  removeCheckoutCoupon: del(
    '/cart/checkoutCoupons/:code',
    (code: string) => ({ params: { code } }),
    answer<CheckoutDto>,
  ),
  /** Places the order (cart/checkout), idempotent per key. */
  placeOrder: post('/cart/checkout', asBody<PlaceInput>, answer<PlacedDto>),
  /** The shopper is back from the payment page (cart/approve_checkout). */
  approveCheckout: post('/cart/approve_checkout', asBody<ApproveInput>, answer<PlacedDto>),
  /** The shopper's own cart's order by its number (GET orders, the thank-you page). */
  order: get('/orders', asQuery<OrderLookupInput>, answer<OrderDto>),
  /** An order by number and e-mail, posted so the e-mail stays out of every URL (POST orders). */
  lookUpOrder: post('/orders', asBody<OrderLookupBody>, answer<OrderDto>),
  /** A parcel's progress by its tracking number, nothing personal (order-tracking/logistics). */
  trackShipment: get(
    '/order-tracking/logistics',
    (trackingNumber: string) => ({ query: { tracking_number: trackingNumber } }),
    answer<TrackingDto>,
  ),
  /** A country's address form: its fields in order, labels, postcode and regions. */
  addressFormat: get(
    '/countries/:iso2/address_format',
    (country: string) => ({ params: { iso2: country } }),
    answer<AddressFormatDto>,
  ),
  /** Places for 4 to 200 typed characters (place-auto-complete). */
  placeSuggestions: get(
    '/place-auto-complete',
    (country: string, input: string) => ({ query: { country, input } }),
    answer<SuggestionsDto>,
  ),
  /** The city and region of a postcode (place_postal_code). */
  postcodePlace: get(
    '/place_postal_code',
    (country: string, postcode: string) => ({ query: { country, postcode } }),
    answer<PostalCodePlaceDto>,
  ),
};

/** The checkout's API: the server's in-process operations, or the browser's JSON calls. */
export type CheckoutApi = ApiOf<typeof CHECKOUT_CALLS>;

/**
 * The CheckoutApi of a loader's context: the server's own, or, in the browser, one over HTTP
 * in the page's language (made the first time a checkout or order page asks).
 */
export const checkoutApi = callsOf(CHECKOUT_CALLS);
