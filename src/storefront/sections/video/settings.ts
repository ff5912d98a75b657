import { z } from 'zod';
import { messageKey } from '../settings.ts';

/** The video section: its heading and text (message keys), and the video it plays (its slug). */
export const settings = z.strictObject({
  title_key: messageKey('home.video_title'),
  text_key: messageKey('home.video_text'),
  /** A video of the shop's list (`vitrine blocks load`), by slug. */
  video: z
    .string()
    .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'a video slug: lower-case words joined by -')
    .default('the-linen-edit'),
});
