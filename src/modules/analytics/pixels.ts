import type { ConsentCategory, EventName } from './contract.ts';
import { maskCardNumbers } from './mask.ts';

/**
 * The browser pixels (spec section 1: "where no server-side forward is possible, a beacon is
 * sent as fallback"): a tracker the merchant named without the keys of its conversion API (a
 * Meta pixel id without an access token) is told by the shopper's browser itself, one beacon an
 * event, with the event's id, so that the day the merchant adds the keys the pair counts once.
 * Pure: the server describes each pixel in the page's start data, the browser writes its beacon.
 */

/** A tracker the browser tells directly, as the page's start data describes it. */
export interface BrowserPixel {
  /** The beacon's format: Meta's pixel endpoint. */
  format: 'meta';
  /** The consent category an event needs before it goes. */
  category: ConsentCategory;
  /** Where the beacon goes. */
  url: string;
  /** The merchant's pixel id. */
  pixelId: string;
  /** The tracker's name of each event it takes, by the shop's names. */
  names: Partial<Record<EventName, string>>;
}

/** An event as the browser sends it. */
export interface PixelEvent {
  event_id: string;
  name: string;
  path: string;
  params: Record<string, string | number | boolean>;
}

/** The purchase's event id: the order's number, the same wherever the purchase is told. */
export const purchaseEventId = (number: number) => `purchase-${number}`;

/** The shop's parameters as the pixel's custom data (Meta's `cd[...]`). */
const CUSTOM_DATA: Record<string, string> = {
  currency: 'currency',
  value: 'value',
  transaction_id: 'order_id',
  search_term: 'search_string',
  items: 'num_items',
};

/**
 * The beacon's form of one event for a pixel, or null when the pixel has no name for it:
 * Meta's `id`, `ev`, `eid` (the event's id, as the Conversions API's event_id), `dl` (the page)
 * and the custom data.
 */
export function pixelForm(
  pixel: BrowserPixel,
  event: PixelEvent,
  origin: string,
): URLSearchParams | null {
  const name = pixel.names[event.name as EventName];
  if (!name) return null;
  const form = new URLSearchParams({
    id: pixel.pixelId,
    ev: name,
    eid: event.event_id,
    dl: `${origin}${maskCardNumbers(event.path)}`,
  });
  // A card number typed anywhere (a search, a note) leaves masked (spec section 7, Tracking).
  for (const [param, field] of Object.entries(CUSTOM_DATA)) {
    const value = event.params[param];
    if (value !== undefined) form.set(`cd[${field}]`, maskCardNumbers(String(value)));
  }
  const item = event.params.item_id;
  if (item !== undefined) {
    form.set('cd[content_ids]', JSON.stringify([String(item)]));
    form.set('cd[content_type]', 'product');
  }
  return form;
}
