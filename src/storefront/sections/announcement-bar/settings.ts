import { z } from 'zod';
import { colorSchemeName, messageKey } from '../settings.ts';

/**
 * The announcement bar: its short messages (message keys), each with an optional link, the
 * colour scheme it wears, and how it turns: on its own every `interval` seconds (`autoplay`),
 * from the last message back to the first (`loop`), as the slideshow's carousel does.
 */
export const settings = z.strictObject({
  messages: z
    .array(
      z.strictObject({
        text_key: messageKey('home.announcement_1'),
        link: z
          .string()
          .regex(/^\/([^/]|$)/, 'must be a path that starts with /')
          .optional(),
      }),
    )
    .min(1)
    .max(6),
  color_scheme: colorSchemeName().optional(),
  autoplay: z.boolean().default(true),
  loop: z.boolean().default(true),
  interval: z.number().int().min(3).max(20).default(5),
});
