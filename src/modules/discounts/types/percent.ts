import { z } from 'zod';
import { defineDiscountType } from '../model.ts';
import { reduceLines } from '../reduce.ts';
import { valueSchema } from '../model.ts';

/** `percent`: a percentage off the eligible lines. */
export const percentDiscount = defineDiscountType({
  code: 'percent',
  rule: z.object({ value: valueSchema.refine((v) => v.kind === 'percent') }),
  apply: (rule, eligible, adjustments) => ({
    amounts: reduceLines(rule.value, eligible, adjustments),
  }),
});
