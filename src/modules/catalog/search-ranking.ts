import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../../platform/db.ts';
import { searchSql, titleRank, transpositions } from './listing.ts';
import type { ListingIndex } from './listing-index.ts';
import { products } from './schema.ts';

/**
 * The published products matching every word as typed or near it; if none does, each word
 * also with two neighbouring letters swapped (a second read, on that search only). Ranked
 * by their titles in the process: product id → rank.
 */
export async function rankedSearch(
  db: Db,
  words: string[],
  index: ListingIndex,
): Promise<Map<number, number>> {
  const read = async (loose: boolean) => {
    const [row] = await queryRows<{ ids: string | null }>(
      db,
      sql`select string_agg(p.id::text, ',') as ids from ${products} p
        where p.published and ${searchSql(words, loose)}`,
    );
    return row?.ids ? row.ids.split(',').map(Number) : [];
  };
  let ids = await read(false);
  if (ids.length === 0 && words.some((w) => transpositions(w).length > 0)) ids = await read(true);
  return new Map(ids.map((id) => [id, titleRank(index.products.get(id)?.title ?? '', words)]));
}
