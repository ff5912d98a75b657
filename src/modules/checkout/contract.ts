import { z } from 'zod';
import { attributionSchema } from '../analytics/contract.ts';
import { cartSchema } from '../cart/contract.ts';

const text = (max: number, key: string) => z.string({ error: key }).trim().max(max, key);

/** A postal address at checkout (its country's own rules are checked by the service). */
export const addressSchema = z.object({
  first_name: text(100, 'error.address_first_name').min(1, 'error.address_first_name'),
  last_name: text(100, 'error.address_last_name').min(1, 'error.address_last_name'),
  company: text(120, 'error.address_company').optional(),
  address1: text(255, 'error.address_line1').min(1, 'error.address_line1'),
  address2: text(255, 'error.address_line2').optional(),
  city: text(100, 'error.address_city').min(1, 'error.address_city'),
  province: text(10, 'error.address_province').optional(),
  country: z
    .string({ error: 'error.address_country' })
    .trim()
    .toUpperCase()
    .regex(/^[A-Z]{2}$/, 'error.address_country'),
  zip: text(20, 'error.address_zip').optional(),
  phone: text(30, 'error.phone_too_long')
    .regex(/^[0-9+\-()./ ]*$/, 'error.phone_characters')
    .optional(),
  tax_id: text(20, 'error.tax_id').optional(),
});

/** The e-mail address of a checkout (guest checkout). */
export const emailBody = z.object({
  email: z
    .string({ error: 'error.email_invalid' })
    .trim()
    .max(254, 'error.email_invalid')
    .pipe(z.email({ error: 'error.email_invalid' })),
});

/** `cart/address`: the shipping address, and the billing address when it differs. */
export const addressBody = z.object({
  email: emailBody.shape.email.optional(),
  shipping_address: addressSchema,
  billing_address: addressSchema.nullish(),
});

/** `cart/shipping`: the chosen method, and whether to insure the parcel. */
export const shippingBody = z.object({
  method_id: z.string({ error: 'error.shipping_method_invalid' }).min(1).max(40),
  insurance: z.boolean().optional(),
});

/** `cart/payment`: the chosen payment method. */
export const paymentBody = z.object({
  method: z.string({ error: 'error.payment_method_invalid' }).min(1).max(40),
});

/** `cart/checkout`: place the order. Money the browser sends is never used, only compared. */
export const placeBody = z.object({
  /** One per checkout attempt: repeating it gives the same order. */
  idempotency_key: z
    .string({ error: 'error.idempotency_key_invalid' })
    .regex(/^[A-Za-z0-9_-]{16,64}$/, 'error.idempotency_key_invalid'),
  /** The total the shopper saw: when the server's differs, nothing is placed and they are told. */
  expected_total: z.number().nonnegative().optional(),
  /** The card gateway's token, for card payments (never a card number). */
  payment_token: z.string().max(200).optional(),
  /** The browser session, consent and campaign the order came with (for the trackers). */
  attribution: attributionSchema.optional(),
});

/** `cart/approve_checkout`: the payment the shopper comes back from. */
export const approveBody = z.object({
  payment_id: z
    .string({ error: 'error.payment_id_invalid' })
    .regex(/^[A-Za-z0-9_-]{4,100}$/, 'error.payment_id_invalid'),
});

const methodSchema = z.object({
  id: z.string(),
  name: z.string(),
  cost: z.number(),
  regular_cost: z.number(),
  min_days: z.number().nullable(),
  max_days: z.number().nullable(),
});

const outAddress = addressSchema.extend({
  country: z.string(),
  /** The region and the country by their names in the shopper's language, for reading. */
  province_name: z.string().optional(),
  country_name: z.string().optional(),
});

/** A checkout as the shopper sees it: the cart, their choices, the offers and the total. */
export const checkoutSchema = z.object({
  cart: cartSchema,
  step: z.string(),
  /** When the shopper arrived at checkout (cart/start_checkout), ISO 8601; null before. */
  started_at: z.string().nullable(),
  email: z.string().nullable(),
  shipping_address: outAddress.nullable(),
  billing_address: outAddress.nullable(),
  shipping: z.object({ methods: z.array(methodSchema) }),
  shipping_method: methodSchema.nullable(),
  shipping_problem: z.object({ code: z.string(), message: z.string() }).nullable(),
  shipping_total: z.number(),
  /** The insurance's price when offered. */
  shipping_insurance: z.number().nullable(),
  insurance: z.boolean(),
  shipping_tax_total: z.number(),
  tax_total: z.number(),
  total: z.number(),
  payment_method: z.string().nullable(),
  payment_methods: z.array(
    z.object({
      id: z.string(),
      kind: z.string(),
      script: z.object({ id: z.string(), src: z.string() }).nullable(),
    }),
  ),
  /** The countries the shop ships to, hot ones first, named in the shopper's language. */
  countries: z.array(z.object({ code: z.string(), name: z.string() })),
  /** A fresh key for the next attempt at placing the order. */
  idempotency_key: z.string(),
});

/** `GET cart/checkoutCoupons`: the public coupons this cart can use, those it holds first. */
export const checkoutCouponsSchema = z.object({
  data: z.array(
    z.object({
      code: z.string(),
      title: z.string(),
      discount_type: z.string(),
      /** What it takes off the cart now (a shipping discount lowers shipping instead). */
      amount: z.number(),
      /** Whether the cart holds it already. */
      applied: z.boolean(),
    }),
  ),
});

/** The answer to placing an order (or to the shopper's return from the payment page). */
export const placedSchema = z.object({
  /** Null while the payment waits on its provider. */
  order_number: z.number().nullable(),
  /** completed, requires_action (go to `redirect_url`), or pending (the processing page). */
  status: z.string(),
  /** The order's payment status, once there is an order. */
  financial_status: z.string().nullable(),
  /** Where the shopper goes next: the thank-you page, or the payment's own page. */
  redirect_url: z.string(),
  /**
   * While there is no order: the payment's message of spec section 8 (pending, or action
   * required with `redirect_url` as the step to take), in the shopper's language.
   */
  message: z.string().nullable().optional(),
});

export type AddressInput = z.input<typeof addressBody>;
export type ShippingInput = z.input<typeof shippingBody>;
export type PlaceInput = z.input<typeof placeBody>;
export type PlacedDto = z.input<typeof placedSchema>;
export type ApproveInput = z.input<typeof approveBody>;
export type CheckoutDto = z.input<typeof checkoutSchema>;
export type CheckoutCouponsDto = z.input<typeof checkoutCouponsSchema>;
