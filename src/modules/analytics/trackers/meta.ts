import type { EventName } from '../contract.ts';
import { commerceData, jsonRequest, STANDARD_EVENTS, unixSeconds, type Tracker } from './types.ts';

/** The merchant's Meta pixel and a Conversions API access token. */
export interface MetaSettings {
  pixelId: string;
  accessToken: string;
  /** The Graph API's address with its version (https://graph.facebook.com/v21.0). */
  endpoint: string;
}

/** Meta's standard events, by the shop's names. */
export const META_EVENTS: Partial<Record<EventName, string>> = {
  page_view: 'PageView',
  ...STANDARD_EVENTS,
};

/** Meta's Conversions API: up to 1,000 events a request, none older than 7 days. */
export function metaTracker(settings: MetaSettings): Tracker {
  return {
    id: 'meta',
    category: 'marketing',
    maxBatch: 1000,
    maxAgeMs: 7 * 24 * 60 * 60 * 1000,
    takes: (event) => META_EVENTS[event.name] !== undefined,
    request(events, shop) {
      const url = new URL(`${settings.endpoint}/${encodeURIComponent(settings.pixelId)}/events`);
      url.searchParams.set('access_token', settings.accessToken);
      return jsonRequest(url.href, {
        data: events.map((event) => ({
          event_name: META_EVENTS[event.name],
          event_time: unixSeconds(event.occurredAt),
          // The browser pixel's eventID is the same: Meta counts the pair once.
          event_id: event.eventId,
          event_source_url: `${shop.origin}${event.path}`,
          action_source: 'website',
          user_data: {
            ...(event.emailHash ? { em: [event.emailHash] } : {}),
            ...(event.userAgent ? { client_user_agent: event.userAgent } : {}),
          },
          custom_data: commerceData(event),
        })),
      });
    },
  };
}
