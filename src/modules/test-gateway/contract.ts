import { z } from 'zod';
import { GATEWAY_STATUSES } from './schema.ts';

/**
 * The test gateway's own API, as another host's would be: card tokens (spec section 7, the
 * card-payment token endpoint at an external provider), payments and their webhook events.
 */

const digitsOrNumber = z.union([z.string().max(10), z.number().int().min(0).max(9999)]);

/**
 * A card to tokenise. Its fields are checked by the service (Luhn, expiry, security code) so
 * that no error message ever repeats what was typed.
 */
export const tokenBody = z.object({
  number: z.string().max(40, 'error.card_number_invalid'),
  exp_month: digitsOrNumber,
  exp_year: digitsOrNumber,
  cvc: z.string().max(10, 'error.card_cvc_invalid'),
  name: z.string().max(200).optional(),
});

/** A card's token: what the shop may keep and send, and what the shopper may be shown. */
export const tokenSchema = z.object({
  id: z.string(),
  brand: z.string(),
  last4: z.string(),
  exp_month: z.number().int(),
  exp_year: z.number().int(),
});

/** A payment as the gateway shows it (to the shop's adapter and in its webhooks). */
export const gatewayPaymentSchema = z.object({
  id: z.string(),
  reference: z.string(),
  status: z.enum(GATEWAY_STATUSES),
  amount: z.number().int(),
  currency: z.string(),
  cause: z.string().nullable(),
  brand: z.string(),
  last4: z.string(),
  /** The same for one card number every time (a keyed hash of it), where the gateway kept one. */
  fingerprint: z.string().nullable(),
  captured_amount: z.number().int(),
  refunded_amount: z.number().int(),
  /** Where to send the shopper when the payment needs them (3-D Secure). */
  next_action: z.object({ redirect_url: z.string() }).nullable(),
});

/** A webhook event: a payment's asynchronous outcome. */
export const gatewayEventSchema = z.object({
  id: z.string(),
  type: z.enum(['payment.authorized', 'payment.failed']),
  created: z.number().int(),
  data: gatewayPaymentSchema,
});

/** The challenge page's answer: the shopper passed or failed the verification. */
export const challengeBody = z.object({ outcome: z.enum(['pass', 'fail']) });

/** The challenge page's payment. */
export const challengeParams = z.object({ id: z.string().regex(/^tgp_[\w-]{10,64}$/) });

export type TokenBody = z.infer<typeof tokenBody>;
export type TokenDto = z.infer<typeof tokenSchema>;
export type GatewayPayment = z.infer<typeof gatewayPaymentSchema>;
export type GatewayEvent = z.infer<typeof gatewayEventSchema>;
