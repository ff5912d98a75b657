import { z } from 'zod';
import { defineDiscountType, targetSchema, valueSchema } from '../model.ts';
import { pairGifts } from '../gifts.ts';
import { matchesTarget } from '../reduce.ts';

const FREE = { kind: 'percent', amount: 100 } as const;

/**
 * `buy_x_get_y_discount`: buy X of the eligible items (the adjustment target), get Y of the
 * `get_target` set free or reduced; the cheapest gifts first, once per X bought, up to `limit`.
 */
export const buyXGetYDiscount = defineDiscountType({
  code: 'buy_x_get_y_discount',
  rule: z.object({
    buy_quantity: z.number().int().positive().max(1000),
    get_quantity: z.number().int().positive().max(1000),
    get_target: targetSchema.default({ target_type: 'all' }),
    value: valueSchema.default(FREE),
    limit: z.number().int().positive().optional(),
  }),
  apply(rule, eligible, adjustments, available) {
    const getSet = available.filter((s) => matchesTarget(rule.get_target, s.line));
    const { amounts, hint } = pairGifts(rule, eligible, getSet, adjustments.equal_gift);
    return { amounts, hint };
  },
});
