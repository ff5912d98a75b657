import { z } from 'zod';
import { MAX_GROUP_QUANTITY } from './groups.ts';
import { MAX_ID, idText } from '../../platform/ids.ts';

/**
 * The grouped-product contract (spec section 2, UI pieces: grouped product): what the merchant
 * loads in the merchandising file's `groups`, and what `GET grouped_products` answers.
 */

const productId = z.number().int().positive().max(MAX_ID);

const groupItem = z.strictObject({
  product_id: productId,
  /** The member's variant; without one, its cheapest buyable variant. */
  variant_id: productId.optional(),
  /** The quantity the block suggests; the shopper may change it (0 leaves the member out). */
  quantity: z.number().int().min(1).max(MAX_GROUP_QUANTITY).default(1),
});
export type GroupItemInput = z.output<typeof groupItem>;

/** A grouped product as the merchant loads it: the page it shows on and its members. */
export const groupInput = z.strictObject({
  product_id: productId,
  title: z.string().max(100).default(''),
  items: z.array(groupItem).min(1).max(12),
});

/** A member of a group as the API shows it: its product, its variant, the suggested quantity. */
export const groupMemberSchema = z.object({
  product_id: z.number().int(),
  variant_id: z.number().int(),
  quantity: z.number().int(),
  title: z.string(),
  path: z.string(),
  image: z.string().nullable(),
  /** The variant's option values ("Ivory / Large"); empty for a product of one variant. */
  variant_title: z.string(),
  price: z.number(),
  regular_price: z.number().nullable(),
  buy_able: z.boolean(),
});
export type GroupMemberDto = z.output<typeof groupMemberSchema>;

/** A grouped product as the API shows it; members not on sale are left out. */
export const productGroupSchema = z.object({
  id: z.number().int(),
  product_id: z.number().int(),
  title: z.string(),
  items: z.array(groupMemberSchema),
});
export type ProductGroupDto = z.output<typeof productGroupSchema>;

/** `GET grouped_products?product_id=`: the group shown on a product's page. */
export const productGroupQuery = z.object({
  product_id: idText('error.product_id_invalid'),
});
