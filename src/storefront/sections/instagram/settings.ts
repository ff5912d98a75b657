import { z } from 'zod';
import { messageKey } from '../settings.ts';

/** A post's address on Instagram: the only other site the block links to (it loads nothing). */
const instagramUrl = z
  .string()
  .regex(
    /^https:\/\/(www\.)?instagram\.com\/[\w.\-/?=&%]*$/,
    'must be an address on https://www.instagram.com/',
  );

/**
 * The Instagram block (spec section 2, optional add-ons: the image-based Instagram block): its
 * heading, the shop's handle, and the merchant's own pictures, each linking to its post on
 * Instagram or to a page of the shop (the shop's profile when none is given).
 */
export const settings = z.strictObject({
  title_key: messageKey('instagram.title'),
  handle: z.string().regex(/^[A-Za-z0-9._]{1,30}$/, 'must be an Instagram handle, without the @'),
  images: z
    .array(
      z.strictObject({
        image: z.string().min(1),
        link: z
          .union([instagramUrl, z.string().regex(/^\/[^/]/, 'must be a path that starts with /')])
          .optional(),
      }),
    )
    .min(1)
    .max(12),
});
