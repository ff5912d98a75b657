import type { Db } from './platform/db.ts';
import { DEMO_PRODUCT_COUNT, isCatalogEmpty, seedCatalogue } from './modules/catalog/seed.ts';
import { seedContent } from './modules/content/seed.ts';
import { seedRates } from './modules/currency/seed.ts';
import { seedDiscounts } from './modules/discounts/seed.ts';
import { seedReviews } from './modules/reviews/seed.ts';

/**
 * Replaces the catalogue, reviews, content, discounts and exchange rates with the deterministic demo
 * shop (amounts are demo dollars; rates are from `checkout`).
 */
export async function seedDemoShop(db: Db, productCount = DEMO_PRODUCT_COUNT, checkout = 'USD') {
  const catalogue = await seedCatalogue(db, productCount);
  const reviews = await seedReviews(db);
  const content = await seedContent(db);
  const discounts = await seedDiscounts(db, catalogue.collections);
  const rates = await seedRates(db, checkout);
  return { ...catalogue, ...content, reviews, discounts, rates };
}

/** Whether the shop has no products yet (a fresh database). */
export const isShopEmpty = isCatalogEmpty;
