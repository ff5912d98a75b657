import { randomInt } from 'node:crypto';
import type { DiscountDefinitionInput } from '../discounts/definition.ts';
import { campaignKind, type Campaign } from './contract.ts';

/** How the shop gives points (the merchant's configuration). */
export interface EarningRules {
  /** Points per whole unit of the shop's money paid for goods (1: a point a dollar). */
  perUnit: number;
  /** Points a customer gets once, when their e-mail address is confirmed. */
  signup: number;
  /** Points a customer gets once, when they confirm the newsletter. */
  newsletter: number;
  /** Days an order's points wait (its return window) before they can be spent. */
  pendingDays: number;
}

/** What of an order earns points: its goods as paid, less what was refunded. */
export interface OrderPaid {
  total: number;
  shippingTotal: number;
  insuranceTotal: number;
  taxTotal: number;
  refundedTotal: number;
}

/**
 * The points an order earns: a whole number, per whole unit of the goods paid for (shipping,
 * insurance and tax earn none; a refund takes its share back). `minorPerUnit` is 100 for
 * dollars, 1 for yen.
 */
export function orderPoints(order: OrderPaid, minorPerUnit: number, perUnit: number): number {
  const goods = order.total - order.shippingTotal - order.insuranceTotal - order.taxTotal;
  const paid = Math.max(0, Math.min(goods, order.total - order.refundedTotal));
  return Math.floor((paid / minorPerUnit) * perUnit);
}

/** When an order's points can be spent: once its return window has passed. */
export const availableFrom = (paidAt: Date, pendingDays: number) =>
  new Date(paidAt.getTime() + pendingDays * 24 * 60 * 60 * 1000);

/** Letters and digits no one reads as another (no 0/O, 1/I/L). */
const CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';

/** A new reward coupon's code: RW- and 8 random characters (31^8, about 8.5e11 codes). */
export function rewardCode(): string {
  let code = 'RW-';
  for (let i = 0; i < 8; i++) code += CODE_ALPHABET[randomInt(CODE_ALPHABET.length)];
  return code;
}

/**
 * The single-use coupon a redeemed campaign gives one customer: `fixed_cart` an amount off the
 * order, `percent` a percentage off, a product reward an amount off the products it names; only
 * an order placed with the customer's e-mail uses it, until `valid_days` have passed.
 */
export function rewardCoupon(
  campaign: Campaign,
  code: string,
  email: string,
  now: Date,
): DiscountDefinitionInput & { code: string; customer_email: string } {
  const kind = campaignKind(campaign.discount_type);
  return {
    title: campaign.title,
    titles: campaign.titles,
    discount_type: kind === 'percent' ? 'percent' : 'fixed_cart',
    rule: {
      value:
        kind === 'percent'
          ? { kind: 'percent', amount: campaign.amount }
          : { kind: 'fixed', amount: campaign.amount },
    },
    adjustment_target: campaign.target,
    // An amount comes off once for the order, spread over what it applies to.
    adjustment_level_type: 'order',
    code,
    combinable: true,
    min_subtotal: campaign.min_subtotal,
    starts_at: now,
    ends_at: new Date(now.getTime() + campaign.valid_days * 24 * 60 * 60 * 1000),
    customer_email: email,
  };
}
