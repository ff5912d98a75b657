import type { ConsentCategory } from './consent-cookie.ts';

/**
 * Google's Consent Mode v2: the shopper's consent categories as the signals Google's tags and
 * APIs read. The four that v2 asks for: `ad_storage`, `ad_user_data` and `ad_personalization`
 * follow marketing, `analytics_storage` follows analytics. Preferences also give the two
 * optional storage signals. Pure: the browser tells a Google tag on the page, the server tells
 * GA4's Measurement Protocol.
 */
export interface ConsentSignals {
  ad_storage: ConsentState;
  ad_user_data: ConsentState;
  ad_personalization: ConsentState;
  analytics_storage: ConsentState;
  functionality_storage: ConsentState;
  personalization_storage: ConsentState;
}

/** One signal: granted or denied. */
export type ConsentState = 'granted' | 'denied';

/** The signals of what the shopper granted. */
export function consentSignals(granted: readonly ConsentCategory[]): ConsentSignals {
  const of = (category: ConsentCategory): ConsentState =>
    granted.includes(category) ? 'granted' : 'denied';
  return {
    ad_storage: of('marketing'),
    ad_user_data: of('marketing'),
    ad_personalization: of('marketing'),
    analytics_storage: of('analytics'),
    functionality_storage: of('preferences'),
    personalization_storage: of('preferences'),
  };
}
