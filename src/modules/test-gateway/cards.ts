/**
 * The test gateway's card table: documented card numbers, each with the outcome the gateway
 * gives it, so every failure class of spec section 8 can be produced on purpose (as Stripe's
 * test numbers do). docs/test-cards.md lists the same table for people.
 */

import { isPaymentCause, type PaymentCause } from '../payments/causes.ts';

/** The payment causes that are a payment's state, not a refusal: the gateway answers them so. */
const PAYMENT_STATE_CAUSES = ['pending', 'action_required'] as const satisfies PaymentCause[];
type PaymentStateCause = (typeof PAYMENT_STATE_CAUSES)[number];

/**
 * Why the test gateway refuses a payment: it speaks the shop's payment causes (spec section 8,
 * one list in payments/causes.ts), less those that are a payment's state rather than a refusal.
 */
export type DeclineCode = Exclude<PaymentCause, PaymentStateCause>;

const isDeclineCode = (code: string): code is DeclineCode =>
  isPaymentCause(code) && !(PAYMENT_STATE_CAUSES as readonly string[]).includes(code);

/** What the gateway does with a payment by a card. */
export type CardOutcome =
  /** Authorized at once. */
  | { kind: 'approve' }
  /** Refused at authorization. */
  | { kind: 'decline'; code: DeclineCode }
  /** Authorized, but the capture is refused. */
  | { kind: 'decline_capture'; code: DeclineCode }
  /** 3-D Secure: the shopper must pass the challenge page (pass: authorized; fail: 3ds_not_verified). */
  | { kind: 'challenge' }
  /** Answered "pending"; settles later (approved or refused) and says so by webhook. */
  | { kind: 'pending'; settles: 'approve' | DeclineCode };

/** A documented test card. */
export interface TestCard {
  number: string;
  outcome: CardOutcome;
}

const decline = (number: string, code: DeclineCode): TestCard => ({
  number,
  outcome: { kind: 'decline', code },
});

/**
 * The test cards. Any future expiry date and any security code of the right length work with
 * them (3 digits; 4 on American Express); the outcome comes from the number alone.
 */
export const TEST_CARDS: readonly TestCard[] = [
  { number: '4242424242424242', outcome: { kind: 'approve' } },
  { number: '5555555555554444', outcome: { kind: 'approve' } },
  { number: '378282246310005', outcome: { kind: 'approve' } },
  // Another Visa ending 4242: the same brand and last four, another card (its own fingerprint).
  { number: '4000000000024242', outcome: { kind: 'approve' } },
  decline('4000009900000012', 'generic_failure'),
  decline('4000009900000020', 'method_unavailable'),
  decline('4000009900000038', 'timeout'),
  decline('4000009900000046', 'policy'),
  decline('4000009900000053', 'store_closed'),
  decline('4000009900000061', 'not_available'),
  decline('4000009900000079', 'shipping_address_incorrect'),
  decline('4000009900000087', 'email_invalid'),
  decline('4000009900000095', 'unsupported_country_or_currency'),
  decline('4000009900000103', 'bad_zipcode'),
  decline('4000009900000111', 'domain_unsupported'),
  decline('4000009900000129', 'price_limit'),
  decline('4000009900000137', 'amount_or_frequency_limit'),
  decline('4000009900000145', 'insufficient_funds'),
  decline('4000009900000152', 'card_invalid'),
  decline('4000009900000160', 'declined'),
  decline('4000009900000178', '3ds_not_verified'),
  decline('4000009900000186', 'card_lost'),
  decline('4000009900000194', 'card_expired'),
  decline('4000009900000202', 'card_unsupported'),
  decline('4000009900000210', 'bad_cvv'),
  decline('4000009900000228', 'bad_expiry'),
  decline('4000009900000236', 'card_insufficient_funds'),
  decline('4000009900000244', 'invalid_account_or_holder'),
  decline('4000009900000251', 'pin_retry_limit'),
  decline('4000009900000269', 'card_restricted'),
  decline('4000009900000277', 'card_verification_failed'),
  decline('4000009900000285', 'paypal_processing'),
  decline('4000009900000293', 'paypal_declined'),
  decline('4000009900000301', 'redemption'),
  decline('4000009900000319', 'not_processed'),
  { number: '4000009900000327', outcome: { kind: 'decline_capture', code: 'already_captured' } },
  { number: '4000009900000335', outcome: { kind: 'pending', settles: 'approve' } },
  { number: '4000009900000343', outcome: { kind: 'challenge' } },
  decline('4000009900000350', 'canceled'),
  decline('4000009900000368', 'repeat_transaction'),
  {
    number: '4000009900000376',
    outcome: { kind: 'decline_capture', code: 'authorization_expired' },
  },
  { number: '4000009900000384', outcome: { kind: 'pending', settles: 'declined' } },
];

const BY_NUMBER = new Map(TEST_CARDS.map((c) => [c.number, c.outcome]));

/**
 * What a card number gets. A number that is not in the table (a real card, say) is refused as
 * card_invalid: the test gateway takes test cards only.
 */
export const outcomeOf = (digits: string): CardOutcome =>
  BY_NUMBER.get(digits) ?? { kind: 'decline', code: 'card_invalid' };

/** An outcome as one word, for the token's row (`decline:card_lost`, `pending:approve` ...). */
export function encodeOutcome(outcome: CardOutcome): string {
  switch (outcome.kind) {
    case 'approve':
    case 'challenge':
      return outcome.kind;
    case 'decline':
    case 'decline_capture':
      return `${outcome.kind}:${outcome.code}`;
    case 'pending':
      return `pending:${outcome.settles}`;
  }
}

/** Reads back what encodeOutcome wrote; anything else is refused as generic_failure. */
export function decodeOutcome(word: string): CardOutcome {
  const [kind, code = ''] = word.split(':');
  if (kind === 'approve' || kind === 'challenge') return { kind };
  if (kind === 'pending' && (code === 'approve' || isDeclineCode(code))) {
    return { kind, settles: code };
  }
  if ((kind === 'decline' || kind === 'decline_capture') && isDeclineCode(code)) {
    return { kind, code };
  }
  return { kind: 'decline', code: 'generic_failure' };
}
