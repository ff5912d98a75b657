import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db.ts';
import { productPath } from './dto.ts';
import { productCategories, productOptions, products, variants } from './schema.ts';
import type { StockLevel } from './stock.ts';
import { isAnyOf } from '../../platform/sql-list.ts';
import {
  optionDictionary,
  translateAttrs,
  translateFields,
  type OptionText,
} from './translation.ts';

/** What a cart line shows of its variant in one language: the product's title and the options. */
export interface ShownVariant {
  title: string;
  attrs: { name: string; value: string }[];
}

/**
 * A variant as the cart needs it: prices in minor units, its stock level, and what the line
 * shows of its product.
 */
export interface PurchasableVariant extends StockLevel {
  id: number;
  productId: number;
  attrs: { name: string; value: string }[];
  price: number;
  regularPrice: number | null;
  sku: string;
  /** Grams. */
  weight: number;
  featureImage: string | null;
  /**
   * The title and options in the other languages that translate either (by locale): the cart,
   * checkout and the order show the shopper's, through `shownVariant`.
   */
  texts: Partial<Record<string, ShownVariant>>;
  product: {
    id: number;
    title: string;
    slug: string;
    path: string;
    featureImage: string | null;
    categoryIds: number[];
    /** Shipped from a warehouse abroad (spec section 3, is_overseas_depot). */
    overseasDepot: boolean;
  };
}

/** One option's translation into one language, as the cart's read gives it. */
interface OptionTextRow extends OptionText {
  locale: string;
  id: number;
  option: string;
}

/** A variant's title and options in each language that translates either. */
function otherLanguages(
  title: string,
  attrs: { name: string; value: string }[],
  titles: { locale: string; title: string | null }[],
  options: OptionTextRow[],
): Partial<Record<string, ShownVariant>> {
  const locales = new Set([...titles.map((t) => t.locale), ...options.map((o) => o.locale)]);
  const texts: Partial<Record<string, ShownVariant>> = {};
  for (const locale of locales) {
    const own = options.filter((o) => o.locale === locale);
    const dictionary = optionDictionary(
      own.map((o) => ({ id: o.id, name: o.option })),
      new Map(own.map((o) => [o.id, o])),
    );
    texts[locale] = {
      title: translateFields(
        { title },
        titles.find((t) => t.locale === locale),
      ).title,
      attrs: translateAttrs(dictionary, attrs),
    };
  }
  return texts;
}

/** A variant's title and options in `locale`, else as the merchant wrote them. */
export const shownVariant = (v: PurchasableVariant, locale?: string): ShownVariant =>
  (locale ? v.texts[locale] : undefined) ?? { title: v.product.title, attrs: v.attrs };

/** The variants the cart prices and checks, optionally kept for `ttlMs` outside transactions. */
export function cartVariantReads(db: Db, ttlMs: number) {
  const variantCache = new Map<number, { at: number; variant: PurchasableVariant }>();

  async function readVariants(ids: number[], conn: Db): Promise<Map<number, PurchasableVariant>> {
    const rows = await conn
      .select({
        variant: variants,
        product: {
          id: products.id,
          title: products.title,
          slug: products.slug,
          featureImage: products.featureImage,
          overseasDepot: products.isOverseasDepot,
        },
        categoryIds: sql<number[]>`array(select pc.category_id from ${productCategories} pc
            where pc.product_id = ${products.id} order by pc.position)`,
        // The other languages' titles and options, in the same statement.
        titles: sql<{ locale: string; title: string | null }[] | null>`(select
            json_agg(json_build_object('locale', t.locale, 'title', t.title))
            from product_translations t where t.product_id = ${products.id})`,
        optionTexts: sql<OptionTextRow[] | null>`(select json_agg(json_build_object(
            'locale', t.locale, 'id', o.id, 'option', o.name, 'name', t.name, 'values', t.values))
            from ${productOptions} o join option_translations t on t.option_id = o.id
            where o.product_id = ${products.id})`,
      })
      .from(variants)
      .innerJoin(products, eq(products.id, variants.productId))
      .where(and(isAnyOf(variants.id, [...new Set(ids)]), eq(products.published, true)));
    return new Map(
      rows.map(({ variant: v, product: p, categoryIds, titles, optionTexts }) => [
        v.id,
        {
          id: v.id,
          productId: v.productId,
          attrs: v.attrs,
          price: v.price,
          regularPrice: v.regularPrice,
          sku: v.sku,
          weight: v.weight,
          stock: v.stock,
          manage_stock: v.manageStock,
          backorders: v.backorders,
          featureImage: v.featureImage ?? p.featureImage,
          texts: otherLanguages(p.title, v.attrs, titles ?? [], optionTexts ?? []),
          product: { ...p, path: productPath(p.slug), categoryIds: categoryIds.map(Number) },
        },
      ]),
    );
  }

  return {
    /**
     * The variants of published products among `ids`, with what a cart line shows of each, in
     * one read: the cart's prices and stock checks come from here, never from its own tables.
     */
    async variantsForCart(ids: number[], conn: Db = db): Promise<Map<number, PurchasableVariant>> {
      if (ids.length === 0) return new Map();
      // Outside a transaction, variants read in the last few seconds are reused (as the
      // product pages are): a cart shown or changed then costs no catalogue read. Prices and
      // stock are checked again, from the tables, when an order is placed.
      if (conn !== db || ttlMs === 0) return readVariants(ids, conn);
      const now = Date.now();
      const found = new Map<number, PurchasableVariant>();
      const missing: number[] = [];
      for (const id of ids) {
        const kept = variantCache.get(id);
        if (kept && now - kept.at < ttlMs) found.set(id, kept.variant);
        else missing.push(id);
      }
      if (missing.length === 0) return found;
      const read = await readVariants(missing, conn);
      if (variantCache.size > 50_000) variantCache.clear();
      for (const [id, variant] of read) {
        variantCache.set(id, { at: now, variant });
        found.set(id, variant);
      }
      return found;
    },
    /** Drops the kept variants (the catalogue changed). */
    forget: () => variantCache.clear(),
  };
}
