/**
 * Card numbers in analytics (spec section 7, Tracking): any run of 13 to 19 digits, spaces or
 * dashes between them allowed, keeps its first 4 and last 4 digits and no more. Applied to every
 * text an event carries before it is stored or sent on, so a number typed into a search box or
 * a note never leaves as it was typed.
 */
const CARD_NUMBER = /\d(?:[ -]?\d){12,18}/g;

/** A card number's digits as they may be shown: 4242424242424242 → 4242********4242. */
const masked = (digits: string) =>
  `${digits.slice(0, 4)}${'*'.repeat(digits.length - 8)}${digits.slice(-4)}`;

/** `text` with every card number in it masked: 4242 4242 4242 4242 → 4242********4242. */
export function maskCardNumbers(text: string): string {
  return text.replace(CARD_NUMBER, (run) => masked(run.replace(/\D/g, '')));
}

/** Digits in groups split by one space or dash each: where a typed card number may be. */
const DIGIT_GROUPS = /\d+(?:[ -]\d+)*/g;

/** Whether digits pass the Luhn check, as every card number does. */
export function passesLuhn(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) d = d * 2 > 9 ? d * 2 - 9 : d * 2;
    sum += d;
  }
  return sum % 10 === 0;
}

/** The longest card number that starts at group `from`: the group after it, or -1. */
function cardEnd(groups: readonly string[], from: number): number {
  let end = -1;
  let digits = '';
  for (let j = from; j < groups.length && digits.length < 19; j++) {
    digits += groups[j];
    if (digits.length >= 13 && digits.length <= 19 && passesLuhn(digits)) end = j + 1;
  }
  return end;
}

/**
 * `text` with every card number a shopper typed into it masked as in analytics, for the texts
 * the shop keeps (a contact message, an address, a review, a note): 13 to 19 digits, whole
 * groups split by spaces or dashes, that pass the Luhn check. A phone number, a postcode, an
 * order or tracking number is left as it is (unless it is a card number too: 1 in 10 of those
 * 13 digits long or more are).
 */
export function maskKeptCardNumbers(text: string): string {
  return text.replace(DIGIT_GROUPS, (run) => {
    const parts = run.split(/([ -])/);
    const groups = parts.filter((_, i) => i % 2 === 0);
    let out = '';
    for (let g = 0; g < groups.length;) {
      const end = cardEnd(groups, g);
      if (g > 0) out += parts[2 * g - 1];
      if (end < 0) {
        out += groups[g++];
      } else {
        out += masked(groups.slice(g, end).join(''));
        g = end;
      }
    }
    return out;
  });
}

/** A record's texts (an address's fields) each with its card numbers masked; the rest as it was. */
export function maskKeptTexts<T extends object>(record: T): T {
  return Object.fromEntries(
    Object.entries(record).map(([k, v]) => [k, typeof v === 'string' ? maskKeptCardNumbers(v) : v]),
  ) as T;
}
