import { createHash } from 'node:crypto';
import type { ConsentCategory, EventName } from '../contract.ts';

/** A kept event as a tracker adapter formats it. */
export interface OutgoingEvent {
  /** Its row's number: the forwarder's place in the list. */
  seq: number;
  /** The id the browser's copy carries too (the order's number for a purchase). */
  eventId: string;
  name: EventName;
  path: string;
  params: Record<string, string | number | boolean>;
  sessionId: string | null;
  occurredAt: Date;
  /** The consent categories the shopper granted when the event happened. */
  consent: readonly ConsentCategory[];
  /** SHA-256 of the customer's trimmed, lower-cased email: only with marketing consent. */
  emailHash: string | null;
  /** The browser's user agent: only with marketing consent. */
  userAgent: string | null;
  /** GA4's own client (and session) of the shopper's browser, when the event has them. */
  ga?: { clientId: string; sessionId?: string };
}

/** One HTTP request to a tracker. */
export interface TrackerRequest {
  url: string;
  headers: Record<string, string>;
  body: string;
}

/** What a tracker adapter knows of the shop. */
export interface ShopContext {
  /** The shop's public origin, for the page addresses events name. */
  origin: string;
}

/**
 * A tracker's server-side conversion API: which events it takes, how many a request, and the
 * request that carries them (spec section 1: server-side where a conversion URL exists).
 */
export interface Tracker {
  id: TrackerId;
  /** The consent category an event needs before it may go to this tracker. */
  category: ConsentCategory;
  /** Events in one request. */
  maxBatch: number;
  /** The oldest event it takes. */
  maxAgeMs: number;
  /** Whether it takes this event (an event it has no name for stays home). */
  takes(event: OutgoingEvent): boolean;
  /** Events of one request share this (GA4: one client a request); none: any mix. */
  groupOf?(event: OutgoingEvent): string;
  /** The request that sends these events (all taken, of one group, at most maxBatch). */
  request(events: readonly OutgoingEvent[], shop: ShopContext): TrackerRequest;
}

export const TRACKER_IDS = ['ga4', 'meta', 'tiktok', 'pinterest'] as const;
export type TrackerId = (typeof TRACKER_IDS)[number];

/** SHA-256 in hexadecimal of a trimmed, lower-cased text, as Meta, TikTok and Pinterest ask. */
export const sha256 = (text: string) =>
  createHash('sha256').update(text.trim().toLowerCase()).digest('hex');

/** Seconds since 1970, as the conversion APIs take an event's time. */
export const unixSeconds = (date: Date) => Math.floor(date.getTime() / 1000);

/** A number parameter, if the event has it. */
export const numberParam = (event: OutgoingEvent, name: string) =>
  typeof event.params[name] === 'number' ? (event.params[name] as number) : undefined;

/** A text parameter, if the event has it. */
export const textParam = (event: OutgoingEvent, name: string) =>
  typeof event.params[name] === 'string' ? (event.params[name] as string) : undefined;

/** The money and items of an e-commerce event, as the conversion APIs' custom data. */
export function commerceData(event: OutgoingEvent) {
  const itemId = textParam(event, 'item_id');
  const data: Record<string, unknown> = {
    currency: textParam(event, 'currency'),
    value: numberParam(event, 'value'),
    content_ids: itemId ? [itemId] : undefined,
    order_id: event.name === 'purchase' ? textParam(event, 'transaction_id') : undefined,
    search_string: textParam(event, 'search_term'),
    num_items: numberParam(event, 'items'),
  };
  return Object.fromEntries(Object.entries(data).filter(([, v]) => v !== undefined));
}

/** The JSON request every conversion API takes. */
export const jsonRequest = (
  url: string,
  payload: unknown,
  headers: Record<string, string> = {},
): TrackerRequest => ({
  url,
  headers: { 'content-type': 'application/json', ...headers },
  body: JSON.stringify(payload),
});

/**
 * The standard events Meta's and TikTok's conversion APIs share, by the shop's names (Meta also
 * takes page views).
 */
export const STANDARD_EVENTS: Partial<Record<EventName, string>> = {
  view_item: 'ViewContent',
  search: 'Search',
  add_to_cart: 'AddToCart',
  add_to_wishlist: 'AddToWishlist',
  begin_checkout: 'InitiateCheckout',
  add_payment_info: 'AddPaymentInfo',
  purchase: 'Purchase',
  sign_up: 'CompleteRegistration',
  generate_lead: 'Lead',
};
