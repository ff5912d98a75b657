/**
 * The rules of a review and its pictures (spec section 5, Validation; section 9, constants),
 * shared by the server, which decides, and the review form, which checks first with the same
 * limits and messages.
 */

/** The highest rating: five stars (spec section 5, Rating maximum is 5). */
export const MAX_RATING = 5;

/** A review's text: up to 2000 characters (spec section 5). */
export const MAX_REVIEW_BODY = 2000;

/** The reviewer's shown name: 1 to 60 characters. */
export const MAX_AUTHOR = 60;

/** Pictures a review may carry (spec section 5: at most 5). */
export const MAX_REVIEW_IMAGES = 5;

/**
 * The largest picture: 8 MB. The spec names 8 MB and, in another message, 5 MB; Vitrine keeps
 * one limit, 8 MB, in every message.
 */
export const MAX_REVIEW_IMAGE_MB = 8;
export const MAX_REVIEW_IMAGE_BYTES = MAX_REVIEW_IMAGE_MB * 1024 * 1024;

/** The picture types a review takes, by file extension and by MIME type (JPG/JPEG/PNG/GIF). */
export const REVIEW_IMAGE_EXTENSIONS = ['jpg', 'jpeg', 'png', 'gif'] as const;
export const REVIEW_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/gif'] as const;

/** Reviews on one page of the list by default (spec section 9), and the most a page shows. */
export const DEFAULT_REVIEW_PAGE_SIZE = 10;
export const MAX_REVIEW_PAGE_SIZE = 50;

/** The width of a picture's thumbnail in the list. */
export const REVIEW_THUMBNAIL_WIDTH = 240;

/** Whether a file name ends in an extension a review picture may have. */
export function hasPictureExtension(filename: string): boolean {
  const ext = /\.([^.]+)$/.exec(filename.trim())?.[1]?.toLowerCase();
  return (REVIEW_IMAGE_EXTENSIONS as readonly string[]).includes(ext ?? '');
}

/** Whether a declared MIME type is one a review picture may have. */
export const isPictureType = (type: string): boolean =>
  (REVIEW_IMAGE_TYPES as readonly string[]).includes(type.toLowerCase().split(';')[0]!.trim());

/**
 * What is wrong with a picture before it is sent (its name, type and size): `image_type` or
 * `image_size`, the server's `error.review_<problem>` (the form shows `reviews.check.<problem>`,
 * the same text).
 */
export function pictureProblem(file: {
  name: string;
  type: string;
  size: number;
}): 'image_type' | 'image_size' | null {
  if (!hasPictureExtension(file.name) || !isPictureType(file.type)) return 'image_type';
  if (file.size > MAX_REVIEW_IMAGE_BYTES) return 'image_size';
  return null;
}

/** How many reviews of each star value, and their average to one decimal. */
export interface RatingSummary {
  average_rating: number;
  review_count: number;
  counts: Record<'1' | '2' | '3' | '4' | '5', number>;
}

/** The summary of a list of ratings: the count, the average (one decimal), and each star's count. */
export function summarise(counts: Partial<Record<number, number>>): RatingSummary {
  const out: RatingSummary['counts'] = { '1': 0, '2': 0, '3': 0, '4': 0, '5': 0 };
  let total = 0;
  let sum = 0;
  for (let star = 1; star <= MAX_RATING; star++) {
    const n = counts[star] ?? 0;
    out[String(star) as keyof RatingSummary['counts']] = n;
    total += n;
    sum += n * star;
  }
  return {
    review_count: total,
    average_rating: total === 0 ? 0 : Math.round((sum / total) * 10) / 10,
    counts: out,
  };
}
