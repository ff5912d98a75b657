import { consentSignals } from '../consent-mode.ts';
import { jsonRequest, type OutgoingEvent, type Tracker } from './types.ts';

/** The merchant's GA4 stream: its measurement id and a Measurement Protocol API secret. */
export interface Ga4Settings {
  measurementId: string;
  apiSecret: string;
  /** The Measurement Protocol's collect address. */
  endpoint: string;
}

/** GA4's limits: names of 40 characters, values of 100, events of the last 72 hours. */
const MAX_NAME = 40;
const MAX_VALUE = 100;
const MAX_AGE_MS = 72 * 60 * 60 * 1000;

/** A parameter as GA4 takes it: a name of 40 characters, a text of 100. */
const fit = (value: string | number | boolean) =>
  typeof value === 'string' ? value.slice(0, MAX_VALUE) : value;

/**
 * The GA4 client an event counts for: the shopper's own (their browser's `_ga` cookie, which a
 * purchase's cart kept), else the browser session standing for it, so events of one visit count
 * together.
 */
const clientOf = (event: OutgoingEvent) => event.ga?.clientId ?? event.sessionId ?? event.eventId;

/**
 * GA4's Measurement Protocol: the events of one client a request. An event with the shopper's
 * GA4 session names it (`session_id`, with `engagement_time_msec`, as GA4 asks of an event that
 * is to count in a session and keep its source).
 */
export function ga4Tracker(settings: Ga4Settings): Tracker {
  return {
    id: 'ga4',
    category: 'analytics',
    maxBatch: 25,
    maxAgeMs: MAX_AGE_MS,
    takes: () => true,
    groupOf: clientOf,
    request(events, shop) {
      const first = events[0]!;
      const signals = consentSignals(first.consent);
      const url = new URL(settings.endpoint);
      url.searchParams.set('measurement_id', settings.measurementId);
      url.searchParams.set('api_secret', settings.apiSecret);
      return jsonRequest(url.href, {
        client_id: clientOf(first),
        // Google's Consent Mode v2: what the shopper granted for advertising (the two signals
        // the Measurement Protocol takes; an event reaches GA4 only with analytics_storage).
        consent: {
          ad_user_data: signals.ad_user_data.toUpperCase(),
          ad_personalization: signals.ad_personalization.toUpperCase(),
        },
        events: events.map((event: OutgoingEvent) => ({
          name: event.name.slice(0, MAX_NAME),
          timestamp_micros: event.occurredAt.getTime() * 1000,
          params: {
            ...Object.fromEntries(
              Object.entries(event.params).map(([k, v]) => [k.slice(0, MAX_NAME), fit(v)]),
            ),
            event_id: event.eventId,
            ...(event.ga?.sessionId ? { session_id: event.ga.sessionId } : {}),
            page_location: `${shop.origin}${event.path}`.slice(0, 1000),
            engagement_time_msec: 1,
          },
        })),
      });
    },
  };
}
