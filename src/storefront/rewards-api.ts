import type { CampaignsDto } from '../modules/rewards/contract.ts';
import { answer, callsOf, get, nothing, post, type ApiOf } from './store-call.ts';

/**
 * What the rewards widget calls (spec section 7, Rewards), one row per call (see
 * store-call.ts). Out of every page's first load: the widget comes after the page.
 */
export const REWARD_CALLS = {
  /** A token to read the logged-in customer's points with; a visitor's is an ApiError 401. */
  rewardsToken: get('/stamped/getToken', nothing, answer<{ token: string }>),
  /** The campaigns points are spent on, and where points are read. */
  rewardCampaigns: get('/stamped/campaigns', nothing, answer<CampaignsDto>),
  /** Spends points on a campaign: its coupon's name and code. */
  redeemReward: post(
    '/stamped/redeem_rewards',
    (templateId: number) => ({ body: { templateId } }),
    answer<{ name: string; rule_code: string }>,
  ),
};

/** The rewards' API: the server's in-process operations, or the browser's JSON calls. */
export type RewardApi = ApiOf<typeof REWARD_CALLS>;

/** The RewardApi of a loader's context, or the browser's (see callsOf). */
export const rewardApi = callsOf(REWARD_CALLS);
