import type { Db } from '../../platform/db.ts';
import { saveKeyedDefinitions } from '../../platform/keyed-definitions.ts';
import { campaignFileSchema } from './contract.ts';
import { rewardCampaigns } from './schema.ts';

/**
 * Loads the merchant's reward campaigns (a file or the demo): all validated first, then written
 * in one transaction keyed by `key`; with `replace`, campaigns not in the list are removed
 * (coupons already redeemed stay valid).
 */
export async function loadCampaigns(db: Db, input: unknown, { replace = false } = {}) {
  const { campaigns: list } = campaignFileSchema.parse(input);
  await db.transaction((tx) =>
    saveKeyedDefinitions(tx, { table: rewardCampaigns, key: rewardCampaigns.key }, list, {
      replace,
    }),
  );
  return list.length;
}
