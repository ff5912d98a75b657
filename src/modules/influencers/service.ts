import { and, count, eq, gte, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db.ts';
import { isNoneOf } from '../../platform/sql-list.ts';
import type { OrderAddress, OrderPayment } from '../orders/model.ts';
import {
  influencerFileSchema,
  REFERRALS_PER_ADDRESS_A_WEEK,
  type InfluencerDto,
  type ReferralRefusal,
} from './contract.ts';
import { influencerReferrals, influencers } from './schema.ts';

/** A placed order as the referral rules read it. */
export interface ReferredOrder {
  id: number;
  email: string;
  shippingAddress: OrderAddress;
  payment: OrderPayment | null;
}

/** The orders an e-mail placed: where they went and how they were paid (the orders service's). */
export type PlacedBy = (
  email: string,
  conn: Db,
) => Promise<{ id: number; shippingAddress: OrderAddress; payment: OrderPayment | null }[]>;

/** The same place: street, postcode and country, whatever the case and spacing. */
const place = (a: OrderAddress) =>
  [a.address1, a.address2 ?? '', a.zip ?? '', a.country]
    .map((part) => part.toLowerCase().replace(/\s+/g, ' ').trim())
    .join('|');

/**
 * The same card: by its fingerprint where the provider gave both orders one (a card number's
 * own mark: no other card has it), else by brand and last four digits (orders kept before
 * fingerprints were, a provider that gives none).
 */
function sameCard(a: OrderPayment | null, b: OrderPayment | null): boolean {
  if (!a?.last4 || !b?.last4) return false;
  if (a.fingerprint && b.fingerprint && a.provider === b.provider) {
    return a.fingerprint === b.fingerprint;
  }
  return a.brand === b.brand && a.last4 === b.last4;
}

/** The merchant's influencers and the orders their links brought. */
export type InfluencerService = ReturnType<typeof createInfluencerService>;

export function createInfluencerService(db: Db, placedBy: PlacedBy) {
  return {
    /** The active influencer of a code (in capitals), or null. */
    async byCode(code: string): Promise<InfluencerDto | null> {
      const [row] = await db
        .select({ code: influencers.code, name: influencers.name })
        .from(influencers)
        .where(and(eq(influencers.code, code), eq(influencers.active, true)));
      return row ?? null;
    },

    /**
     * Records an order that came through `code`'s link, in the placing transaction: the
     * influencer's, unless a fraud rule refuses it (their own order, their address or card,
     * or the address's weekly cap), kept with why. An unknown or inactive code: nothing.
     */
    async refer(
      tx: Db,
      order: ReferredOrder,
      code: string,
      clientKey: string,
    ): Promise<ReferralRefusal | null | undefined> {
      const [influencer] = await tx
        .select()
        .from(influencers)
        .where(and(eq(influencers.code, code), eq(influencers.active, true)));
      if (!influencer) return undefined;
      let refusal: ReferralRefusal | null = null;
      const own = influencer.email?.toLowerCase();
      if (own && order.email.toLowerCase() === own) refusal = 'own_order';
      else if (own) {
        const theirs = (await placedBy(own, tx)).filter((o) => o.id !== order.id);
        if (theirs.some((o) => place(o.shippingAddress) === place(order.shippingAddress))) {
          refusal = 'same_address';
        } else if (theirs.some((o) => sameCard(o.payment, order.payment))) {
          refusal = 'same_payment';
        }
      }
      if (!refusal) {
        const [week] = await tx
          .select({ n: count() })
          .from(influencerReferrals)
          .where(
            and(
              eq(influencerReferrals.clientKey, clientKey),
              isNull(influencerReferrals.refusal),
              gte(influencerReferrals.createdAt, sql`now() - interval '7 days'`),
            ),
          );
        if ((week?.n ?? 0) >= REFERRALS_PER_ADDRESS_A_WEEK) refusal = 'weekly_cap';
      }
      await tx
        .insert(influencerReferrals)
        .values({ orderId: order.id, influencerId: influencer.id, clientKey, refusal })
        .onConflictDoNothing();
      return refusal;
    },

    /**
     * Loads the merchant's influencers (validated first, then one transaction keyed by code);
     * with `replace`, the codes the file does not name are removed with their referrals.
     */
    async load(input: unknown, { replace = false } = {}): Promise<number> {
      const { influencers: list } = influencerFileSchema.parse(input);
      await db.transaction(async (tx) => {
        for (const i of list) {
          const row = {
            code: i.code.toUpperCase(),
            name: i.name,
            email: i.email?.toLowerCase() ?? null,
            active: i.active,
          };
          await tx
            .insert(influencers)
            .values(row)
            .onConflictDoUpdate({
              target: influencers.code,
              set: { ...row, updatedAt: new Date() },
            });
        }
        if (replace) {
          const codes = list.map((i) => i.code.toUpperCase());
          await tx.delete(influencers).where(isNoneOf(influencers.code, codes));
        }
      });
      return list.length;
    },

    /** Each influencer with the orders attributed to them and those refused, by code. */
    async report() {
      return db
        .select({
          code: influencers.code,
          name: influencers.name,
          active: influencers.active,
          attributed: sql<number>`count(${influencerReferrals.orderId}) filter (where ${influencerReferrals.refusal} is null)::int`,
          refused: sql<number>`count(${influencerReferrals.refusal})::int`,
        })
        .from(influencers)
        .leftJoin(influencerReferrals, eq(influencerReferrals.influencerId, influencers.id))
        .groupBy(influencers.id)
        .orderBy(influencers.code);
    },
  };
}
