import { z } from 'zod';
import { defineDiscountType, valueSchema } from '../model.ts';
import { measure, reduceLines } from '../reduce.ts';

/**
 * `bulk_discount`: tiers by quantity or by amount spent on the eligible items; the best tier
 * reached applies (2+ items 5 %, 5+ items 10 %). The hint names the next tier.
 */
export const bulkDiscount = defineDiscountType({
  code: 'bulk_discount',
  rule: z.object({
    basis: z.enum(['quantity', 'amount']),
    tiers: z
      .array(z.object({ min: z.number().int().positive(), value: valueSchema }))
      .min(1)
      .max(20)
      .transform((tiers) => [...tiers].sort((a, b) => a.min - b.min)),
  }),
  apply(rule, eligible, adjustments) {
    const reached = measure(eligible, rule.basis);
    const tier = rule.tiers.findLast((t) => reached >= t.min);
    const next = rule.tiers.find((t) => reached < t.min);
    const missing = next ? next.min - reached : 0;
    return {
      amounts: tier ? reduceLines(tier.value, eligible, adjustments) : new Map(),
      hint: next
        ? { missing: rule.basis === 'quantity' ? { quantity: missing } : { amount: missing } }
        : undefined,
    };
  },
});
