import { z } from 'zod';
import { messageKey, shopPath } from '../settings.ts';

/** A banner's settings: its words (message keys), where its button goes, and its picture. */
export const settings = z.strictObject({
  title_key: messageKey('home.hero_title'),
  text_key: messageKey('home.hero_text'),
  button_key: messageKey('home.hero_cta'),
  button_link: shopPath('/collections'),
  image: z.string().min(1),
});
