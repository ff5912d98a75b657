import { z } from 'zod';
import { idSchema } from '../../platform/ids.ts';

/**
 * The discounts API's contract (spec section 7: coupons, code_display, discount/product_discount,
 * discount/style_config). Amounts are decimals of the checkout currency.
 */

const id = (key: string) =>
  z.preprocess((v) => (typeof v === 'string' && /^\d+$/.test(v) ? Number(v) : v), idSchema(key));

/**
 * How a discount's messages look (discount/style_config). No colour given: the theme's offer
 * colours (an offer is not an error, so never the error red by default).
 */
export const styleConfigSchema = z.object({
  show_message: z.boolean().default(true),
  text_color: z.string().max(30).default(''),
  background_color: z.string().max(30).default(''),
  texts: z
    .object({
      cart: z.string().max(300).optional(),
      checkout: z.string().max(300).optional(),
      product: z.string().max(300).optional(),
    })
    .default({}),
});
export type StyleConfig = z.output<typeof styleConfigSchema>;

/** How a discount applies (spec section 3, Discount: adjustments). */
export const adjustmentsDtoSchema = z.object({
  adjustment_group: z.string().nullable(),
  adjustment_target: z.object({
    target_type: z.enum(['all', 'product', 'variant', 'collection']),
    ids: z.array(z.number().int()).optional(),
  }),
  adjustment_level_type: z.enum(['line', 'order']),
  allocation_method: z.enum(['across', 'each']),
  discount_order: z.number().int(),
  effective_level: z.enum(['product', 'cart', 'checkout']),
  equal_gift: z.boolean(),
});

/** A discount as the shopper is told of it. */
export const offerSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  discount_type: z.string(),
  code: z.string().nullable(),
  effective_level: z.string(),
  adjustments: adjustmentsDtoSchema,
  rule_data: z.unknown(),
  message: z.string(),
  ends_at: z.string().nullable(),
  min_subtotal: z.number(),
  /** On a product page: what the quantity chosen saves now (0 when it does not reach it yet). */
  saving: z.number().optional(),
  /**
   * On a product page: how many more items, or how much more spend, the discount needs (the
   * discount-not-enough message); null when the quantity chosen reaches it.
   */
  missing_quantity: z.number().int().nullable().optional(),
  missing_amount: z.number().nullable().optional(),
});
export type OfferDto = z.infer<typeof offerSchema>;

export const offersSchema = z.object({ data: z.array(offerSchema) });

/** `GET discount/product_discount`: a product's variant (spec section 7, Discount). */
export const productDiscountQuery = z.object({
  product_id: id('error.product_id_invalid'),
  variant_id: id('error.variant_id_invalid'),
  /** The quantity the shopper chose: what it saves, and how far it is from more. */
  quantity: z
    .preprocess(
      (v) => (typeof v === 'string' && /^\d+$/.test(v) ? Number(v) : v),
      z
        .number({ error: 'error.quantity_invalid' })
        .int('error.quantity_whole')
        .min(1, 'error.quantity_range')
        .max(100_000, 'error.quantity_range'),
    )
    .default(1),
});

/** `GET code_display`: the product whose page shows codes to copy. */
export const codeDisplayQuery = z.object({
  product_id: id('error.product_id_invalid'),
  variant_id: id('error.variant_id_invalid').optional(),
});
