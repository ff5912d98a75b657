import { and, asc, count, eq } from 'drizzle-orm';
import type { Db } from '../../platform/db.ts';
import { keptReads } from '../../platform/kept-reads.ts';
import { DEFAULT_LOCALE, type Locale } from '../../platform/locales.ts';
import type { CategoryDto } from './contract.ts';
import { collectionPath } from './dto.ts';
import { categories, categoryTranslations, productCategories, products } from './schema.ts';
import { translateFields } from './translation.ts';
import { otherLanguage } from '../../platform/translated.ts';

/** The shop's collections, kept for every page's header. */
export function collectionReads(db: Db, ttlMs: number) {
  // Every page's header lists the collections: keep them for a few seconds per instance and
  // language.
  const kept = keptReads<CategoryDto[]>(ttlMs);

  async function readCategories(locale: Locale | undefined): Promise<CategoryDto[]> {
    const rows = await db
      .select({ category: categories, productCount: count(products.id) })
      .from(categories)
      .leftJoin(productCategories, eq(productCategories.categoryId, categories.id))
      .leftJoin(
        products,
        and(eq(products.id, productCategories.productId), eq(products.published, true)),
      )
      .groupBy(categories.id)
      .orderBy(asc(categories.position), asc(categories.id));
    const texts = locale
      ? new Map(
          (
            await db
              .select()
              .from(categoryTranslations)
              .where(eq(categoryTranslations.locale, locale))
          ).map((t) => [t.categoryId, t]),
        )
      : undefined;
    return rows.map((r) => {
      const t = texts?.get(r.category.id);
      const row = translateFields(r.category, t && { name: t.name, description: t.description });
      return categoryDto(row, Number(r.productCount));
    });
  }

  return {
    /**
     * Collections in display order, with how many published products each holds; names and
     * descriptions in the shopper's language where translated.
     */
    listCategories(locale: Locale = DEFAULT_LOCALE): Promise<CategoryDto[]> {
      return kept.get(locale, () => readCategories(otherLanguage(locale)));
    },
    /** Drops the kept collections (the catalogue changed). */
    forget: () => kept.forget(),
  };
}

function categoryDto(row: typeof categories.$inferSelect, productCount: number): CategoryDto {
  return {
    id: row.id,
    slug: row.slug,
    name: row.name,
    description: row.description,
    image: row.image,
    path: collectionPath(row.slug),
    product_count: productCount,
  };
}
