import { z } from 'zod';
import { idText } from '../../platform/ids.ts';

/**
 * Social proof from the shop's own, recent data (spec section 7, Store services: last-sales
 * and visitors_counter; section 2, the last sales notice): never a made-up sale or visitor.
 */

/** How far back a sale is shown (days), and how many at most. */
export const LAST_SALES_DAYS = 7;
export const LAST_SALES_MAX = 10;
/** A sale's time is shown to this many minutes, so that it points at no one's order. */
export const SALE_TIME_STEP_MINUTES = 10;
/** A visitor counts as looking at a product for this long after their last view. */
export const VISIT_WINDOW_MINUTES = 5;

/** The topic announced when the shop's sales change, and the tag of the answers that show them. */
export const SALES_CHANGED = 'sales';
export const LAST_SALES_TAG = 'last-sales';

/** One recent sale: what was bought and in which country, when; nothing about who. */
export const lastSaleSchema = z.object({
  product_id: z.number().int(),
  title: z.string(),
  path: z.string(),
  image: z.string().nullable(),
  /** The shipping country's ISO code (the browser names it in the shopper's language). */
  country: z.string(),
  sold_at: z.string(),
});
export type LastSale = z.output<typeof lastSaleSchema>;

/** `GET last-sales`: the shop's latest paid sales, newest first. */
export const lastSalesSchema = z.object({ data: z.array(lastSaleSchema) });

/** `visitors_counter`: the product looked at (a query for GET, a body for POST). */
export const visitorsInput = z.object({
  product_id: idText('error.product_id_invalid'),
  /**
   * The device's fingerprint (spec section 9), which pages send with analytics consent: taken
   * and not counted, since a client may send a new one with every request (one visitor is one
   * address a day, see visitorOf).
   */
  device: z
    .string()
    .regex(/^[0-9a-f]{32}$/)
    .optional()
    .catch(undefined),
});
export type VisitorsInput = z.input<typeof visitorsInput>;

/** How many visitors are looking at the product now (the asking one included after a POST). */
export const visitorsSchema = z.object({ data: z.object({ count: z.number().int() }) });
