import { z } from 'zod';
import { LOCALES } from '../../platform/locales.ts';
import { targetSchema } from '../discounts/model.ts';

/**
 * The rewards' contract (spec section 3, Rewards; section 7, Rewards): the campaigns customers
 * spend points on, the token the widget reads points with, the points and the redemption.
 */

/**
 * A campaign as the merchant defines it: what it costs in points and the coupon it gives. Its
 * `discount_type` is the spec's: `fixed_cart` (an amount off the order), `percent` (a percentage
 * off), anything else a product reward (an amount off the products it names).
 */
export const campaignSchema = z
  .object({
    key: z.string().regex(/^[a-z0-9_-]{1,60}$/),
    title: z.string().trim().min(1).max(120),
    /** The title in other languages, by locale: customers read theirs, else the title. */
    titles: z.partialRecord(z.enum(LOCALES), z.string().trim().min(1).max(120)).default({}),
    cost: z.number().int().positive().max(10_000_000),
    discount_type: z.string().trim().min(1).max(40),
    /** Minor units of the shop's currency off; a percentage for `percent`. */
    amount: z.number().positive(),
    /** What the coupon works on: everything, or products, variants or collections. */
    target: targetSchema.default({ target_type: 'all' }),
    /** The least the order's goods must cost for the coupon to apply (minor units). */
    min_subtotal: z.number().int().nonnegative().default(0),
    /** How long the coupon is valid after it is redeemed. */
    valid_days: z.number().int().min(1).max(3650).default(90),
    active: z.boolean().default(true),
  })
  .superRefine((c, ctx) => {
    const kind = campaignKind(c.discount_type);
    if (kind === 'percent' && c.amount > 100) {
      ctx.addIssue({ code: 'custom', message: 'a percentage is at most 100', path: ['amount'] });
    }
    if (kind !== 'percent' && !Number.isInteger(c.amount)) {
      ctx.addIssue({ code: 'custom', message: 'an amount is whole minor units', path: ['amount'] });
    }
    if (kind === 'product' && c.target.target_type === 'all') {
      ctx.addIssue({
        code: 'custom',
        message: 'a product reward names its products, variants or collections',
        path: ['target'],
      });
    }
  });
export type Campaign = z.output<typeof campaignSchema>;

/** A campaigns file: the list, each with its stable key. */
export const campaignFileSchema = z.object({ campaigns: z.array(campaignSchema).max(200) });

/** What a campaign gives (spec section 3: fixed_cart, percent, anything else means product). */
export type CampaignKind = 'fixed_cart' | 'percent' | 'product';

/** The kind of a campaign's `discount_type`. */
export function campaignKind(discountType: string): CampaignKind {
  return discountType === 'fixed_cart' || discountType === 'percent' ? discountType : 'product';
}

/** `GET stamped/getToken`: the token the widget reads the customer's points with. */
export const tokenSchema = z.object({ token: z.string() });

/** A campaign as the widget shows it (spec section 3: id, title, cost, data.discount_type). */
export const campaignDtoSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  cost: z.number().int(),
  data: z.object({
    discount_type: z.string(),
    /** Minor units of the shop's currency off, or a percentage for `percent`. */
    amount: z.number(),
    min_subtotal: z.number().int(),
    valid_days: z.number().int(),
  }),
});

/**
 * `GET stamped/campaigns`: the campaigns in `data`, and where the widget reads points (the
 * points endpoint, with the public key and store hash its query carries).
 */
export const campaignsSchema = z.object({
  data: z.array(campaignDtoSchema),
  points_url: z.string(),
  public_key: z.string(),
  store_hash: z.string(),
  /** How points are earned: per whole unit of money paid, and once at sign-up. */
  earning: z.object({ per_unit: z.number(), signup: z.number().int() }),
});
export type CampaignsDto = z.output<typeof campaignsSchema>;

/** `POST stamped/redeem_rewards`: the campaign spent on. */
export const redeemBody = z.object({
  templateId: z.coerce
    .number({ error: 'error.rewards_campaign_unknown' })
    .int('error.rewards_campaign_unknown')
    .positive('error.rewards_campaign_unknown')
    .max(2 ** 31 - 1, 'error.rewards_campaign_unknown'),
});

/** What a redemption answers: the coupon's name and its code (spec section 3, Redeem). */
export const redeemSchema = z.object({ name: z.string(), rule_code: z.string() });

/** The points endpoint's query: the shop's public key and store hash (spec section 7). */
export const pointsQuery = z.object({
  public_key: z.string().max(200).optional(),
  store_hash: z.string().max(200).optional(),
});

/** The points endpoint's form: who asks, and the token that proves it. */
export const pointsBody = z.object({
  customerId: z.coerce
    .number()
    .int()
    .positive()
    .max(2 ** 31 - 1),
  customerEmail: z.string().trim().max(254),
  authToken: z.string().max(200),
});

/**
 * What the points endpoint answers (spec section 7): the points the customer may spend, those
 * still waiting (an order's, until its return window has passed), and the balance in words.
 */
export const pointsSchema = z.object({
  success: z.boolean(),
  responseBody: z.object({ points: z.number().int(), pending: z.number().int() }),
  points_current_with_name: z.string(),
});
export type PointsDto = z.output<typeof pointsSchema>;
