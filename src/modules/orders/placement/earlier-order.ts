import { and, desc, eq, gt } from 'drizzle-orm';
import type { Db } from '../../../platform/db.ts';
import { orderLines, orders, type OrderRow } from '../schema.ts';
import type { Placed } from './input.ts';

/** How long after an order a second completion of the same cart answers with that order. */
const SAME_CART_WINDOW_MS = 30 * 60 * 1000;

/** An order's lines, in the order they were bought. */
export const linesOf = (conn: Db, orderId: number) =>
  conn.select().from(orderLines).where(eq(orderLines.orderId, orderId)).orderBy(orderLines.id);

/** An order found again, with its lines: not created by this call. */
export async function placedAlready(conn: Db, order: OrderRow): Promise<Placed> {
  return { order, lines: await linesOf(conn, order.id), created: false };
}

/** The order an idempotency key already placed, if any (a retry, a double click). */
export async function orderOfKey(conn: Db, key: string): Promise<OrderRow | undefined> {
  const [order] = await conn.select().from(orders).where(eq(orders.idempotencyKey, key));
  return order;
}

/** The order a cart became moments ago (another tab completed it), if any. */
export async function recentOrderOfCart(conn: Db, hash: string): Promise<OrderRow | undefined> {
  const [row] = await conn
    .select()
    .from(orders)
    .where(
      and(
        eq(orders.cartHash, hash),
        gt(orders.createdAt, new Date(Date.now() - SAME_CART_WINDOW_MS)),
      ),
    )
    .orderBy(desc(orders.id))
    .limit(1);
  return row;
}
