import { z } from 'zod';
import { messageKey, shopPath } from '../settings.ts';

/**
 * The editorial grid: its heading and three to five tiles, the first the large one, each a
 * picture, a caption (a message key) and where it leads.
 */
export const settings = z.strictObject({
  title_key: messageKey('home.editorial_title'),
  tiles: z
    .array(
      z.strictObject({
        image: z.string().min(1),
        caption_key: messageKey('home.editorial_lead'),
        link: shopPath('/collections'),
      }),
    )
    .min(3)
    .max(5),
});
