import type { FastifyRequest } from 'fastify';
import { headerCountry, visitorCountry } from '../currency/location.ts';
import {
  CONSENT_CATEGORIES,
  CONSENT_COOKIE,
  consentOfCookie,
  type ConsentCategory,
} from './consent-cookie.ts';
import { consentRequired } from './privacy.ts';

/**
 * What the visitor granted, as the server can tell without the browser's script: the choice
 * kept in the consent cookie; before any choice, everything where their country asks for no
 * consent and nothing where it does (as the storefront's banner decides, privacy_managements).
 */
export function visitConsent(
  req: FastifyRequest,
  config: { GEO_COUNTRY_HEADER?: string | undefined; CONSENT_COUNTRIES: readonly string[] },
): ConsentCategory[] {
  const kept = req.cookies[CONSENT_COOKIE];
  if (kept !== undefined) return consentOfCookie(kept);
  const country = visitorCountry(req.ip, headerCountry(req.headers, config.GEO_COUNTRY_HEADER));
  return consentRequired(country, config.CONSENT_COUNTRIES) ? [] : [...CONSENT_CATEGORIES];
}
