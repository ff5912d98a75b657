import type {
  AccountInfo,
  BookAddressDto,
  BookAddressInput,
  ChangePasswordRequest,
  RegisterRequest,
  SessionDto,
  SocialProviderDto,
} from '../modules/accounts/contract.ts';
import type { AddressFormatDto, HotCountriesDto } from '../modules/geo/contract.ts';
import type { OrderDto, OrderSummaryDto } from '../modules/orders/contract.ts';
import type { WishingDto } from '../modules/wishlist/contract.ts';
import {
  answer,
  callsOf,
  asBody,
  data,
  del,
  get,
  nothing,
  post,
  put,
  type ApiOf,
} from './store-call.ts';

/** A page of the customer's orders (account/orders). */
export interface AccountOrderPage {
  data: OrderSummaryDto[];
  page: number;
  page_size: number;
  total: number;
}

/**
 * What the account pages read and do: registering and confirming, logging in and out, a new
 * password, the address book and the customer's orders, one row per call (see store-call.ts).
 * Out of the first load of every other page.
 */
export const ACCOUNT_CALLS = {
  /** The logged-in customer (account/info); a visitor's is an ApiError 401. */
  accountInfo: get('/account/info', nothing, data<AccountInfo>),
  register: post('/account/register', asBody<RegisterRequest>, answer<{ message: string }>),
  verify: post(
    '/account/verify',
    (email: string, code: string) => ({ body: { email, code } }),
    answer<{ success: true }>,
  ),
  resendVerification: post(
    '/account/verify/resend',
    (email: string) => ({ body: { email } }),
    answer<{ message: string }>,
  ),
  /** Logs in: the session's cookie comes with the answer. */
  login: post(
    '/account/login',
    (email: string, password: string) => ({ body: { email, password } }),
    data<AccountInfo>,
  ),
  logout: post('/account/logout', nothing, answer<{ success: true }>),
  /** The providers of social login (an add-on): none when the merchant has not set it up. */
  socialProviders: get('/account/social', nothing, data<SocialProviderDto[]>),
  /** Mails a one-time login code (the same answer for an unknown address). */
  sendLoginCode: post(
    '/account/login/code',
    (email: string) => ({ body: { email } }),
    answer<{ message: string }>,
  ),
  /** Logs in with the mailed code: the session's cookie comes with the answer. */
  loginWithCode: post(
    '/account/login/code/verify',
    (email: string, code: string) => ({ body: { email, code } }),
    data<AccountInfo>,
  ),
  forgotPassword: post(
    '/account/password/forgot',
    (email: string) => ({ body: { email } }),
    answer<{ message: string }>,
  ),
  resetPassword: post(
    '/account/password/reset',
    (token: string, password: string, confirmation: string) => ({
      body: { token, password, password_confirmation: confirmation },
    }),
    answer<{ message: string }>,
  ),
  /** The address book, the default first. */
  addresses: get('/addresses', nothing, data<BookAddressDto[]>),
  createAddress: post('/addresses', asBody<BookAddressInput>, data<BookAddressDto>),
  updateAddress: put(
    '/addresses/:id',
    (id: number, address: BookAddressInput) => ({ params: { id }, body: address }),
    data<BookAddressDto>,
  ),
  deleteAddress: del(
    '/addresses/:id',
    (id: number) => ({ params: { id } }),
    answer<{ success: true }>,
  ),
  /** The countries of the address form: the merchant's hot ones first, then every one. */
  countries: get('/cart/get_hot_countries', nothing, answer<HotCountriesDto>),
  /** A country's address form. */
  addressForm: get(
    '/countries/:iso2/address_format',
    (country: string) => ({ params: { iso2: country } }),
    answer<AddressFormatDto>,
  ),
  /** The wished products' ids, newest first (wish_list/wished); a visitor's is a 401. */
  wished: get('/wish_list/wished', nothing, answer<number[]>),
  /** Adds a product to the wishlist; answers the list and what to tell (wish_list/wishing). */
  wish: post(
    '/wish_list/wishing',
    (productId: number, variantId: number | null, ar: boolean) => ({
      query: { is_no_stock: '0', is_ar: ar ? '1' : '0' },
      body: { product_id: productId, variant_id: variantId },
    }),
    answer<WishingDto>,
  ),
  /** Takes a product off the wishlist (DELETE wish_list/wishing). */
  unwish: del(
    '/wish_list/wishing',
    (productId: number, ar: boolean) => ({
      query: { is_no_stock: '0', is_ar: ar ? '1' : '0' },
      body: { product_id: productId },
    }),
    answer<WishingDto>,
  ),
  /** Where the customer is logged in, this session marked. */
  sessions: get('/account/sessions', nothing, data<SessionDto[]>),
  /** Ends one of the customer's sessions (logs that device out). */
  endSession: del(
    '/account/sessions/:id',
    (id: string) => ({ params: { id } }),
    answer<{ success: true }>,
  ),
  /** A new password, given the current one; the other sessions end when asked. */
  changePassword: post(
    '/account/password',
    asBody<ChangePasswordRequest>,
    answer<{ message: string }>,
  ),
  /** A page of the customer's orders, newest first. */
  accountOrders: get(
    '/account/orders',
    (page: number) => ({ query: { page } }),
    answer<AccountOrderPage>,
  ),
  /** One of the customer's orders; anyone else's is an ApiError 404. */
  accountOrder: get(
    '/account/orders/:number',
    (number: number) => ({ params: { number } }),
    answer<OrderDto>,
  ),
};

/** The account's API: the server's in-process operations, or the browser's JSON calls. */
export type AccountApi = ApiOf<typeof ACCOUNT_CALLS>;

/** The AccountApi of a loader's context, or the browser's (see callsOf). */
export const accountApi = callsOf(ACCOUNT_CALLS);

/** An address of the book as its fields alone, as a form or checkout takes them. */
export const bookAddressFields = (
  address: BookAddressDto,
): Omit<BookAddressDto, 'id' | 'default'> =>
  Object.fromEntries(
    Object.entries(address).filter(([field]) => field !== 'id' && field !== 'default'),
  ) as Omit<BookAddressDto, 'id' | 'default'>;
