import { z } from 'zod';
import { TRACKING_STATUSES } from './model.ts';
import { TRACKING_NUMBER } from './tracking-number.ts';

const money = z.number();

const orderNumber = z.coerce
  .number({ error: 'error.order_number_invalid' })
  .int('error.order_number_invalid')
  .positive('error.order_number_invalid')
  .max(Number.MAX_SAFE_INTEGER, 'error.order_number_invalid');

const email = z
  .string({ error: 'error.email_invalid' })
  .trim()
  .max(254, 'error.email_invalid')
  .pipe(z.email({ error: 'error.email_invalid' }));

const trackingNumber = z
  .string({ error: 'error.tracking_number_invalid' })
  .trim()
  .regex(TRACKING_NUMBER, 'error.tracking_number_invalid');

/**
 * `GET orders` (and `orders-old`): the order of the shopper's own cart by its number (the
 * thank-you page). An e-mail in the query is refused, never looked up: it would end up in logs,
 * history and referrers; by e-mail an order is looked up with `POST orders`.
 */
export const orderLookupQuery = z.object({
  number: orderNumber,
  email: z.never({ error: 'error.order_email_in_url' }).optional(),
});

/** `POST orders` (and `orders-old`): an order by its number and e-mail, kept out of the URL. */
export const orderLookupBody = z.object({ number: orderNumber, email });

/** `GET order-tracking/logistics`: a parcel's progress by its tracking number (5-50). */
export const trackingQuery = z.object({ tracking_number: trackingNumber });

/** `POST order-tracking/logistics`: a parcel's order, with the e-mail it was placed with. */
export const trackingLookupBody = z.object({ tracking_number: trackingNumber, email });

const address = z.object({
  first_name: z.string(),
  last_name: z.string(),
  company: z.string().optional(),
  address1: z.string(),
  address2: z.string().optional(),
  city: z.string(),
  province: z.string().optional(),
  country: z.string(),
  zip: z.string().optional(),
  phone: z.string().optional(),
  /** The region and the country by their names in the shopper's language, for reading. */
  province_name: z.string().optional(),
  country_name: z.string().optional(),
});

const shipmentSchema = z.object({
  tracking_number: z.string(),
  carrier: z.string(),
  status: z.enum(TRACKING_STATUSES),
  status_label: z.string(),
  events: z.array(
    z.object({ at: z.string(), status: z.string(), description: z.string(), location: z.string() }),
  ),
});

const progressSchema = z.array(
  z.object({ step: z.string(), label: z.string(), done: z.boolean() }),
);

/**
 * A parcel's progress as anyone holding its tracking number (printed on the parcel) may see
 * it: the carrier's steps and dates and the order's progress, nothing about who ordered what.
 */
export const trackingSchema = shipmentSchema.extend({
  fulfillment_status: z.string(),
  fulfillment_status_label: z.string(),
  progress: progressSchema,
});

/** An order as its shopper sees it (thank-you page, lookup with its e-mail). */
export const orderSchema = z.object({
  number: z.number(),
  name: z.string(),
  created_at: z.string(),
  email: z.string(),
  currency: z.string(),
  financial_status: z.string(),
  financial_status_label: z.string(),
  fulfillment_status: z.string(),
  fulfillment_status_label: z.string(),
  progress: progressSchema,
  lines: z.array(
    z.object({
      product_id: z.number(),
      variant_id: z.number(),
      title: z.string(),
      attrs: z.array(z.object({ name: z.string(), value: z.string() })),
      sku: z.string(),
      image: z.string().nullable(),
      path: z.string(),
      quantity: z.number(),
      price: money,
      line_subtotal: money,
      line_discount: money,
      line_total: money,
    }),
  ),
  subtotal: money,
  discount_total: money,
  shipping_total: money,
  shipping_insurance: money,
  tax_total: money,
  total: money,
  refunded_total: money,
  shipping_method: z.object({
    id: z.string(),
    /** The merchant's title for shoppers, in the language the order was placed in. */
    name: z.string(),
    cost: money,
    /** The delivery estimate in business days, when the method gives one. */
    min_days: z.number().nullable(),
    max_days: z.number().nullable(),
  }),
  shipping_address: address,
  payment_method: z.string(),
  payment: z.object({ brand: z.string().nullable(), last4: z.string().nullable() }).nullable(),
  coupons: z.array(z.string()),
  shipments: z.array(shipmentSchema),
});

export type OrderDto = z.input<typeof orderSchema>;

/** An order in a list of a customer's orders (account/orders). */
export const orderSummarySchema = orderSchema
  .pick({
    number: true,
    name: true,
    created_at: true,
    currency: true,
    total: true,
    financial_status: true,
    financial_status_label: true,
    fulfillment_status: true,
    fulfillment_status_label: true,
    progress: true,
  })
  .extend({ item_count: z.number().int() });
export type OrderSummaryDto = z.input<typeof orderSummarySchema>;
export type OrderLookupInput = z.input<typeof orderLookupQuery>;
export type OrderLookupBody = z.input<typeof orderLookupBody>;
export type TrackingDto = z.input<typeof trackingSchema>;
