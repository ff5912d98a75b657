import { z } from 'zod';

/** The product diversion test: nothing to set. */
export const settings = z.strictObject({});
