import type { Db } from '../../../platform/db.ts';
import { AppError } from '../../../platform/errors.ts';
import type { OrderDraft } from '../../cart/order-draft.ts';
import type { DiscountService } from '../../discounts/service.ts';

/**
 * Counts one use of each coupon the order used; a code whose last use another order took
 * meanwhile refuses this one (a single-use code is used once).
 */
export async function countCouponUses(
  tx: Db,
  discounts: Pick<DiscountService, 'countUse'>,
  draft: OrderDraft,
): Promise<void> {
  for (const coupon of draft.coupons) {
    if (!(await discounts.countUse(tx, coupon.id))) {
      throw new AppError(422, 'coupon_usage_limit', { code: coupon.code }, 'code');
    }
  }
}
