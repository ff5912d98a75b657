import type { Db } from '../../../platform/db.ts';
import type { OrderDraft } from '../../cart/order-draft.ts';
import { orderLines, type OrderLineRow } from '../schema.ts';

/**
 * The order's lines as bought: title and options as the shopper read them (in the order's
 * language), picture and prices kept as sold.
 */
export function orderLineValues(orderId: number, draft: OrderDraft) {
  return draft.lines.map((l) => ({
    orderId,
    productId: l.productId,
    variantId: l.variantId,
    title: l.shown.title,
    attrs: l.shown.attrs,
    sku: l.variant.sku,
    image: l.variant.featureImage,
    path: l.variant.product.path,
    quantity: l.quantity,
    unitPrice: l.variant.price,
    subtotal: l.subtotal,
    discount: l.discount,
    total: l.total,
    properties: l.properties,
  }));
}

/** Writes the order's lines in one statement, whatever their number. */
export function createOrderLines(
  tx: Db,
  orderId: number,
  draft: OrderDraft,
): Promise<OrderLineRow[]> {
  return tx.insert(orderLines).values(orderLineValues(orderId, draft)).returning();
}
