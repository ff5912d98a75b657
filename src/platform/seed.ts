import { count } from 'drizzle-orm';
import { products } from '../modules/catalog/schema.ts';
import { DEMO_PRODUCT_COUNT, seedCatalogue } from '../modules/catalog/seed.ts';
import { seedContent } from '../modules/content/seed.ts';
import type { Db } from './db.ts';

/** Replaces the catalogue and content with the deterministic demo shop. */
export async function seedDemoShop(db: Db, productCount = DEMO_PRODUCT_COUNT) {
  const catalogue = await seedCatalogue(db, productCount);
  const content = await seedContent(db);
  return { ...catalogue, ...content };
}

/** Whether the shop has no products yet (a fresh database). */
export async function isShopEmpty(db: Db): Promise<boolean> {
  const [row] = await db.select({ n: count() }).from(products);
  return (row?.n ?? 0) === 0;
}
