/**
 * The consent categories (Shopify's): a tracker of a category gets an event only when the
 * shopper granted it, where the law asks for consent (privacy_managements, spec section 7).
 * Listed in the order the banner shows them.
 */
export const CONSENT_CATEGORIES = [
  'analytics',
  'marketing',
  'preferences',
  'sale_of_data',
] as const;
export type ConsentCategory = (typeof CONSENT_CATEGORIES)[number];

/**
 * The first-party cookie the shopper's choice is kept in for a year: the granted categories
 * joined by dots (`analytics.marketing`), `none` for none. The browser writes it; the server
 * reads it for what is done without the browser's script (an order placed without JavaScript).
 */
export const CONSENT_COOKIE = 'vitrine_consent';

/** The categories a kept choice grants (a word that is no category grants nothing). */
export const consentOfCookie = (value: string): ConsentCategory[] =>
  CONSENT_CATEGORIES.filter((c) => value.split('.').includes(c));
