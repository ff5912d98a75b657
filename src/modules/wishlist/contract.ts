import { z } from 'zod';

/** The wishlist's contract (spec section 7, Wishlist; section 4, Wishlist toggle). */

const id = (error: string) =>
  z.coerce
    .number({ error })
    .int(error)
    .positive(error)
    .max(2 ** 31 - 1, error);
const flag = z.enum(['0', '1']).optional();

/** The body of `POST` and `DELETE wish_list/wishing`: a product, and the variant looked at. */
export const wishingBody = z.object({
  product_id: id('error.wishlist_product_invalid'),
  variant_id: id('error.wishlist_product_invalid').nullish(),
});
export type WishingInput = z.input<typeof wishingBody>;

/**
 * The query of `wish_list/wishing` (spec section 7, Wishlist): whether the page showed the
 * product out of stock, and the ar mode. Both are the browser's to send and are checked for
 * their form only: whether a wish waits for a return is the server's own stock read
 * (back-in-stock.ts), never what a page says.
 */
export const wishingQuery = z.object({ is_no_stock: flag, is_ar: flag });

/**
 * The toggle's tips (spec section 8, Wishlist toggle tips; the message `wishlist_tips_type_{n}`):
 * 1 joined, 2 removed (success toasts), 3 the list is full (an error toast).
 */
export const WISHLIST_TIPS = { joined: 1, removed: 2, full: 3 } as const;

/**
 * What `POST` and `DELETE wish_list/wishing` answer: the list after it, what to tell
 * (`tips_type`), and its words in the shopper's language as the shop's messages carry them
 * (`success` for 1 and 2, `errors` otherwise): the storefront's message board shows them.
 */
export const wishingSchema = z.object({
  data: z.object({ product_ids: z.array(z.number().int()) }),
  tips_type: z.number().int(),
  success: z.array(z.string()).optional(),
  errors: z.array(z.string()).optional(),
});
export type WishingDto = z.output<typeof wishingSchema>;

/** `GET wish_list/wished`: the wished products' ids, newest first. */
export const wishedSchema = z.array(z.number().int());
