import { describe, expect, it } from 'vitest';
import { discountDefinitionSchema, type DiscountDefinitionInput } from './definition.ts';
import { applyShippingDiscounts, priceCart, type ActiveDiscount } from './engine.ts';
import { allocate, percentOf } from './money-math.ts';
import type { PricedLine } from './model.ts';

let nextId = 1;
const discount = (input: DiscountDefinitionInput): ActiveDiscount => ({
  ...discountDefinitionSchema.parse(input),
  id: nextId++,
});
const line = (id: string, unitPrice: number, quantity: number, more: Partial<PricedLine> = {}) => ({
  id,
  productId: Number(id.replace(/\D/g, '')) || 1,
  variantId: Number(id.replace(/\D/g, '')) || 1,
  categoryIds: [],
  unitPrice,
  quantity,
  ...more,
});

describe('money arithmetic', () => {
  it('rounds percentages half up to the minor unit and never exceeds the amount', () => {
    expect(percentOf(999, 1000)).toBe(100); // 99.9 -> 100
    expect(percentOf(5, 1000)).toBe(1); // 0.5 -> 1
    expect(percentOf(4, 1000)).toBe(0);
    expect(percentOf(1234, 10_000)).toBe(1234);
    expect(percentOf(1_000_000_000_000, 3333)).toBe(333_300_000_000);
  });

  it('allocates to the minor unit, the remainder to the largest line, never over a line', () => {
    expect(allocate(100, [1, 1, 1])).toEqual([1, 1, 1]);
    expect(allocate(10, [3000, 1000, 2000])).toEqual([6, 1, 3]);
    // The remainder goes to the largest line, the last of equals (spec NOTES, allocation_method).
    expect(allocate(2, [1, 1, 1])).toEqual([0, 1, 1]);
    expect(allocate(1000, [2000, 3000, 5000])).toEqual([200, 300, 500]);
    expect(allocate(100, [1000, 1000, 1000])).toEqual([33, 33, 34]);
    const parts = allocate(999, [333, 333, 334]);
    expect(parts.reduce((a, b) => a + b)).toBe(999);
  });
});

describe('the anchors’ money bugs', () => {
  it('a 100 % discount gives exactly 0, never negative or fractional', () => {
    const all = discount({
      title: 'Free',
      discount_type: 'percent',
      rule: { value: { kind: 'percent', amount: 100 } },
    });
    const p = priceCart([line('a1', 1999, 3), line('b2', 1, 1)], [all]);
    expect(p.total).toBe(0);
    expect([...p.lines.values()].every((l) => l.total === 0 && Number.isInteger(l.discount))).toBe(
      true,
    );
  });

  it('a percentage on the order after another discount is computed on the reduced amount', () => {
    const ten = discount({
      title: '10 off',
      discount_type: 'fixed_cart',
      discount_order: 1,
      combinable: true,
      rule: { value: { kind: 'fixed', amount: 1000 } },
    });
    const pct = discount({
      title: '10 %',
      discount_type: 'percent',
      code: 'TEN',
      discount_order: 2,
      combinable: true,
      adjustment_level_type: 'order',
      rule: { value: { kind: 'percent', amount: 10 } },
    });
    const p = priceCart([line('a1', 5000, 1)], [pct, ten]);
    expect(p.discount).toBe(1000 + 400);
    expect(p.total).toBe(3600);
  });

  it('line allocations add up to an order discount', () => {
    const off = discount({
      title: '10 off',
      discount_type: 'fixed_cart',
      adjustment_level_type: 'order',
      rule: { value: { kind: 'fixed', amount: 1001 } },
    });
    const p = priceCart([line('a1', 333, 1), line('b2', 333, 2), line('c3', 999, 1)], [off]);
    const parts = [...p.lines.values()].map((l) => l.discount);
    expect(parts.reduce((a, b) => a + b)).toBe(1001);
    expect(p.discount).toBe(1001);
  });
});

describe('discount types', () => {
  it('bulk: the best tier reached applies, and the next tier is hinted', () => {
    const bulk = discount({
      title: 'Bulk',
      discount_type: 'bulk_discount',
      rule: {
        basis: 'quantity',
        tiers: [
          { min: 5, value: { kind: 'percent', amount: 10 } },
          { min: 2, value: { kind: 'percent', amount: 5 } },
        ],
      },
    });
    const p = priceCart([line('a1', 1000, 3)], [bulk]);
    expect(p.discount).toBe(150);
    expect(p.hints[0]!.hint).toEqual({ missing: { quantity: 2 } });
  });

  it('step: every N, capped', () => {
    const step = discount({
      title: 'Step',
      discount_type: 'step_discount',
      rule: { basis: 'amount', every: 10000, value: { kind: 'fixed', amount: 1000 }, max_steps: 2 },
    });
    expect(priceCart([line('a1', 10000, 5)], [step]).discount).toBe(2000);
    expect(priceCart([line('a1', 9000, 1)], [step]).hints[0]!.hint).toEqual({
      missing: { amount: 1000 },
    });
  });

  it('buy X get Y: cheapest gifts first, repeating per X, up to the limit', () => {
    const bxgy = discount({
      title: 'B2G1',
      discount_type: 'buy_x_get_y_discount',
      rule: { buy_quantity: 2, get_quantity: 1, limit: 2 },
    });
    const p = priceCart([line('a1', 1000, 3), line('b2', 3000, 3), line('c3', 500, 3)], [bxgy]);
    // Two applications: the two cheapest items (500, 500) are free.
    expect(p.discount).toBe(1000);
    expect(p.lines.get('c3')!.discount).toBe(1000);
  });

  it('buy X get X: same item only, once per X + Y', () => {
    const bxgx = discount({
      title: 'B2G1 same',
      discount_type: 'buy_x_get_x_discount',
      rule: { buy_quantity: 2, get_quantity: 1 },
    });
    const p = priceCart([line('a1', 1000, 7), line('b2', 400, 2)], [bxgx]);
    expect(p.lines.get('a1')!.discount).toBe(2000);
    expect(p.lines.get('b2')!.discount).toBe(0);
    expect(p.hints[0]!.hint).toEqual({ missing: { quantity: 1 } });
  });

  it('equal gift: a gift dearer than its earners is not given', () => {
    const gift = discount({
      title: 'Gift',
      discount_type: 'buy_x_get_y_discount',
      equal_gift: true,
      adjustment_target: { target_type: 'product', ids: [1] },
      rule: { buy_quantity: 1, get_quantity: 1, get_target: { target_type: 'product', ids: [2] } },
    });
    expect(priceCart([line('p1', 500, 1), line('p2', 900, 1)], [gift]).discount).toBe(0);
    expect(priceCart([line('p1', 900, 1), line('p2', 500, 1)], [gift]).discount).toBe(500);
  });

  it('shipping: lowers the selected methods by the cap, floored at zero, keeping regular_cost', () => {
    const ship = discount({
      title: 'Ship',
      discount_type: 'shipping_discount',
      rule: {
        limit_type: 'amount',
        max_limit: 5000,
        max_shipping_amount: 700,
        select_shipping: ['standard'],
      },
    });
    expect(priceCart([line('a1', 4000, 1)], [ship]).shipping).toEqual([]);
    const p = priceCart([line('a1', 6000, 1)], [ship]);
    expect(
      applyShippingDiscounts(
        [
          { id: 'standard', cost: 500 },
          { id: 'express', cost: 1500 },
        ],
        p.shipping,
      ),
    ).toEqual([
      { id: 'standard', cost: 0, regular_cost: 500 },
      { id: 'express', cost: 1500, regular_cost: 1500 },
    ]);
    const free = discount({ title: 'Free ship', discount_type: 'shipping_discount', rule: {} });
    expect(
      applyShippingDiscounts(
        [{ id: 'x', cost: 123456 }],
        priceCart([line('a1', 1, 1)], [free]).shipping,
      )[0]!.cost,
    ).toBe(0);
  });
});

describe('adjustment fields (spec section 3, Discount; spec NOTES)', () => {
  const five = (more: Partial<DiscountDefinitionInput>) =>
    discount({
      title: '5 off',
      discount_type: 'fixed_cart',
      rule: { value: { kind: 'fixed', amount: 500 } },
      ...more,
    });

  it('a fixed amount at line level comes off each line; at order level once, spread', () => {
    const lines = [line('a1', 2000, 1), line('b2', 3000, 1)];
    expect(priceCart(lines, [five({ adjustment_level_type: 'line' })]).discount).toBe(1000);
    const order = priceCart(lines, [five({ adjustment_level_type: 'order' })]);
    expect(order.discount).toBe(500);
    expect([...order.lines.values()].map((l) => l.discount)).toEqual([200, 300]);
    // Off each item: two of a line, two reductions.
    const each = five({ allocation_method: 'each' });
    expect(priceCart([line('a1', 2000, 2)], [each]).discount).toBe(1000);
  });

  it('spreads an order amount in proportion, the remainder to the largest line', () => {
    const ten = (title: string, amount: number) =>
      discount({
        title,
        discount_type: 'fixed_cart',
        adjustment_level_type: 'order',
        rule: { value: { kind: 'fixed', amount } },
      });
    const split = (lines: PricedLine[], amount: number) =>
      [...priceCart(lines, [ten('off', amount)]).lines.values()].map((l) => l.discount);
    expect(split([line('a1', 2000, 1), line('b2', 3000, 1), line('c3', 5000, 1)], 1000)).toEqual([
      200, 300, 500,
    ]);
    expect(split([line('a1', 1000, 1), line('b2', 1000, 1), line('c3', 1000, 1)], 100)).toEqual([
      33, 33, 34,
    ]);
  });

  it('targets a variant alone, or every variant of a product', () => {
    // Two variants (11, 12) of product 1.
    const v11 = line('x', 1000, 1, { productId: 1, variantId: 11 });
    const v12 = line('y', 1000, 1, { productId: 1, variantId: 12 });
    const tenPercent = (target: DiscountDefinitionInput['adjustment_target']) =>
      discount({
        title: '10 %',
        discount_type: 'percent',
        adjustment_target: target,
        rule: { value: { kind: 'percent', amount: 10 } },
      });
    const byVariant = priceCart([v11, v12], [tenPercent({ target_type: 'variant', ids: [11] })]);
    expect([...byVariant.lines.values()].map((l) => l.discount)).toEqual([100, 0]);
    const byProduct = priceCart([v11, v12], [tenPercent({ target_type: 'product', ids: [1] })]);
    expect([...byProduct.lines.values()].map((l) => l.discount)).toEqual([100, 100]);
  });

  it('discounts of one adjustment group are alternatives on a line; other groups stack', () => {
    const pct = (title: string, amount: number, group: string | null, order: number) =>
      discount({
        title,
        discount_type: 'percent',
        combinable: true,
        adjustment_group: group,
        discount_order: order,
        rule: { value: { kind: 'percent', amount } },
      });
    const lines = [line('a1', 10000, 1)];
    const spring = [pct('Spring 20', 20, 'spring', 1), pct('Spring 10', 10, 'spring', 2)];
    const p = priceCart(lines, spring);
    expect(p.discount).toBe(2000);
    expect(p.applied.map((a) => a.discount.title)).toEqual(['Spring 20']);
    // Another group still stacks: 10 % of what is left.
    expect(priceCart(lines, [...spring, pct('Loyal', 10, 'loyalty', 3)]).discount).toBe(2800);
    expect(priceCart(lines, [...spring, pct('Loyal', 10, null, 3)]).discount).toBe(2800);
  });
});

describe('combination', () => {
  const auto = (combinable: boolean) =>
    discount({
      title: 'Auto 10 %',
      discount_type: 'percent',
      combinable,
      rule: { value: { kind: 'percent', amount: 10 } },
    });
  const coupon = (combinable: boolean) =>
    discount({
      title: 'Coupon',
      code: 'SAVE5',
      discount_type: 'fixed_cart',
      combinable,
      rule: { value: { kind: 'fixed', amount: 500 } },
    });

  it('stacks only when both allow it, and a refused coupon says why', () => {
    expect(priceCart([line('a1', 10000, 1)], [auto(true), coupon(true)]).discount).toBe(1500);
    const p = priceCart([line('a1', 10000, 1)], [auto(false), coupon(true)]);
    expect(p.discount).toBe(1000);
    expect(p.refused.map((r) => r.reason)).toEqual(['not_combinable']);
    expect(priceCart([line('a1', 10000, 1)], [auto(true), coupon(false)]).refused[0]!.reason).toBe(
      'not_combinable',
    );
  });

  it('a coupon for products not in the cart is not applicable; below its minimum it says how much', () => {
    const only = discount({
      title: 'Only 9',
      code: 'NINE',
      discount_type: 'percent',
      adjustment_target: { target_type: 'product', ids: [9] },
      rule: { value: { kind: 'percent', amount: 5 } },
    });
    expect(priceCart([line('a1', 1000, 1)], [only]).refused[0]!.reason).toBe('not_applicable');
    const min = discount({
      title: 'Min',
      code: 'MIN',
      discount_type: 'percent',
      min_subtotal: 5000,
      rule: { value: { kind: 'percent', amount: 5 } },
    });
    expect(priceCart([line('a1', 1000, 1)], [min]).refused[0]).toMatchObject({
      reason: 'minimum_not_reached',
      values: { amount: 5000, missing: 4000 },
    });
  });
});
