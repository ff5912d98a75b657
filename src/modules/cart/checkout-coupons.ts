import type { ActiveDiscount } from '../discounts/engine.ts';
import type { PricedLine } from '../discounts/model.ts';
import type { DiscountService, StoredDiscount } from '../discounts/service.ts';

/** A coupon the cart can use at checkout, and what it would take off now (minor units). */
export interface CouponOffer {
  code: string;
  title: string;
  /** The title in other languages: the edge shows the shopper's. */
  titles: Partial<Record<string, string>>;
  discount_type: string;
  amount: number;
  /** Whether the cart holds it already. */
  applied: boolean;
}

/**
 * The public coupons this cart can use at checkout (spec section 7, cart/checkoutCoupons): the
 * codes it holds, then each public code running now that combines with them and takes
 * something off the cart at checkout's level (tried on the cart as it is, one at a time).
 * Codes the merchant did not make public are never listed.
 */
export async function checkoutCoupons(
  discounts: Pick<DiscountService, 'price' | 'publicCoupons'>,
  lines: readonly PricedLine[],
  held: readonly string[],
  list: readonly StoredDiscount[],
  maxCoupons: number,
): Promise<CouponOffer[]> {
  if (lines.length === 0) return [];
  const now = await discounts.price(lines, held, { level: 'checkout', list });
  const offers: CouponOffer[] = now.applied
    .filter(({ discount }) => discount.code && held.includes(discount.code))
    .map(({ discount, amount }) => ({ ...describe(discount), amount, applied: true }));
  if (held.length >= maxCoupons) return offers;
  const heldDiscounts = held.flatMap((c) => list.filter((d) => d.code === c));
  for (const coupon of await discounts.publicCoupons()) {
    const code = coupon.code!;
    if (held.includes(code)) continue;
    if (heldDiscounts.some((d) => !d.combinable || !coupon.combinable)) continue;
    const trial = await discounts.price(lines, [...held, code], { level: 'checkout', list });
    const taken = trial.applied.find((a) => a.discount.id === coupon.id);
    if (!taken || trial.refused.some((r) => r.discount.id === coupon.id)) continue;
    offers.push({ ...describe(coupon), amount: taken.amount, applied: false });
  }
  return offers;
}

const describe = (d: ActiveDiscount) => ({
  code: d.code!,
  title: d.title,
  titles: d.titles,
  discount_type: d.discount_type,
});
