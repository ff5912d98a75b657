import { z } from 'zod';
import { defineDiscountType, valueSchema } from '../model.ts';
import { measure, reduceLines } from '../reduce.ts';

/**
 * `step_discount`: a reduction for every step reached (10 off for every 100 spent, 5 % for
 * every 3 items), up to an optional number of steps.
 */
export const stepDiscount = defineDiscountType({
  code: 'step_discount',
  rule: z.object({
    basis: z.enum(['quantity', 'amount']),
    every: z.number().int().positive(),
    value: valueSchema,
    max_steps: z.number().int().positive().optional(),
  }),
  apply(rule, eligible, adjustments) {
    const reached = measure(eligible, rule.basis);
    const steps = Math.min(Math.floor(reached / rule.every), rule.max_steps ?? Infinity);
    const more = rule.max_steps === undefined || steps < rule.max_steps;
    const missing = rule.every - (reached % rule.every);
    return {
      amounts: reduceLines(rule.value, eligible, adjustments, steps),
      hint: more
        ? { missing: rule.basis === 'quantity' ? { quantity: missing } : { amount: missing } }
        : undefined,
    };
  },
});
