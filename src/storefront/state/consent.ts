import type { PrivacyDto } from '../../modules/analytics/contract.ts';
import {
  CONSENT_CATEGORIES,
  CONSENT_COOKIE,
  consentOfCookie,
  type ConsentCategory,
} from '../../modules/analytics/consent-cookie.ts';
import { consentSignals } from '../../modules/analytics/consent-mode.ts';

/**
 * The shopper's consent (privacy_managements, spec section 7): the categories they granted,
 * kept a year in a first-party cookie, so the choice holds on every page and the shop's server
 * could read it. Where their region asks for consent, nothing is granted before they choose.
 */

export { CONSENT_COOKIE };
/** A year, in seconds: the choice is asked again after that. */
const KEPT_SECONDS = 365 * 24 * 60 * 60;
/** The address fragment that opens the choice again (the footer's link: #cookie-preferences). */
export const CONSENT_ANCHOR = 'cookie-preferences';
/** Sent on window when the shopper chooses (detail: the granted categories). */
export const CONSENT_EVENT = 'vitrine:consent';
/** The categories, in the order the banner lists them. */
export const CATEGORIES: readonly ConsentCategory[] = CONSENT_CATEGORIES;

/** The choice the shopper made, or null before they chose. */
export function savedConsent(cookie = globalThis.document?.cookie ?? ''): ConsentCategory[] | null {
  const kept = cookie
    .split(/;\s*/)
    .find((c) => c.startsWith(`${CONSENT_COOKIE}=`))
    ?.slice(CONSENT_COOKIE.length + 1);
  if (kept === undefined) return null;
  return consentOfCookie(kept);
}

/** Keeps the shopper's choice for a year, and tells the page. */
export function saveConsent(granted: readonly ConsentCategory[]): void {
  const value = CATEGORIES.filter((c) => granted.includes(c)).join('.') || 'none';
  document.cookie = `${CONSENT_COOKIE}=${value}; Max-Age=${KEPT_SECONDS}; path=/; SameSite=Lax`;
  tellGoogleTags('update', granted);
  window.dispatchEvent(new CustomEvent(CONSENT_EVENT, { detail: granted }));
}

/**
 * Tells a Google tag the merchant runs on the page (gtag.js, Tag Manager) the shopper's consent
 * in Google's Consent Mode v2 (consent-mode.ts): `default` once the page knows it (the choice,
 * or whether the region asks first), `update` when the shopper chooses. Written as gtag writes
 * it, its arguments on `window.dataLayer`, which a tag reads whenever it loads; without a tag
 * it is an array no one reads.
 */
export function tellGoogleTags(
  command: 'default' | 'update',
  granted: readonly ConsentCategory[],
  page: { dataLayer?: unknown[] } = window as { dataLayer?: unknown[] },
): void {
  const layer = (page.dataLayer ??= []);
  // gtag's own form: a tag takes a command as an arguments object, not as an array.
  (function gtag(..._command: unknown[]) {
    // eslint-disable-next-line prefer-rest-params
    layer.push(arguments);
  })('consent', command, consentSignals(granted));
}

/**
 * What is granted now: the shopper's choice, else everything where their region asks for no
 * consent, else nothing (defaults denied before any tracker runs, Google's Consent Mode v2).
 */
export function grantedNow(
  privacy: Pick<PrivacyDto, 'consent_required'> | null,
  cookie?: string,
): ConsentCategory[] {
  const saved = savedConsent(cookie);
  if (saved) return saved;
  return privacy && !privacy.consent_required ? [...CATEGORIES] : [];
}
