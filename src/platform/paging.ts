import { z } from 'zod';

/** The answer of a paged list: a page of `item`s and what a pager needs. */
export const pagedSchema = <T extends z.ZodType>(item: T) =>
  z.object({
    data: z.array(item),
    page: z.number().int(),
    page_size: z.number().int(),
    total: z.number().int(),
    total_pages: z.number().int(),
  });

/** A page number in a query: 1 to `max`, 1 when absent; anything else says which rule it broke. */
export const pageParam = (max = 10_000) =>
  z.coerce
    .number({ error: 'error.page_invalid' })
    .int('error.page_invalid')
    .min(1, 'error.page_invalid')
    .max(max, 'error.page_invalid')
    .default(1);

/** A page size in a query: 1 to `max`, `fallback` when absent; `message` names the rule. */
export const pageSizeParam = (fallback: number, max: number, message = 'error.page_size_invalid') =>
  z.coerce
    .number({ error: message })
    .int(message)
    .min(1, message)
    .max(max, message)
    .default(fallback);
