/**
 * Property tests for the discount engine against a reference calculator written here,
 * independently of reduce.ts, gifts.ts, money-math.ts and the types' apply functions.
 *
 * The reference works in BigInt, keeps a per-line ledger (what is left, and which kind of
 * discount touched the line), and expands lines into unit items for the gift types. It is
 * compared with exact equality for every discount type the engine knows: percent, fixed_cart,
 * bulk_discount, step_discount, buy_x_get_x_discount, buy_x_get_y_discount and
 * shipping_discount (which reduces no line, but is counted as applied).
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { discountDefinitionSchema, type DiscountDefinitionInput } from './definition.ts';
import { priceCart, type ActiveDiscount, type CartPricing } from './engine.ts';
import type { PricedLine, Target } from './model.ts';

/** Runs per property; the reference comparison gets three times as many. */
const RUNS = 1000;

// ---------------------------------------------------------------------------------------------
// Reference calculator
// ---------------------------------------------------------------------------------------------

type RefValue = { kind: 'percent'; amount: number } | { kind: 'fixed'; amount: number };

interface RefLine {
  id: string;
  product: number;
  variant: number;
  categories: readonly number[];
  unit: bigint;
  qty: bigint;
  /** What the line still costs. */
  left: bigint;
  /** `free`: no discount yet; `stacked`: only combinable ones; `locked`: a non-combinable one. */
  mark: 'free' | 'stacked' | 'locked';
  /** The adjustment groups whose discounts reduced the line (one each at most). */
  groups: string[];
}

interface RefResult {
  subtotal: bigint;
  discount: bigint;
  total: bigint;
  lines: Map<string, bigint>;
  applied: { id: number; amount: bigint }[];
}

const bigSum = (xs: readonly bigint[]) => xs.reduce((a, x) => a + x, 0n);
const bigMin = (a: bigint, b: bigint) => (a < b ? a : b);
const cmpBig = (a: bigint, b: bigint) => (a < b ? -1 : a > b ? 1 : 0);

/** Whether a target names a line. */
function hits(target: Target, l: RefLine): boolean {
  if (target.target_type === 'all') return true;
  const wanted = new Set(target.ids);
  if (target.target_type === 'product') return wanted.has(l.product);
  if (target.target_type === 'variant') return wanted.has(l.variant);
  return l.categories.some((c) => wanted.has(c));
}

/** bp basis points of an amount, half up: floor((amount * bp + 5000) / 10000). */
const halfUp = (amount: bigint, bp: bigint): bigint =>
  bp >= 10_000n ? amount : (amount * bp + 5_000n) / 10_000n;

const basisPoints = (percent: number) => BigInt(Math.round(percent * 100));

/**
 * Spreads `total` over weights: floor shares, then the rest to the largest weight (latest on
 * ties), spilling to the next largest when one is full. Found by repeated scans, not a sort.
 */
function spread(total: bigint, weights: readonly bigint[]): bigint[] {
  const sum = bigSum(weights);
  const amount = bigMin(total, sum);
  if (amount <= 0n) return weights.map(() => 0n);
  const parts = weights.map((w) => (amount * w) / sum);
  let rest = amount - bigSum(parts);
  const visited = new Set<number>();
  while (rest > 0n) {
    let pick = -1;
    for (let i = 0; i < weights.length; i++) {
      if (visited.has(i)) continue;
      if (pick < 0 || weights[i]! >= weights[pick]!) pick = i;
    }
    visited.add(pick);
    const give = bigMin(rest, weights[pick]! - parts[pick]!);
    parts[pick] = parts[pick]! + give;
    rest -= give;
  }
  return parts;
}

/** A value taken `times` over off the lines, by level (percent) or allocation (fixed). */
function valueCuts(
  value: RefValue,
  lines: readonly RefLine[],
  level: 'line' | 'order',
  allocation: 'across' | 'each',
  times: bigint,
): bigint[] {
  if (times <= 0n) return lines.map(() => 0n);
  const lefts = lines.map((l) => l.left);
  if (value.kind === 'percent') {
    const bp = bigMin(basisPoints(value.amount) * times, 10_000n);
    if (level === 'line') return lefts.map((x) => halfUp(x, bp));
    return spread(halfUp(bigSum(lefts), bp), lefts);
  }
  const amount = BigInt(value.amount) * times;
  if (allocation === 'each') return lines.map((l) => bigMin(l.left, amount * l.qty));
  if (level === 'line') return lines.map((l) => bigMin(l.left, amount));
  return spread(amount, lefts);
}

/** One unit item of a line. */
interface Item {
  line: RefLine;
  rank: number;
  price: bigint;
  used: boolean;
}

/**
 * Buy X get Y at the unit level. Each line is split into items whose prices add up to what the
 * line still costs (the first `left % qty` items one unit dearer). Ranks: the buy lines first,
 * then the get-only lines (gifts.ts breaks price ties that way). Each round: the Y cheapest free
 * gift items, the X dearest other free buy items; stop when short, when a gift is dearer than
 * an earner (equal_gift), or at the limit.
 */
function pairItems(
  buyLines: readonly RefLine[],
  getLines: readonly RefLine[],
  x: number,
  y: number,
  value: RefValue,
  equalGift: boolean,
  limit: number,
): { cuts: Map<RefLine, bigint>; rounds: number } {
  const pool: RefLine[] = [];
  for (const l of [...buyLines, ...getLines]) if (!pool.includes(l)) pool.push(l);
  const items: Item[] = [];
  pool.forEach((line, rank) => {
    const base = line.left / line.qty;
    const extra = line.left % line.qty;
    for (let k = 0n; k < line.qty; k++) {
      items.push({ line, rank, price: base + (k < extra ? 1n : 0n), used: false });
    }
  });
  const buy = new Set(buyLines);
  const get = new Set(getLines);
  const cheapFirst = items
    .filter((i) => get.has(i.line))
    .sort((a, b) => cmpBig(a.price, b.price) || a.rank - b.rank);
  const dearFirst = items
    .filter((i) => buy.has(i.line))
    .sort((a, b) => cmpBig(b.price, a.price) || a.rank - b.rank);
  const cuts = new Map<RefLine, bigint>();
  let rounds = 0;
  while (rounds < limit) {
    const gifts: Item[] = [];
    for (const i of cheapFirst) if (!i.used && gifts.length < y) gifts.push(i);
    const earners: Item[] = [];
    for (const i of dearFirst)
      if (!i.used && !gifts.includes(i) && earners.length < x) earners.push(i);
    if (gifts.length < y || earners.length < x) break;
    if (equalGift && gifts.some((g) => earners.some((e) => g.price > e.price))) break;
    for (const i of [...gifts, ...earners]) i.used = true;
    for (const g of gifts) {
      const off =
        value.kind === 'percent'
          ? halfUp(g.price, basisPoints(value.amount))
          : bigMin(g.price, BigInt(value.amount));
      cuts.set(g.line, (cuts.get(g.line) ?? 0n) + off);
    }
    rounds++;
  }
  return { cuts, rounds };
}

interface RefRules {
  percent: { value: RefValue };
  fixed_cart: { value: RefValue };
  bulk_discount: { basis: 'quantity' | 'amount'; tiers: { min: number; value: RefValue }[] };
  step_discount: {
    basis: 'quantity' | 'amount';
    every: number;
    value: RefValue;
    max_steps?: number;
  };
  buy_x_get_x_discount: {
    buy_quantity: number;
    get_quantity: number;
    same: 'variant' | 'product';
    value: RefValue;
    limit?: number;
  };
  buy_x_get_y_discount: {
    buy_quantity: number;
    get_quantity: number;
    get_target: Target;
    value: RefValue;
    limit?: number;
  };
  shipping_discount: { limit_type: 'none' | 'amount' | 'quantity'; max_limit: number };
}

const reached = (lines: readonly RefLine[], basis: 'quantity' | 'amount') =>
  bigSum(lines.map((l) => (basis === 'quantity' ? l.qty : l.left)));

/** What one discount takes off each line (before the "no line below zero" clamp). */
function cutsFor(
  d: ActiveDiscount,
  eligible: readonly RefLine[],
  available: readonly RefLine[],
): { cuts: Map<RefLine, bigint>; shipping: boolean } {
  const byLine = (amounts: bigint[]) => new Map(eligible.map((l, i) => [l, amounts[i]!]));
  const level = d.adjustment_level_type;
  const alloc = d.allocation_method;
  switch (d.discount_type) {
    case 'percent':
    case 'fixed_cart': {
      const rule = d.rule as RefRules['percent'];
      return { cuts: byLine(valueCuts(rule.value, eligible, level, alloc, 1n)), shipping: false };
    }
    case 'bulk_discount': {
      const rule = d.rule as RefRules['bulk_discount'];
      const got = reached(eligible, rule.basis);
      let best: RefRules['bulk_discount']['tiers'][number] | undefined;
      for (const t of rule.tiers)
        if (BigInt(t.min) <= got && (!best || t.min >= best.min)) best = t;
      if (!best) return { cuts: new Map(), shipping: false };
      return { cuts: byLine(valueCuts(best.value, eligible, level, alloc, 1n)), shipping: false };
    }
    case 'step_discount': {
      const rule = d.rule as RefRules['step_discount'];
      let steps = reached(eligible, rule.basis) / BigInt(rule.every);
      if (rule.max_steps !== undefined) steps = bigMin(steps, BigInt(rule.max_steps));
      return {
        cuts: byLine(valueCuts(rule.value, eligible, level, alloc, steps)),
        shipping: false,
      };
    }
    case 'buy_x_get_x_discount': {
      const rule = d.rule as RefRules['buy_x_get_x_discount'];
      const groups: RefLine[][] = [];
      const keyOf = (l: RefLine) => (rule.same === 'variant' ? l.variant : l.product);
      for (const l of eligible) {
        const group = groups.find((g) => keyOf(g[0]!) === keyOf(l));
        if (group) group.push(l);
        else groups.push([l]);
      }
      let left = rule.limit ?? Infinity;
      const cuts = new Map<RefLine, bigint>();
      for (const g of groups) {
        if (left <= 0) break;
        const r = pairItems(
          g,
          g,
          rule.buy_quantity,
          rule.get_quantity,
          rule.value,
          d.equal_gift,
          left,
        );
        left -= r.rounds;
        for (const [l, c] of r.cuts) cuts.set(l, c);
      }
      return { cuts, shipping: false };
    }
    case 'buy_x_get_y_discount': {
      const rule = d.rule as RefRules['buy_x_get_y_discount'];
      const getLines = available.filter((l) => hits(rule.get_target, l));
      const r = pairItems(
        eligible,
        getLines,
        rule.buy_quantity,
        rule.get_quantity,
        rule.value,
        d.equal_gift,
        rule.limit ?? Infinity,
      );
      return { cuts: r.cuts, shipping: false };
    }
    case 'shipping_discount': {
      const rule = d.rule as RefRules['shipping_discount'];
      const earned =
        rule.limit_type === 'none' || reached(eligible, rule.limit_type) >= BigInt(rule.max_limit);
      return { cuts: new Map(), shipping: earned };
    }
  }
}

/** The documented application order, as a sort key. */
const orderKey = (d: ActiveDiscount, position: number): [number, number, number] => [
  d.discount_order,
  d.code ? 1 : 0,
  d.code ? position : d.id,
];

const toRefLine = (l: PricedLine): RefLine => ({
  id: l.id,
  product: l.productId,
  variant: l.variantId,
  categories: l.categoryIds,
  unit: BigInt(l.unitPrice),
  qty: BigInt(l.quantity),
  left: BigInt(l.unitPrice) * BigInt(l.quantity),
  mark: 'free',
  groups: [],
});

function referencePrice(lines: readonly PricedLine[], discounts: readonly ActiveDiscount[]) {
  const ledger = lines.map(toRefLine);
  const ordered = discounts
    .map((d, position) => ({ d, key: orderKey(d, position) }))
    .sort((a, b) => a.key[0] - b.key[0] || a.key[1] - b.key[1] || a.key[2] - b.key[2])
    .map(({ d }) => d);
  const applied: RefResult['applied'] = [];
  for (const d of ordered) {
    const available = ledger.filter(
      (l) =>
        l.left > 0n &&
        (l.mark === 'free' || (d.combinable && l.mark === 'stacked')) &&
        !(d.adjustment_group !== null && l.groups.includes(d.adjustment_group)),
    );
    const eligible = available.filter((l) => hits(d.adjustment_target, l));
    if (eligible.length === 0) continue;
    if (bigSum(eligible.map((l) => l.unit * l.qty)) < BigInt(d.min_subtotal)) continue;
    const { cuts, shipping } = cutsFor(d, eligible, available);
    let amount = 0n;
    for (const l of available) {
      const off = bigMin(l.left, cuts.get(l) ?? 0n);
      if (off <= 0n) continue;
      l.left -= off;
      amount += off;
      if (!d.combinable) l.mark = 'locked';
      else if (l.mark === 'free') l.mark = 'stacked';
      if (d.adjustment_group !== null) l.groups.push(d.adjustment_group);
    }
    if (amount > 0n || shipping) applied.push({ id: d.id, amount });
  }
  const subtotal = bigSum(ledger.map((l) => l.unit * l.qty));
  const total = bigSum(ledger.map((l) => l.left));
  return {
    subtotal,
    discount: subtotal - total,
    total,
    lines: new Map(ledger.map((l) => [l.id, l.unit * l.qty - l.left])),
    applied,
  } satisfies RefResult;
}

// ---------------------------------------------------------------------------------------------
// Generators
// ---------------------------------------------------------------------------------------------

const lineArb = fc.record({
  product: fc.integer({ min: 1, max: 4 }),
  variant: fc.integer({ min: 1, max: 2 }),
  categories: fc.subarray([1, 2, 3]),
  // Few distinct prices and quantities too, so lines tie (allocation and gift tie-breaks).
  unitPrice: fc.oneof(
    { weight: 3, arbitrary: fc.integer({ min: 0, max: 200_000 }) },
    { weight: 1, arbitrary: fc.integer({ min: 0, max: 30 }) },
    { weight: 2, arbitrary: fc.constantFrom(0, 1, 7, 999, 1000, 199_999, 200_000) },
  ),
  quantity: fc.oneof(fc.integer({ min: 1, max: 20 }), fc.constantFrom(1, 2, 3)),
});

const cartArb: fc.Arbitrary<PricedLine[]> = fc
  .array(lineArb, { minLength: 1, maxLength: 8 })
  .map((ls) =>
    ls.map((l, i) => ({
      id: `L${i}`,
      productId: l.product,
      variantId: l.product * 10 + l.variant,
      categoryIds: l.categories,
      unitPrice: l.unitPrice,
      quantity: l.quantity,
    })),
  );

const targetArb: fc.Arbitrary<Target> = fc.oneof(
  { weight: 4, arbitrary: fc.constant({ target_type: 'all' as const }) },
  fc.record({
    target_type: fc.constant('product' as const),
    ids: fc.uniqueArray(fc.integer({ min: 1, max: 5 }), { minLength: 1, maxLength: 3 }),
  }),
  fc.record({
    target_type: fc.constant('variant' as const),
    ids: fc.uniqueArray(fc.constantFrom(11, 12, 21, 22, 31, 32, 41, 42, 99), {
      minLength: 1,
      maxLength: 4,
    }),
  }),
  fc.record({
    target_type: fc.constant('collection' as const),
    ids: fc.uniqueArray(fc.integer({ min: 1, max: 4 }), { minLength: 1, maxLength: 2 }),
  }),
);

/** Percentages from whole basis points (0.01 % .. 100 %). */
const percentArb = fc
  .oneof(
    fc.integer({ min: 1, max: 10_000 }),
    fc.constantFrom(1, 50, 1000, 1250, 3333, 5000, 6667, 9999, 10_000),
  )
  .map((bp) => ({ kind: 'percent' as const, amount: bp / 100 }));
const fixedArb = fc
  .oneof(fc.integer({ min: 1, max: 300_000 }), fc.integer({ min: 1, max: 50 }))
  .map((amount) => ({ kind: 'fixed' as const, amount }));
const valueArb = fc.oneof(percentArb, fixedArb);
const opt = <T>(arb: fc.Arbitrary<T>) => fc.option(arb, { nil: undefined });

const typeArb: fc.Arbitrary<Pick<DiscountDefinitionInput, 'discount_type' | 'rule'>> = fc.oneof(
  fc.record({
    discount_type: fc.constant('percent' as const),
    rule: fc.record({ value: percentArb }),
  }),
  fc.record({
    discount_type: fc.constant('fixed_cart' as const),
    rule: fc.record({ value: fixedArb }),
  }),
  fc.record({
    discount_type: fc.constant('bulk_discount' as const),
    rule: fc.oneof(
      fc.record({
        basis: fc.constant('quantity'),
        tiers: fc.uniqueArray(
          fc.record({ min: fc.integer({ min: 1, max: 40 }), value: valueArb }),
          { minLength: 1, maxLength: 3, selector: (t) => t.min },
        ),
      }),
      fc.record({
        basis: fc.constant('amount'),
        tiers: fc.uniqueArray(
          fc.record({ min: fc.integer({ min: 1, max: 1_000_000 }), value: valueArb }),
          { minLength: 1, maxLength: 3, selector: (t) => t.min },
        ),
      }),
    ),
  }),
  fc.record({
    discount_type: fc.constant('step_discount' as const),
    rule: fc.oneof(
      fc.record({
        basis: fc.constant('quantity'),
        every: fc.integer({ min: 1, max: 8 }),
        value: valueArb,
        max_steps: opt(fc.integer({ min: 1, max: 6 })),
      }),
      fc.record({
        basis: fc.constant('amount'),
        every: fc.oneof(fc.integer({ min: 1, max: 200_000 }), fc.integer({ min: 1, max: 500 })),
        value: valueArb,
        max_steps: opt(fc.integer({ min: 1, max: 6 })),
      }),
    ),
  }),
  fc.record({
    discount_type: fc.constant('buy_x_get_x_discount' as const),
    rule: fc.record({
      buy_quantity: fc.integer({ min: 1, max: 3 }),
      get_quantity: fc.integer({ min: 1, max: 3 }),
      same: fc.constantFrom('variant', 'product'),
      value: opt(valueArb),
      limit: opt(fc.integer({ min: 1, max: 5 })),
    }),
  }),
  fc.record({
    discount_type: fc.constant('buy_x_get_y_discount' as const),
    rule: fc.record({
      buy_quantity: fc.integer({ min: 1, max: 3 }),
      get_quantity: fc.integer({ min: 1, max: 3 }),
      get_target: targetArb,
      value: opt(valueArb),
      limit: opt(fc.integer({ min: 1, max: 5 })),
    }),
  }),
  fc.record({
    discount_type: fc.constant('shipping_discount' as const),
    rule: fc.record({
      limit_type: fc.constantFrom('none', 'amount', 'quantity'),
      max_limit: fc.integer({ min: 0, max: 100_000 }),
    }),
  }),
);

const discountInputArb = fc.record({
  id: fc.integer({ min: 1, max: 40 }),
  coupon: fc.boolean(),
  type: typeArb,
  adjustment_target: targetArb,
  adjustment_group: fc.constantFrom(null, null, 'spring', 'summer'),
  adjustment_level_type: fc.constantFrom('line' as const, 'order' as const),
  allocation_method: fc.constantFrom('across' as const, 'each' as const),
  discount_order: fc.constantFrom(0, 1, 2, 100),
  combinable: fc.boolean(),
  equal_gift: fc.boolean(),
  min_subtotal: fc.oneof(
    { weight: 3, arbitrary: fc.constant(0) },
    fc.integer({ min: 0, max: 2_000_000 }),
  ),
});

const discountsArb: fc.Arbitrary<ActiveDiscount[]> = fc
  .uniqueArray(discountInputArb, { maxLength: 4, selector: (d) => d.id })
  .map((ds) =>
    ds.map(({ id, coupon, type, ...rest }, i) => ({
      ...discountDefinitionSchema.parse({
        title: `D${id}`,
        ...type,
        ...rest,
        ...(coupon ? { code: `C${i}` } : {}),
      }),
      id,
    })),
  );

// ---------------------------------------------------------------------------------------------
// Checks
// ---------------------------------------------------------------------------------------------

/** Every figure the engine gives, for the integer and sign checks. */
function figures(p: CartPricing): number[] {
  const out = [p.subtotal, p.discount, p.total, ...p.applied.map((a) => a.amount)];
  for (const l of p.lines.values()) {
    out.push(l.subtotal, l.discount, l.total, ...l.adjustments.map((a) => a.amount));
  }
  return out;
}

function expectSound(p: CartPricing) {
  for (const f of figures(p)) {
    expect(Number.isSafeInteger(f), `figure ${f}`).toBe(true);
    expect(f).toBeGreaterThanOrEqual(0);
  }
  let lineDiscounts = 0;
  let lineSubtotals = 0;
  for (const l of p.lines.values()) {
    expect(l.subtotal - l.discount).toBe(l.total);
    expect(l.adjustments.reduce((a, x) => a + x.amount, 0)).toBe(l.discount);
    expect(l.discount).toBeLessThanOrEqual(l.subtotal);
    lineDiscounts += l.discount;
    lineSubtotals += l.subtotal;
  }
  expect(lineDiscounts).toBe(p.discount);
  expect(lineSubtotals).toBe(p.subtotal);
  expect(p.subtotal - p.discount).toBe(p.total);
  expect(p.applied.reduce((a, x) => a + x.amount, 0)).toBe(p.discount);
}

const describeCase = (lines: readonly PricedLine[], discounts: readonly ActiveDiscount[]) =>
  JSON.stringify({
    lines,
    discounts: discounts.map((d) => ({
      id: d.id,
      code: d.code,
      discount_type: d.discount_type,
      rule: d.rule,
      adjustment_target: d.adjustment_target,
      adjustment_group: d.adjustment_group,
      adjustment_level_type: d.adjustment_level_type,
      allocation_method: d.allocation_method,
      discount_order: d.discount_order,
      combinable: d.combinable,
      equal_gift: d.equal_gift,
      min_subtotal: d.min_subtotal,
    })),
  });

describe('discount engine properties', () => {
  it('agrees exactly with the reference calculator', () => {
    fc.assert(
      fc.property(cartArb, discountsArb, (lines, discounts) => {
        const actual = priceCart(lines, discounts);
        const expected = referencePrice(lines, discounts);
        const why = describeCase(lines, discounts);
        expect(actual.subtotal, why).toBe(Number(expected.subtotal));
        expect(actual.discount, why).toBe(Number(expected.discount));
        expect(actual.total, why).toBe(Number(expected.total));
        for (const l of lines) {
          expect(actual.lines.get(l.id)!.discount, `${why} line ${l.id}`).toBe(
            Number(expected.lines.get(l.id)),
          );
        }
        expect(
          actual.applied.map((a) => ({ id: a.discount.id, amount: a.amount })),
          why,
        ).toEqual(expected.applied.map((a) => ({ id: a.id, amount: Number(a.amount) })));
      }),
      { numRuns: 3 * RUNS },
    );
  });

  it('gives whole, non-negative figures that add up', () => {
    fc.assert(
      fc.property(cartArb, discountsArb, (lines, discounts) => {
        expectSound(priceCart(lines, discounts));
      }),
      { numRuns: RUNS },
    );
  });

  it('gives an allocation remainder to the largest line, the earliest on ties', () => {
    const tiedCart = fc
      .array(
        fc.record({
          unitPrice: fc.constantFrom(1, 2, 3, 10),
          quantity: fc.integer({ min: 1, max: 3 }),
        }),
        { minLength: 2, maxLength: 5 },
      )
      .map((ls) =>
        ls.map((l, i) => ({ ...l, id: `T${i}`, productId: 1, variantId: 11, categoryIds: [] })),
      );
    const orderLevel = fc.oneof(
      percentArb,
      fc.integer({ min: 1, max: 40 }).map((amount) => ({ kind: 'fixed' as const, amount })),
    );
    fc.assert(
      fc.property(tiedCart, orderLevel, (lines, value) => {
        const d: ActiveDiscount = {
          ...discountDefinitionSchema.parse({
            title: 'Order',
            discount_type: value.kind === 'percent' ? 'percent' : 'fixed_cart',
            adjustment_level_type: 'order',
            rule: { value },
          }),
          id: 1,
        };
        const actual = priceCart(lines, [d]);
        const expected = referencePrice(lines, [d]);
        for (const l of lines) {
          expect(actual.lines.get(l.id)!.discount).toBe(Number(expected.lines.get(l.id)));
        }
      }),
      { numRuns: RUNS },
    );
  });

  it('allocates an order-level fixed amount to exactly min(amount, eligible remaining)', () => {
    fc.assert(
      fc.property(cartArb, targetArb, fixedArb, opt(percentArb), (lines, target, value, before) => {
        const pre = before
          ? [
              {
                ...discountDefinitionSchema.parse({
                  title: 'Before',
                  discount_type: 'percent',
                  combinable: true,
                  discount_order: 0,
                  rule: { value: before },
                }),
                id: 1,
              },
            ]
          : [];
        const fixed: ActiveDiscount = {
          ...discountDefinitionSchema.parse({
            title: 'Fixed',
            discount_type: 'fixed_cart',
            combinable: true,
            discount_order: 1,
            adjustment_target: target,
            adjustment_level_type: 'order',
            allocation_method: 'across',
            rule: { value },
          }),
          id: 2,
        };
        const p = priceCart(lines, [...pre, fixed]);
        expectSound(p);
        let eligibleLeft = 0;
        let allocated = 0;
        for (const l of lines) {
          const priced = p.lines.get(l.id)!;
          const part = priced.adjustments
            .filter((a) => a.discountId === 2)
            .reduce((a, x) => a + x.amount, 0);
          const earlier = priced.discount - part;
          const targeted = hits(target, toRefLine(l));
          if (targeted) eligibleLeft += priced.subtotal - earlier;
          else expect(part).toBe(0);
          allocated += part;
        }
        expect(allocated).toBe(Math.min(value.amount, eligibleLeft));
      }),
      { numRuns: RUNS },
    );
  });
});

// ---------------------------------------------------------------------------------------------
// Regressions
// ---------------------------------------------------------------------------------------------

let nextId = 100;
const make = (input: DiscountDefinitionInput): ActiveDiscount => ({
  ...discountDefinitionSchema.parse(input),
  id: nextId++,
});
const line = (id: string, unitPrice: number, quantity: number, productId = 1): PricedLine => ({
  id,
  productId,
  variantId: productId * 10 + 1,
  categoryIds: [],
  unitPrice,
  quantity,
});

describe('discount engine regressions', () => {
  it('a JPY-like cart (no minor unit) never has a fractional figure at any step', () => {
    const lines = [line('a', 1980, 3, 1), line('b', 498, 7, 2), line('c', 1, 1, 3)];
    const discounts = [
      make({
        title: 'Third off the order',
        discount_type: 'percent',
        combinable: true,
        discount_order: 1,
        adjustment_level_type: 'order',
        rule: { value: { kind: 'percent', amount: 33.33 } },
      }),
      make({
        title: '12.5 % per line',
        discount_type: 'percent',
        combinable: true,
        discount_order: 2,
        rule: { value: { kind: 'percent', amount: 12.5 } },
      }),
      make({
        title: '101 yen across',
        code: 'YEN',
        discount_type: 'fixed_cart',
        combinable: true,
        discount_order: 3,
        rule: { value: { kind: 'fixed', amount: 101 } },
      }),
      make({
        title: 'Buy 2 get 1 half price',
        discount_type: 'buy_x_get_x_discount',
        combinable: true,
        discount_order: 4,
        rule: { buy_quantity: 2, get_quantity: 1, value: { kind: 'percent', amount: 50 } },
      }),
    ];
    // Step by step: each prefix of the discounts is priced, and every figure is whole.
    for (let n = 0; n <= discounts.length; n++) {
      const p = priceCart(lines, discounts.slice(0, n));
      expectSound(p);
      expect(p.total).toBe(Number(referencePrice(lines, discounts.slice(0, n)).total));
    }
    // 33.33 % of 9427 = 3142.0191 -> 3142: floor shares 1979 + 1161 + 0, the 2 left to the largest.
    const first = priceCart(lines, discounts.slice(0, 1));
    expect(first.discount).toBe(3142);
    expect([...first.lines.values()].map((l) => l.discount)).toEqual([1981, 1161, 0]);
  });

  it('a 100 % discount gives exactly 0, whatever the level or the steps', () => {
    const lines = [line('a', 1999, 3, 1), line('b', 1, 1, 2), line('c', 0, 5, 3)];
    const full = [
      make({
        title: 'Free',
        discount_type: 'percent',
        rule: { value: { kind: 'percent', amount: 100 } },
      }),
      make({
        title: 'Free order',
        discount_type: 'percent',
        adjustment_level_type: 'order',
        rule: { value: { kind: 'percent', amount: 100 } },
      }),
      make({
        title: '40 % a step, 3 steps',
        discount_type: 'step_discount',
        rule: { basis: 'quantity', every: 1, value: { kind: 'percent', amount: 40 } },
      }),
    ];
    for (const d of full) {
      const p = priceCart(lines, [d]);
      expectSound(p);
      expect(p.total).toBe(0);
      expect(p.discount).toBe(5998);
      for (const l of p.lines.values()) expect(l.total).toBe(0);
    }
  });
});
