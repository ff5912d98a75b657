import { z } from 'zod';
import { defineDiscountType, valueSchema, type DiscountHint, type LineState } from '../model.ts';
import { pairGifts } from '../gifts.ts';

const FREE = { kind: 'percent', amount: 100 } as const;

/**
 * `buy_x_get_x_discount`: buy X of an item, get Y more of the same item (the same variant, or
 * any variant of the same product) free or reduced; once per X + Y of that item, up to `limit`
 * applications over the whole cart.
 */
export const buyXGetXDiscount = defineDiscountType({
  code: 'buy_x_get_x_discount',
  rule: z.object({
    buy_quantity: z.number().int().positive().max(1000),
    get_quantity: z.number().int().positive().max(1000),
    same: z.enum(['variant', 'product']).default('variant'),
    value: valueSchema.default(FREE),
    limit: z.number().int().positive().optional(),
  }),
  apply(rule, eligible, adjustments) {
    const groups = new Map<number, LineState[]>();
    for (const s of eligible) {
      const key = rule.same === 'variant' ? s.line.variantId : s.line.productId;
      groups.set(key, [...(groups.get(key) ?? []), s]);
    }
    const amounts = new Map<string, number>();
    let left = rule.limit ?? Infinity;
    let hint: DiscountHint | undefined;
    for (const group of groups.values()) {
      if (left <= 0) break;
      const result = pairGifts(rule, group, group, adjustments.equal_gift, left);
      left -= result.applications;
      for (const [id, amount] of result.amounts) amounts.set(id, amount);
      const missing = result.hint?.missing;
      const best = hint?.missing;
      if (
        missing &&
        'quantity' in missing &&
        (!best || ('quantity' in best && missing.quantity < best.quantity))
      ) {
        hint = result.hint;
      }
    }
    return { amounts, hint: left > 0 ? hint : undefined };
  },
});
