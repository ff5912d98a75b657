import { z } from 'zod';

/**
 * What a discount is (spec section 3, Discount; how Vitrine reads it: spec NOTES, Discount
 * types). Amounts are minor units of the shop's checkout currency, percentages are percent.
 */

/** What a discount works on: every product, or listed products, variants or collections. */
export const targetSchema = z.discriminatedUnion('target_type', [
  z.object({ target_type: z.literal('all') }),
  z.object({
    target_type: z.enum(['product', 'variant', 'collection']),
    ids: z.array(z.number().int().positive()).min(1).max(1000),
  }),
]);
export type Target = z.infer<typeof targetSchema>;

/** A reduction: a percentage off, or a fixed amount off (minor units). */
export const valueSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('percent'), amount: z.number().gt(0).max(100) }),
  z.object({ kind: z.literal('fixed'), amount: z.number().int().positive() }),
]);
export type DiscountValue = z.infer<typeof valueSchema>;

/** The fields every discount has beside its type's rule (spec section 3, adjustments). */
export const adjustmentsSchema = z.object({
  /**
   * Discounts of one group are alternatives: once one reduces a line, no other of its group
   * does (a spring sale's tiers, say). Discounts without a group follow `combinable` alone.
   */
  adjustment_group: z.string().trim().min(1).max(60).nullable().default(null),
  adjustment_target: targetSchema.default({ target_type: 'all' }),
  /** Whether the reduction is worked out per line, or once for the order and allocated. */
  adjustment_level_type: z.enum(['line', 'order']).default('line'),
  /**
   * How a fixed amount comes off: `across` the eligible lines (per line at line level; once at
   * order level, spread in proportion to what each line costs), or off `each` eligible item.
   */
  allocation_method: z.enum(['across', 'each']).default('across'),
  /** The order discounts apply in, lowest first; percentages work on what is left. */
  discount_order: z.number().int().min(0).max(1000).default(100),
  /** Where it is shown and applied: from the product page, from the cart, or at checkout. */
  effective_level: z.enum(['product', 'cart', 'checkout']).default('cart'),
  /** A gift (buy X get Y) must cost no more than the items that earn it. */
  equal_gift: z.boolean().default(false),
});
export type Adjustments = z.output<typeof adjustmentsSchema>;

/** One line as the discounts see it: its catalogue ids and its price, in minor units. */
export interface PricedLine {
  id: string;
  productId: number;
  variantId: number;
  categoryIds: readonly number[];
  unitPrice: number;
  quantity: number;
}

/** A line and what earlier discounts left of it. */
export interface LineState {
  line: PricedLine;
  /** What the line still costs after the discounts applied so far. */
  remaining: number;
}

/** A hint for the shopper: how far the cart is from (more of) a discount. */
export interface DiscountHint {
  /** `quantity`: add this many items; `amount`: spend this much more (minor units). */
  missing: { quantity: number } | { amount: number };
}

/** What one discount type does with the eligible lines: an amount per line, and a hint. */
export interface TypeResult {
  amounts: Map<string, number>;
  hint?: DiscountHint | undefined;
  /** A shipping discount earned: the rule the shipping methods are lowered by. */
  shipping?: ShippingRule | undefined;
}

/** The Shipping discount rule of spec section 3, as the shipping methods apply it. */
export interface ShippingRule {
  /** The most a method's cost is lowered by, in minor units (999999999999 when absent). */
  cap: number;
  /** The shipping methods it lowers: their ids, or every method. */
  methods: 'all' | readonly string[];
}

/**
 * One discount type (Vendure's promotion actions): a stable code, the schema of its rule and
 * what it takes off the eligible lines. Pure: no I/O, shared by the server and the tests.
 */
export interface DiscountType<R> {
  code: string;
  rule: z.ZodType<R>;
  /**
   * `eligible`: the lines the discount's target names that it may still reduce; `available`:
   * every line it may reduce (a buy X get Y discount finds its gifts there).
   */
  apply(
    rule: R,
    eligible: readonly LineState[],
    adjustments: Adjustments,
    available: readonly LineState[],
  ): TypeResult;
}

/** Defines a discount type, keeping its rule's type. */
export const defineDiscountType = <R>(type: DiscountType<R>): DiscountType<R> => type;
