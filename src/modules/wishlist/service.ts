import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db.ts';
import type { StockItem } from '../catalog/service.ts';
import { notFound } from '../../platform/errors.ts';
import { WISHLIST_TIPS } from './contract.ts';
import { wishlistItems } from './schema.ts';

/** The most products one wishlist keeps (spec section 8: "wishlist full" past it). */
export const MAX_WISHLIST = 100;

/** Whether a product is published in the catalogue (the catalogue's own read). */
export type ProductExists = (productId: number) => Promise<boolean>;

/** Whether a product, or the variant looked at, is sold out now (the catalogue's own read). */
export type SoldOut = (item: StockItem) => Promise<boolean>;

/**
 * Customers' wishlists: a product joins once (the list keeps MAX_WISHLIST at most), leaves,
 * and the list answers its ids, newest first.
 */
export function createWishlistService(
  db: Db,
  { productExists, soldOut }: { productExists: ProductExists; soldOut: SoldOut },
) {
  const idsOf = async (tx: Db, customerId: number): Promise<number[]> =>
    (
      await tx
        .select({ id: wishlistItems.productId })
        .from(wishlistItems)
        .where(eq(wishlistItems.customerId, customerId))
        .orderBy(desc(wishlistItems.createdAt), desc(wishlistItems.productId))
    ).map((r) => r.id);

  return {
    /** The customer's wished products' ids, newest first. */
    ids: (customerId: number) => idsOf(db, customerId),

    /**
     * Adds a product (tips: joined), unless the list is full (tips: full, the list as it was);
     * a product already wished stays where it is. An unknown product is a 404.
     */
    async add(customerId: number, productId: number, variantId: number | null) {
      if (!(await productExists(productId))) throw notFound('wishlist_product_invalid');
      // Wished sold out, it waits for its return from now (back-in-stock.ts); wished in stock,
      // it starts waiting when it sells out.
      const waitingSince = (await soldOut({ productId, variantId })) ? new Date() : null;
      return db.transaction(async (tx) => {
        // Two adds of one customer take turns, so the limit holds.
        await tx.execute(sql`select pg_advisory_xact_lock(${customerId}, 7)`);
        const [kept] = await tx
          .select({ n: count() })
          .from(wishlistItems)
          .where(eq(wishlistItems.customerId, customerId));
        const [already] = await tx
          .select({ id: wishlistItems.productId })
          .from(wishlistItems)
          .where(
            and(eq(wishlistItems.customerId, customerId), eq(wishlistItems.productId, productId)),
          );
        if (!already && (kept?.n ?? 0) >= MAX_WISHLIST) {
          return { ids: await idsOf(tx, customerId), tips: WISHLIST_TIPS.full };
        }
        await tx
          .insert(wishlistItems)
          .values({ customerId, productId, variantId, waitingSince })
          .onConflictDoUpdate({
            target: [wishlistItems.customerId, wishlistItems.productId],
            set: { variantId, waitingSince },
          });
        return { ids: await idsOf(tx, customerId), tips: WISHLIST_TIPS.joined };
      });
    },

    /** Takes a product off the list (tips: removed); one not on it leaves the list as it is. */
    async remove(customerId: number, productId: number) {
      await db
        .delete(wishlistItems)
        .where(
          and(eq(wishlistItems.customerId, customerId), eq(wishlistItems.productId, productId)),
        );
      return { ids: await idsOf(db, customerId), tips: WISHLIST_TIPS.removed };
    },
  };
}

export type WishlistService = ReturnType<typeof createWishlistService>;
