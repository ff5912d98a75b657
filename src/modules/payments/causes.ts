import { AppError } from '../../platform/errors.ts';

/**
 * Why a payment did not go through, in the shop's words: one per payment message of spec
 * section 8 (Checkout and payment). Each has the message `error.payment_<cause>`, which ends
 * with the hint to try again or use another method (S8-13).
 */
export const PAYMENT_CAUSES = [
  // General
  'generic_failure',
  'method_unavailable',
  'timeout',
  'policy',
  'store_closed',
  'not_available',
  // Address, email and region
  'shipping_address_incorrect',
  'email_invalid',
  'unsupported_country_or_currency',
  'bad_zipcode',
  'domain_unsupported',
  // Limits and funds
  'price_limit',
  'amount_or_frequency_limit',
  'insufficient_funds',
  // Card problems
  'card_invalid',
  'declined',
  '3ds_not_verified',
  'card_lost',
  'card_expired',
  'card_unsupported',
  'bad_cvv',
  'bad_expiry',
  'card_insufficient_funds',
  'invalid_account_or_holder',
  'pin_retry_limit',
  'card_restricted',
  'card_verification_failed',
  // PayPal and capture
  'paypal_processing',
  'paypal_declined',
  'redemption',
  'not_processed',
  'already_captured',
  'pending',
  'action_required',
  // Other payment messages
  'canceled',
  'repeat_transaction',
  'authorization_expired',
] as const;

/** One reason a payment did not go through. */
export type PaymentCause = (typeof PAYMENT_CAUSES)[number];

/** Whether a provider's code is one of the shop's causes. */
export const isPaymentCause = (code: string): code is PaymentCause =>
  (PAYMENT_CAUSES as readonly string[]).includes(code);

/** The error code (and so the message key `error.<code>`) of a cause. */
export const paymentErrorCode = (cause: PaymentCause) => `payment_${cause}`;

/**
 * The error a checkout answers when a payment fails for a cause: 422 with the cause's message
 * in the shopper's language, about the `payment` field.
 */
export const paymentError = (cause: PaymentCause) =>
  new AppError(422, paymentErrorCode(cause), {}, 'payment');

/** The error when no payment method is available for the order (spec section 8, S8-53). */
export const noPaymentMethods = () => new AppError(422, 'no_payment_methods', {}, 'payment_method');

/** The error when the chosen method is not offered for the order now (S7-10). */
export const methodUnavailable = () =>
  new AppError(422, paymentErrorCode('method_unavailable'), {}, 'payment_method');
