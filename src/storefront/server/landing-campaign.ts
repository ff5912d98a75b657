import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  CAMPAIGN_COOKIE,
  CAMPAIGN_PARAMS,
  campaignOf,
} from '../../modules/analytics/landing-campaign.ts';

/**
 * A page's `onSend`: the campaign of its address (spec section 2: pixel_id, utm_medium, and an
 * influencer's ref) is kept for the visit in a session cookie, which checkout reads for an order
 * that tells none itself: one placed without JavaScript, whose browser keeps nothing in session
 * storage. Set on the way out, so a page answered from the micro-cache sets it too: the cookie is
 * the address's alone, the same for everyone who asks for that address.
 */
export async function keepLandingCampaign(
  req: FastifyRequest,
  reply: FastifyReply,
  payload: unknown,
): Promise<unknown> {
  const query = (req.query ?? {}) as Record<string, unknown>;
  const given = new URLSearchParams();
  for (const name of CAMPAIGN_PARAMS) {
    const value = query[name];
    if (typeof value === 'string') given.set(name, value);
  }
  const campaign = campaignOf(given);
  if (Object.keys(campaign).length === 0) return payload;
  reply.setCookie(CAMPAIGN_COOKIE, new URLSearchParams(campaign).toString(), {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: 'auto',
  });
  return payload;
}
