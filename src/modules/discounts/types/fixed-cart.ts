import { z } from 'zod';
import { defineDiscountType, valueSchema } from '../model.ts';
import { reduceLines } from '../reduce.ts';

/** `fixed_cart`: an amount off the eligible lines. */
export const fixedCartDiscount = defineDiscountType({
  code: 'fixed_cart',
  rule: z.object({ value: valueSchema.refine((v) => v.kind === 'fixed') }),
  apply: (rule, eligible, adjustments) => ({
    amounts: reduceLines(rule.value, eligible, adjustments),
  }),
});
