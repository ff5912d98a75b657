import { currencyDigits } from './money.ts';
import { CURRENCY_SYMBOLS } from './symbols.ts';

/**
 * Price formatting by currency (spec section 9, Prices and currency): 2 decimals (none for the
 * currencies that have no minor unit, such as JPY), whole numbers when the currency was chosen
 * automatically, the euro's symbol after the amount, dot thousands and comma decimals for EUR,
 * BRL, PLN and RUB, space thousands for SEK, CVE, UZS and XPF. Shared by server and browser.
 */

/** The currencies the selector shows with a flag, plus Auto (spec section 9). */
export const SELECTOR_CURRENCIES = [
  'AUD',
  'CAD',
  'CNY',
  'EUR',
  'GBP',
  'JPY',
  'NZD',
  'USD',
  'MXN',
  'INR',
  'ARS',
  'UYU',
  'BRL',
  'RUB',
  'KRW',
] as const;

/** The flag shown beside a currency: the country (or union) that issues it. */
export const CURRENCY_FLAGS: Record<string, string> = {
  AUD: 'AU',
  CAD: 'CA',
  CNY: 'CN',
  EUR: 'EU',
  GBP: 'GB',
  JPY: 'JP',
  NZD: 'NZ',
  USD: 'US',
  MXN: 'MX',
  INR: 'IN',
  ARS: 'AR',
  UYU: 'UY',
  BRL: 'BR',
  RUB: 'RU',
  KRW: 'KR',
};

const DOT_THOUSANDS = new Set(['EUR', 'BRL', 'PLN', 'RUB']);
const SPACE_THOUSANDS = new Set(['SEK', 'CVE', 'UZS', 'XPF']);
const SYMBOL_AFTER = new Set(['EUR']);

/** A currency's symbol ($, €, R$ ...); the code itself where none is known. */
export function currencySymbol(currency: string): string {
  const known = CURRENCY_SYMBOLS[currency];
  if (known) return known;
  try {
    const part = new Intl.NumberFormat('en', {
      style: 'currency',
      currency,
      currencyDisplay: 'narrowSymbol',
    })
      .formatToParts(0)
      .find((p) => p.type === 'currency');
    return part?.value ?? currency;
  } catch {
    return currency;
  }
}

/** The separators a currency's amounts are written with. */
export function separators(currency: string): { group: string; decimal: string } {
  if (DOT_THOUSANDS.has(currency)) return { group: '.', decimal: ',' };
  if (SPACE_THOUSANDS.has(currency)) return { group: ' ', decimal: ',' };
  return { group: ',', decimal: '.' };
}

/**
 * Writes a decimal amount in a currency: `$1,234.50`, `1.234,50 €`, `¥1,235`, `kr1 234,50`.
 * `whole` rounds to whole units (a currency chosen automatically).
 */
export function formatPrice(amount: number, currency: string, { whole = false } = {}): string {
  const digits = whole ? 0 : currencyDigits(currency);
  const { group, decimal } = separators(currency);
  const fixed = Math.abs(amount).toFixed(digits);
  const [int = '0', frac] = fixed.split('.');
  const grouped = int.replace(/\B(?=(\d{3})+(?!\d))/g, group);
  const number = frac ? `${grouped}${decimal}${frac}` : grouped;
  const sign = amount < 0 && Number(fixed) !== 0 ? '-' : '';
  const symbol = currencySymbol(currency);
  return SYMBOL_AFTER.has(currency) ? `${sign}${number} ${symbol}` : `${sign}${symbol}${number}`;
}

/** Reads back what formatPrice wrote (the tests' round trip). */
export function parsePrice(text: string, currency: string): number {
  const { group, decimal } = separators(currency);
  const symbol = currencySymbol(currency);
  let body = text.replace(symbol, '').trim();
  const negative = body.startsWith('-');
  if (negative) body = body.slice(1);
  body = body.split(group).join('');
  if (decimal !== '.') body = body.replace(decimal, '.');
  const value = Number(body);
  return negative ? -value : value;
}

/** Converts a decimal amount of the checkout currency at a rate, rounded to the target's unit. */
export function convert(amount: number, rate: number, currency: string, { whole = false } = {}) {
  const digits = whole ? 0 : currencyDigits(currency);
  const factor = 10 ** digits;
  return Math.round(Number((amount * rate * factor).toPrecision(15))) / factor;
}
