import { and, eq, isNotNull } from 'drizzle-orm';
import type { Db } from '../../platform/db.ts';
import type { PurchasableVariant } from '../catalog/service.ts';
import { isVariantBuyable } from '../catalog/stock.ts';
import { wishlistItems } from './schema.ts';

declare module '../../platform/jobs.ts' {
  interface JobPayloads {
    /** The hourly look at the sold-out wished variants, mailing those that came back. */
    'wishlist.back_in_stock': Record<string, never>;
  }
}

/** The most waiting wishes one run looks at (the rest wait for the next run). */
const RUN_SIZE = 500;

/** A wished variant that is back: whose wish, and the variant as the catalogue has it now. */
export interface BackInStock {
  customerId: number;
  variant: PurchasableVariant;
}

/**
 * The wished variants that were sold out when wished: those that can be bought again are
 * answered once (the wish stops waiting in the same statement that finds it back), so one
 * return makes one mail, however many processes run it.
 */
export function createBackInStock(
  db: Db,
  variants: (ids: number[]) => Promise<Map<number, PurchasableVariant>>,
) {
  return {
    async due(): Promise<BackInStock[]> {
      const waiting = await db
        .select()
        .from(wishlistItems)
        .where(isNotNull(wishlistItems.waitingSince))
        .orderBy(wishlistItems.waitingSince)
        .limit(RUN_SIZE);
      if (waiting.length === 0) return [];
      const now = await variants([...new Set(waiting.map((w) => w.variantId!))]);
      const back: BackInStock[] = [];
      for (const w of waiting) {
        const variant = now.get(w.variantId!);
        if (!variant || !isVariantBuyable(variant)) continue;
        const [cleared] = await db
          .update(wishlistItems)
          .set({ waitingSince: null })
          .where(
            and(
              eq(wishlistItems.customerId, w.customerId),
              eq(wishlistItems.productId, w.productId),
              eq(wishlistItems.waitingSince, w.waitingSince!),
            ),
          )
          .returning({ id: wishlistItems.customerId });
        if (cleared) back.push({ customerId: w.customerId, variant });
      }
      return back;
    },
  };
}
