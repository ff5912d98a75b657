import { z } from 'zod';
import { idSchema } from '../../platform/ids.ts';
import { LOCALES } from '../../platform/locales.ts';

/**
 * Incentives (spec section 7, Store services: incentives and incentives/share): coupons the
 * merchant offers for an action, a confirmed sign-up or a share of a product; each customer's
 * own single-use code, given once.
 */

/** The actions an incentive rewards. */
export const INCENTIVE_ACTIONS = ['sign_up', 'share'] as const;
export type IncentiveAction = (typeof INCENTIVE_ACTIONS)[number];

/** One incentive of the merchant's file (`vitrine incentives load FILE`). */
export const incentiveSchema = z
  .strictObject({
    key: z.string().regex(/^[a-z0-9_-]{1,60}$/),
    action: z.enum(INCENTIVE_ACTIONS),
    /** What it gives, as shoppers read it ("10 % off your next order"). */
    title: z.string().trim().min(1).max(120),
    /** The title in other languages, by locale: customers read theirs, else the title. */
    titles: z.partialRecord(z.enum(LOCALES), z.string().trim().min(1).max(120)).default({}),
    discount_type: z.enum(['percent', 'fixed_cart']),
    /** A percentage for `percent`; minor units of the shop's currency off for `fixed_cart`. */
    amount: z.number().positive(),
    /** The least the order's goods must cost for the code to apply (minor units). */
    min_subtotal: z.number().int().nonnegative().default(0),
    /** How long a given code is valid. */
    valid_days: z.number().int().min(1).max(3650).default(30),
    active: z.boolean().default(true),
  })
  .superRefine((i, ctx) => {
    if (i.discount_type === 'percent' && i.amount > 100) {
      ctx.addIssue({ code: 'custom', message: 'a percentage is at most 100', path: ['amount'] });
    }
    if (i.discount_type === 'fixed_cart' && !Number.isInteger(i.amount)) {
      ctx.addIssue({ code: 'custom', message: 'an amount is whole minor units', path: ['amount'] });
    }
  });
export type Incentive = z.output<typeof incentiveSchema>;

/** The merchant's file: the incentives, each with its stable key. */
export const incentiveFileSchema = z.strictObject({
  incentives: z.array(incentiveSchema).max(50),
});

/** An incentive as the shop offers it; `code` is the asking customer's, once given. */
export const offeredIncentiveSchema = z.object({
  key: z.string(),
  action: z.enum(INCENTIVE_ACTIONS),
  title: z.string(),
  discount_type: z.enum(['percent', 'fixed_cart']),
  amount: z.number(),
  min_subtotal: z.number(),
  code: z.string().nullable(),
});
export type OfferedIncentive = z.output<typeof offeredIncentiveSchema>;

/** `GET incentives`: the incentives running now. */
export const incentivesSchema = z.object({ data: z.array(offeredIncentiveSchema) });

/** `POST incentives/share`: the product shared, and where. */
export const shareBody = z.object({
  product_id: idSchema('error.product_id_invalid'),
  /** The network shared on (facebook, whatsapp …), for the merchant's count; not checked. */
  network: z
    .string()
    .regex(/^[a-z0-9_]{1,30}$/)
    .optional()
    .catch(undefined),
});
export type ShareInput = z.input<typeof shareBody>;

/** The share incentive's code for the customer, and what it gives. */
export const grantedSchema = z.object({
  data: z.object({ code: z.string(), title: z.string() }),
});
export type Granted = z.output<typeof grantedSchema>['data'];
