import { z } from 'zod';
import { messageKey } from '../settings.ts';

/** "You may also like": how many products of the same collections it shows. */
export const settings = z.strictObject({
  title_key: messageKey('merch.you_may_also_like'),
  limit: z.number().int().min(1).max(12).default(4),
});
