import type { EventName } from '../contract.ts';
import { commerceData, jsonRequest, STANDARD_EVENTS, unixSeconds, type Tracker } from './types.ts';

/** The merchant's TikTok pixel and an Events API access token. */
export interface TikTokSettings {
  pixelCode: string;
  accessToken: string;
  /** The Events API's track address (…/open_api/v1.3/event/track/). */
  endpoint: string;
}

/** TikTok's standard events, by the shop's names. */
const NAMES: Partial<Record<EventName, string>> = STANDARD_EVENTS;

/** TikTok's Events API: up to 1,000 events a request, none older than 7 days. */
export function tiktokTracker(settings: TikTokSettings): Tracker {
  return {
    id: 'tiktok',
    category: 'marketing',
    maxBatch: 1000,
    maxAgeMs: 7 * 24 * 60 * 60 * 1000,
    takes: (event) => NAMES[event.name] !== undefined,
    request(events, shop) {
      return jsonRequest(
        settings.endpoint,
        {
          event_source: 'web',
          event_source_id: settings.pixelCode,
          data: events.map((event) => {
            const { content_ids: ids, search_string: query, ...money } = commerceData(event);
            return {
              event: NAMES[event.name],
              event_time: unixSeconds(event.occurredAt),
              // The browser pixel's event_id is the same: TikTok counts the pair once.
              event_id: event.eventId,
              user: {
                ...(event.emailHash ? { email: event.emailHash } : {}),
                ...(event.userAgent ? { user_agent: event.userAgent } : {}),
              },
              page: { url: `${shop.origin}${event.path}` },
              properties: {
                ...money,
                ...(query ? { query } : {}),
                ...(Array.isArray(ids)
                  ? { contents: ids.map((id) => ({ content_id: id })), content_type: 'product' }
                  : {}),
              },
            };
          }),
        },
        { 'Access-Token': settings.accessToken },
      );
    },
  };
}
