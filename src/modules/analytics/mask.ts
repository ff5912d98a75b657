/**
 * Card numbers in analytics (spec section 7, Tracking): any run of 13 to 19 digits, spaces or
 * dashes between them allowed, keeps its first 4 and last 4 digits and no more. Applied to every
 * text an event carries before it is stored or sent on, so a number typed into a search box or
 * a note never leaves as it was typed.
 */
const CARD_NUMBER = /\d(?:[ -]?\d){12,18}/g;

/** `text` with every card number in it masked: 4242 4242 4242 4242 → 4242********4242. */
export function maskCardNumbers(text: string): string {
  return text.replace(CARD_NUMBER, (run) => {
    const digits = run.replace(/\D/g, '');
    return `${digits.slice(0, 4)}${'*'.repeat(digits.length - 8)}${digits.slice(-4)}`;
  });
}
