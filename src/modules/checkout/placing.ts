import { AppError, invalidField, notFound } from '../../platform/errors.ts';
import type { OrderDraft } from '../cart/order-draft.ts';
import type { CartService } from '../cart/service.ts';
import type { OrderAddress, OrderAttribution } from '../orders/model.ts';
import type { CheckoutPrice } from '../orders/pricing.ts';
import type { OrderService } from '../orders/service.ts';
import { paymentError } from '../payments/causes.ts';
import type { AttemptOutcome, PaymentFlow, PendingOrder } from './pay.ts';
import type { CheckoutPayments, CheckoutRow, PaymentContext } from './service.ts';

/** What placing an order takes from the checkout's services. */
export interface PlacingDeps {
  cart: Pick<CartService, 'draftOrder'>;
  orders: Pick<OrderService, 'byKey' | 'place'>;
  payments: CheckoutPayments;
  flow: PaymentFlow;
  currency: { code: string; toDecimal(minor: number): number };
  isPoBox: (address: OrderAddress) => boolean;
  kindOf: (method: string) => 'card' | 'manual' | undefined;
}

/** The checkout's own steps that placing reads and writes (service.ts). */
export interface CheckoutSteps {
  stateOf(hash: string): Promise<CheckoutRow>;
  draftOf(hash: string | undefined): Promise<OrderDraft>;
  save(hash: string, values: Partial<CheckoutRow>): Promise<void>;
  price(draft: OrderDraft, state: CheckoutRow, locale?: string): Promise<CheckoutPrice>;
  contextOf(total: number, state: CheckoutRow): PaymentContext;
}

/** Placing the order of a checkout whose steps are done: by a manual method, or by card. */
export function createCheckoutPlacing(deps: PlacingDeps, steps: CheckoutSteps) {
  const { stateOf, draftOf, save, price, contextOf } = steps;
  /**
   * Places the order of a checkout whose steps are done. A manual method places it unpaid; a
   * card pays the server's total with the gateway's token first (and may send the shopper to
   * the provider's page). Idempotent per key: the same key gives the same order and payment.
   * A logged-in customer's order is theirs (`customerId`), whatever e-mail it carries.
   */
  return async function place(
    hash: string | undefined,
    key: string,
    expectedTotal: number | undefined,
    locale: string,
    card: { token?: string | undefined; returnUrl: string },
    customerId: number | null = null,
    attribution?: OrderAttribution,
  ): Promise<AttemptOutcome> {
    if (!hash) throw notFound('cart_not_found');
    const fullKey = `${hash}:${key}`;
    const done = await deps.orders.byKey(fullKey);
    if (done) return { status: 'completed', placed: done };
    const state = await stateOf(hash);
    if (!state.email) {
      await draftOf(hash); // an unknown cart is a 404, an empty one a 422
      throw invalidField('email_required', 'email');
    }
    if (!state.shippingAddress) throw invalidField('address_required', 'shipping_address');
    if (!state.shippingMethod) throw invalidField('shipping_method_required', 'shipping_method');
    const pending: PendingOrder = {
      idempotencyKey: fullKey,
      cartHash: hash,
      email: state.email,
      customerId,
      locale,
      shippingAddress: state.shippingAddress,
      billingAddress: state.billingAddress,
      poBox: deps.isPoBox(state.shippingAddress),
      shippingMethodId: state.shippingMethod,
      expectedShipping: state.shippingCost ?? undefined,
      expectedTotal,
      insurance: state.insurance,
      paymentMethod: state.paymentMethod ?? '',
      attribution,
    };
    const placing = (async (): Promise<AttemptOutcome> => {
      const offers = await deps.payments.offers();
      const kind = deps.kindOf(state.paymentMethod ?? '');
      if (kind !== 'card') {
        // A manual method (or none): the order's own pricing checks that it is offered, in
        // its transaction; a cart already ordered (a second tab) answers with that order.
        const assertPayable = (total: number) => {
          const offered = offers(contextOf(total, state));
          if (!state.paymentMethod) throw invalidField('payment_method_required', 'payment_method');
          if (!offered.some((m) => m.id === state.paymentMethod)) {
            throw paymentError('method_unavailable');
          }
        };
        const placed = await deps.orders.place({
          ...pending,
          payment: null,
          paid: false,
          assertPayable,
        });
        return { status: 'completed', placed };
      }
      const draft = await deps.cart.draftOrder(hash);
      if (!draft || draft.lines.length === 0) {
        // Already ordered (another tab): placing finds that order, or says the cart is empty.
        return {
          status: 'completed',
          placed: await deps.orders.place({ ...pending, payment: null, paid: false }),
        };
      }
      const total = (await price(draft, state, locale)).total;
      const method = offers(contextOf(total, state)).find((m) => m.id === state.paymentMethod);
      if (!method) throw paymentError('method_unavailable');
      if (!card.token) throw invalidField('payment_token_required', 'payment_token');
      // The browser's total is only compared: the card is charged the server's.
      if (expectedTotal !== undefined && expectedTotal !== total) {
        throw new AppError(409, 'checkout_total_changed', {
          amount: { money: deps.currency.toDecimal(total), currency: deps.currency.code },
        });
      }
      return deps.flow.pay(
        method.id,
        { ...pending, expectedTotal: total },
        card.token,
        deps.currency.code,
        card.returnUrl,
      );
    })();
    return placing.catch(async (error: unknown) => {
      // The shipping step is shown again (spec section 8, shipping rate no longer applies).
      if (error instanceof AppError && error.code === 'shipping_rate_changed') {
        await save(hash, { shippingMethod: null, shippingCost: null, step: 'shipping_method' });
      }
      throw error;
    });
  };
}
