import type { Db } from '../../../platform/db.ts';
import type { OrderDraft } from '../../cart/order-draft.ts';
import type { OrderAttribution } from '../model.ts';
import { orders, type OrderRow } from '../schema.ts';
import type { PlaceOrder } from './input.ts';
import type { PlaceableOrder } from './checks.ts';
import type { PaymentRecord } from './payment-record.ts';

/** A discount as the order keeps it: what it took off the whole order. */
export type OrderDiscount = OrderRow['discounts'][number];

/** The discounts of an order's lines, one entry per discount with its amounts summed. */
export function orderDiscounts(draft: OrderDraft): OrderDiscount[] {
  const byId = new Map<number, OrderDiscount>();
  for (const d of draft.lines.flatMap((l) => l.discounts)) {
    const seen = byId.get(d.id);
    if (seen) seen.amount += d.amount;
    else byId.set(d.id, { ...d });
  }
  return [...byId.values()];
}

/**
 * What the order keeps of where it came from: the checkout's attribution, with the GA4 ids the
 * cart kept (the browser captured them with analytics consent), so its purchase keeps its source.
 */
export function orderAttribution(
  given: OrderAttribution | undefined,
  ids: OrderDraft['analyticsIds'],
): OrderAttribution | null {
  if (!ids) return given ?? null;
  return {
    ...(given ?? { consent: [] }),
    gaClientId: ids.ga_client_id,
    ...(ids.ga_session_id ? { gaSessionId: ids.ga_session_id } : {}),
  };
}

/** The order's row as the server priced it: who, where, the sums, the codes, the payment. */
export function orderRowValues(
  input: PlaceOrder,
  draft: OrderDraft,
  { price, method }: PlaceableOrder,
  currency: string,
  payment: PaymentRecord,
): typeof orders.$inferInsert {
  return {
    idempotencyKey: input.idempotencyKey,
    cartHash: input.cartHash,
    email: input.email,
    customerId: input.customerId ?? null,
    locale: input.locale,
    currency,
    subtotal: draft.subtotal,
    discountTotal: draft.discount,
    shippingTotal: price.shipping,
    insuranceTotal: price.insurance,
    taxTotal: price.tax,
    total: price.total,
    shippingAddress: input.shippingAddress,
    billingAddress: input.billingAddress,
    shippingMethod: {
      id: method.id,
      name: method.name,
      cost: method.cost,
      regular_cost: method.regular_cost,
      min_days: method.min_days,
      max_days: method.max_days,
    },
    ...payment,
    coupons: draft.coupons.map((c) => c.code),
    discounts: orderDiscounts(draft),
    note: draft.note,
    attribution: orderAttribution(input.attribution, draft.analyticsIds),
  };
}

/** Writes the order's row (its number comes from the sequence) and answers it. */
export async function createOrderRow(
  tx: Db,
  values: typeof orders.$inferInsert,
): Promise<OrderRow> {
  const [order] = await tx.insert(orders).values(values).returning();
  return order!;
}
