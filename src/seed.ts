import type { Db } from './platform/db.ts';
import { DEMO_PRODUCT_COUNT, isCatalogEmpty, seedCatalogue } from './modules/catalog/seed.ts';
import { seedContent } from './modules/content/seed.ts';

/** Replaces the catalogue and content with the deterministic demo shop. */
export async function seedDemoShop(db: Db, productCount = DEMO_PRODUCT_COUNT) {
  const catalogue = await seedCatalogue(db, productCount);
  const content = await seedContent(db);
  return { ...catalogue, ...content };
}

/** Whether the shop has no products yet (a fresh database). */
export const isShopEmpty = isCatalogEmpty;
