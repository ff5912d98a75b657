import { z } from 'zod';

/** The error-reporting sink's contract (spec section 7, Store services: report; section 8). */

/** A path as the browser saw it: within the shop, at most 300 characters. */
const shopPath = z
  .string({ error: 'error.bad_request' })
  .trim()
  .max(300, 'error.bad_request')
  .regex(/^\/[^\s]*$/, 'error.bad_request');

/** `POST report`: one refused store call, as the browser heard it. */
export const reportBody = z.object({
  path: shopPath,
  method: z.enum(['GET', 'POST', 'PUT', 'PATCH', 'DELETE'], { error: 'error.bad_request' }),
  status: z
    .number({ error: 'error.bad_request' })
    .int('error.bad_request')
    .min(400, 'error.bad_request')
    .max(599, 'error.bad_request'),
  code: z
    .string({ error: 'error.bad_request' })
    .max(80, 'error.bad_request')
    .regex(/^[a-z0-9_.]*$/, 'error.bad_request')
    .default(''),
  field: z
    .string({ error: 'error.bad_request' })
    .max(80, 'error.bad_request')
    .regex(/^[A-Za-z0-9_.[\]-]*$/, 'error.bad_request')
    .default(''),
  page: shopPath.or(z.literal('')).default(''),
});
export type ReportInput = z.output<typeof reportBody>;
export type ReportRequest = z.input<typeof reportBody>;
