import { and, asc, count, eq, isNull, sql } from 'drizzle-orm';
import { announceChange } from '../../platform/changes.ts';
import { preparedRows, type Db } from '../../platform/db.ts';
import { AppError, invalidField, notFound } from '../../platform/errors.ts';
import { isAnyOf } from '../../platform/sql-list.ts';
import { maskKeptCardNumbers } from '../analytics/mask.ts';
import { productCacheTag } from '../catalog/contract.ts';
import type { CatalogService } from '../catalog/service.ts';
import type { ReviewDto, ReviewImageDto, ReviewInput, ReviewPage } from './contract.ts';
import { FLOOD_WINDOW_MS, isFlooding, MAX_REVIEWS_PER_WINDOW, sentInWindow } from './flood.ts';
import { summarise } from './review-rules.ts';
import { reviewFiles, reviews } from './schema.ts';
import { imageUrls, reviewUploads, type ReviewClient } from './uploads.ts';

/** The topic announced when reviews change (the pages that show them are cached briefly). */
export const REVIEWS_CHANGED = 'reviews';

/** Product reviews with pictures (list, create), and the uploads that carry the pictures (uploads.ts). */
export type ReviewService = ReturnType<typeof createReviewService>;

export { clientKeyOf } from '../../platform/flood.ts';

/** A review's picture as the API shows it. */
const imageDto = (
  id: number,
  key: string,
  width: number | null,
  height: number | null,
): ReviewImageDto => ({ id, ...imageUrls(key), width: width ?? 0, height: height ?? 0 });

type ReviewCatalog = Pick<CatalogService, 'reviewStatusOf' | 'setReviewStats'>;

/** A review of a page as its statement reads it: its pictures as [id, key, width, height]. */
interface PagedReview {
  id: number;
  author: string;
  rating: number;
  body: string;
  created_at: string;
  images: [number, string, number | null, number | null][] | null;
}

/** Creates the reviews service over a database; product facts come from the catalogue's service. */
export function createReviewService(db: Db, catalog: ReviewCatalog) {
  const published = eq(reviews.status, 'published');

  async function statusOf(productId: number, conn: Db = db): Promise<string> {
    const status = await catalog.reviewStatusOf(productId, conn);
    if (status === null) throw notFound('product_not_found');
    return status;
  }

  async function summaryOf(productId: number, conn: Db = db) {
    const rows = await conn
      .select({ rating: reviews.rating, n: count() })
      .from(reviews)
      .where(and(eq(reviews.productId, productId), published))
      .groupBy(reviews.rating);
    return summarise(Object.fromEntries(rows.map((r) => [r.rating, Number(r.n)])));
  }

  async function imagesOf(reviewIds: number[], conn: Db = db) {
    if (reviewIds.length === 0) return new Map<number, ReviewImageDto[]>();
    const rows = await conn
      .select({
        id: reviewFiles.id,
        key: reviewFiles.key,
        reviewId: reviewFiles.reviewId,
        width: reviewFiles.width,
        height: reviewFiles.height,
      })
      .from(reviewFiles)
      .where(isAnyOf(reviewFiles.reviewId, reviewIds))
      .orderBy(asc(reviewFiles.position), asc(reviewFiles.id));
    const byReview = new Map<number, ReviewImageDto[]>();
    for (const r of rows) {
      const list = byReview.get(r.reviewId!) ?? [];
      list.push(imageDto(r.id, r.key, r.width, r.height));
      byReview.set(r.reviewId!, list);
    }
    return byReview;
  }

  function reviewDto(
    row: Pick<
      typeof reviews.$inferSelect,
      'id' | 'productId' | 'author' | 'rating' | 'body' | 'createdAt'
    >,
    images: ReviewImageDto[],
  ): ReviewDto {
    return {
      id: row.id,
      product_id: row.productId,
      author: row.author,
      rating: row.rating,
      body: row.body,
      images,
      created_at: row.createdAt.toISOString(),
    };
  }

  return {
    ...reviewUploads(db),

    /**
     * A page of a product's published reviews, newest first, with the summary of all of them
     * (spec section 7, GET comments). A product whose review_status is not `open` shows none.
     */
    async list(productId: number, page: number, pageSize: number): Promise<ReviewPage> {
      // The product's status beside one statement for the page of reviews, their pictures and
      // the count of each rating (was four statements, one after another).
      const where = and(eq(reviews.productId, productId), published);
      const [status, [row]] = await Promise.all([
        statusOf(productId),
        preparedRows<{ page: PagedReview[] | null; counts: Record<string, number> | null }>(
          db,
          sql`select
            (select json_agg(x order by x.created_at desc, x.id desc) from (
              select ${reviews.id}, ${reviews.author}, ${reviews.rating}, ${reviews.body},
                ${reviews.createdAt},
                (select json_agg(json_build_array(f.id, f.key, f.width, f.height)
                  order by f.position, f.id)
                  from ${reviewFiles} f where f.review_id = ${reviews.id}) as images
              from ${reviews} where ${where}
              order by ${reviews.createdAt} desc, ${reviews.id} desc
              limit ${pageSize} offset ${(page - 1) * pageSize}) x) as page,
            (select json_object_agg(s.rating, s.n) from (
              select ${reviews.rating}, count(*) as n from ${reviews} where ${where}
              group by ${reviews.rating}) s) as counts`,
        ),
      ]);
      const open = status === 'open';
      const summary = summarise(open ? (row?.counts ?? {}) : {});
      return {
        data: open
          ? (row?.page ?? []).map((r) =>
              reviewDto(
                { ...r, productId, createdAt: new Date(r.created_at) },
                (r.images ?? []).map((image) => imageDto(...image)),
              ),
            )
          : [],
        page,
        page_size: pageSize,
        total: summary.review_count,
        total_pages: Math.ceil(summary.review_count / pageSize),
        review_status: status,
        summary,
      };
    },

    /**
     * Publishes a shopper's review with their pictures (unused uploads of the same browser),
     * and sets the product's review_count and average_rating in the same transaction.
     */
    async create(input: ReviewInput, client: ReviewClient): Promise<ReviewDto> {
      if (isFlooding(await sentInWindow(db, reviews, client.clientKey), MAX_REVIEWS_PER_WINDOW)) {
        throw new AppError(429, 'review_flood', { minutes: FLOOD_WINDOW_MS / 60_000 });
      }
      const imageIds = [...new Set(input.images)];
      const review = await db.transaction(async (tx) => {
        // One review at a time per product, so the counts it writes include every other.
        await tx.execute(sql`select pg_advisory_xact_lock(7311002, ${input.product_id})`);
        if ((await statusOf(input.product_id, tx)) !== 'open') {
          throw new AppError(409, 'reviews_closed');
        }
        const usable = imageIds.length
          ? await tx
              .select({ id: reviewFiles.id })
              .from(reviewFiles)
              .where(
                and(
                  isAnyOf(reviewFiles.id, imageIds),
                  eq(reviewFiles.uploader, client.uploader),
                  isNull(reviewFiles.reviewId),
                  sql`${reviewFiles.bytes} is not null`,
                ),
              )
              .for('update')
          : [];
        if (usable.length !== imageIds.length) throw invalidField('review_image_unknown', 'images');
        const [row] = await tx
          .insert(reviews)
          .values({
            productId: input.product_id,
            // A card number typed into a review is kept masked, as analytics keeps it.
            author: maskKeptCardNumbers(input.author),
            email: input.email,
            rating: input.rating,
            body: maskKeptCardNumbers(input.body),
            clientKey: client.clientKey,
          })
          .returning();
        for (const [position, id] of imageIds.entries()) {
          await tx
            .update(reviewFiles)
            .set({ reviewId: row!.id, position })
            .where(eq(reviewFiles.id, id));
        }
        const summary = await summaryOf(input.product_id, tx);
        await catalog.setReviewStats(
          input.product_id,
          summary.review_count,
          summary.average_rating,
          tx,
        );
        return row!;
      });
      // Only this product's pages show it (its stars on list cards catch up within their TTL).
      await announceChange(db, REVIEWS_CHANGED, [productCacheTag(input.product_id)]);
      const images = await imagesOf([review.id]);
      return reviewDto(review, images.get(review.id) ?? []);
    },
  };
}
