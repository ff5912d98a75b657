import type { Db } from '../../../platform/db.ts';
import type { CartService } from '../../cart/service.ts';
import type { CatalogService } from '../../catalog/service.ts';
import type { DiscountService } from '../../discounts/service.ts';
import type { ShippingService } from '../../shipping/service.ts';
import { assertCartFound, assertCartHasLines, checkPlaceable } from './checks.ts';
import { countCouponUses } from './coupon-uses.ts';
import { orderOfKey, placedAlready, recentOrderOfCart } from './earlier-order.ts';
import type { CartTotalLimits, PlacedHook, Placed, PlaceOrder, ShopMoney } from './input.ts';
import { createOrderLines } from './lines.ts';
import { createOrderRow, orderRowValues } from './order-row.ts';
import { paymentRecord } from './payment-record.ts';
import { takeOrderStock } from './stock.ts';

/** The services an order is placed from. */
export interface PlacementDeps {
  cart: Pick<CartService, 'draftOrder' | 'emptyAfterOrder'>;
  catalog: Pick<CatalogService, 'takeStock'>;
  discounts: Pick<DiscountService, 'all' | 'countUse'>;
  shipping: Pick<ShippingService, 'rules'>;
  currency: ShopMoney;
}

/** What placing runs with: the services, the cart limits and the placed hooks. */
export interface Placement {
  db: Db;
  deps: PlacementDeps;
  limits: CartTotalLimits;
  hooks: readonly PlacedHook[];
}

/**
 * One attempt at placing an order, in one transaction of a fixed number of statements: the
 * cart held, an earlier order of the key (or of the cart) answered, the checks, then the
 * order's row, its lines, the cart emptied, the hooks, and last the stock and coupon uses.
 */
export async function placeOnce(
  { db, deps, limits, hooks }: Placement,
  input: PlaceOrder,
): Promise<Placed> {
  // Read before the transaction: on the embedded database it holds the only connection.
  const [list, shippingRules] = await Promise.all([deps.discounts.all(), deps.shipping.rules()]);
  return db.transaction(async (tx) => {
    // Holding the cart's row first queues every completion of this cart (and its changes).
    const draft = await deps.cart.draftOrder(input.cartHash, {
      conn: tx,
      lock: true,
      list,
      locale: input.locale,
    });
    const done = await orderOfKey(tx, input.idempotencyKey);
    if (done) return placedAlready(tx, done);
    assertCartFound(draft);
    if (draft.lines.length === 0) {
      const recent = await recentOrderOfCart(tx, input.cartHash);
      if (recent) return placedAlready(tx, recent);
      assertCartHasLines(draft);
    }
    const placeable = checkPlaceable(draft, input, shippingRules, limits, deps.currency);
    input.assertPayable?.(placeable.price.total);
    const values = orderRowValues(
      input,
      draft,
      placeable,
      deps.currency.code,
      paymentRecord(input),
    );
    const order = await createOrderRow(tx, values);
    const lines = await createOrderLines(tx, order.id, draft);
    await deps.cart.emptyAfterOrder(tx, draft.cartId);
    if (input.confirm !== false) for (const hook of hooks) await hook(tx, { order, lines });
    await input.during?.(tx, { order, lines });
    // Last, so the rows that orders of the same things queue on are held the shortest time.
    await takeOrderStock(tx, deps.catalog, draft);
    await countCouponUses(tx, deps.discounts, draft, order);
    return { order, lines, created: true };
  });
}

const RETRYABLE = new Set(['40P01', '40001']);

/** The PostgreSQL error code of a failure, when it is one. */
const pgCode = (error: unknown): string | undefined => {
  const e = error as { code?: unknown; cause?: { code?: unknown } };
  const code = typeof e?.code === 'string' ? e.code : e?.cause?.code;
  return typeof code === 'string' ? code : undefined;
};

/** Places an order, retrying twice a deadlock or serialisation failure (the same key). */
export async function placeOrder(placement: Placement, input: PlaceOrder): Promise<Placed> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await placeOnce(placement, input);
    } catch (error) {
      if (attempt >= 3 || !RETRYABLE.has(pgCode(error) ?? '')) throw error;
    }
  }
}
