import type { Db } from '../../platform/db.ts';
import { loadCampaigns } from './campaigns-file.ts';
import type { Campaign } from './contract.ts';
import { DEMO_CAMPAIGN_TITLES } from './demo-titles.ts';

type CampaignInput = Omit<
  Campaign,
  'titles' | 'valid_days' | 'active' | 'min_subtotal' | 'target'
> &
  Partial<Pick<Campaign, 'min_subtotal' | 'target'>>;

/**
 * The demo shop's reward campaigns, one of each kind the spec names: an amount off the order,
 * a percentage off, an amount off a product of a collection (a product reward), and one with a
 * minimum. Amounts are cents of the demo dollars; titles write theirs as `{money:n}`, which each
 * shopper reads in their own currency, in every language (demo-titles.ts).
 */
export function demoCampaigns(collections: Record<string, number>): CampaignInput[] {
  return [
    {
      key: 'five-off',
      title: '{money:5} off your order',
      cost: 500,
      discount_type: 'fixed_cart',
      amount: 500,
    },
    {
      key: 'ten-percent',
      title: '10% off your order',
      cost: 1000,
      discount_type: 'percent',
      amount: 10,
    },
    {
      key: 'accessory',
      title: '{money:25} off an accessory',
      cost: 1500,
      discount_type: 'product',
      amount: 2500,
      target: { target_type: 'collection', ids: [collections['accessories'] ?? 1] },
    },
    {
      key: 'twenty-off-100',
      title: '{money:20} off orders over {money:100}',
      cost: 1800,
      discount_type: 'fixed_cart',
      amount: 2000,
      min_subtotal: 10000,
    },
  ];
}

/** Replaces the reward campaigns with the demo shop's, titled in every language. */
export async function seedRewards(db: Db, collections: Record<string, number>) {
  const campaigns = demoCampaigns(collections).map((c) => ({
    ...c,
    titles: Object.fromEntries(
      Object.entries(DEMO_CAMPAIGN_TITLES).map(([locale, titles]) => [locale, titles[c.key]!]),
    ),
  }));
  return loadCampaigns(db, { campaigns }, { replace: true });
}
