import type { LastSale } from '../../../modules/social-proof/contract.ts';

/** The last sales notice's rhythm: the first sale this long after its code came, … */
export const FIRST_SALE_MS = 4000;
/** … each shown this long, … */
export const SALE_SHOWN_MS = 7000;
/** … the next this long after the last went, and at most this many on one page. */
export const BETWEEN_SALES_MS = 15_000;
export const SALES_PER_PAGE = 3;

/** Where the visit's notices are: the next sale to show, and whether the shopper closed them. */
export const LAST_SALES_KEY = 'vitrine_last_sales';

/** How long ago a sale was, in the largest whole unit (minutes, hours, days) for Intl. */
export function soldAgo(soldAt: string, now = Date.now()): [number, Intl.RelativeTimeFormatUnit] {
  const minutes = Math.max(1, Math.floor((now - Date.parse(soldAt)) / 60_000));
  if (minutes < 60) return [-minutes, 'minute'];
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return [-hours, 'hour'];
  return [-Math.floor(hours / 24), 'day'];
}

/**
 * The sales a page shows, in order: from where the visit's last page left off, round the
 * list, at most SALES_PER_PAGE and never one twice.
 */
export function salesToShow(sales: LastSale[], from: number): LastSale[] {
  const shown: LastSale[] = [];
  for (let i = 0; i < Math.min(SALES_PER_PAGE, sales.length); i++) {
    shown.push(sales[(from + i) % sales.length]!);
  }
  return shown;
}
