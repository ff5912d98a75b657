import { and, desc, eq, or, sql } from 'drizzle-orm';
import { queryRows, type Db } from '../../platform/db.ts';
import type { CartService } from '../cart/service.ts';
import type { CatalogService } from '../catalog/service.ts';
import type { CurrencyService } from '../currency/service.ts';
import type { DiscountService } from '../discounts/service.ts';
import type { ShippingService } from '../shipping/service.ts';
import { createMerchantOrders, type UpdatedHook } from './merchant.ts';
import { linesOf, placedAlready } from './placement/earlier-order.ts';
import type { CartTotalLimits, PlacedHook, Placed, PlaceOrder } from './placement/input.ts';
import { placeOrder } from './placement/place-order.ts';
import { orderLines, orderLookups, orders, shipments, type OrderRow } from './schema.ts';

export type { OrderLineRow, OrderRow } from './schema.ts';
export type { CartTotalLimits, PlacedHook, Placed, PlaceOrder } from './placement/input.ts';

/** The most order lookups one address may make in a minute. */
export const ORDER_LOOKUPS_PER_MINUTE = 10;

/** Orders: placing them exactly once, and finding them. */
export type OrderService = ReturnType<typeof createOrderService>;

/** A customer as their orders are found: their account's id and its confirmed address. */
export interface OrderCustomer {
  id: number;
  email: string;
}

/** A customer's orders: placed with their address, or by them logged in (`customer_id`). */
const customersOrders = (customer: OrderCustomer) =>
  or(
    sql`lower(${orders.email}) = ${customer.email.trim().toLowerCase()}`,
    eq(orders.customerId, customer.id),
  );

/** Creates the order service over the services an order is made from. */
export function createOrderService(
  db: Db,
  deps: {
    cart: CartService;
    catalog: Pick<CatalogService, 'takeStock' | 'returnStock'>;
    discounts: DiscountService;
    shipping: ShippingService;
    currency: CurrencyService;
  },
  limits: CartTotalLimits,
) {
  const hooks: PlacedHook[] = [];
  const updatedHooks: UpdatedHook[] = [];
  const merchant = createMerchantOrders(db, updatedHooks);

  return {
    /** The cart total limits checkout applies. */
    limits,

    /** The merchant's changes: fulfil, track, mark paid, refund. */
    merchant,

    /** Registers work to do in the transaction of every merchant's change to an order. */
    onUpdated(hook: UpdatedHook) {
      updatedHooks.push(hook);
    },

    /** Registers work to do in every new order's transaction. */
    onPlaced(hook: PlacedHook) {
      hooks.push(hook);
    },

    /**
     * Places an order from a cart in one transaction: re-prices it from the server's data,
     * takes stock atomically, counts coupon uses, writes the order and its lines, empties the
     * cart and runs the placed hooks (its e-mail is queued there). Idempotent per key; a
     * deadlock or serialisation failure is retried.
     */
    place: (input: PlaceOrder): Promise<Placed> => placeOrder({ db, deps, limits, hooks }, input),

    /**
     * Confirms an order whose card payment was captured: paid, and its mail queued (the placed
     * hooks), once; false when it was not waiting for that.
     */
    async confirmPayment(number: number): Promise<boolean> {
      return db.transaction(async (tx) => {
        const [order] = await tx
          .update(orders)
          .set({ financialStatus: 'paid', updatedAt: new Date() })
          .where(and(eq(orders.number, number), eq(orders.financialStatus, 'unpaid')))
          .returning();
        if (!order) return false;
        const lines = await linesOf(tx, order.id);
        for (const hook of hooks) await hook(tx, { order, lines });
        return true;
      });
    },

    /**
     * Cancels an unpaid order whose payment could not be captured, as if it had never been
     * placed: its stock and coupon uses given back, its lines and codes back in the cart, the
     * order gone. False when it is no longer unpaid (captured meanwhile).
     */
    async cancelUnpaid(number: number): Promise<boolean> {
      const list = await deps.discounts.all();
      return db.transaction(async (tx) => {
        const [order] = await tx
          .select()
          .from(orders)
          .where(and(eq(orders.number, number), eq(orders.financialStatus, 'unpaid')))
          .for('update');
        if (!order) return false;
        const lines = await linesOf(tx, order.id);
        await deps.catalog.returnStock(
          tx,
          lines.map((l) => ({
            variantId: l.variantId,
            productId: l.productId,
            quantity: l.quantity,
          })),
        );
        for (const code of order.coupons) {
          const coupon = list.find((d) => d.code === code);
          if (coupon) await deps.discounts.uncountUse(tx, coupon.id);
        }
        await deps.cart.restoreAfterCancel(tx, order.cartHash, lines, order.coupons);
        await tx.delete(orders).where(eq(orders.id, order.id));
        return true;
      });
    },

    /** An order by its number (the payment flow's own lookups). */
    async byNumber(number: number): Promise<OrderRow | null> {
      const [order] = await db.select().from(orders).where(eq(orders.number, number));
      return order ?? null;
    },

    /** An order by its idempotency key (a completion that may already have happened). */
    async byKey(key: string): Promise<Placed | null> {
      const [order] = await db.select().from(orders).where(eq(orders.idempotencyKey, key));
      return order ? placedAlready(db, order) : null;
    },

    /** One of a customer's orders (see `ofCustomer`) by its number; anyone else's is null. */
    async customerOrder(number: number, customer: OrderCustomer): Promise<Placed | null> {
      const [order] = await db
        .select()
        .from(orders)
        .where(and(eq(orders.number, number), customersOrders(customer)));
      return order ? placedAlready(db, order) : null;
    },

    /**
     * An order by its number and the e-mail it was placed with. A wrong e-mail answers as an
     * unknown number does, so a lookup tells nothing about other shoppers' orders.
     */
    async byNumberAndEmail(number: number, email: string): Promise<Placed | null> {
      const [order] = await db
        .select()
        .from(orders)
        .where(
          and(
            eq(orders.number, number),
            sql`lower(${orders.email}) = ${email.trim().toLowerCase()}`,
          ),
        );
      return order ? placedAlready(db, order) : null;
    },

    /**
     * A page of a customer's orders, newest first, with how many items each holds: those placed
     * with their (confirmed) address, logged in or as a guest, and those they placed logged in
     * with another address.
     */
    async ofCustomer(
      customer: OrderCustomer,
      { page, pageSize }: { page: number; pageSize: number },
    ): Promise<{ orders: (OrderRow & { itemCount: number })[]; total: number }> {
      const theirs = customersOrders(customer);
      const rows = await db
        .select({
          order: orders,
          // Named in full: inside a select of one table, drizzle leaves a column's table out.
          itemCount: sql<number>`(select coalesce(sum(l.quantity), 0)::int from ${orderLines} l where l.order_id = "orders"."id")`,
          total: sql<number>`count(*) over ()::int`,
        })
        .from(orders)
        .where(theirs)
        .orderBy(desc(orders.number))
        .limit(pageSize)
        .offset((page - 1) * pageSize);
      let total = rows[0]?.total ?? 0;
      if (rows.length === 0 && page > 1) {
        const [counted] = await db
          .select({ n: sql<number>`count(*)::int` })
          .from(orders)
          .where(theirs);
        total = counted?.n ?? 0;
      }
      return { orders: rows.map((r) => ({ ...r.order, itemCount: r.itemCount })), total };
    },

    /** An order by its number, when it was placed from the cart `hash` (its thank-you page). */
    async byNumberForCart(number: number, hash: string): Promise<Placed | null> {
      const [order] = await db
        .select()
        .from(orders)
        .where(and(eq(orders.number, number), eq(orders.cartHash, hash)));
      return order ? placedAlready(db, order) : null;
    },

    /**
     * The order of a shipment's tracking number, when it was placed with `email`; a wrong
     * e-mail answers as an unknown tracking number does.
     */
    async byTrackingNumberAndEmail(trackingNumber: string, email: string): Promise<Placed | null> {
      const [row] = await db
        .select({ order: orders })
        .from(shipments)
        .innerJoin(orders, eq(orders.id, shipments.orderId))
        .where(
          and(
            eq(shipments.trackingNumber, trackingNumber.toUpperCase()),
            sql`lower(${orders.email}) = ${email.trim().toLowerCase()}`,
          ),
        );
      return row ? placedAlready(db, row.order) : null;
    },

    /** The order a shipment's tracking number belongs to, with the shipment. */
    async byTrackingNumber(trackingNumber: string) {
      const [row] = await db
        .select({ order: orders, shipment: shipments })
        .from(shipments)
        .innerJoin(orders, eq(orders.id, shipments.orderId))
        .where(eq(shipments.trackingNumber, trackingNumber.toUpperCase()));
      return row ?? null;
    },

    /** An order's lines. */
    linesOf: (orderId: number) => linesOf(db, orderId),

    /**
     * Counts a lookup from an address; false once it made more than
     * ORDER_LOOKUPS_PER_MINUTE in the last minute (the count lives in the database, so every
     * instance sees it).
     */
    async countLookup(address: string): Promise<boolean> {
      const [row] = await queryRows<{ recent: number }>(
        db,
        sql`with added as (insert into ${orderLookups} (address) values (${address}) returning id)
          select count(*)::int as recent from ${orderLookups}
          where address = ${address} and at > now() - interval '1 minute'`,
      );
      // The statement's snapshot does not see its own insert: the new lookup is one more.
      return (row?.recent ?? 0) + 1 <= ORDER_LOOKUPS_PER_MINUTE;
    },

    /**
     * The latest paid orders placed since `since`, newest first, at most `limit`: for each its
     * first line's product, the shipping country and when (what a last sales notice may show).
     */
    async recentSales(since: Date, limit: number) {
      return queryRows<{ product_id: number; country: string; sold_at: string }>(
        db,
        sql`select l.product_id, o.shipping_address->>'country' as country,
            o.created_at as sold_at
          from ${orders} o
          cross join lateral (
            select product_id from ${orderLines} where order_id = o.id order by id limit 1
          ) l
          where o.financial_status in ('paid', 'partial_refund') and o.created_at >= ${since}
          order by o.created_at desc, o.id desc
          limit ${limit}`,
      );
    },

    /** Where the latest orders of an e-mail went and how they were paid (at most 100). */
    async placedBy(email: string, conn: Db = db) {
      return conn
        .select({ id: orders.id, shippingAddress: orders.shippingAddress, payment: orders.payment })
        .from(orders)
        .where(sql`lower(${orders.email}) = ${email.toLowerCase()}`)
        .orderBy(desc(orders.number))
        .limit(100);
    },

    /** The shipments of an order. */
    shipmentsOf: (orderId: number, conn: Db = db) =>
      conn.select().from(shipments).where(eq(shipments.orderId, orderId)).orderBy(shipments.id),
  };
}
