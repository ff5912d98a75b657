import { z } from 'zod';
import { MAX_ID, idListText } from '../../platform/ids.ts';

// The fields the merchandising contracts share: ids, colours, pictures, placements.

/** The most products one list call asks about (spec section 7: page size 100). */
export const MAX_IDS = 100;

/** Tag icon (preset shape) styles 1 to 5 (spec section 9, Images and thumbnails). */
export const TAG_SHAPES = [1, 2, 3, 4, 5] as const;
export const TAG_POSITIONS = ['top_left', 'top_right', 'bottom_left', 'bottom_right'] as const;
export const TAG_UNITS = ['percentage', 'px'] as const;
export const BUTTON_TYPES = ['amazon', 'ebay', 'aliexpress', 'custom'] as const;
export const BUTTON_STYLES = ['first', 'second', 'third'] as const;
export const SIZE_UNITS = ['cm', 'in'] as const;

/** A colour the storefront writes into a style attribute: hex only, so nothing else gets in. */
export const color = z
  .string()
  .regex(/^#([0-9a-fA-F]{3}|[0-9a-fA-F]{6})$/, 'a colour such as #ffffff');
/** A product's id in the merchant's file. */
export const productId = z.number().int().positive().max(MAX_ID);
/** A picture: a shop path or an http(s) address. */
export const picture = z
  .string()
  .max(2000)
  .regex(/^(\/[^/]|https?:\/\/)/, 'a path starting with / or an http(s) address');

/** Where a tag sits and how wide it is, on a phone or a computer. */
export const placement = z.strictObject({
  width: z.number().positive().max(1000),
  unit: z.enum(TAG_UNITS),
  position: z.enum(TAG_POSITIONS),
});

/** Where on a page a combination shows (product_bottom, card ...). */
export const positionName = z
  .string()
  .regex(/^[a-z0-9_-]{1,40}$/, 'a position name such as product_bottom');

/** A query's list of product ids, at most MAX_IDS. */
export const idList = idListText('error.merch_ids_invalid', MAX_IDS, 'error.merch_ids_too_many');
