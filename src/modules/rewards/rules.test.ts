import { describe, expect, it } from 'vitest';
import { discountDefinitionSchema } from '../discounts/definition.ts';
import { priceCart } from '../discounts/engine.ts';
import { campaignKind, campaignSchema } from './contract.ts';
import { orderPoints, rewardCode, rewardCoupon } from './rules.ts';

const NOW = new Date('2026-11-26T12:00:00Z');

/** A campaign as the merchant's file writes it. */
const campaign = (over: object) =>
  campaignSchema.parse({ key: 'c', title: 'Reward', cost: 500, amount: 500, ...over });

/** What the coupon of a campaign takes off two lines: 40.00 of shoes (id 1), 10.00 of a hat (id 2). */
function takesOff(over: object): number {
  const coupon = discountDefinitionSchema.parse(
    rewardCoupon(campaign(over), 'RW-ABCDEFGH', 'ada@example.com', NOW),
  );
  const lines = [
    { id: 'a', productId: 1, variantId: 11, categoryIds: [5], unitPrice: 4000, quantity: 1 },
    { id: 'b', productId: 2, variantId: 21, categoryIds: [6], unitPrice: 1000, quantity: 1 },
  ];
  return priceCart(lines, [{ ...coupon, id: 1 }]).discount;
}

describe("a campaign's coupon (spec section 3: fixed_cart, percent, anything else a product)", () => {
  it('reads fixed_cart and percent as themselves and anything else as a product reward', () => {
    expect(campaignKind('fixed_cart')).toBe('fixed_cart');
    expect(campaignKind('percent')).toBe('percent');
    expect(campaignKind('x')).toBe('product');
    expect(campaignKind('product')).toBe('product');
  });

  it('takes an amount off the order, a percentage off, or an amount off the products named', () => {
    expect(takesOff({ discount_type: 'fixed_cart', amount: 500 })).toBe(500);
    expect(takesOff({ discount_type: 'percent', amount: 10 })).toBe(500);
    expect(
      takesOff({ discount_type: 'x', amount: 2500, target: { target_type: 'product', ids: [2] } }),
    ).toBe(1000);
  });

  it('is single-use, for one e-mail, until its days have passed', () => {
    const coupon = discountDefinitionSchema.parse({
      ...rewardCoupon(
        campaign({ discount_type: 'percent', amount: 10, valid_days: 30 }),
        'RW-ABCDEFGH',
        'ada@example.com',
        NOW,
      ),
      usage_limit: 1,
    });
    expect(coupon).toMatchObject({
      code: 'RW-ABCDEFGH',
      customer_email: 'ada@example.com',
      usage_limit: 1,
    });
    expect(coupon.ends_at).toEqual(new Date('2026-12-26T12:00:00Z'));
  });

  it('refuses a product reward without products, and a percentage over 100', () => {
    expect(() => campaign({ discount_type: 'product' })).toThrow(/names its products/);
    expect(() => campaign({ discount_type: 'percent', amount: 120 })).toThrow(/at most 100/);
  });

  it('makes codes of 8 characters no one misreads', () => {
    const codes = new Set(Array.from({ length: 200 }, rewardCode));
    expect(codes.size).toBe(200);
    for (const code of codes) expect(code).toMatch(/^RW-[A-HJKMNP-Z2-9]{8}$/);
  });
});

describe("an order's points", () => {
  const order = {
    total: 12_345,
    shippingTotal: 500,
    insuranceTotal: 45,
    taxTotal: 0,
    refundedTotal: 0,
  };

  it('counts whole units of the goods paid, not shipping, insurance or tax', () => {
    expect(orderPoints(order, 100, 1)).toBe(118);
    expect(orderPoints(order, 100, 2)).toBe(236);
    expect(orderPoints({ ...order, taxTotal: 1000 }, 100, 1)).toBe(108);
    expect(
      orderPoints({ ...order, total: 5000, shippingTotal: 0, insuranceTotal: 0 }, 1, 0.1),
    ).toBe(500);
  });

  it('takes a refund out, never below none', () => {
    expect(orderPoints({ ...order, refundedTotal: 2000 }, 100, 1)).toBe(103);
    expect(orderPoints({ ...order, refundedTotal: order.total }, 100, 1)).toBe(0);
  });
});
