import { toDecimal, toMinor } from './money.ts';

/** The shop's money: its checkout currency and the conversions to and from minor units. */
export type CurrencyService = ReturnType<typeof createCurrencyService>;

/** Creates the currency service for the shop's checkout currency (SHOP_CURRENCY). */
export function createCurrencyService(code: string) {
  return {
    /** The ISO 4217 code prices are stored and charged in. */
    code,
    /** Integer minor units to the decimal the API shows. */
    toDecimal: (minor: number) => toDecimal(minor, code),
    /** A decimal amount to integer minor units. */
    toMinor: (amount: number) => toMinor(amount, code),
  };
}
