import { convert } from './format.ts';
import { currencyDigits } from './money.ts';

/**
 * A list's price filter in the shopper's currency. The list filters by the shop's currency (the
 * URL holds its amounts, so a filtered page works without JavaScript); the shopper types bounds
 * in the currency they see. A bound turned into the shop's currency never leaves out a product
 * whose shown price meets it (spec section 9: shown prices are rounded to the shown currency's
 * unit). Shared by server and browser; no I/O.
 */

/** How the shopper's prices are shown: the currency, its rate from the shop's, whole units. */
export interface ShownCurrency {
  currency: string;
  /** The shop's (checkout) currency. */
  checkout: string;
  rate: number;
  whole: boolean;
}

export type BoundSide = 'min' | 'max';

const shopDigits = (shown: ShownCurrency) => currencyDigits(shown.checkout);
const shownDigits = (shown: ShownCurrency) => (shown.whole ? 0 : currencyDigits(shown.currency));

// Binary noise of the division must not move a bound past a price on it.
const EPSILON = 1e-9;

/**
 * A bound typed in the shopper's currency as the shop's amount the list filters by: the lowest
 * (min) or highest (max) shop price whose shown price is on the shopper's side of the bound.
 */
export function boundToShop(value: number, side: BoundSide, shown: ShownCurrency): number {
  if (shown.currency === shown.checkout) return value;
  const half = 10 ** -shownDigits(shown) / 2;
  const factor = 10 ** shopDigits(shown);
  // A shown price is the shop's price times the rate, rounded half up to the shown unit: the
  // lower edge is in (it rounds up to the bound), the upper one is out (it rounds past it).
  const edge = ((side === 'min' ? value - half : value + half) / shown.rate) * factor;
  const minor = side === 'min' ? Math.ceil(edge - EPSILON) : Math.ceil(edge - EPSILON) - 1;
  return Math.max(0, minor) / factor;
}

/** A bound of the URL (the shop's currency) as the shopper's currency shows a price on it. */
export function boundFromShop(value: number, shown: ShownCurrency): number {
  if (shown.currency === shown.checkout) return value;
  return convert(value, shown.rate, shown.currency, { whole: shown.whole });
}
