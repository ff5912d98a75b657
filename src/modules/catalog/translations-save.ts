import { sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import { announceChange } from '../../platform/changes.ts';
import { queryRows, type Db } from '../../platform/db.ts';
import { CATALOG_CHANGED, catalogTranslationsSchema } from './contract.ts';
import {
  categories,
  categoryTranslations,
  optionTranslations,
  productOptions,
  productTranslations,
  products,
} from './schema.ts';
import { isAnyOf } from '../../platform/sql-list.ts';
import {
  cleanRichText,
  givenFields as given,
  unknownName as missing,
} from '../../platform/translation-input.ts';

/**
 * Saves catalogue translations (NOTES, Translated content) in one transaction, after checking
 * every slug: a file that names an unknown product or collection changes nothing. Product
 * search texts follow through their trigger; every instance drops its cached pages.
 * Returns how many translations were written.
 */
export async function saveCatalogTranslations(
  db: Db,
  input: unknown,
  announce = true,
): Promise<number> {
  const file = catalogTranslationsSchema.parse(input);
  let written = 0;
  await db.transaction(async (tx) => {
    const productSlugs = [...new Set(file.products.map((p) => p.slug))];
    const collectionSlugs = [...new Set(file.collections.map((c) => c.slug))];
    const productIds = new Map(
      productSlugs.length
        ? (
            await tx
              .select({ id: products.id, slug: products.slug })
              .from(products)
              .where(isAnyOf(products.slug, productSlugs))
          ).map((r) => [r.slug, r.id])
        : [],
    );
    const collectionIds = new Map(
      collectionSlugs.length
        ? (
            await tx
              .select({ id: categories.id, slug: categories.slug })
              .from(categories)
              .where(isAnyOf(categories.slug, collectionSlugs))
          ).map((r) => [r.slug, r.id])
        : [],
    );
    const issues = [
      ...file.products.flatMap((p, i) =>
        productIds.has(p.slug) ? [] : [missing(['products', i, 'slug'], 'product')],
      ),
      ...file.collections.flatMap((c, i) =>
        collectionIds.has(c.slug) ? [] : [missing(['collections', i, 'slug'], 'collection')],
      ),
    ];
    if (issues.length) throw new z.ZodError(issues);

    // Products in batches of rows that give the same fields (a seed writes thousands).
    // Keyed by product and language: a later entry for the same one wins.
    const batches = new Map<string, Map<string, typeof productTranslations.$inferInsert>>();
    for (const p of file.products) {
      const productId = productIds.get(p.slug)!;
      const fields = given({
        title: p.title,
        subtitle: p.subtitle,
        descriptionHtml: cleanRichText(p.description_html),
      });
      const keys = Object.keys(fields).sort().join();
      if (keys) {
        const batch = batches.get(keys) ?? new Map();
        batch.set(`${productId} ${p.locale}`, { productId, locale: p.locale, ...fields });
        batches.set(keys, batch);
      }
      for (const [name, text] of Object.entries(p.options ?? {})) {
        written += await saveOption(tx, sql`o.product_id = ${productId} and o.name = ${name}`, {
          locale: p.locale,
          name: text.name,
          values: text.values,
        });
      }
    }
    const columns = { title: 'title', subtitle: 'subtitle', descriptionHtml: 'description_html' };
    for (const [keys, batch] of batches) {
      const rows = [...batch.values()];
      const set = Object.fromEntries(
        keys.split(',').map((k) => [k, sql.raw(`excluded.${columns[k as keyof typeof columns]}`)]),
      );
      for (let i = 0; i < rows.length; i += 500) {
        await tx
          .insert(productTranslations)
          .values(rows.slice(i, i + 500))
          .onConflictDoUpdate({
            target: [productTranslations.productId, productTranslations.locale],
            set,
          });
      }
      written += rows.length;
    }
    // Shop-wide option names ("Color" → "Farbe" on every product): a product's own option
    // translation above wins where both name the same value.
    for (const o of file.options) {
      written += await saveOption(tx, sql`o.name = ${o.name}`, {
        locale: o.locale,
        name: o.label,
        values: o.values,
        keepOwn: true,
      });
    }
    for (const c of file.collections) {
      const fields = given({ name: c.name, description: c.description });
      if (!Object.keys(fields).length) continue;
      await tx
        .insert(categoryTranslations)
        .values({ categoryId: collectionIds.get(c.slug)!, locale: c.locale, ...fields })
        .onConflictDoUpdate({
          target: [categoryTranslations.categoryId, categoryTranslations.locale],
          set: fields,
        });
      written++;
    }
  });
  if (announce) await announceChange(db, CATALOG_CHANGED);
  return written;
}

/**
 * Writes an option translation for every option `where` selects (one statement): the values
 * are merged into those stored; `keepOwn` leaves a name or value already translated alone.
 */
async function saveOption(
  tx: Db,
  where: SQL,
  t: {
    locale: string;
    name: string | null | undefined;
    values: Record<string, string>;
    keepOwn?: boolean;
  },
): Promise<number> {
  const values = JSON.stringify(t.values);
  const name = t.name === undefined ? null : t.name;
  const nameUpdate =
    t.name === undefined
      ? sql`option_translations.name`
      : t.keepOwn
        ? sql`coalesce(option_translations.name, excluded.name)`
        : sql`excluded.name`;
  const valuesUpdate = t.keepOwn
    ? sql`excluded.values || option_translations.values`
    : sql`option_translations.values || excluded.values`;
  const rows = await queryRows<{ option_id: number }>(
    tx,
    sql`insert into ${optionTranslations} (option_id, locale, name, values)
    select o.id, ${t.locale}, ${name}, ${values}::jsonb from ${productOptions} o where ${where}
    on conflict (option_id, locale) do update set name = ${nameUpdate}, values = ${valuesUpdate}
    returning option_id`,
  );
  return rows.length;
}
