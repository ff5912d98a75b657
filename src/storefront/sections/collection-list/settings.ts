import { z } from 'zod';
import { messageKey } from '../settings.ts';

/** The collection tiles: their heading and how many collections they show. */
export const settings = z.strictObject({
  title_key: messageKey('home.shop_collections'),
  limit: z.number().int().min(1).max(50).default(9),
});
