/**
 * Amounts inside the merchant's texts. A discount's title or text writes an amount of the shop's
 * currency as `{money:75}` ("Free shipping over {money:75}"), so that each shopper reads it in
 * the currency they chose, written like every other price. A text without one (an older title
 * such as "Free shipping over $75") is shown as written. Shared by server and browser.
 */

/** An amount of the shop's currency in a merchant's text: `{money:75}`, `{money:19.99}`. */
const MONEY_TOKEN = /\{money:(\d{1,12}(?:\.\d{1,4})?)\}/g;

/** Writes a decimal amount of the shop's currency inside a merchant's text. */
export const moneyToken = (amount: number): string => `{money:${amount}}`;

/** The text with each `{money:n}` written by `format` (in the shopper's currency). */
export function fillMoney(text: string, format: (amount: number) => string): string {
  return text.replace(MONEY_TOKEN, (_, amount: string) => format(Number(amount)));
}
