import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../../../platform/db.ts';
import { AppError } from '../../../platform/errors.ts';
import type { OrderDraft } from '../../cart/order-draft.ts';
import type { DiscountService } from '../../discounts/service.ts';
import { orders } from '../schema.ts';

/** The order whose coupons are counted: who placed it. */
interface CountedOrder {
  id: number;
  email: string;
  customerId: number | null;
}

/**
 * Counts one use of each coupon the order used; a code whose last use another order took
 * meanwhile refuses this one (a single-use code is used once), and so does a code limited per
 * customer that this customer (their e-mail, or their account) has used up.
 */
export async function countCouponUses(
  tx: Db,
  discounts: Pick<DiscountService, 'countUse'>,
  draft: OrderDraft,
  order: CountedOrder,
): Promise<void> {
  for (const coupon of draft.coupons) {
    if (coupon.perCustomerLimit) {
      await holdPerCustomerLimit(tx, coupon, coupon.perCustomerLimit, order);
    }
    if (!(await discounts.countUse(tx, coupon.id))) {
      throw new AppError(422, 'coupon_usage_limit', { code: coupon.code }, 'code');
    }
  }
}

/**
 * Refuses a coupon this customer's earlier orders have used `limit` times. Orders of
 * the code take turns (a lock of the code until their transaction ends), so two placed at once
 * by one customer cannot both take the last use; an order cancelled unpaid is gone, and its use
 * with it.
 */
async function holdPerCustomerLimit(
  tx: Db,
  coupon: { id: number; code: string },
  limit: number,
  order: CountedOrder,
): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${coupon.id}, 9)`);
  const [row] = await queryRows<{ used: number }>(
    tx,
    sql`select count(*)::int as used from ${orders}
        where ${orders.id} <> ${order.id} and ${orders.coupons} @> array[${coupon.code}]::text[]
          and (lower(${orders.email}) = lower(${order.email})
            or ${orders.customerId} = ${order.customerId ?? -1})`,
  );
  if ((row?.used ?? 0) >= limit) {
    throw new AppError(422, 'coupon_per_customer_limit', { code: coupon.code }, 'code');
  }
}
