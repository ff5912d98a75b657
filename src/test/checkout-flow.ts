import type { FastifyInstance } from 'fastify';
import type { CheckoutDto } from '../modules/checkout/contract.ts';
import type { OrderDto } from '../modules/orders/contract.ts';

/** A US address the demo shop's domestic zone serves. */
export const US_ADDRESS = {
  first_name: 'Ada',
  last_name: 'Lovelace',
  address1: '12 Analytical Row',
  city: 'Springfield',
  province: 'IL',
  country: 'US',
  zip: '62701',
  phone: '+1 (217) 555-0100',
};

/** Calls the checkout API as the shopper whose cart `hash` is. */
export async function checkoutCall(
  app: FastifyInstance,
  method: 'GET' | 'POST' | 'DELETE',
  url: string,
  hash: string | undefined,
  body?: unknown,
) {
  const res = await app.inject({
    method,
    url: `/api/store/${url}`,
    headers: {
      ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
      ...(hash ? { cookie: `cart_hash=${hash}` } : {}),
    },
    ...(body !== undefined ? { payload: JSON.stringify(body) } : {}),
  });
  return {
    status: res.statusCode,
    body: res.json() as CheckoutDto & {
      code?: string;
      message?: string;
      order_number?: number;
      status?: string;
      redirect_url?: string;
      financial_status?: string | null;
      errors?: Record<string, string>;
    },
  };
}

/**
 * Applies a coupon code to the cart `hash` (`POST cart/coupons`) as the customer whose session
 * cookie is `session`, or as a visitor without one.
 */
export async function applyCouponAs(
  app: FastifyInstance,
  hash: string,
  code: string,
  session?: string,
) {
  const res = await app.inject({
    method: 'POST',
    url: '/api/store/cart/coupons',
    headers: {
      'content-type': 'application/json',
      cookie: [`cart_hash=${hash}`, ...(session ? [session] : [])].join('; '),
    },
    payload: JSON.stringify({ code }),
  });
  return {
    status: res.statusCode,
    body: res.json() as { code?: string; message?: string; coupon_record?: { code: string }[] },
  };
}

/**
 * Takes a cart through the steps up to payment: e-mail, address, the cheapest method (or
 * `method`), the payment method; returns the checkout as the last step answered.
 */
export async function completeSteps(
  app: FastifyInstance,
  hash: string,
  {
    email = 'ada@example.com',
    address = US_ADDRESS,
    method,
    payment = 'bank_transfer',
  }: { email?: string; address?: object; method?: string; payment?: string } = {},
) {
  for (const [url, body] of [
    ['cart/start_checkout', undefined],
    ['cart/set_customer_email', { email }],
    ['cart/address', { shipping_address: address }],
  ] as const) {
    const res = await checkoutCall(app, 'POST', url, hash, body);
    if (res.status !== 200) throw new Error(`${url}: ${res.status} ${JSON.stringify(res.body)}`);
    if (url === 'cart/address') method ??= res.body.shipping.methods[0]!.id;
  }
  const shipped = await checkoutCall(app, 'POST', 'cart/shipping', hash, { method_id: method });
  if (shipped.status !== 200) throw new Error(`cart/shipping: ${JSON.stringify(shipped.body)}`);
  const paid = await checkoutCall(app, 'POST', 'cart/payment', hash, { method: payment });
  if (paid.status !== 200) throw new Error(`cart/payment: ${JSON.stringify(paid.body)}`);
  return paid.body;
}

/**
 * Looks an order up as the track-your-order page does: number and e-mail posted in the body
 * (`POST orders`, or `orders-old`), never in the URL.
 */
export const lookUpOrder = (
  app: FastifyInstance,
  number: number,
  email: string,
  {
    path = 'orders',
    remoteAddress,
  }: { path?: 'orders' | 'orders-old'; remoteAddress?: string } = {},
) =>
  app.inject({
    method: 'POST',
    url: `/api/store/${path}`,
    payload: { number, email },
    ...(remoteAddress ? { remoteAddress } : {}),
  });

/** A card's token from the test gateway's own endpoint, as the browser gets it. */
export async function cardToken(app: FastifyInstance, number: string, name = 'Ada L') {
  const res = await app.inject({
    method: 'POST',
    url: '/test-gateway/v1/tokens',
    payload: { number, exp_month: 12, exp_year: new Date().getFullYear() + 2, cvc: '123', name },
  });
  if (res.statusCode !== 200) throw new Error(`no token for ${number}: ${res.body}`);
  return (res.json() as { id: string }).id;
}

/**
 * Places the cart `hash` (`POST cart/checkout` with a new idempotency key, and the total the
 * shopper saw when given), then reads the order back as its shopper does, by number and e-mail.
 */
export async function placeAndLookUp(
  app: FastifyInstance,
  hash: string,
  email: string,
  expectedTotal?: number,
): Promise<OrderDto> {
  const placed = await checkoutCall(app, 'POST', 'cart/checkout', hash, {
    idempotency_key: `k${Math.random().toString(36).slice(2)}${Date.now().toString(36)}`.padEnd(
      20,
      'x',
    ),
    ...(expectedTotal === undefined ? {} : { expected_total: expectedTotal }),
  });
  if (placed.status !== 200) throw new Error(`cart/checkout: ${JSON.stringify(placed.body)}`);
  return (await lookUpOrder(app, placed.body.order_number!, email)).json() as OrderDto;
}
