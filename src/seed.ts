import type { Db } from './platform/db.ts';
import { DEMO_FAQ, demoVideos, seedBlocks } from './modules/blocks/seed.ts';
import { DEMO_PRODUCT_COUNT } from './modules/catalog/demo-plan.ts';
import { isCatalogEmpty, seedCatalogue } from './modules/catalog/seed.ts';
import { createCatalogService } from './modules/catalog/service.ts';
import {
  demoFaqTranslations,
  demoVideoTranslations,
} from './modules/content/demo-translations/index.ts';
import { seedContent } from './modules/content/seed.ts';
import { seedRates } from './modules/currency/seed.ts';
import { seedDiscounts } from './modules/discounts/seed.ts';
import { seedMerchandising } from './modules/merchandising/seed.ts';
import { seedReviews } from './modules/reviews/seed.ts';
import { seedRewards } from './modules/rewards/seed.ts';
import { seedShipping } from './modules/shipping/seed.ts';
import { seedSites } from './modules/sites/seed.ts';

/**
 * Replaces the catalogue, reviews, content (blog, policies, FAQ, videos), discounts, reward
 * campaigns, exchange
 * rates, merchandising (tags, buttons, size charts, combinations, grouped products), shipping
 * zones and sibling shops with the deterministic demo shop (amounts are demo dollars; rates are
 * from `checkout`).
 */
export async function seedDemoShop(db: Db, productCount = DEMO_PRODUCT_COUNT, checkout = 'USD') {
  const catalogue = await seedCatalogue(db, productCount);
  const reviews = await seedReviews(db);
  const content = await seedContent(db);
  // The demo videos show a few products ("shop the video"): the first of the catalogue.
  const shown = await createCatalogService(db, checkout).listProducts({ page: 1, pageSize: 8 });
  // The FAQ's and the videos' translations are written with the rest of the demo content's.
  const productIds = shown.data.map((p) => p.ID);
  const blocks = await seedBlocks(db, productIds, {
    faq: demoFaqTranslations(DEMO_FAQ),
    videos: demoVideoTranslations(demoVideos(productIds).map((v) => v.slug)),
  });
  const discounts = await seedDiscounts(db, catalogue.collections);
  const rewards = await seedRewards(db, catalogue.collections);
  const rates = await seedRates(db, checkout);
  const merchandising = await seedMerchandising(db, checkout);
  const shipping = await seedShipping(db);
  const sites = await seedSites(db);
  return {
    ...catalogue,
    ...content,
    reviews,
    blocks,
    discounts,
    rewards,
    rates,
    merchandising,
    shipping,
    sites,
  };
}

/** Whether the shop has no products yet (a fresh database). */
export const isShopEmpty = isCatalogEmpty;
