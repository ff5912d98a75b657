import type { LandingCampaign } from '../../modules/analytics/landing-campaign.ts';
import { browserStorage, readEntry } from './expiring-entry.ts';

/** Where the landing address's campaign is kept for the visit (spec section 2). */
export const CAMPAIGN_KEY = 'vitrine_campaign';

/** The campaign kept for the visit (state/analytics.ts keeps it): pixel_id, utm_medium, ref. */
export type KeptCampaign = LandingCampaign;

/** The visit's kept campaign, or none (on the server, without storage, before any landing). */
export function keptCampaign(storage = browserStorage('session')): KeptCampaign | null {
  const kept = storage ? readEntry(storage, CAMPAIGN_KEY) : null;
  return kept && typeof kept === 'object' ? (kept as KeptCampaign) : null;
}

/**
 * What a coupon call carries of the visit's campaign (spec section 2: utm_medium is read and
 * kept for tracking): `{ utm_medium }` when the shopper landed with one, else nothing.
 */
export function campaignMedium(storage = browserStorage('session')): { utm_medium?: string } {
  const medium = keptCampaign(storage)?.utm_medium;
  return medium ? { utm_medium: medium } : {};
}
