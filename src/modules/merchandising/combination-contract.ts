import { z } from 'zod';
import { idText } from '../../platform/ids.ts';
import { pageSizeParam } from '../../platform/paging.ts';
import { idList, picture, positionName, productId } from './merch-fields.ts';

/** Combinations and style combinations (spec section 3; section 7, style-combinations) */

const combinationItem = z.strictObject({
  product_id: productId,
  product_image: picture.nullable().default(null),
  /** Show the product's own main image instead of product_image. */
  is_main_image: z.boolean().default(true),
});
export type CombinationItemInput = z.output<typeof combinationItem>;

/** A "complete the look" combination as the merchant loads it. */
export const combinationInput = z.strictObject({
  product_id: productId,
  position: positionName,
  status: z.enum(['active', 'inactive']),
  title: z.string().max(100).default(''),
  items: z.array(combinationItem).min(1).max(12),
});

const styleItem = z.strictObject({ product_id: productId });
export type StyleCombinationItemInput = z.output<typeof styleItem>;

/** A style combination (the strip on product cards) as the merchant loads it. */
export const styleCombinationInput = z.strictObject({
  product_id: productId,
  position: positionName.default('card'),
  items: z.array(styleItem).min(1).max(8),
});

/** What a combination item shows of its product. */
export const itemProductSchema = z.object({
  ID: z.number().int(),
  title: z.string(),
  path: z.string(),
  price: z.number(),
  regular_price: z.number().nullable(),
  image: z.string().nullable(),
});
export type ItemProductDto = z.output<typeof itemProductSchema>;

/** A combination as the API shows it; items whose product is not on sale are left out. */
export const combinationSchema = z.object({
  id: z.number().int(),
  product_id: z.number().int(),
  position: z.string(),
  status: z.enum(['active', 'inactive']),
  title: z.string(),
  items: z.array(
    z.object({
      product_id: z.number().int(),
      product_image: z.string().nullable(),
      is_main_image: z.boolean(),
      product: itemProductSchema,
    }),
  ),
});
export type CombinationDto = z.output<typeof combinationSchema>;

/** A style combination as the API shows it. */
export const styleCombinationSchema = z.object({
  id: z.number().int(),
  product_id: z.number().int(),
  position: z.string(),
  items: z.array(z.object({ product_id: z.number().int(), product: itemProductSchema })),
});
export type StyleCombinationDto = z.output<typeof styleCombinationSchema>;

/**
 * A style combination shown as a look (a home page's lookbook): its products, the combination's
 * own first and then those that go with it, each with the variant "shop the look" adds (its
 * first buyable one; null when it cannot be bought).
 */
export const styleLookSchema = z.object({
  id: z.number().int(),
  product_id: z.number().int(),
  position: z.string(),
  products: z.array(itemProductSchema.extend({ variant_id: z.number().int().nullable() })),
});
export type StyleLookDto = z.output<typeof styleLookSchema>;

/** The most looks one call gives. */
export const MAX_LOOKS = 12;

export const styleLooksQuery = z.object({
  combination_position: z
    .string()
    .regex(/^[a-z0-9_-]{1,40}$/, 'error.merch_position_invalid')
    .default('card'),
  page_size: pageSizeParam(4, MAX_LOOKS),
});

export const styleCombinationsQuery = z.object({
  'filter[product_ids]': idList,
  combination_position: z
    .string()
    .regex(/^[a-z0-9_-]{1,40}$/, 'error.merch_position_invalid')
    .default('card'),
});

export const combinationsQuery = z.object({
  product_id: idText('error.product_id_invalid'),
});
