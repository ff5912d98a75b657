import { z } from 'zod';

/** The browsing-record strip: how many products it shows. */
export const settings = z.strictObject({
  limit: z.number().int().min(1).max(12).default(8),
});
