/**
 * Rules about card details the shop applies in the shopper's browser (and anywhere else it
 * needs them), without ever sending the card number to its own server. Pure, no I/O.
 */

/** Why a card-holder name is refused: the message key to show under the field. */
export type CardHolderProblem =
  'payment.card_holder_required' | 'payment.card_holder_short' | 'payment.card_holder_numbers';

/**
 * Checks the name on the card (spec section 5, Catalogue messages): at least 2 characters
 * (S5-56) and not numbers only (S5-55). Answers the problem's message key, or null when fine.
 */
export function validateCardHolder(name: string): CardHolderProblem | null {
  const trimmed = name.trim();
  if (trimmed === '') return 'payment.card_holder_required';
  if ([...trimmed].length < 2) return 'payment.card_holder_short';
  if (/^[\d\s]+$/.test(trimmed)) return 'payment.card_holder_numbers';
  return null;
}

/**
 * A card number as analytics may carry it (spec section 7, Tracking): its first 4 and last 4
 * digits, the rest masked (`4242********4242`); a number too short to mask is masked whole.
 */
export function maskCardNumber(input: string): string {
  const digits = input.replace(/\D/g, '');
  if (digits.length <= 8) return '*'.repeat(digits.length);
  return `${digits.slice(0, 4)}${'*'.repeat(digits.length - 8)}${digits.slice(-4)}`;
}
