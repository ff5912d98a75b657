import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../../platform/db.ts';
import type { Locale } from '../../platform/locales.ts';
import { buildListingIndexInSteps, type IndexRow, type ListingIndex } from './listing-index.ts';
import { productCategories, productOptions, products } from './schema.ts';
import { facetLabels } from './translation.ts';

/** The filters' labels in one language (translation.ts). */
export type FacetLabels = ReturnType<typeof facetLabels>;

/**
 * The list index (listing-index.ts) each instance keeps: built on first use, rebuilt after a
 * change is announced, and refreshed in the background once it is `ttlMs` old, so a change
 * that was not announced (a statement run by hand) shows within that time.
 */
export function keptListingIndex(db: Db, ttlMs: number) {
  let listIndex: { at: number; index: Promise<ListingIndex> } | undefined;
  let refreshing = false;

  async function readListingIndex(): Promise<ListingIndex> {
    const [rows, memberships] = await Promise.all([
      queryRows<IndexRow>(
        db,
        // The lists come joined in one text each: parsing array literals costs more.
        sql`select p.id, p.title, p.position, p.vendor, array_to_string(p.tags, chr(29)) as tags,
          p.min_price, p.max_price, p.sold_count, p.review_status,
          (extract(epoch from p.created_at) * 1000)::float8 as created_ms,
          array_to_string(p.variant_keys, chr(29)) as variant_keys,
          array_to_string(p.facet_pairs, chr(29)) as facet_pairs
        from ${products} p where p.published`,
      ),
      queryRows<{ product_id: number; category_id: number; position: number }>(
        db,
        sql`select product_id, category_id, position from ${productCategories}`,
      ),
    ]);
    return buildListingIndexInSteps(rows, memberships);
  }

  return {
    /** The kept index: built if there is none, refreshed in the background when old. */
    get(): Promise<ListingIndex> {
      const kept = listIndex;
      if (!kept) {
        const index = readListingIndex();
        const entry = { at: Date.now(), index };
        listIndex = entry;
        index.catch(() => {
          if (listIndex === entry) listIndex = undefined;
        });
        return index;
      }
      if (Date.now() - kept.at >= ttlMs && !refreshing) {
        refreshing = true;
        const index = readListingIndex();
        index
          .then(
            () => {
              // A change announced meanwhile made its own, newer one.
              if (listIndex === kept) listIndex = { at: Date.now(), index };
            },
            () => {},
          )
          .finally(() => (refreshing = false));
      }
      return kept.index;
    },
    /** Drops the index (the catalogue changed): the next list builds a new one. */
    forget() {
      listIndex = undefined;
    },
  };
}

/**
 * The filters' labels per language. They change only when translations do: kept until the
 * catalogue changes, and then read again before they are shown (reading them scans a
 * language's option translations, ~100 ms on 10,000 products), so that the answer after an
 * announced change, which pages keep, shows it.
 */
export function keptFacetLabels(db: Db) {
  const labelsCache = new Map<Locale, Promise<FacetLabels>>();

  /** The filters' labels in a language: what most products call each option and value. */
  async function readFacetLabels(locale: Locale): Promise<FacetLabels> {
    const rows = await queryRows<Parameters<typeof facetLabels>[0][number]>(
      db,
      // Options translated alike (a shop-wide "Color") are counted before their values are read.
      sql`with alike as (select o.name, t.name as label, t.values, count(*)::int as n
          from option_translations t join ${productOptions} o on o.id = t.option_id
          where t.locale = ${locale} group by 1, 2, 3)
        select a.name, a.label, v.key as value, v.value as value_label, sum(a.n)::int as n
        from alike a left join lateral jsonb_each_text(a.values) v on true group by 1, 2, 3, 4`,
    );
    return facetLabels(rows);
  }

  return {
    /** The labels of `locale`, kept; everyone who asks while they are read shares the read. */
    of(locale: Locale): Promise<FacetLabels> {
      const kept = labelsCache.get(locale);
      if (kept) return kept;
      const data = readFacetLabels(locale);
      labelsCache.set(locale, data);
      data.catch(() => {
        if (labelsCache.get(locale) === data) labelsCache.delete(locale);
      });
      return data;
    },
    /** Forgets every language's labels (the catalogue changed). */
    forget() {
      labelsCache.clear();
    },
  };
}
