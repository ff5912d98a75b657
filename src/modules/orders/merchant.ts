import { desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db.ts';
import { AppError } from '../../platform/errors.ts';
import {
  ORDER_PROGRESS,
  TRACKING_STATUSES,
  type OrderProgress,
  type TrackingStatus,
} from './model.ts';
import { orderLines, orders, shipments } from './schema.ts';
import { TRACKING_NUMBER } from './tracking-number.ts';
import type { OrderRow, Placed } from './service.ts';

/** What changed in an order, for the mail that tells its shopper. */
export type OrderUpdate = 'shipped' | 'tracking' | 'progress' | 'paid' | 'refunded';

/** Work done in the transaction of a merchant's change (queue the shopper's mail). */
export type UpdatedHook = (
  tx: Db,
  placed: Pick<Placed, 'order' | 'lines'>,
  update: OrderUpdate,
) => Promise<void>;

/** A tracking status moves the order's progress this far (spec section 4). */
const PROGRESS_OF: Partial<Record<TrackingStatus, OrderProgress>> = {
  transit: 'in_transit',
  pickup: 'out_for_delivery',
  delivered: 'delivered',
};

/** The merchant's side of orders: list, fulfil, track, mark paid, refund (`vitrine orders`). */
export function createMerchantOrders(db: Db, hooks: UpdatedHook[]) {
  /** Runs a change to one order in a transaction holding its row, then the hooks. */
  async function change(
    number: number,
    update: OrderUpdate,
    work: (tx: Db, order: OrderRow) => Promise<Partial<OrderRow> | void>,
  ): Promise<OrderRow> {
    return db.transaction(async (tx) => {
      const [order] = await tx.select().from(orders).where(eq(orders.number, number)).for('update');
      if (!order) throw new AppError(404, 'order_not_found');
      const set = (await work(tx, order)) ?? {};
      const [next] = await tx
        .update(orders)
        .set({ ...set, updatedAt: new Date() })
        .where(eq(orders.id, order.id))
        .returning();
      const lines = await tx.select().from(orderLines).where(eq(orderLines.orderId, order.id));
      for (const hook of hooks) await hook(tx, { order: next!, lines }, update);
      return next!;
    });
  }

  /** Moves progress forward only (a late event never sends an order back). */
  const ahead = (now: OrderProgress, to: OrderProgress | undefined) =>
    to && ORDER_PROGRESS.indexOf(to) > ORDER_PROGRESS.indexOf(now) ? to : now;

  return {
    /** The newest orders first. */
    list: (limit = 50) => db.select().from(orders).orderBy(desc(orders.id)).limit(limit),

    /** Ships an order with a tracking number: fulfilled, in transit. */
    async fulfil(number: number, trackingNumber: string, carrier = '') {
      if (!TRACKING_NUMBER.test(trackingNumber)) throw new AppError(422, 'tracking_number_invalid');
      return change(number, 'shipped', async (tx, order) => {
        await tx.insert(shipments).values({
          orderId: order.id,
          trackingNumber: trackingNumber.toUpperCase(),
          carrier,
          status: 'transit',
        });
        return { fulfillmentStatus: 'fulfilled', progress: ahead(order.progress, 'in_transit') };
      });
    },

    /** Adds a carrier's event to a shipment; its status moves the order's progress. */
    async track(
      trackingNumber: string,
      event: { status: TrackingStatus; description: string; location?: string; at?: Date },
    ) {
      if (!TRACKING_STATUSES.includes(event.status)) {
        throw new AppError(422, 'tracking_status_invalid');
      }
      const [shipment] = await db
        .select()
        .from(shipments)
        .where(eq(shipments.trackingNumber, trackingNumber.toUpperCase()));
      if (!shipment) throw new AppError(404, 'order_not_found');
      const [order] = await db.select().from(orders).where(eq(orders.id, shipment.orderId));
      return change(order!.number, 'tracking', async (tx, current) => {
        const entry = {
          at: (event.at ?? new Date()).toISOString(),
          status: event.status,
          description: event.description,
          location: event.location ?? '',
        };
        await tx
          .update(shipments)
          .set({
            status: event.status,
            events: sql`${shipments.events} || ${JSON.stringify([entry])}::jsonb`,
          })
          .where(eq(shipments.id, shipment.id));
        return { progress: ahead(current.progress, PROGRESS_OF[event.status]) };
      });
    },

    /** Sets an order's progress (in process, order ready ...), forward only. */
    async progress(number: number, step: OrderProgress) {
      if (!ORDER_PROGRESS.includes(step)) throw new AppError(422, 'order_progress_invalid');
      return change(number, 'progress', async (_tx, order) => ({
        progress: ahead(order.progress, step),
      }));
    },

    /** Records that an unpaid order's payment arrived (a bank transfer, cash on delivery). */
    markPaid(number: number) {
      return change(number, 'paid', async (_tx, order) => {
        if (order.financialStatus !== 'unpaid') throw new AppError(409, 'order_not_unpaid');
        return { financialStatus: 'paid' };
      });
    },

    /**
     * Refunds part or all of what a paid order has left (minor units; all when not given):
     * refund when nothing is left, else partial refund.
     */
    refund(number: number, amount?: number) {
      return change(number, 'refunded', async (_tx, order) => {
        if (order.financialStatus === 'unpaid') throw new AppError(409, 'order_not_paid');
        const left = order.total - order.refundedTotal;
        const take = amount ?? left;
        if (!Number.isInteger(take) || take <= 0 || take > left) {
          throw new AppError(422, 'refund_amount_invalid');
        }
        const refunded = order.refundedTotal + take;
        return {
          refundedTotal: refunded,
          financialStatus: refunded === order.total ? 'refund' : 'partial_refund',
        };
      });
    },
  };
}

/** The merchant's side of orders. */
export type MerchantOrders = ReturnType<typeof createMerchantOrders>;
