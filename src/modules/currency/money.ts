import { CURRENCY_SYMBOLS, ZERO_DIGIT_CURRENCIES } from './symbols.ts';

/**
 * The minor-unit digits of the currencies the shop writes (symbols.ts), as Intl gives them
 * (money.test.ts holds them to it): a price shown in one of them needs no Intl.NumberFormat,
 * whose first construction costs a page's hydration 20-30 ms of a phone's main thread (ICU's
 * locale data).
 */
export const KNOWN_CURRENCY_DIGITS: ReadonlyMap<string, number> = new Map(
  Object.keys(CURRENCY_SYMBOLS).map((code) => [code, ZERO_DIGIT_CURRENCIES.has(code) ? 0 : 2]),
);

/** How many minor-unit digits a currency has (JPY none, most two), from Intl. */
export function currencyDigits(currency: string): number {
  const cached = KNOWN_CURRENCY_DIGITS.get(currency) ?? DIGITS.get(currency);
  if (cached !== undefined) return cached;
  const digits = new Intl.NumberFormat('en-US', { style: 'currency', currency }).resolvedOptions()
    .maximumFractionDigits;
  const value = digits ?? 2;
  DIGITS.set(currency, value);
  return value;
}
const DIGITS = new Map<string, number>();

/** Integer minor units to the decimal amount the API shows (1999 USD -> 19.99). */
export function toDecimal(minor: number, currency: string): number {
  const digits = currencyDigits(currency);
  if (digits === 0) return minor;
  // A whole number of minor units divided is already the nearest number to the decimal (IEEE
  // division rounds correctly), as parsing its text would give: no text is made for it.
  return Number.isInteger(minor)
    ? minor / 10 ** digits
    : Number((minor / 10 ** digits).toFixed(digits));
}

/** A decimal amount to integer minor units, rounding half away from zero. */
export function toMinor(amount: number, currency: string): number {
  const factor = 10 ** currencyDigits(currency);
  // toPrecision drops the binary noise of the product (1.005 * 100 = 100.49999...).
  return Math.sign(amount) * Math.round(Number((Math.abs(amount) * factor).toPrecision(15)));
}

const formatters = new Map<string, Intl.NumberFormat>();

/** Formats a decimal amount for the shopper, e.g. $19.99 or ¥1,999 (spec section 9, Prices). */
export function formatMoney(amount: number, currency: string, locale: string): string {
  const key = `${locale}|${currency}`;
  let format = formatters.get(key);
  if (!format) {
    const digits = currencyDigits(currency);
    format = new Intl.NumberFormat(locale, {
      style: 'currency',
      currency,
      minimumFractionDigits: digits,
      maximumFractionDigits: digits,
    });
    formatters.set(key, format);
  }
  return format.format(amount);
}

/** The price object of spec section 3: price, regular_price, agio (saving) and percentage. */
export interface PriceObject {
  price: number;
  regular_price: number | null;
  agio: number;
  percentage: number;
}

/**
 * The saving between a price and its compare-at price. The percentage is the rounded value of
 * 100 x (1 - price / regular price), shown only when both are numbers (spec section 5, Display).
 */
export function priceObject(price: number, regularPrice: number | null | undefined): PriceObject {
  if (typeof regularPrice !== 'number' || !(regularPrice > price) || regularPrice <= 0) {
    return { price, regular_price: regularPrice ?? null, agio: 0, percentage: 0 };
  }
  const agio = Number((regularPrice - price).toFixed(2));
  return {
    price,
    regular_price: regularPrice,
    agio,
    percentage: Math.round(100 * (1 - price / regularPrice)),
  };
}

/** The saving as the shopper sees it: floored, so 37.6% reads 37% (spec section 5, Display). */
export function displayedPercentage(
  price: number,
  regularPrice: number | null | undefined,
): number {
  if (typeof regularPrice !== 'number' || !(regularPrice > price)) return 0;
  return Math.floor(100 * (1 - price / regularPrice) + 1e-9);
}

/** Whether the discount tag shows: only for a discount over 1% (spec section 5, Display). */
export function showsDiscountTag(percentage: number): boolean {
  return percentage > 1;
}
