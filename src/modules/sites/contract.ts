import { z } from 'zod';

/**
 * The sibling shops' contract (spec section 7, /api/app/multi_sites; NOTES: sibling shops in
 * other languages or countries to switch to): what the merchant loads, and what the API answers.
 */

/** A sibling shop as the merchant loads it. */
export const siteInput = z.strictObject({
  /** The shop's name as its visitors read it ("Vitrine Deutschland"). */
  name: z.string().trim().min(1).max(80),
  url: z
    .string()
    .max(500)
    .regex(/^https?:\/\/[^\s/?#]+(\/[^\s]*)?$/, 'an http or https address')
    .refine((u) => URL.canParse(u), 'an http or https address'),
  /** The shop's language, as a language tag (de-DE). */
  locale: z.string().regex(/^[a-z]{2,3}(-[A-Z]{2})?$/, 'a language tag such as de-DE'),
  /** The country it sells to (ISO 3166 alpha-2), when it is one. */
  country: z
    .string()
    .regex(/^[A-Z]{2}$/, 'a country code such as DE')
    .default(''),
  /** The currency it prices in (ISO 4217), when it says. */
  currency: z
    .string()
    .regex(/^[A-Z]{3}$/, 'a currency code such as EUR')
    .default(''),
});

/** The sibling shops' file (`vitrine sites load FILE`): it replaces the stored list. */
export const sitesFile = z.strictObject({
  sites: z
    .array(siteInput)
    .max(100)
    .superRefine((sites, ctx) => {
      const seen = new Set<string>();
      sites.forEach((s, i) => {
        if (seen.has(s.url))
          ctx.addIssue({
            code: 'custom',
            path: [i, 'url'],
            message: 'a second shop at this address',
          });
        seen.add(s.url);
      });
    }),
});
export type SitesFile = z.input<typeof sitesFile>;

/** A sibling shop as the API shows it. */
export const siteSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  url: z.string(),
  locale: z.string(),
  country: z.string(),
  currency: z.string(),
});
export type SiteDto = z.output<typeof siteSchema>;
