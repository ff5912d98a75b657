import { z } from 'zod';
import { messageKey, shopPath } from '../settings.ts';

/** A row of image cards: its heading, and each card's picture, title (a message key) and link. */
export const settings = z.strictObject({
  title_key: messageKey('home.image_cards_title'),
  cards: z
    .array(
      z.strictObject({
        image: z.string().min(1),
        title_key: messageKey('home.image_cards_title'),
        link: shopPath('/collections'),
      }),
    )
    .min(1)
    .max(8),
});
