import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db.ts';
import type { ListingIndex } from './listing-index.ts';
import { products } from './schema.ts';

/** What the reviews module asks of the catalogue: whether a product takes reviews, and its stats. */
export function reviewStatsReads(db: Db, listingIndex: () => Promise<ListingIndex>) {
  return {
    /**
     * Whether a published product takes reviews: its review_status (`open` shows and takes
     * them, spec section 3); null when there is no such product. Outside a transaction it is
     * answered from the list index (kept until the catalogue changes), so a page of reviews
     * asks no statement for it; in one, from the table.
     */
    async reviewStatusOf(productId: number, conn: Db = db): Promise<string | null> {
      if (conn === db) {
        return (await listingIndex()).products.get(productId)?.reviewStatus ?? null;
      }
      const [row] = await conn
        .select({ status: products.reviewStatus })
        .from(products)
        .where(and(eq(products.id, productId), eq(products.published, true)));
      return row?.status ?? null;
    },

    /**
     * Sets a product's review_count and average_rating (spec section 3) from its reviews; the
     * reviews module calls it in the transaction that adds a review.
     */
    async setReviewStats(productId: number, count: number, average: number, conn: Db = db) {
      await conn
        .update(products)
        .set({ reviewCount: count, averageRating: average })
        .where(eq(products.id, productId));
    },

    /** Sets the review_count and average_rating of many products at once (the demo reviews). */
    async setManyReviewStats(
      stats: { productId: number; count: number; average: number }[],
      conn: Db = db,
    ) {
      for (let start = 0; start < stats.length; start += 1000) {
        const rows = stats
          .slice(start, start + 1000)
          .map((s) => sql`(${s.productId}::int, ${s.count}::int, ${s.average}::real)`);
        await conn.execute(sql`update ${products} p set review_count = s.n, average_rating = s.a
          from (values ${sql.join(rows, sql`, `)}) as s(id, n, a) where p.id = s.id`);
      }
    },
  };
}
