import type { FastifyInstance, FastifyRequest } from 'fastify';
import { PRIVATE_NO_STORE } from '../../platform/cache-control.ts';
import { AppError, notFound } from '../../platform/errors.ts';
import { defineOperation } from '../../platform/route.ts';
import { orderLookupQuery, orderSchema, trackingQuery, type OrderDto } from './contract.ts';
import { CART_COOKIE } from '../cart/routes.ts';
import { ORDER_PROGRESS } from './model.ts';
import type { OrderRow, Placed } from './service.ts';

const TAGS = ['orders'];

/** An order in the shopper's language and the shop's money (decimals). */
export async function presentOrder(
  app: FastifyInstance,
  req: FastifyRequest,
  { order, lines }: Pick<Placed, 'order' | 'lines'>,
): Promise<OrderDto> {
  const money = app.currency.toDecimal;
  const t = req.t;
  const reached = ORDER_PROGRESS.indexOf(order.progress);
  const shipments = await app.orders.shipmentsOf(order.id);
  return {
    number: order.number,
    name: `#${order.number}`,
    created_at: order.createdAt.toISOString(),
    email: order.email,
    currency: order.currency,
    financial_status: order.financialStatus,
    financial_status_label: t(`order.financial.${order.financialStatus}`),
    fulfillment_status: order.fulfillmentStatus,
    fulfillment_status_label: t(`order.fulfillment.${order.fulfillmentStatus}`),
    progress: ORDER_PROGRESS.map((step, i) => ({
      step,
      label: t(`order.progress.${step}`),
      done: i <= reached,
    })),
    lines: lines.map((l) => ({
      product_id: l.productId,
      variant_id: l.variantId,
      title: l.title,
      attrs: l.attrs,
      sku: l.sku,
      image: l.image,
      path: l.path,
      quantity: l.quantity,
      price: money(l.unitPrice),
      line_subtotal: money(l.subtotal),
      line_discount: money(l.discount),
      line_total: money(l.total),
    })),
    subtotal: money(order.subtotal),
    discount_total: money(order.discountTotal),
    shipping_total: money(order.shippingTotal),
    shipping_insurance: money(order.insuranceTotal),
    tax_total: money(order.taxTotal),
    total: money(order.total),
    refunded_total: money(order.refundedTotal),
    shipping_method: {
      id: order.shippingMethod.id,
      name: order.shippingMethod.name,
      cost: money(order.shippingMethod.cost),
      min_days: order.shippingMethod.min_days ?? null,
      max_days: order.shippingMethod.max_days ?? null,
    },
    shipping_address: order.shippingAddress,
    payment_method: order.paymentMethod,
    payment: order.payment ? { brand: order.payment.brand, last4: order.payment.last4 } : null,
    coupons: order.coupons,
    shipments: shipments.map((s) => ({
      tracking_number: s.trackingNumber,
      carrier: s.carrier,
      status: s.status,
      status_label: t(`order.tracking.${s.status}`),
      events: s.events,
    })),
  };
}

/** Refuses a lookup flood from one address (someone guessing order numbers). */
async function guardLookup(app: FastifyInstance, req: FastifyRequest) {
  if (!(await app.orders.countLookup(req.ip))) {
    throw new AppError(429, 'order_lookup_flood');
  }
}

const lookup = (url: string, summary: string) =>
  defineOperation({
    method: 'GET',
    url,
    summary,
    tags: TAGS,
    schemas: { querystring: orderLookupQuery, response: orderSchema },
    cacheControl: PRIVATE_NO_STORE,
    run: async ({ app, req }, { query }) => {
      let found: Placed | null = null;
      if (query.email) {
        await guardLookup(app, req);
        found = await app.orders.byNumberAndEmail(query.number, query.email);
      } else {
        const hash = req.cookies[CART_COOKIE];
        if (hash) found = await app.orders.byNumberForCart(query.number, hash);
      }
      if (!found) throw notFound('order_not_found');
      return presentOrder(app, req, found);
    },
  });

/** `GET orders`: an order by number and e-mail; a wrong e-mail is the same 404 as no order. */
export const findOrder = lookup('/orders', 'An order by its number and e-mail address');

/** `GET orders-old`: orders placed before a migration answer from the same table. */
export const findOldOrder = lookup('/orders-old', 'An order from before a migration');

/** `GET order-tracking/logistics`: a shipment and its order by tracking number. */
export const trackShipment = defineOperation({
  method: 'GET',
  url: '/order-tracking/logistics',
  summary: 'A shipment and its order by tracking number',
  tags: TAGS,
  schemas: { querystring: trackingQuery, response: orderSchema },
  cacheControl: PRIVATE_NO_STORE,
  run: async ({ app, req }, { query }) => {
    await guardLookup(app, req);
    const found = await app.orders.byTrackingNumber(query.tracking_number);
    if (!found) throw notFound('order_not_found');
    return presentOrder(app, req, {
      order: found.order as OrderRow,
      lines: await app.orders.linesOf(found.order.id),
    });
  },
});

export const orderOperations = [findOrder, findOldOrder, trackShipment];
