import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Locale } from '../../platform/locales.ts';
import type { OrderDto, OrderSummaryDto, TrackingDto } from './contract.ts';
import { ORDER_PROGRESS } from './model.ts';
import type { OrderRow, Placed } from './service.ts';

type Shipment = Awaited<ReturnType<FastifyInstance['orders']['shipmentsOf']>>[number];
type Translate = FastifyRequest['t'];

/** An order's progress steps (spec section 4), those reached marked done, in words. */
function presentProgress(order: OrderRow, t: Translate): OrderDto['progress'] {
  const reached = ORDER_PROGRESS.indexOf(order.progress);
  return ORDER_PROGRESS.map((step, i) => ({
    step,
    label: t(`order.progress.${step}`),
    done: i <= reached,
  }));
}

/** A shipment as the carrier reports it: number, carrier, status and its dated events. */
function presentShipment(s: Shipment, t: Translate): OrderDto['shipments'][number] {
  return {
    tracking_number: s.trackingNumber,
    carrier: s.carrier,
    status: s.status,
    status_label: t(`order.tracking.${s.status}`),
    events: s.events,
  };
}

/**
 * A parcel's progress for whoever holds its tracking number: the carrier's steps and the
 * order's progress, and nothing about who ordered what or where it goes.
 */
export function presentTracking(
  req: FastifyRequest,
  { order, shipment }: { order: OrderRow; shipment: Shipment },
): TrackingDto {
  return {
    ...presentShipment(shipment, req.t),
    fulfillment_status: order.fulfillmentStatus,
    fulfillment_status_label: req.t(`order.fulfillment.${order.fulfillmentStatus}`),
    progress: presentProgress(order, req.t),
  };
}

/**
 * An address with its region and country named in the shopper's language (the geo service's
 * names: Illinois for IL, 北海道 for Japan's 01), as a page shows where an order ships.
 */
export function namedAddress<A extends { country: string; province?: string | undefined }>(
  app: FastifyInstance,
  address: A,
  locale: Locale,
): A & { province_name?: string; country_name: string } {
  const { region, country } = app.geo.placeNames(address, locale);
  return { ...address, ...(region ? { province_name: region } : {}), country_name: country };
}

/** An order in the shopper's language and the shop's money (decimals). */
export async function presentOrder(
  app: FastifyInstance,
  req: FastifyRequest,
  { order, lines }: Pick<Placed, 'order' | 'lines'>,
): Promise<OrderDto> {
  const money = app.currency.toDecimal;
  const t = req.t;
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
    progress: presentProgress(order, t),
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
    shipping_address: namedAddress(app, order.shippingAddress, req.locale),
    payment_method: order.paymentMethod,
    payment: order.payment ? { brand: order.payment.brand, last4: order.payment.last4 } : null,
    coupons: order.coupons,
    shipments: shipments.map((s) => presentShipment(s, t)),
  };
}

/** An order as a list of the customer's orders shows it: number, date, state, items and total. */
export function presentOrderSummary(
  app: FastifyInstance,
  req: FastifyRequest,
  order: OrderRow & { itemCount: number },
): OrderSummaryDto {
  const t = req.t;
  return {
    number: order.number,
    name: `#${order.number}`,
    created_at: order.createdAt.toISOString(),
    currency: order.currency,
    total: app.currency.toDecimal(order.total),
    item_count: order.itemCount,
    financial_status: order.financialStatus,
    financial_status_label: t(`order.financial.${order.financialStatus}`),
    fulfillment_status: order.fulfillmentStatus,
    fulfillment_status_label: t(`order.fulfillment.${order.fulfillmentStatus}`),
    progress: presentProgress(order, t),
  };
}
