import { AppError, invalidField, notFound } from '../../../platform/errors.ts';
import type { OrderDraft } from '../../cart/order-draft.ts';
import type { ShippingRules } from '../../shipping/service.ts';
import { priceCheckout, type CheckoutPrice, type OfferedMethod } from '../pricing.ts';
import type { CartTotalLimits, PlaceOrder, ShopMoney } from './input.ts';

/** An amount as a refusal's message shows it, in the shop's money. */
const amountIn = (money: ShopMoney, minor: number) => ({
  amount: { money: money.toDecimal(minor), currency: money.code },
});

/** Refuses a cart that does not exist (any more). */
export function assertCartFound(draft: OrderDraft | null): asserts draft is OrderDraft {
  if (!draft) throw notFound('cart_not_found');
}

/** Refuses a cart with nothing in it (once no earlier order of it answers instead). */
export function assertCartHasLines(draft: OrderDraft): void {
  if (draft.lines.length === 0) throw new AppError(422, 'cart_empty');
}

/** Refuses a code the shopper holds that was used up or expired meanwhile, saying which. */
export function assertCouponsUsable(draft: OrderDraft): void {
  const unusable = draft.unusableCoupons[0];
  if (unusable) {
    throw new AppError(422, `coupon_${unusable.problem}`, { code: unusable.code }, 'code');
  }
}

/**
 * Refuses a coupon issued to one customer (a redeemed reward) in an order placed with another
 * e-mail.
 */
export function assertCouponsOwned(draft: OrderDraft, email: string): void {
  const wanted = email.trim().toLowerCase();
  const other = draft.coupons.find(
    (c) => c.customerEmail && c.customerEmail.toLowerCase() !== wanted,
  );
  if (other) throw new AppError(422, 'coupon_not_yours', { code: other.code }, 'code');
}

/** Refuses a cart with a line that was removed, sold out or is over the stock, naming it. */
export function assertLinesAvailable(draft: OrderDraft): void {
  const problem = draft.problems[0];
  if (problem) throw new AppError(409, 'checkout_out_of_stock', { title: problem.title }, 'cart');
}

/** Refuses an address the shop does not ship to (the zone's problem, on the address). */
export function assertDeliverable(price: CheckoutPrice): void {
  if (price.shippingProblem) throw invalidField(price.shippingProblem, 'shipping_address');
}

/** Refuses a method no longer offered, or whose cost is not the one the shopper was shown. */
export function assertShippingUnchanged(
  price: CheckoutPrice,
  expectedShipping: number | undefined,
): OfferedMethod {
  const method = price.method;
  if (!method || (expectedShipping !== undefined && expectedShipping !== method.cost)) {
    throw invalidField('shipping_rate_changed', 'shipping_method');
  }
  return method;
}

/** Refuses goods worth less than the least or more than the most a checkout takes. */
export function assertTotalWithinLimits(
  draft: OrderDraft,
  limits: CartTotalLimits,
  money: ShopMoney,
): void {
  if (draft.total < limits.min) {
    throw new AppError(422, 'cart_total_too_low', amountIn(money, limits.min));
  }
  if (draft.total > limits.max) {
    throw new AppError(422, 'cart_total_too_high', amountIn(money, limits.max));
  }
}

/** Refuses a total that is not the one the shopper was shown (and a payment authorised for). */
export function assertTotalUnchanged(
  price: CheckoutPrice,
  expectedTotal: number | undefined,
  money: ShopMoney,
): void {
  if (expectedTotal !== undefined && expectedTotal !== price.total) {
    throw new AppError(409, 'checkout_total_changed', amountIn(money, price.total));
  }
}

/** A cart that can become an order: priced now, with the shipping method it ships by. */
export interface PlaceableOrder {
  price: CheckoutPrice;
  method: OfferedMethod;
}

/**
 * Prices a cart with lines for its order and runs every check on it, in the order the shopper
 * would fix them (codes, stock, address, method, limits, total); throws the first refusal.
 */
export function checkPlaceable(
  draft: OrderDraft,
  input: PlaceOrder,
  shipping: ShippingRules,
  limits: CartTotalLimits,
  money: ShopMoney,
): PlaceableOrder {
  assertCouponsUsable(draft);
  assertCouponsOwned(draft, input.email);
  assertLinesAvailable(draft);
  const address = input.shippingAddress;
  const price = priceCheckout(shipping, draft, {
    destination: { country: address.country, region: address.province, postcode: address.zip },
    poBox: input.poBox,
    shippingMethodId: input.shippingMethodId,
    insurance: input.insurance,
    locale: input.locale,
  });
  assertDeliverable(price);
  const method = assertShippingUnchanged(price, input.expectedShipping);
  assertTotalWithinLimits(draft, limits, money);
  assertTotalUnchanged(price, input.expectedTotal, money);
  return { price, method };
}
