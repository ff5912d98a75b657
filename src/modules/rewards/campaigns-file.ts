import type { Db } from '../../platform/db.ts';
import { isNoneOf } from '../../platform/sql-list.ts';
import { campaignFileSchema } from './contract.ts';
import { rewardCampaigns } from './schema.ts';

/**
 * Loads the merchant's reward campaigns (a file or the demo): all validated first, then written
 * in one transaction keyed by `key`; with `replace`, campaigns not in the list are removed
 * (coupons already redeemed stay valid).
 */
export async function loadCampaigns(db: Db, input: unknown, { replace = false } = {}) {
  const { campaigns: list } = campaignFileSchema.parse(input);
  await db.transaction(async (tx) => {
    for (const campaign of list) {
      await tx
        .insert(rewardCampaigns)
        .values({ key: campaign.key, definition: campaign })
        .onConflictDoUpdate({
          target: rewardCampaigns.key,
          set: { definition: campaign, updatedAt: new Date() },
        });
    }
    if (replace) {
      const keys = list.map((c) => c.key);
      await tx.delete(rewardCampaigns).where(isNoneOf(rewardCampaigns.key, keys));
    }
  });
  return list.length;
}
