import { sql } from 'drizzle-orm';
import {
  customType,
  index,
  integer,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

/** Raw bytes (PostgreSQL bytea): a picture kept in the database, shared by every instance. */
const bytes = customType<{ data: Uint8Array; driverData: Uint8Array }>({
  dataType: () => 'bytea',
});

/**
 * Product reviews (the spec's comments). The product is the catalogue's id (no foreign key into
 * its tables); the e-mail is kept for the shop, never shown. `status` is `published` for now,
 * and lets a merchant hold reviews for moderation later. `client_key` is a hash of the sender's
 * address, for flood control.
 */
export const reviews = pgTable(
  'reviews',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id').notNull(),
    author: text('author').notNull(),
    email: text('email').notNull(),
    rating: smallint('rating').notNull(),
    body: text('body').notNull(),
    status: text('status').notNull().default('published'),
    clientKey: text('client_key').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('reviews_product_idx').on(t.productId, t.status, t.createdAt.desc(), t.id.desc()),
    index('reviews_client_idx').on(t.clientKey, t.createdAt),
  ],
);

/**
 * Pictures for reviews. `files/sign` creates the row with a one-time upload token (kept as its
 * hash) for the browser that asked (`uploader`, a cookie); `files` fills in the bytes, checked;
 * a review then takes it (`review_id`). `key` is the picture's public name in its URL.
 */
export const reviewFiles = pgTable(
  'review_files',
  {
    id: serial('id').primaryKey(),
    key: text('key').notNull(),
    uploader: text('uploader').notNull(),
    tokenHash: text('token_hash').notNull(),
    filename: text('filename').notNull(),
    declaredSize: integer('declared_size').notNull(),
    contentType: text('content_type'),
    size: integer('size'),
    width: integer('width'),
    height: integer('height'),
    bytes: bytes('bytes'),
    thumbnail: bytes('thumbnail'),
    thumbnailWidth: integer('thumbnail_width'),
    thumbnailHeight: integer('thumbnail_height'),
    reviewId: integer('review_id').references(() => reviews.id, { onDelete: 'cascade' }),
    position: integer('position').notNull().default(0),
    clientKey: text('client_key').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    uploadedAt: timestamp('uploaded_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('review_files_key').on(t.key),
    index('review_files_review_idx')
      .on(t.reviewId, t.position)
      .where(sql`${t.reviewId} is not null`),
    index('review_files_client_idx').on(t.clientKey, t.createdAt),
  ],
);
