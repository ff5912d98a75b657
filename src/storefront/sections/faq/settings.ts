import { z } from 'zod';
import { messageKey } from '../settings.ts';

/** The FAQ block: its heading, the topic it shows (all when empty) and how many questions. */
export const settings = z.strictObject({
  title_key: messageKey('faq.home_title'),
  topic: z.string().max(100).default(''),
  limit: z.number().int().min(1).max(50).default(4),
});
