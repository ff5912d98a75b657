import { z } from 'zod';
import {
  DEFAULT_REVIEW_PAGE_SIZE,
  MAX_REVIEW_PAGE_SIZE,
} from '../../../modules/reviews/review-rules.ts';

/** The product's reviews: how many a page shows (spec section 9: 10). */
export const settings = z.strictObject({
  page_size: z.number().int().min(1).max(MAX_REVIEW_PAGE_SIZE).default(DEFAULT_REVIEW_PAGE_SIZE),
});
