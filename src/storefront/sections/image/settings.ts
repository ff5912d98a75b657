import { z } from 'zod';
import { messageKey } from '../settings.ts';

/**
 * An image section's settings: the picture, its alt text (a message key, translated per
 * shopper), where it links (a shop path, or nothing), and the shape it is shown in.
 */
export const settings = z.strictObject({
  image: z.string().min(1),
  alt_key: messageKey('home.image_alt'),
  link: z
    .string()
    .regex(/^\/([^/].*)?$/, 'must be a path that starts with /, or empty')
    .or(z.literal(''))
    .default(''),
  /** The frame's shape on computers (phones show it square). */
  ratio: z
    .string()
    .regex(/^\d+(\.\d+)? \/ \d+(\.\d+)?$/, 'must look like "21 / 9"')
    .default('21 / 9'),
});
