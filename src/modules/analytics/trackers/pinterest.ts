import type { EventName } from '../contract.ts';
import { commerceData, jsonRequest, unixSeconds, type Tracker } from './types.ts';

/** The merchant's Pinterest ad account and a Conversions API token. */
export interface PinterestSettings {
  adAccountId: string;
  accessToken: string;
  /** The API's address with its version (https://api.pinterest.com/v5). */
  endpoint: string;
  /** Theme option track_pinterest_ecommerce: the cart and purchase events go too (spec section 3). */
  ecommerce: boolean;
}

/** Pinterest's events, by the shop's names; its `checkout` is a completed purchase. */
const NAMES: Partial<Record<EventName, string>> = {
  page_view: 'page_visit',
  view_item_list: 'view_category',
  search: 'search',
  sign_up: 'signup',
  generate_lead: 'lead',
};
const ECOMMERCE: Partial<Record<EventName, string>> = {
  add_to_cart: 'add_to_cart',
  purchase: 'checkout',
};

/** Pinterest's Conversions API: up to 1,000 events a request, none older than 7 days. */
export function pinterestTracker(settings: PinterestSettings): Tracker {
  const names = settings.ecommerce ? { ...NAMES, ...ECOMMERCE } : NAMES;
  return {
    id: 'pinterest',
    category: 'marketing',
    maxBatch: 1000,
    maxAgeMs: 7 * 24 * 60 * 60 * 1000,
    takes: (event) => names[event.name] !== undefined,
    request(events, shop) {
      const account = encodeURIComponent(settings.adAccountId);
      return jsonRequest(
        `${settings.endpoint}/ad_accounts/${account}/events`,
        {
          data: events.map((event) => {
            const { search_string: query, ...data } = commerceData(event);
            return {
              event_name: names[event.name],
              action_source: 'web',
              event_time: unixSeconds(event.occurredAt),
              // The Pinterest tag's event_id is the same: Pinterest counts the pair once.
              event_id: event.eventId,
              event_source_url: `${shop.origin}${event.path}`,
              user_data: {
                ...(event.emailHash ? { em: [event.emailHash] } : {}),
                ...(event.userAgent ? { client_user_agent: event.userAgent } : {}),
              },
              custom_data: { ...data, ...(query ? { search_string: query } : {}) },
            };
          }),
        },
        { authorization: `Bearer ${settings.accessToken}` },
      );
    },
  };
}
