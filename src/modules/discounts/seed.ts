import type { Db } from '../../platform/db.ts';
import type { DiscountDefinitionInput } from './definition.ts';
import { DEMO_DISCOUNT_TITLES } from './demo-titles.ts';
import { createDiscountService } from './service.ts';

type Keyed = DiscountDefinitionInput & { key: string };

/**
 * The demo shop's discounts: one of each automatic type, and coupons that show every answer a
 * shopper can get (a public one, a minimum, a single use, an expired one, free shipping).
 * Amounts are cents of the demo shop's dollars; titles write theirs as `{money:n}` dollars, which
 * each shopper reads in their own currency, and come in every language (demo-titles.ts);
 * `collections` maps slugs to ids.
 */
export function demoDiscounts(collections: Record<string, number>): Keyed[] {
  const in_ = (slug: string) => ({
    target_type: 'collection' as const,
    ids: [collections[slug] ?? 0].filter(Boolean),
  });
  return [
    {
      key: 'accessories-bulk',
      title: 'Accessories: 2 for 5% off, 4 for 10% off',
      discount_type: 'bulk_discount',
      adjustment_target: in_('accessories'),
      rule: {
        basis: 'quantity',
        tiers: [
          { min: 2, value: { kind: 'percent', amount: 5 } },
          { min: 4, value: { kind: 'percent', amount: 10 } },
        ],
      },
      effective_level: 'product',
      combinable: true,
    },
    {
      key: 'shoes-step',
      title: 'Shoes: {money:10} off every {money:150}',
      discount_type: 'step_discount',
      adjustment_target: in_('shoes'),
      adjustment_level_type: 'order',
      rule: { basis: 'amount', every: 15000, value: { kind: 'fixed', amount: 1000 }, max_steps: 3 },
      effective_level: 'product',
    },
    {
      key: 'tops-get-accessory',
      title: 'Buy 2 tops, get an accessory half price',
      discount_type: 'buy_x_get_y_discount',
      adjustment_target: in_('tops'),
      equal_gift: true,
      rule: {
        buy_quantity: 2,
        get_quantity: 1,
        get_target: in_('accessories'),
        value: { kind: 'percent', amount: 50 },
        limit: 1,
      },
      effective_level: 'product',
      combinable: true,
    },
    {
      key: 'home-3-for-2',
      title: 'Home & Living: buy 2, get the third free',
      discount_type: 'buy_x_get_x_discount',
      adjustment_target: in_('home'),
      rule: { buy_quantity: 2, get_quantity: 1, same: 'variant', limit: 5 },
      effective_level: 'product',
    },
    {
      key: 'free-shipping-75',
      title: 'Free shipping over {money:75}',
      discount_type: 'shipping_discount',
      rule: { limit_type: 'amount', max_limit: 7500 },
      effective_level: 'cart',
      combinable: true,
    },
    {
      key: 'welcome10',
      title: '10% off your order',
      code: 'WELCOME10',
      discount_type: 'percent',
      adjustment_level_type: 'order',
      rule: { value: { kind: 'percent', amount: 10 } },
      combinable: true,
      public: true,
      code_display: true,
    },
    {
      key: 'save20',
      title: '{money:20} off orders over {money:100}',
      code: 'SAVE20',
      discount_type: 'fixed_cart',
      adjustment_level_type: 'order',
      rule: { value: { kind: 'fixed', amount: 2000 } },
      min_subtotal: 10000,
      public: true,
    },
    {
      key: 'once5',
      title: '{money:5} off, once',
      code: 'ONCE5',
      discount_type: 'fixed_cart',
      adjustment_level_type: 'order',
      rule: { value: { kind: 'fixed', amount: 500 } },
      usage_limit: 1,
      combinable: true,
    },
    {
      key: 'summer',
      title: 'Summer sale 25%',
      code: 'SUMMER25',
      discount_type: 'percent',
      rule: { value: { kind: 'percent', amount: 25 } },
      starts_at: '2025-06-01T00:00:00Z',
      ends_at: '2025-09-01T00:00:00Z',
    },
    {
      key: 'freeship',
      title: 'Free shipping',
      code: 'FREESHIP',
      discount_type: 'shipping_discount',
      rule: {},
      combinable: true,
      public: true,
    },
  ].map((d) => ({ ...d, titles: titlesOf(d.key) })) as Keyed[];
}

/** A demo discount's title in every language but English. */
const titlesOf = (key: string) =>
  Object.fromEntries(
    Object.entries(DEMO_DISCOUNT_TITLES).map(([locale, titles]) => [locale, titles[key]!]),
  );

/** Replaces the discounts with the demo shop's. */
export async function seedDiscounts(db: Db, collections: Record<string, number>) {
  return createDiscountService(db).load(
    { discounts: demoDiscounts(collections) },
    { replace: true },
  );
}
