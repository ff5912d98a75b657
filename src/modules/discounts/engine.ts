import type { DiscountDefinition } from './definition.ts';
import type { DiscountHint, LineState, PricedLine, ShippingRule } from './model.ts';
import { matchesTarget } from './reduce.ts';
import { SHIPPING_CAP } from './types/shipping.ts';
import { DISCOUNT_TYPES } from './types/index.ts';

/** A discount the cart may get: its definition and the id it is stored under. */
export type ActiveDiscount = DiscountDefinition & { id: number };

/** Why a coupon in the cart takes nothing off, for the shopper to read. */
export type RefusalReason = 'not_applicable' | 'minimum_not_reached' | 'not_combinable';

/** One discount's part of a line. */
export interface LineAdjustment {
  discountId: number;
  amount: number;
}

/** A line priced: before discounts, the discounts' parts, and what is left to pay. */
export interface LinePricing {
  subtotal: number;
  discount: number;
  total: number;
  adjustments: LineAdjustment[];
}

/** The cart priced with its discounts, every figure in minor units. */
export interface CartPricing {
  lines: Map<string, LinePricing>;
  subtotal: number;
  discount: number;
  total: number;
  /** The discounts that took something off (or earned a shipping discount), in order. */
  applied: { discount: ActiveDiscount; amount: number }[];
  /** The coupons that took nothing off, and why. */
  refused: { discount: ActiveDiscount; reason: RefusalReason; values: Record<string, number> }[];
  /** How far the cart is from (more of) a discount. */
  hints: { discount: ActiveDiscount; hint: DiscountHint }[];
  /** The shipping discounts earned. */
  shipping: ShippingRule[];
}

/**
 * The order discounts are applied in: `discount_order`, then automatic discounts before
 * coupons, then the coupons in the order they were entered (their position in `discounts`).
 */
function applicationOrder(discounts: readonly ActiveDiscount[]): ActiveDiscount[] {
  return discounts
    .map((d, position) => ({ d, position }))
    .sort(
      (a, b) =>
        a.d.discount_order - b.d.discount_order ||
        Number(Boolean(a.d.code)) - Number(Boolean(b.d.code)) ||
        (a.d.code ? a.position - b.position : a.d.id - b.d.id),
    )
    .map(({ d }) => d);
}

/**
 * Prices a cart with the discounts it may get. Pure: the same lines and discounts give the
 * same answer on the server, in the browser and in the tests.
 *
 * Combination (spec NOTES): a discount that is not combinable only reduces lines no other
 * discount has reduced, and a line it reduces takes no further discount; combinable discounts
 * stack, except two of one adjustment group on one line. Each works on what the line still costs, so a percentage after a sale or after an
 * earlier discount is a percentage of the reduced amount. No line goes below zero.
 */
export function priceCart(
  lines: readonly PricedLine[],
  discounts: readonly ActiveDiscount[],
): CartPricing {
  const states: LineState[] = lines.map((line) => ({
    line,
    remaining: line.unitPrice * line.quantity,
  }));
  const adjustments = new Map<string, LineAdjustment[]>(lines.map((l) => [l.id, []]));
  const touched = new Set<string>();
  const exclusive = new Set<string>();
  // The adjustment groups that have reduced each line.
  const grouped = new Map<string, Set<string>>(lines.map((l) => [l.id, new Set()]));
  const result: CartPricing = {
    lines: new Map(),
    subtotal: states.reduce((a, s) => a + s.remaining, 0),
    discount: 0,
    total: 0,
    applied: [],
    refused: [],
    hints: [],
    shipping: [],
  };

  for (const discount of applicationOrder(discounts)) {
    const type = DISCOUNT_TYPES[discount.discount_type];
    const targeted = states.filter((s) => matchesTarget(discount.adjustment_target, s.line));
    const available = states.filter(
      (s) =>
        s.remaining > 0 &&
        !exclusive.has(s.line.id) &&
        (discount.combinable || !touched.has(s.line.id)) &&
        !(discount.adjustment_group && grouped.get(s.line.id)!.has(discount.adjustment_group)),
    );
    const eligible = available.filter((s) => matchesTarget(discount.adjustment_target, s.line));
    const refuse = (reason: RefusalReason, values: Record<string, number> = {}) => {
      if (discount.code) result.refused.push({ discount, reason, values });
    };
    if (eligible.length === 0) {
      refuse(targeted.length === 0 ? 'not_applicable' : 'not_combinable');
      continue;
    }
    const eligibleSubtotal = eligible.reduce((a, s) => a + s.line.unitPrice * s.line.quantity, 0);
    if (eligibleSubtotal < discount.min_subtotal) {
      const missing = discount.min_subtotal - eligibleSubtotal;
      result.hints.push({ discount, hint: { missing: { amount: missing } } });
      refuse('minimum_not_reached', { amount: discount.min_subtotal, missing });
      continue;
    }
    const outcome = (type.apply as (...args: unknown[]) => ReturnType<typeof type.apply>)(
      discount.rule,
      eligible,
      discount,
      available,
    );
    if (outcome.hint) result.hints.push({ discount, hint: outcome.hint });
    let amount = 0;
    // A gift may lie outside the target (buy X get Y): any available line may be reduced.
    for (const s of available) {
      const off = Math.min(
        s.remaining,
        Math.max(0, Math.floor(outcome.amounts.get(s.line.id) ?? 0)),
      );
      if (off === 0) continue;
      s.remaining -= off;
      amount += off;
      adjustments.get(s.line.id)!.push({ discountId: discount.id, amount: off });
      touched.add(s.line.id);
      if (!discount.combinable) exclusive.add(s.line.id);
      if (discount.adjustment_group) grouped.get(s.line.id)!.add(discount.adjustment_group);
    }
    if (outcome.shipping) result.shipping.push(outcome.shipping);
    if (amount > 0 || outcome.shipping) {
      result.applied.push({ discount, amount });
      result.discount += amount;
    } else {
      const missing = outcome.hint?.missing;
      refuse('minimum_not_reached', missing ? { ...missing } : {});
    }
  }

  for (const s of states) {
    const subtotal = s.line.unitPrice * s.line.quantity;
    result.lines.set(s.line.id, {
      subtotal,
      discount: subtotal - s.remaining,
      total: s.remaining,
      adjustments: adjustments.get(s.line.id)!,
    });
  }
  result.total = result.subtotal - result.discount;
  return result;
}

/** A shipping method's price: what it costs now, and what it cost before any discount. */
export interface ShippingPrice {
  id: string;
  cost: number;
  regular_cost: number;
}

/**
 * Lowers the shipping methods by the shipping discounts earned (spec section 4, Coupons): each
 * selected method by the largest cap that selects it, floored at zero; regular_cost is kept.
 */
export function applyShippingDiscounts(
  methods: readonly { id: string; cost: number }[],
  rules: readonly ShippingRule[],
): ShippingPrice[] {
  return methods.map((m) => {
    const cap = rules
      .filter((r) => r.methods === 'all' || r.methods.includes(m.id))
      .reduce((best, r) => Math.max(best, Math.min(r.cap, SHIPPING_CAP)), 0);
    return { id: m.id, cost: Math.max(0, m.cost - cap), regular_cost: m.cost };
  });
}
