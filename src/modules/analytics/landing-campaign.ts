/**
 * The campaign a shopper landed with (spec section 2: pixel_id and utm_medium are read and kept
 * for tracking; `ref`, an influencer's referral code): read from the landing address the same
 * way by the browser, which keeps it for the visit in session storage, and by the server, which
 * keeps it in a session cookie, so that an order placed without JavaScript carries it too.
 * Pure: the browser and the server share it.
 */

/** The landing address's parameters an order's attribution carries. */
export const CAMPAIGN_PARAMS = ['pixel_id', 'utm_medium', 'ref'] as const;
export type CampaignParam = (typeof CAMPAIGN_PARAMS)[number];

/** A landing campaign: the parameters the address had, each trimmed to 100 characters. */
export type LandingCampaign = Partial<Record<CampaignParam, string>>;

/** The session cookie the server keeps a landing campaign in (read at checkout). */
export const CAMPAIGN_COOKIE = 'vitrine_campaign';

/** The campaign of an address's query (`?utm_medium=email&…`, or its parameters); {} for none. */
export function campaignOf(query: string | URLSearchParams): LandingCampaign {
  const params = typeof query === 'string' ? new URLSearchParams(query) : query;
  return Object.fromEntries(
    CAMPAIGN_PARAMS.flatMap((name) => {
      const value = params.get(name)?.trim().slice(0, 100);
      return value ? [[name, value]] : [];
    }),
  );
}
