import { z } from 'zod';
import { defineDiscountType } from '../model.ts';
import { measure } from '../reduce.ts';

/** The cap of a shipping discount when the merchant sets none (spec section 9). */
export const SHIPPING_CAP = 999_999_999_999;

/**
 * `shipping_discount`, the Shipping discount rule of spec section 3: once the eligible items
 * reach `max_limit` (an amount spent or a number of items, by `limit_type`; `none` always), the
 * selected shipping methods cost up to `max_shipping_amount` less, floored at zero.
 */
export const shippingDiscount = defineDiscountType({
  code: 'shipping_discount',
  rule: z.object({
    limit_type: z.enum(['none', 'amount', 'quantity']).default('none'),
    max_limit: z.number().int().nonnegative().default(0),
    max_shipping_amount: z.number().int().positive().optional(),
    select_shipping: z.union([z.literal('all'), z.array(z.string().min(1)).min(1)]).default('all'),
  }),
  apply(rule, eligible) {
    const amounts = new Map<string, number>();
    if (eligible.length === 0) return { amounts };
    if (rule.limit_type !== 'none') {
      const reached = measure(eligible, rule.limit_type);
      if (reached < rule.max_limit) {
        const missing = rule.max_limit - reached;
        return {
          amounts,
          hint: {
            missing: rule.limit_type === 'amount' ? { amount: missing } : { quantity: missing },
          },
        };
      }
    }
    return {
      amounts,
      shipping: { cap: rule.max_shipping_amount ?? SHIPPING_CAP, methods: rule.select_shipping },
    };
  },
});
