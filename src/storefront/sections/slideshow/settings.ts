import { z } from 'zod';
import { colorSchemeName, messageKey, shopPath } from '../settings.ts';

/**
 * The slideshow: its slides (a picture, a title, a line of text and a button each, the words
 * message keys), the colour scheme it wears, and how it turns: at the ends it stops unless
 * `loop` is set (spec section 9), and on its own only with `autoplay`, every `interval` seconds.
 */
export const settings = z.strictObject({
  slides: z
    .array(
      z.strictObject({
        image: z.string().min(1),
        title_key: messageKey('home.hero_title'),
        text_key: messageKey('home.hero_text'),
        button_key: messageKey('home.hero_cta'),
        button_link: shopPath('/collections'),
      }),
    )
    .min(1)
    .max(8),
  color_scheme: colorSchemeName().optional(),
  loop: z.boolean().default(false),
  autoplay: z.boolean().default(false),
  interval: z.number().int().min(3).max(20).default(6),
  /** The first slide's title is the page's main heading (h1): the slideshow opens the page. */
  page_heading: z.boolean().default(true),
});
