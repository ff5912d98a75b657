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
import { createHttpCaller, queryString } from './api-client.ts';
import type { LoaderContext } from './state/api.ts';

/**
 * What the checkout, order and tracking pages read and do: the checkout steps, placing and
 * approving the order, and looking orders up. Apart from the StoreApi so that every other
 * page's first load carries none of it; the server runs the operations in-process, the
 * browser calls the JSON API.
 */
export interface CheckoutApi {
  /** The checkout of the cart, priced now (cart/checkout). */
  checkout(): Promise<CheckoutDto>;
  /** Records that checkout started (cart/start_checkout). */
  startCheckout(): Promise<CheckoutDto>;
  setCheckoutEmail(email: string): Promise<CheckoutDto>;
  /** The shipping (and billing) address; the answer lists the shipping methods (cart/address). */
  setCheckoutAddress(body: AddressInput): Promise<CheckoutDto>;
  setShippingMethod(body: ShippingInput): Promise<CheckoutDto>;
  setPaymentMethod(method: string): Promise<CheckoutDto>;
  /** The public coupons this cart can use, those it holds first (cart/checkoutCoupons). */
  checkoutCoupons(): Promise<CheckoutCouponsDto>;
  /** Applies a code at checkout (POST cart/checkoutCoupons); a 422 says why not. */
  applyCheckoutCoupon(code: string): Promise<CheckoutDto>;
  /** Removes a code at checkout (DELETE cart/checkoutCoupons/{code}). */
  removeCheckoutCoupon(code: string): Promise<CheckoutDto>;
  /** Places the order (cart/checkout), idempotent per key. */
  placeOrder(body: PlaceInput): Promise<PlacedDto>;
  /** The shopper is back from the payment page (cart/approve_checkout). */
  approveCheckout(body: ApproveInput): Promise<PlacedDto>;
  /** The shopper's own cart's order by its number (GET orders, the thank-you page). */
  order(query: OrderLookupInput): Promise<OrderDto>;
  /** An order by number and e-mail, posted so the e-mail stays out of every URL (POST orders). */
  lookUpOrder(body: OrderLookupBody): Promise<OrderDto>;
  /** A parcel's progress by its tracking number, nothing personal (order-tracking/logistics). */
  trackShipment(trackingNumber: string): Promise<TrackingDto>;
  /** A country's address form: its fields in order, labels, postcode and regions. */
  addressFormat(country: string): Promise<AddressFormatDto>;
  /** Places for 4 to 200 typed characters (place-auto-complete). */
  placeSuggestions(country: string, input: string): Promise<SuggestionsDto>;
  /** The city and region of a postcode (place_postal_code). */
  postcodePlace(country: string, postcode: string): Promise<PostalCodePlaceDto>;
}

/** The CheckoutApi over HTTP, for the browser. */
export function createHttpCheckoutApi(locale: string, base = '/api/store'): CheckoutApi {
  const call = createHttpCaller(locale, base);
  return {
    checkout: () => call('/cart/checkout'),
    startCheckout: () => call('/cart/start_checkout', { method: 'POST' }),
    setCheckoutEmail: (email) =>
      call('/cart/set_customer_email', { method: 'POST', body: JSON.stringify({ email }) }),
    setCheckoutAddress: (body) =>
      call('/cart/address', { method: 'POST', body: JSON.stringify(body) }),
    setShippingMethod: (body) =>
      call('/cart/shipping', { method: 'POST', body: JSON.stringify(body) }),
    setPaymentMethod: (method) =>
      call('/cart/payment', { method: 'POST', body: JSON.stringify({ method }) }),
    checkoutCoupons: () => call('/cart/checkoutCoupons'),
    applyCheckoutCoupon: (code) =>
      call('/cart/checkoutCoupons', { method: 'POST', body: JSON.stringify({ code }) }),
    removeCheckoutCoupon: (code) =>
      call(`/cart/checkoutCoupons/${encodeURIComponent(code)}`, { method: 'DELETE' }),
    placeOrder: (body) => call('/cart/checkout', { method: 'POST', body: JSON.stringify(body) }),
    approveCheckout: (body) =>
      call('/cart/approve_checkout', { method: 'POST', body: JSON.stringify(body) }),
    order: (query) => call(`/orders?${queryString(query)}`),
    lookUpOrder: (body) => call('/orders', { method: 'POST', body: JSON.stringify(body) }),
    trackShipment: (trackingNumber) =>
      call(`/order-tracking/logistics?${queryString({ tracking_number: trackingNumber })}`),
    addressFormat: (country) => call(`/countries/${encodeURIComponent(country)}/address_format`),
    placeSuggestions: (country, input) =>
      call(`/place-auto-complete?${queryString({ country, input })}`),
    postcodePlace: (country, postcode) =>
      call(`/place_postal_code?${queryString({ country, postcode })}`),
  };
}

let browserCheckout: CheckoutApi | undefined;

/**
 * The CheckoutApi of a loader's context: the server's own, or, in the browser, one over HTTP
 * in the page's language (made the first time a checkout or order page asks).
 */
export function checkoutApi(context?: unknown): CheckoutApi {
  const fromServer = (context as LoaderContext | undefined)?.checkout;
  if (fromServer) return fromServer;
  browserCheckout ??= createHttpCheckoutApi(document.documentElement.lang || 'en-US');
  return browserCheckout;
}
