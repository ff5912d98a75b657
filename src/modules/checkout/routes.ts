import type { FastifyRequest } from 'fastify';
import { PRIVATE_NO_STORE } from '../../platform/cache-control.ts';
import { localizedUrl } from '../../platform/locales.ts';
import { defineOperation, type OperationContext } from '../../platform/route.ts';
import { applyCouponBody, couponParams } from '../cart/contract.ts';
import { CART_COOKIE } from '../cart/contract.ts';
import { presentCart } from '../cart/present.ts';
import { notFound } from '../../platform/errors.ts';
import type { AttemptOutcome } from './pay.ts';
import { paymentErrorCode } from '../payments/causes.ts';
import { discountTitle } from '../discounts/definition.ts';
import {
  addressBody,
  approveBody,
  checkoutCouponsSchema,
  checkoutSchema,
  emailBody,
  paymentBody,
  placeBody,
  placedSchema,
  shippingBody,
  type CheckoutDto,
  type PlacedDto,
} from './contract.ts';
import type { OfferedMethod } from '../orders/pricing.ts';
import { attributionOf } from './attribution.ts';
import { namedAddress } from '../orders/present.ts';
import { visitConsent } from '../analytics/visit-consent.ts';

const TAGS = ['checkout'];

const hashOf = (req: FastifyRequest) => req.cookies[CART_COOKIE];

/** The checkout in the shopper's language and the shop's money (decimals). */
export async function presentCheckout({ app, req }: OperationContext): Promise<CheckoutDto> {
  const view = await app.checkout.view(hashOf(req), req.locale);
  const money = app.currency.toDecimal;
  const method = ({ titles: _titles, ...m }: OfferedMethod) => ({
    ...m,
    cost: money(m.cost),
    regular_cost: money(m.regular_cost),
  });
  const { state, price } = view;
  const methods = price.methods.map(method);
  return {
    // The cart priced at checkout's level, with this price's shipping: its sums add up to it.
    cart: presentCart(view.cart, req.t, req.locale),
    step: state.step,
    started_at: state.startedAt ? new Date(state.startedAt).toISOString() : null,
    email: state.email,
    shipping_address: state.shippingAddress && namedAddress(app, state.shippingAddress, req.locale),
    billing_address: state.billingAddress && namedAddress(app, state.billingAddress, req.locale),
    shipping: { methods },
    shipping_method: price.method ? method(price.method) : null,
    shipping_problem: price.shippingProblem
      ? { code: price.shippingProblem, message: req.t(`error.${price.shippingProblem}`) }
      : null,
    shipping_total: money(price.shipping),
    shipping_insurance: price.insuranceOffer === null ? null : money(price.insuranceOffer),
    insurance: state.insurance,
    shipping_tax_total: 0,
    tax_total: money(price.tax),
    total: money(price.total),
    payment_method: state.paymentMethod,
    payment_methods: view.paymentMethods,
    countries: await app.checkout.countries(req.locale),
    idempotency_key: view.idempotencyKey,
  };
}

/** `GET cart/checkout`: the checkout of the shopper's cart, priced now. */
export const getCheckout = defineOperation({
  method: 'GET',
  url: '/cart/checkout',
  summary: "The checkout of the shopper's cart: choices, shipping offers and the total",
  tags: TAGS,
  schemas: { response: checkoutSchema },
  cacheControl: PRIVATE_NO_STORE,
  run: (ctx) => presentCheckout(ctx),
});

/** `POST cart/start_checkout`: records that the shopper started checking out. */
export const startCheckout = defineOperation({
  method: 'POST',
  url: '/cart/start_checkout',
  summary: 'Starts checkout for the cart',
  tags: TAGS,
  schemas: { response: checkoutSchema },
  cacheControl: PRIVATE_NO_STORE,
  run: async (ctx) => {
    await ctx.app.checkout.start(hashOf(ctx.req));
    return presentCheckout(ctx);
  },
});

/** `POST cart/set_customer_email`: the checkout's e-mail (guest checkout). */
export const setCustomerEmail = defineOperation({
  method: 'POST',
  url: '/cart/set_customer_email',
  summary: "Sets the checkout's e-mail address",
  tags: TAGS,
  schemas: { body: emailBody, response: checkoutSchema },
  cacheControl: PRIVATE_NO_STORE,
  run: async (ctx, { body }) => {
    await ctx.app.checkout.setEmail(hashOf(ctx.req), body.email);
    return presentCheckout(ctx);
  },
});

/** `POST cart/address`: the shipping (and billing) address; answers with the methods offered. */
export const setAddress = defineOperation({
  method: 'POST',
  url: '/cart/address',
  summary: "Sets the checkout's addresses; the answer lists the shipping methods for them",
  tags: TAGS,
  schemas: { body: addressBody, response: checkoutSchema },
  cacheControl: PRIVATE_NO_STORE,
  run: async (ctx, { body }) => {
    await ctx.app.checkout.setAddress(
      hashOf(ctx.req),
      {
        ...(body.email ? { email: body.email } : {}),
        shipping: body.shipping_address,
        billing: body.billing_address ?? null,
      },
      ctx.req.locale,
    );
    return presentCheckout(ctx);
  },
});

/** `POST cart/shipping`: chooses a shipping method (and insurance). */
export const setShipping = defineOperation({
  method: 'POST',
  url: '/cart/shipping',
  summary: 'Chooses a shipping method offered for the address',
  tags: TAGS,
  schemas: { body: shippingBody, response: checkoutSchema },
  cacheControl: PRIVATE_NO_STORE,
  run: async (ctx, { body }) => {
    await ctx.app.checkout.setShipping(
      hashOf(ctx.req),
      body.method_id,
      body.insurance,
      ctx.req.locale,
    );
    return presentCheckout(ctx);
  },
});

/** `POST cart/payment`: chooses a payment method. */
export const setPayment = defineOperation({
  method: 'POST',
  url: '/cart/payment',
  summary: 'Chooses a payment method',
  tags: TAGS,
  schemas: { body: paymentBody, response: checkoutSchema },
  cacheControl: PRIVATE_NO_STORE,
  run: async (ctx, { body }) => {
    await ctx.app.checkout.setPayment(hashOf(ctx.req), body.method);
    return presentCheckout(ctx);
  },
});

/** `GET cart/checkoutCoupons`: the coupons this cart can use at checkout (spec section 7). */
export const listCheckoutCoupons = defineOperation({
  method: 'GET',
  url: '/cart/checkoutCoupons',
  summary: 'The public coupons this cart can use at checkout, those it holds first',
  tags: TAGS,
  schemas: { response: checkoutCouponsSchema },
  cacheControl: PRIVATE_NO_STORE,
  run: async ({ app, req }) => ({
    data: (await app.cart.checkoutCoupons(hashOf(req))).map(({ titles, ...c }) => ({
      ...c,
      title: discountTitle({ title: c.title, titles }, req.locale),
      amount: app.currency.toDecimal(c.amount),
    })),
  }),
});

/** `POST cart/checkoutCoupons`: applies a coupon at checkout; answers with the checkout. */
export const applyCheckoutCoupon = defineOperation({
  method: 'POST',
  url: '/cart/checkoutCoupons',
  summary: 'Applies a coupon code at checkout',
  tags: TAGS,
  schemas: { body: applyCouponBody, response: checkoutSchema },
  cacheControl: PRIVATE_NO_STORE,
  run: async (ctx, { body }) => {
    // A code issued to one customer applies for that customer logged in (the cart's rule).
    const holder = (await ctx.app.accounts.currentCustomer(ctx.req))?.email ?? null;
    await ctx.app.cart.applyCoupon(hashOf(ctx.req), body.code, holder);
    return presentCheckout(ctx);
  },
});

/** `DELETE cart/checkoutCoupons/{code}`: removes a coupon at checkout. */
export const removeCheckoutCoupon = defineOperation({
  method: 'DELETE',
  url: '/cart/checkoutCoupons/:code',
  summary: 'Removes a coupon code at checkout',
  tags: TAGS,
  schemas: { params: couponParams, response: checkoutSchema },
  cacheControl: PRIVATE_NO_STORE,
  run: async (ctx, { params }) => {
    await ctx.app.cart.removeCoupon(hashOf(ctx.req), params.code);
    return presentCheckout(ctx);
  },
});

/** Where an attempt's answer sends the shopper: the thank-you page, the provider, or processing. */
function placedAnswer(outcome: AttemptOutcome, t: (key: string) => string): PlacedDto {
  switch (outcome.status) {
    case 'completed':
      return {
        order_number: outcome.placed.order.number,
        status: 'completed',
        financial_status: outcome.placed.order.financialStatus,
        redirect_url: `/checkouts/thank?order=${outcome.placed.order.number}`,
      };
    case 'requires_action':
      return {
        order_number: null,
        status: 'requires_action',
        financial_status: null,
        redirect_url: outcome.redirectUrl,
        message: t(`error.${paymentErrorCode('action_required')}`),
      };
    case 'pending':
      return {
        order_number: null,
        status: 'pending',
        financial_status: null,
        redirect_url: outcome.paymentId
          ? `/checkouts/processing?payment_id=${encodeURIComponent(outcome.paymentId)}`
          : '/checkouts/processing',
        message: t(`error.${paymentErrorCode('pending')}`),
      };
  }
}

/** `POST cart/checkout`: places the order (idempotent per key), paying by card when chosen. */
export const placeOrder = defineOperation({
  method: 'POST',
  url: '/cart/checkout',
  summary: 'Places the order; the same idempotency key always gives the same order',
  tags: TAGS,
  schemas: { body: placeBody, response: placedSchema },
  cacheControl: PRIVATE_NO_STORE,
  run: async ({ app, req }, { body }) => {
    const expected =
      body.expected_total === undefined ? undefined : app.currency.toMinor(body.expected_total);
    const outcome = await app.checkout.place(
      hashOf(req),
      body.idempotency_key,
      expected,
      req.locale,
      {
        token: body.payment_token,
        // Back from the provider's page to the shop in the shopper's language (`/de/…`).
        returnUrl: localizedUrl(`${req.protocol}://${req.host}/checkouts/processing`, req.locale),
      },
      (await app.accounts.currentCustomer(req))?.id ?? null,
      attributionOf(body.attribution, req, () => visitConsent(req, app.config)),
    );
    return placedAnswer(outcome, req.t);
  },
});

/**
 * `POST cart/approve_checkout`: the shopper is back from the payment page; the order is placed
 * once the provider authorized the payment (the webhook may have done it already).
 */
export const approveCheckout = defineOperation({
  method: 'POST',
  url: '/cart/approve_checkout',
  summary: "Completes the checkout of a payment the shopper approved on the provider's page",
  tags: TAGS,
  schemas: { body: approveBody, response: placedSchema },
  cacheControl: PRIVATE_NO_STORE,
  run: async ({ app, req }, { body }) => {
    const hash = hashOf(req);
    if (!hash) throw notFound('order_not_found');
    return placedAnswer(await app.paymentFlow.approve(hash, body.payment_id), req.t);
  },
});

export const checkoutOperations = [
  getCheckout,
  startCheckout,
  setCustomerEmail,
  setAddress,
  setShipping,
  setPayment,
  listCheckoutCoupons,
  applyCheckoutCoupon,
  removeCheckoutCoupon,
  placeOrder,
  approveCheckout,
];
