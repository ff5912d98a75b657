import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import type { Db } from '../../platform/db.ts';
import { randomSource } from '../../platform/random-source.ts';
import { DEMO_PRODUCT_COUNT } from '../catalog/demo-plan.ts';
import { createCatalogService } from '../catalog/service.ts';
import { processPicture, type ProcessedPicture } from './pictures.ts';
import { summarise } from './review-rules.ts';
import { reviewFiles, reviews } from './schema.ts';
import { pictureColumns, randomName } from './uploads.ts';

const AUTHORS = [
  'Mara K.',
  'Jonas',
  'Priya S.',
  'Tom B.',
  'Lea',
  'Daniel R.',
  'Noa',
  'Chloé M.',
  'Sam',
  'Yusuf A.',
  'Hannah',
  'Eitan L.',
  'Grace P.',
  'Lukas',
  'Amara O.',
  'Ben',
  'Sofia G.',
  'Kenji',
];

const BODIES: Record<number, string[]> = {
  5: [
    'Exactly as pictured and beautifully made. I have worn it every week since it arrived.',
    'Lovely quality, fast delivery, and it fits perfectly. I would buy it again.',
    'The material feels great and the colour is even nicer in person.',
    'Second one I have bought: still the best in its price range.',
    'Gift for my sister and she loves it. Packed with care, too.',
  ],
  4: [
    'Very good overall. The sizing runs a little small, so order one up.',
    'Nice finish and well made; delivery took a few days longer than promised.',
    'Really like it. The colour is slightly darker than on screen.',
    'Good value for money. Comfortable from the first day.',
  ],
  3: [
    'It is fine. Does the job, but I expected a bit more for the price.',
    'Decent quality, though one seam was a little loose.',
  ],
  2: ['The fit did not work for me and the fabric creases easily. Returning was easy though.'],
  1: ['Arrived with a scratch on the side. Customer service replaced it quickly.'],
};

// Mostly happy shoppers, as in most shops: the weights of 5, 4, 3, 2 and 1 stars.
const RATING_WEIGHTS: [number, number][] = [
  [5, 0.55],
  [4, 0.27],
  [3, 0.1],
  [2, 0.05],
  [1, 0.03],
];

const PICTURE_COLOURS = ['#c8912e', '#2f6f62', '#8a3b4c', '#3d5a80', '#6b705c', '#b5838d'];

/** A small real picture, as a shopper's photo of what they bought: a JPEG or a PNG. */
async function demoPicture(n: number): Promise<ProcessedPicture> {
  const colour = PICTURE_COLOURS[n % PICTURE_COLOURS.length]!;
  const [width, height] = n % 3 === 0 ? [360, 480] : [480, 360];
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="#f4efe6"/><stop offset="1" stop-color="${colour}"/>
    </linearGradient></defs>
    <rect width="100%" height="100%" fill="url(#g)"/>
    <circle cx="${width * 0.5}" cy="${height * 0.45}" r="${Math.min(width, height) * 0.22}"
      fill="${colour}" opacity="0.85"/>
    <rect x="${width * 0.2}" y="${height * 0.78}" width="${width * 0.6}" height="${height * 0.05}"
      rx="8" fill="#ffffff" opacity="0.6"/>
  </svg>`;
  const image = sharp(Buffer.from(svg));
  const bytes =
    n % 2 === 0 ? await image.jpeg({ quality: 70 }).toBuffer() : await image.png().toBuffer();
  return processPicture(bytes);
}

/**
 * Replaces the reviews with the demo shop's: most products have some (the first has more than
 * a page), some with one to three pictures; each product's review_count and average_rating are
 * set from them through the catalogue.
 */
export async function seedReviews(db: Db): Promise<{ reviews: number; pictures: number }> {
  const catalog = createCatalogService(db, 'USD');
  const products: { ID: number; review_status: string }[] = [];
  for (let page = 1; ; page++) {
    const list = await catalog.listProducts({ page, pageSize: 100 });
    products.push(...list.data);
    if (page >= list.total_pages) break;
  }
  const pictures = await Promise.all(Array.from({ length: 6 }, (_, n) => demoPicture(n)));
  const rand = randomSource(20_261_123);
  const newest = Date.UTC(2026, 9, 30, 18);
  type Planned = typeof reviews.$inferInsert & { pictures: number };
  const planned: Planned[] = [];
  const stats: { productId: number; count: number; average: number }[] = [];
  for (const [index, product] of products.entries()) {
    const count =
      product.review_status !== 'open'
        ? 0
        : index === 0
          ? 23
          : index % 4 === 3
            ? 0
            : rand.int(1, 12);
    const byStar: Record<number, number> = {};
    for (let n = 0; n < count; n++) {
      let pick = rand.next();
      const rating = RATING_WEIGHTS.find(([, w]) => (pick -= w) < 0)?.[0] ?? 5;
      byStar[rating] = (byStar[rating] ?? 0) + 1;
      planned.push({
        productId: product.ID,
        author: rand.pick(AUTHORS),
        email: `shopper${planned.length + 1}@example.com`,
        rating,
        body: rand.pick(BODIES[rating]!),
        createdAt: new Date(
          newest - (n * 3 + rand.int(0, 2)) * 86_400_000 - rand.int(0, 600) * 60_000,
        ),
        // Every so often a review with one to three pictures.
        // (the demo shop's products only: a large generated catalogue stays light)
        pictures:
          index < DEMO_PRODUCT_COUNT && rand.chance(index === 0 ? 0.35 : 0.12) ? rand.int(1, 3) : 0,
      });
    }
    const summary = summarise(byStar);
    stats.push({
      productId: product.ID,
      count: summary.review_count,
      average: summary.average_rating,
    });
  }
  let pictureCount = 0;
  await db.transaction(async (tx) => {
    await tx.execute(sql`truncate table review_files, reviews restart identity cascade`);
    for (let start = 0; start < planned.length; start += 1000) {
      const chunk = planned.slice(start, start + 1000);
      const ids = await tx
        .insert(reviews)
        .values(chunk.map(({ pictures: _, ...row }) => row))
        .returning({ id: reviews.id });
      const files = chunk.flatMap((review, i) =>
        Array.from({ length: review.pictures }, (_, position) => {
          const picture = pictures[pictureCount++ % pictures.length]!;
          const ext = picture.contentType === 'image/png' ? 'png' : 'jpg';
          return {
            key: randomName(),
            uploader: 'demo',
            tokenHash: '',
            filename: `photo-${position + 1}.${ext}`,
            declaredSize: picture.bytes.length,
            ...pictureColumns(picture),
            reviewId: ids[i]!.id,
            position,
            expiresAt: new Date(newest),
            uploadedAt: new Date(newest),
          };
        }),
      );
      for (let f = 0; f < files.length; f += 200) {
        await tx.insert(reviewFiles).values(files.slice(f, f + 200));
      }
    }
    await catalog.setManyReviewStats(stats, tx);
  });
  return { reviews: planned.length, pictures: pictureCount };
}
