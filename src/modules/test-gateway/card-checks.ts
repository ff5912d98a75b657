/**
 * The checks a card network makes on a card's details before anything is charged: the number's
 * Luhn check digit, its brand by its first digits, the expiry date and the security code. Pure,
 * no I/O: the number lives only in memory while these run.
 */

/** The card brands the test gateway recognises. */
export type CardBrand = 'visa' | 'mastercard' | 'amex' | 'discover' | 'jcb' | 'diners' | 'unknown';

/** Only the digits of what the shopper typed (spaces and dashes between groups are usual). */
export const cardDigits = (input: string) => input.replace(/[\s-]/g, '');

/** Whether a digit string passes the Luhn (mod 10) check that every card number carries. */
export function luhnValid(digits: string): boolean {
  if (!/^\d+$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = digits.charCodeAt(digits.length - 1 - i) - 48;
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

/** The check digit that makes `partial` followed by it Luhn-valid. */
export function luhnCheckDigit(partial: string): string {
  for (let d = 0; d <= 9; d++) if (luhnValid(`${partial}${d}`)) return String(d);
  throw new Error(`not digits: ${partial}`);
}

/** A card's brand from its first digits (the issuer identification ranges). */
export function cardBrand(digits: string): CardBrand {
  if (/^4/.test(digits)) return 'visa';
  if (/^(5[1-5]|2(2[2-9]|[3-6]\d|7[01]|720))/.test(digits)) return 'mastercard';
  if (/^3[47]/.test(digits)) return 'amex';
  if (/^(6011|65|64[4-9])/.test(digits)) return 'discover';
  if (/^35/.test(digits)) return 'jcb';
  if (/^3(0[0-5]|[689])/.test(digits)) return 'diners';
  return 'unknown';
}

/** Whether a card number has a card's shape: 13 to 19 digits that pass the Luhn check. */
export const cardNumberValid = (digits: string) => /^\d{13,19}$/.test(digits) && luhnValid(digits);

/**
 * Whether an expiry month and year are a real month that has not ended yet (a card is good
 * until the last day of its month); two-digit years are of this century.
 */
export function expiryValid(month: number, year: number, now = new Date()): boolean {
  const fullYear = year < 100 ? 2000 + year : year;
  if (!Number.isInteger(month) || month < 1 || month > 12) return false;
  if (!Number.isInteger(fullYear) || fullYear > now.getUTCFullYear() + 20) return false;
  const thisMonth = now.getUTCFullYear() * 12 + now.getUTCMonth();
  return fullYear * 12 + (month - 1) >= thisMonth;
}

/** Whether a security code fits the brand: four digits on American Express, three elsewhere. */
export const cvcValid = (cvc: string, brand: CardBrand) =>
  brand === 'amex' ? /^\d{4}$/.test(cvc) : /^\d{3}$/.test(cvc);
