import { and, desc, eq, gt, sql } from 'drizzle-orm';
import { queryRows, type Db } from '../../platform/db.ts';
import { AppError, invalidField, notFound } from '../../platform/errors.ts';
import type { CartService } from '../cart/service.ts';
import type { CatalogService } from '../catalog/service.ts';
import type { CurrencyService } from '../currency/service.ts';
import type { DiscountService } from '../discounts/service.ts';
import type { ShippingService } from '../shipping/service.ts';
import type { FinancialStatus, OrderAddress } from './model.ts';
import { createMerchantOrders, type UpdatedHook } from './merchant.ts';
import { priceCheckout } from './pricing.ts';
import { orderLines, orderLookups, orders, shipments } from './schema.ts';

/** An order as stored. */
export type OrderRow = typeof orders.$inferSelect;
/** An order line as stored. */
export type OrderLineRow = typeof orderLines.$inferSelect;

/** Everything an order is placed from, besides the cart itself (which the server prices). */
export interface PlaceOrder {
  /** One order per key: a double click, a retry or a second request gives the same order. */
  idempotencyKey: string;
  cartHash: string;
  email: string;
  locale: string;
  shippingAddress: OrderAddress;
  billingAddress: OrderAddress | null;
  poBox: boolean;
  shippingMethodId: string;
  /** The cost the shopper was shown for the method: a different one now refuses the order. */
  expectedShipping?: number | undefined;
  /** The total the shopper was shown (and a payment authorised for): a different one refuses. */
  expectedTotal?: number | undefined;
  insurance: boolean;
  paymentMethod: string;
  /** The provider's authorised payment, or null for a manual method (placed unpaid). */
  payment: { provider: string; id: string; brand: string | null; last4: string | null } | null;
  /** Whether the payment is already captured (paid) rather than only authorised. */
  paid: boolean;
  /**
   * Whether the order is confirmed now (its mail queued): false for a card payment still to
   * capture, which `confirmPayment` confirms once captured.
   */
  confirm?: boolean;
  /** Checks the payment method against the order's total as priced (throws when not offered). */
  assertPayable?: (total: number) => void;
  /** More work in the order's transaction (the card payment's capture, queued durably). */
  during?: (tx: Db, placed: Pick<Placed, 'order' | 'lines'>) => Promise<void>;
}

/** What placing gave: the order, and whether this call created it. */
export interface Placed {
  order: OrderRow;
  lines: OrderLineRow[];
  created: boolean;
}

/** Work another module does in the order's transaction (queue its e-mail, count a referral). */
export type PlacedHook = (tx: Db, placed: Pick<Placed, 'order' | 'lines'>) => Promise<void>;

/** The most a cart total may be for checkout, and the least (spec section 5; values set here). */
export interface CartTotalLimits {
  min: number;
  max: number;
}

/** The most order lookups one address may make in a minute. */
export const ORDER_LOOKUPS_PER_MINUTE = 10;

const RETRYABLE = new Set(['40P01', '40001']);

/** The PostgreSQL error code of a failure, when it is one. */
const pgCode = (error: unknown): string | undefined => {
  const e = error as { code?: unknown; cause?: { code?: unknown } };
  const code = typeof e?.code === 'string' ? e.code : e?.cause?.code;
  return typeof code === 'string' ? code : undefined;
};

/** How long after an order a second completion of the same cart answers with that order. */
const SAME_CART_WINDOW_MS = 30 * 60 * 1000;

/** Orders: placing them exactly once, and finding them. */
export type OrderService = ReturnType<typeof createOrderService>;

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

  const linesOf = (conn: Db, orderId: number) =>
    conn.select().from(orderLines).where(eq(orderLines.orderId, orderId)).orderBy(orderLines.id);

  /** The order a cart became moments ago (another tab completed it), if any. */
  async function recentOrderOf(conn: Db, hash: string): Promise<OrderRow | undefined> {
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

  /** One attempt at placing, in one transaction; throws an AppError when it cannot be. */
  async function placeOnce(input: PlaceOrder): Promise<Placed> {
    // Read before the transaction: on the embedded database it holds the only connection.
    const [list, shippingRules] = await Promise.all([deps.discounts.all(), deps.shipping.rules()]);
    return db.transaction(async (tx) => {
      // Holding the cart's row first queues every completion of this cart (and its changes).
      const draft = await deps.cart.draftOrder(input.cartHash, { conn: tx, lock: true, list });
      const [done] = await tx
        .select()
        .from(orders)
        .where(eq(orders.idempotencyKey, input.idempotencyKey));
      if (done) return { order: done, lines: await linesOf(tx, done.id), created: false };
      if (!draft) throw notFound('cart_not_found');
      if (draft.lines.length === 0) {
        const recent = await recentOrderOf(tx, input.cartHash);
        if (recent) return { order: recent, lines: await linesOf(tx, recent.id), created: false };
        throw new AppError(422, 'cart_empty');
      }
      // A code the shopper holds that was used up meanwhile is said, not silently dropped.
      const unusable = draft.unusableCoupons[0];
      if (unusable) {
        throw new AppError(422, `coupon_${unusable.problem}`, { code: unusable.code }, 'code');
      }
      const problem = draft.problems[0];
      if (problem) {
        throw new AppError(409, 'checkout_out_of_stock', { title: problem.title }, 'cart');
      }
      const price = priceCheckout(shippingRules, draft, {
        destination: {
          country: input.shippingAddress.country,
          region: input.shippingAddress.province,
          postcode: input.shippingAddress.zip,
        },
        poBox: input.poBox,
        shippingMethodId: input.shippingMethodId,
        insurance: input.insurance,
        locale: input.locale,
      });
      if (price.shippingProblem) throw invalidField(price.shippingProblem, 'shipping_address');
      if (
        !price.method ||
        (input.expectedShipping !== undefined && input.expectedShipping !== price.method.cost)
      ) {
        throw invalidField('shipping_rate_changed', 'shipping_method');
      }
      if (draft.total < limits.min) {
        throw new AppError(422, 'cart_total_too_low', {
          amount: { money: deps.currency.toDecimal(limits.min), currency: deps.currency.code },
        });
      }
      if (draft.total > limits.max) {
        throw new AppError(422, 'cart_total_too_high', {
          amount: { money: deps.currency.toDecimal(limits.max), currency: deps.currency.code },
        });
      }
      if (input.expectedTotal !== undefined && input.expectedTotal !== price.total) {
        throw new AppError(409, 'checkout_total_changed', {
          amount: { money: deps.currency.toDecimal(price.total), currency: deps.currency.code },
        });
      }
      input.assertPayable?.(price.total);
      const financialStatus: FinancialStatus = input.paid ? 'paid' : 'unpaid';
      const [order] = await tx
        .insert(orders)
        .values({
          idempotencyKey: input.idempotencyKey,
          cartHash: input.cartHash,
          email: input.email,
          locale: input.locale,
          currency: deps.currency.code,
          subtotal: draft.subtotal,
          discountTotal: draft.discount,
          shippingTotal: price.shipping,
          insuranceTotal: price.insurance,
          taxTotal: price.tax,
          total: price.total,
          financialStatus,
          shippingAddress: input.shippingAddress,
          billingAddress: input.billingAddress,
          shippingMethod: {
            id: price.method.id,
            name: price.method.name,
            cost: price.method.cost,
            regular_cost: price.method.regular_cost,
            min_days: price.method.min_days,
            max_days: price.method.max_days,
          },
          paymentMethod: input.paymentMethod,
          payment: input.payment
            ? {
                provider: input.payment.provider,
                id: input.payment.id,
                brand: input.payment.brand,
                last4: input.payment.last4,
              }
            : null,
          coupons: draft.coupons.map((c) => c.code),
          discounts: draft.lines
            .flatMap((l) => l.discounts)
            .reduce<{ id: number; title: string; code: string | null; amount: number }[]>(
              (all, d) => {
                const seen = all.find((x) => x.id === d.id);
                if (seen) seen.amount += d.amount;
                else all.push({ ...d });
                return all;
              },
              [],
            ),
          note: draft.note,
        })
        .returning();
      const lines = await tx
        .insert(orderLines)
        .values(
          draft.lines.map((l) => ({
            orderId: order!.id,
            productId: l.productId,
            variantId: l.variantId,
            title: l.variant.product.title,
            attrs: l.variant.attrs,
            sku: l.variant.sku,
            image: l.variant.featureImage,
            path: l.variant.product.path,
            quantity: l.quantity,
            unitPrice: l.variant.price,
            subtotal: l.subtotal,
            discount: l.discount,
            total: l.total,
            properties: l.properties,
          })),
        )
        .returning();
      await deps.cart.emptyAfterOrder(tx, draft.cartId);
      if (input.confirm !== false)
        for (const hook of hooks) await hook(tx, { order: order!, lines });
      await input.during?.(tx, { order: order!, lines });
      // Last, so the rows that orders of the same things queue on are held the shortest time.
      const short = await deps.catalog.takeStock(
        tx,
        draft.lines.map((l) => ({
          variantId: l.variantId,
          productId: l.productId,
          quantity: l.quantity,
        })),
      );
      if (short.length > 0) {
        const line = draft.lines.find((l) => l.variantId === short[0]);
        throw new AppError(
          409,
          'checkout_out_of_stock',
          { title: line?.variant.product.title ?? '' },
          'cart',
        );
      }
      for (const coupon of draft.coupons) {
        if (!(await deps.discounts.countUse(tx, coupon.id))) {
          throw new AppError(422, 'coupon_usage_limit', { code: coupon.code }, 'code');
        }
      }
      return { order: order!, lines, created: true };
    });
  }

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
    async place(input: PlaceOrder): Promise<Placed> {
      for (let attempt = 1; ; attempt++) {
        try {
          return await placeOnce(input);
        } catch (error) {
          if (attempt >= 3 || !RETRYABLE.has(pgCode(error) ?? '')) throw error;
        }
      }
    },

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
      return order ? { order, lines: await linesOf(db, order.id), created: false } : null;
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
      return order ? { order, lines: await linesOf(db, order.id), created: false } : null;
    },

    /** An order by its number, when it was placed from the cart `hash` (its thank-you page). */
    async byNumberForCart(number: number, hash: string): Promise<Placed | null> {
      const [order] = await db
        .select()
        .from(orders)
        .where(and(eq(orders.number, number), eq(orders.cartHash, hash)));
      return order ? { order, lines: await linesOf(db, order.id), created: false } : null;
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

    /** The shipments of an order. */
    shipmentsOf: (orderId: number, conn: Db = db) =>
      conn.select().from(shipments).where(eq(shipments.orderId, orderId)).orderBy(shipments.id),
  };
}
