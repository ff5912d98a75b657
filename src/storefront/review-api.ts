import type {
  CreateReviewInput,
  ReviewDto,
  ReviewListInput,
  ReviewPage,
  SignedUpload,
  SignUploadInput,
  UploadedFile,
} from '../modules/reviews/contract.ts';
import { answer, callsOf, asBody, asQuery, post, get, type ApiOf } from './store-call.ts';

const BROWSER_ONLY = { browserOnly: true };

/**
 * A product's reviews, and writing one with its pictures, one row per call (see
 * store-call.ts): out of the first load of every page, as the reviews come after the product.
 */
export const REVIEW_CALLS = {
  /** A page of a product's reviews with the rating summary (comments). */
  reviews: get('/comments', asQuery<ReviewListInput>, answer<ReviewPage>),
  /** Signs one picture upload (files/sign): the browser then sends the bytes with the token. */
  signUpload: post('/files/sign', asBody<SignUploadInput>, answer<SignedUpload>, BROWSER_ONLY),
  /** Sends a signed picture's bytes (files); answers its id for the review. */
  uploadFile: post(
    '/files',
    (token: string, file: Blob) => ({ query: { token }, file }),
    answer<UploadedFile>,
    BROWSER_ONLY,
  ),
  /** Publishes a review (POST comments). */
  createReview: post('/comments', asBody<CreateReviewInput>, answer<ReviewDto>, BROWSER_ONLY),
};

/** The reviews' API: the server's in-process operations, or the browser's JSON calls. */
export type ReviewApi = ApiOf<typeof REVIEW_CALLS>;

/** The ReviewApi of a loader's or a section's context (see callsOf). */
export const reviewApi = callsOf(REVIEW_CALLS);
