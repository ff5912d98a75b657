import { eq } from 'drizzle-orm';
import type { Db } from '../../platform/db.ts';
import { AppError } from '../../platform/errors.ts';
import type { Ga4Ids } from '../analytics/ga4-ids.ts';
import { carts } from './schema.ts';

/**
 * Keeps the shopper's GA4 ids on their cart (the browser sends them at checkout, with analytics
 * consent), replacing any earlier ones; the order placed from the cart carries them. A cart the
 * hash does not find is a 404: ids alone make no cart.
 */
export async function keepAnalyticsIds(db: Db, hash: string | undefined, ids: Ga4Ids) {
  const [kept] = hash
    ? await db
        .update(carts)
        .set({ analyticsIds: ids })
        .where(eq(carts.hash, hash))
        .returning({ analyticsIds: carts.analyticsIds })
    : [];
  if (!kept) throw new AppError(404, 'cart_not_found');
  return kept.analyticsIds!;
}
