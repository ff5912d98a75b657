import { FILTER_PARAM } from '../../../modules/catalog/listing-params.ts';
import {
  boundFromShop,
  boundToShop,
  type ShownCurrency,
} from '../../../modules/currency/price-bounds.ts';

/** A form field's value as the URL holds it: a price bound becomes the shop's amount. */
export function shopBound(key: string, value: string, shown: ShownCurrency): string {
  const side = key === FILTER_PARAM.priceMin ? 'min' : key === FILTER_PARAM.priceMax ? 'max' : null;
  const amount = Number(value);
  if (!side || !Number.isFinite(amount) || amount < 0) return value;
  return String(boundToShop(amount, side, shown));
}

/** A URL bound (the shop's amount) as the field shows it, in the shopper's currency. */
export function shownBound(value: string | null, shown: ShownCurrency): string {
  const amount = Number(value);
  if (!value || !Number.isFinite(amount)) return value ?? '';
  return String(boundFromShop(amount, shown));
}
