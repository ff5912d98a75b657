/**
 * The currencies whose prices the shop writes itself (spec section 9, Prices and currency),
 * each with its symbol: the selector's and those its price format names. A module of no
 * imports, read by the formatter (format.ts) and the minor-unit digits (money.ts) alike.
 */
export const CURRENCY_SYMBOLS: Readonly<Record<string, string>> = {
  USD: '$',
  CAD: 'CA$',
  AUD: 'A$',
  NZD: 'NZ$',
  MXN: 'MX$',
  ARS: 'AR$',
  UYU: '$U',
  BRL: 'R$',
  EUR: '€',
  GBP: '£',
  JPY: '¥',
  CNY: 'CN¥',
  INR: '₹',
  RUB: '₽',
  KRW: '₩',
  PLN: 'zł',
  SEK: 'kr',
  CVE: 'Esc',
  UZS: 'soʻm',
  XPF: '₣',
};

/** Those of them that have no minor unit (the rest have two digits). */
export const ZERO_DIGIT_CURRENCIES: ReadonlySet<string> = new Set(['JPY', 'KRW', 'XPF']);
