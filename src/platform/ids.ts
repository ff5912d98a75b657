import { z } from 'zod';

/** The largest id a row can have: PostgreSQL's `integer` (serial) column. */
export const MAX_ID = 2_147_483_647;

/** A row's id in a JSON body: a whole number from 1 to MAX_ID; `message` is the error key. */
export const idSchema = (message: string) =>
  z.number({ error: message }).int(message).positive(message).max(MAX_ID, message);

/** A row's id in a path or a query (digits only) or given in-process as a number. */
export const idText = (message: string) =>
  z.preprocess(
    (v) => (typeof v === 'string' && /^\d{1,10}$/.test(v) ? Number(v) : v),
    idSchema(message),
  );

/**
 * A comma-separated list of ids in a query (`5,6`): each within the column's range, repeats
 * dropped, at most `max` of them (else `tooMany`).
 */
export const idListText = (message: string, max: number, tooMany: string) =>
  z
    .string({ error: message })
    .regex(/^\d{1,10}(,\d{1,10})*$/, message)
    .transform((s) => [...new Set(s.split(',').map(Number))])
    .refine((ids) => ids.every((id) => id >= 1 && id <= MAX_ID), message)
    .refine((ids) => ids.length <= max, tooMany);
