import type { FastifyRequest } from 'fastify';
import { clientKeyOf } from '../../platform/flood.ts';
import {
  attributionSchema,
  consentedUserAgent,
  type Attribution,
  type ConsentCategory,
} from '../analytics/contract.ts';
import { CAMPAIGN_COOKIE, campaignOf, type CampaignParam } from '../analytics/landing-campaign.ts';
import type { OrderAttribution } from '../orders/model.ts';

/**
 * The landing campaign the server kept for the visit (storefront/server/landing-campaign.ts), as
 * far as an attribution takes it: a value the checkout would refuse is left out.
 */
export function landingAttribution(cookie: string | undefined): Partial<Attribution> {
  if (!cookie) return {};
  const kept: Partial<Attribution> = {};
  for (const [name, value] of Object.entries(campaignOf(cookie))) {
    const parsed = attributionSchema.shape[name as CampaignParam].safeParse(value);
    if (parsed.success && parsed.data) kept[name as CampaignParam] = parsed.data;
  }
  return kept;
}

/**
 * The order's attribution from the checkout's: its campaign, else the one the visit landed
 * with; its consent, else (an order placed without JavaScript tells none) what the visit's
 * consent cookie or country grants; the user agent kept only with marketing consent, and with
 * a referral code a one-way key of the address (the influencers' weekly cap).
 */
export function attributionOf(
  told: Attribution | undefined,
  req: FastifyRequest,
  visitConsent: () => ConsentCategory[],
): OrderAttribution {
  const landing = landingAttribution(req.cookies[CAMPAIGN_COOKIE]);
  const given: Attribution = {
    ...told,
    consent: told?.consent ?? visitConsent(),
    pixel_id: told?.pixel_id ?? landing.pixel_id,
    utm_medium: told?.utm_medium ?? landing.utm_medium,
    ref: told?.ref ?? landing.ref,
  };
  const agent = consentedUserAgent(given.consent, req.headers['user-agent']);
  return {
    consent: given.consent,
    ...(given.session_id ? { sessionId: given.session_id } : {}),
    ...(given.pixel_id ? { pixelId: given.pixel_id } : {}),
    ...(given.utm_medium ? { utmMedium: given.utm_medium } : {}),
    ...(agent ? { userAgent: agent } : {}),
    ...(given.ref ? { referral: given.ref.toUpperCase(), clientKey: clientKeyOf(req.ip) } : {}),
  };
}
