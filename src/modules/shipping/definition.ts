import { z } from 'zod';

const minor = z.number().int().min(0).max(1e12);
const country = z
  .string()
  .regex(/^([A-Z]{2}|\*)$/, 'an ISO 3166-1 alpha-2 code in capitals, or * for everywhere else');

/** How a method's cost is worked out (amounts in minor units of the shop's currency). */
export const shippingRateSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('flat'), cost: minor }),
  z.object({
    type: z.literal('weight'),
    /** Tiers by the cart's weight in grams: the first tier whose `up_to` holds it. */
    tiers: z.array(z.object({ up_to: z.number().int().positive().nullable(), cost: minor })).min(1),
  }),
  z.object({
    type: z.literal('subtotal'),
    /** Tiers by the cart's total after discounts: the last tier whose `from` it reaches. */
    tiers: z.array(z.object({ from: minor, cost: minor })).min(1),
  }),
]);

/** One shipping method of a zone. */
export const shippingMethodSchema = z.object({
  /** The method's id in the cart's `shipping[]` (stable: a chosen method is kept by it). */
  id: z.string().regex(/^[a-z0-9_-]{1,40}$/),
  /** The merchant's own name for the method (how it is priced, which carrier): not shown to shoppers. */
  name: z.string().min(1).max(120),
  /** Optional translations of the name by locale. */
  names: z.record(z.string(), z.string().min(1).max(120)).optional(),
  /** What shoppers see ("Economy"); the name when none is given. */
  title: z.string().min(1).max(120).optional(),
  /** The title's translations by locale. */
  titles: z.record(z.string(), z.string().min(1).max(120)).optional(),
  rate: shippingRateSchema,
  /** Free when the cart's total after discounts reaches this amount. */
  free_above: minor.optional(),
  /** The cart's total range the method is offered for. */
  min_total: minor.optional(),
  max_total: minor.optional(),
  /** Carriers that do not deliver to PO boxes (spec section 5, PO box). */
  forbid_po_box: z.boolean().default(false),
  min_days: z.number().int().min(0).max(365).optional(),
  max_days: z.number().int().min(0).max(365).optional(),
});

/** A shipping zone: the countries (and regions) it serves, and its methods. */
export const shippingZoneSchema = z.object({
  key: z.string().regex(/^[a-z0-9_-]{1,40}$/),
  name: z.string().min(1).max(120),
  /** ISO codes; `*` is every country no other zone names. */
  countries: z.array(country).min(1),
  /** Regions of those countries the zone does not serve, as `US-HI`. */
  excluded_regions: z.array(z.string().regex(/^[A-Z]{2}-[A-Z0-9]{1,3}$/)).default([]),
  /** Postcode prefixes the zone cannot deliver to ("This postcode cannot be delivered."). */
  undeliverable_postcodes: z.array(z.string().min(1).max(12)).default([]),
  methods: z.array(shippingMethodSchema).default([]),
});

/** Shop-wide shipping settings. */
export const shippingSettingsSchema = z.object({
  /** Shipping insurance offered at checkout: a share of the goods, with a floor. */
  insurance: z
    .object({
      percent: z.number().min(0).max(100),
      min: minor.default(0),
    })
    .nullable()
    .default(null),
});

/** The merchant's shipping file: `vitrine shipping load FILE`. */
export const shippingFileSchema = z.object({
  zones: z.array(shippingZoneSchema),
  settings: shippingSettingsSchema.optional(),
});

export type ShippingRate = z.infer<typeof shippingRateSchema>;
export type ShippingMethodDefinition = z.infer<typeof shippingMethodSchema>;
export type ShippingZoneDefinition = z.infer<typeof shippingZoneSchema>;
export type ShippingSettings = z.infer<typeof shippingSettingsSchema>;
