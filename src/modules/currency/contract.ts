import { z } from 'zod';

/** `GET exchanges`: rates by currency from the base (the checkout currency). */
export const ratesSchema = z.object({
  base: z.string(),
  rates: z.record(z.string(), z.number()),
  updated_at: z.string().nullable(),
});

/** `GET ip`: the visitor's location (spec section 3, Visitor location info). */
export const locationSchema = z.object({
  ipinfo: z.object({ ip: z.string(), country: z.string() }),
  iso_code: z.string(),
  country: z.string(),
  currency: z.string(),
  state: z.string(),
  checkout_currency: z.string(),
});
export type LocationDto = z.infer<typeof locationSchema>;
export type RatesDto = z.infer<typeof ratesSchema>;
