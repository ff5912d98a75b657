import { stockLimit, type StockLevel } from '../catalog/stock-rule.ts';
import { MAX_QUANTITY, MIN_QUANTITY } from './cart-count.ts';

/** The most of a variant one line may hold: its stock when that binds, else 100000. */
export const maxQuantityOf = (v: StockLevel): number => Math.min(MAX_QUANTITY, stockLimit(v));

/** What the quantity filter makes of a typed value. */
export interface FilteredQuantity {
  value: number;
  /** True when the shopper typed more than 100: analytics hears of it (spec section 5). */
  invalidNumber: boolean;
}

/**
 * The quantity input's filter (spec section 5, Quantity): keep digits and one decimal point,
 * round to a whole number, 1 (or the minimum) when empty; non-numeric input or input above
 * 100000 reverts to the previous value; the result is clamped to [min, max].
 */
export function filterQuantity(
  input: string,
  previous: number,
  min = MIN_QUANTITY,
  max = MAX_QUANTITY,
): FilteredQuantity {
  const clamp = (n: number) => Math.min(Math.max(n, min), max);
  const trimmed = input.trim();
  if (trimmed === '') return { value: clamp(Math.max(1, min)), invalidNumber: false };
  // Only digits and decimal points are kept ("3a" is 3); with no digit at all it is not a number.
  const kept = trimmed.replace(/[^\d.]/g, '');
  if (!/\d/.test(kept)) return { value: previous, invalidNumber: false };
  const [whole, ...rest] = kept.split('.');
  const cleaned = rest.length ? `${whole}.${rest.join('')}` : (whole ?? '');
  const number = Math.round(Number(cleaned));
  if (!Number.isFinite(number) || number > MAX_QUANTITY)
    return { value: previous, invalidNumber: false };
  return { value: clamp(number), invalidNumber: number > 100 };
}
