import { z } from 'zod';
import { pagedSchema, pageParam, pageSizeParam } from '../../platform/paging.ts';
import {
  DEFAULT_REVIEW_PAGE_SIZE,
  MAX_AUTHOR,
  MAX_RATING,
  MAX_REVIEW_BODY,
  MAX_REVIEW_IMAGE_BYTES,
  MAX_REVIEW_IMAGES,
  MAX_REVIEW_PAGE_SIZE,
} from './review-rules.ts';
import { EMAIL_ADDRESS, MAX_EMAIL } from '../geo/form-rules.ts';
import { idText } from '../../platform/ids.ts';

/**
 * The reviews API's contract (spec section 7, Comments and Files; section 5, Validation): the
 * Zod schemas of `comments`, `files/sign`, `files` and `attachments`. The storefront imports
 * these types only.
 */

const id = (message: string) => idText(message);

/** `GET comments`: a product's reviews, a page at a time (spec section 9: 10 a page). */
export const reviewListQuery = z.object({
  product_id: id('error.review_product_invalid'),
  page: pageParam(),
  page_size: pageSizeParam(
    DEFAULT_REVIEW_PAGE_SIZE,
    MAX_REVIEW_PAGE_SIZE,
    'error.review_page_size',
  ),
});

/** A picture of a review: the original, its thumbnail, and the original's size in pixels. */
export const reviewImageSchema = z.object({
  id: z.number().int(),
  url: z.string(),
  thumbnail: z.string(),
  width: z.number().int(),
  height: z.number().int(),
});

/** A review as the shop shows it: never the reviewer's e-mail; the body is plain text. */
export const reviewSchema = z.object({
  id: z.number().int(),
  product_id: z.number().int(),
  author: z.string(),
  rating: z.number().int(),
  body: z.string(),
  images: z.array(reviewImageSchema),
  created_at: z.string(),
});

/** The rating summary: the average to one decimal, the count, and how many of each star. */
export const ratingSummarySchema = z.object({
  average_rating: z.number(),
  review_count: z.number().int(),
  counts: z.object({
    '1': z.number().int(),
    '2': z.number().int(),
    '3': z.number().int(),
    '4': z.number().int(),
    '5': z.number().int(),
  }),
});

/** A page of a product's reviews, newest first, with the summary of all of them. */
export const reviewPageSchema = pagedSchema(reviewSchema).extend({
  /** The product's review_status: reviews are shown (and taken) only when it is `open`. */
  review_status: z.string(),
  summary: ratingSummarySchema,
});

/** `POST comments`: a shopper's review, with the ids of pictures they uploaded. */
export const createReviewBody = z.object({
  product_id: id('error.review_product_invalid'),
  rating: z
    .number({ error: 'error.review_rating' })
    .int('error.review_rating')
    .min(1, 'error.review_rating')
    .max(MAX_RATING, 'error.review_rating'),
  author: z
    .string({ error: 'error.review_author' })
    .trim()
    .min(1, 'error.review_author')
    .max(MAX_AUTHOR, 'error.review_author'),
  email: z
    .string({ error: 'error.review_email' })
    .trim()
    .max(MAX_EMAIL, 'error.review_email')
    .pipe(z.email({ pattern: EMAIL_ADDRESS, error: 'error.review_email' })),
  body: z
    .string({ error: 'error.review_body' })
    .trim()
    .min(1, 'error.review_body')
    .max(MAX_REVIEW_BODY, 'error.review_body'),
  images: z
    .array(id('error.review_image_unknown'), { error: 'error.review_images_too_many' })
    .max(MAX_REVIEW_IMAGES, 'error.review_images_too_many')
    .default([]),
});

/** `POST files/sign`: the picture the browser is about to send, as it describes it. */
export const signUploadBody = z.object({
  filename: z
    .string({ error: 'error.review_image_type' })
    .trim()
    .min(1, 'error.review_image_type')
    .max(200, 'error.review_image_type'),
  content_type: z.string({ error: 'error.review_image_type' }).max(100, 'error.review_image_type'),
  size: z
    .number({ error: 'error.review_image_size' })
    .int('error.review_image_size')
    .min(1, 'error.attachment_empty')
    .max(MAX_REVIEW_IMAGE_BYTES, 'error.review_image_size'),
});

/** Where and with what to send the bytes: one upload, before `expires_at`. */
export const signedUploadSchema = z.object({
  id: z.number().int(),
  upload_url: z.string(),
  token: z.string(),
  expires_at: z.string(),
});

/** An uploaded picture: its id (for a review's `images`) and where it is served. */
export const uploadedFileSchema = reviewImageSchema.extend({
  content_type: z.string(),
  size: z.number().int(),
  /** The review that carries it; null while it is free to use. */
  review_id: z.number().int().nullable(),
});

/** `POST attachments`: the browser's own uploads, by id. */
export const attachmentsBody = z.object({
  ids: z
    .array(id('error.review_image_unknown'))
    .min(1, 'error.review_image_unknown')
    .max(MAX_REVIEW_IMAGES, 'error.review_images_too_many'),
});

export const attachmentListSchema = z.object({ data: z.array(uploadedFileSchema) });

export type ReviewDto = z.infer<typeof reviewSchema>;
export type ReviewImageDto = z.infer<typeof reviewImageSchema>;
export type ReviewPage = z.infer<typeof reviewPageSchema>;
export type ReviewInput = z.output<typeof createReviewBody>;
export type ReviewListInput = z.input<typeof reviewListQuery>;
export type CreateReviewInput = z.input<typeof createReviewBody>;
export type SignUploadInput = z.input<typeof signUploadBody>;
export type SignedUpload = z.infer<typeof signedUploadSchema>;
export type UploadedFile = z.infer<typeof uploadedFileSchema>;
