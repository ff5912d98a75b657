import { z } from 'zod';

/**
 * Influencers (spec section 7, Account and compliance: influencers): referral links
 * (`?ref=CODE`) that attribute orders to an influencer's code, under fraud rules.
 */

/** A referral code as a link carries it. */
export const REFERRAL_CODE = /^[A-Za-z0-9_-]{2,40}$/;

/** At most this many orders from one address a week are attributed (a cap against farming). */
export const REFERRALS_PER_ADDRESS_A_WEEK = 3;

/** Why a referred order is not the influencer's. */
export const REFERRAL_REFUSALS = [
  /** The influencer ordered through their own link. */
  'own_order',
  /** To an address the influencer's own orders went to. */
  'same_address',
  /** With a card the influencer's own orders were paid with. */
  'same_payment',
  /** The address sent more referred orders this week than REFERRALS_PER_ADDRESS_A_WEEK. */
  'weekly_cap',
] as const;
export type ReferralRefusal = (typeof REFERRAL_REFUSALS)[number];

const code = z
  .string({ error: 'error.referral_invalid' })
  .trim()
  .regex(REFERRAL_CODE, 'error.referral_invalid')
  .transform((c) => c.toUpperCase());

/** `GET influencers?code=`: whose referral link it is. */
export const influencerQuery = z.object({ code });

/** The influencer a code names, as a shopper may see it. */
export const influencerSchema = z.object({
  data: z.object({ code: z.string(), name: z.string() }),
});
export type InfluencerDto = z.output<typeof influencerSchema>['data'];

/** The merchant's file of influencers (`vitrine influencers load FILE`). */
export const influencerFileSchema = z.strictObject({
  influencers: z.array(
    z.strictObject({
      code: z.string().regex(REFERRAL_CODE, 'letters, digits, _ and -, 2 to 40 of them'),
      name: z.string().trim().min(1).max(100),
      email: z.email().max(254).optional(),
      active: z.boolean().default(true),
    }),
  ),
});
export type InfluencerFile = z.output<typeof influencerFileSchema>;
