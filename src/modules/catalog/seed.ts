import { count, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db.ts';
import { DEMO_COLLECTIONS } from './demo-catalogue.ts';
import {
  checkOptions,
  DEMO_PRODUCT_COUNT,
  planCatalogue,
  plannedTranslations,
} from './demo-plan.ts';
import { saveCatalogTranslations } from './translations-save.ts';
import {
  categories,
  productCategories,
  productImages,
  productOptions,
  products,
  variants,
} from './schema.ts';
import { refreshProductSummaries } from './product-summaries.ts';

/** Replaces the catalogue with the demo collections and `count` products. */
export async function seedCatalogue(
  db: Db,
  count = DEMO_PRODUCT_COUNT,
): Promise<{ products: number; variants: number; collections: Record<string, number> }> {
  const plans = planCatalogue(count);
  checkOptions(plans);
  let variantCount = 0;
  const collections: Record<string, number> = {};
  await db.transaction(async (tx) => {
    await tx.execute(sql`truncate table products, categories restart identity cascade`);
    const cats = await tx
      .insert(categories)
      .values(
        DEMO_COLLECTIONS.map((c, position) => ({
          slug: c.slug,
          name: c.name,
          description: c.description,
          image: plans.find((p) => p.collection === position)?.product.featureImage ?? null,
          position,
        })),
      )
      .returning({ id: categories.id });
    DEMO_COLLECTIONS.forEach((c, i) => (collections[c.slug] = cats[i]!.id));
    const positionInCollection = new Map<number, number>();
    for (let start = 0; start < plans.length; start += 250) {
      const chunk = plans.slice(start, start + 250);
      const ids = await tx
        .insert(products)
        .values(chunk.map((p) => p.product))
        .returning({ id: products.id });
      const vs = chunk.flatMap((p, i) => p.variants.map((v) => ({ ...v, productId: ids[i]!.id })));
      variantCount += vs.length;
      for (let v = 0; v < vs.length; v += 1000)
        await tx.insert(variants).values(vs.slice(v, v + 1000));
      await tx
        .insert(productImages)
        .values(
          chunk.flatMap((p, i) => p.images.map((img) => ({ ...img, productId: ids[i]!.id }))),
        );
      const options = chunk.flatMap((p, i) =>
        p.options.map((o) => ({ ...o, productId: ids[i]!.id })),
      );
      if (options.length) await tx.insert(productOptions).values(options);
      await tx.insert(productCategories).values(
        chunk.map((p, i) => {
          const position = positionInCollection.get(p.collection) ?? 0;
          positionInCollection.set(p.collection, position + 1);
          return { productId: ids[i]!.id, categoryId: cats[p.collection]!.id, position };
        }),
      );
    }
    await refreshProductSummaries(tx);
    // The demo shop in every language of the shop, through the merchant's import path.
    await saveCatalogTranslations(tx, plannedTranslations(plans), false);
  });
  // Fresh statistics and visibility for the planner: list pages walk the listing index only.
  await db.execute(
    sql`vacuum analyze products, variants, product_images, product_options, product_categories, categories, product_translations, option_translations, category_translations`,
  );
  return { products: plans.length, variants: variantCount, collections };
}

/** Whether the catalogue has no products yet (a fresh database). */
export async function isCatalogEmpty(db: Db): Promise<boolean> {
  const [row] = await db.select({ n: count() }).from(products);
  return (row?.n ?? 0) === 0;
}
