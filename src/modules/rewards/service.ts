import { createHash, randomBytes } from 'node:crypto';
import { and, asc, eq, gt, lt, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db.ts';
import { AppError } from '../../platform/errors.ts';
import type { DiscountService } from '../discounts/service.ts';
import { campaignSchema, type Campaign } from './contract.ts';
import {
  availableFrom,
  orderPoints,
  rewardCode,
  rewardCoupon,
  type EarningRules,
  type OrderPaid,
} from './rules.ts';
import { rewardCampaigns, rewardEntries, rewardTokens } from './schema.ts';

/** How long a widget's token reads points. */
export const TOKEN_MINUTES = 60;

/** A stored campaign: its definition and id (the widget's templateId). */
export type StoredCampaign = Campaign & { id: number };

/** A customer as the rewards know them. */
export interface RewardCustomer {
  id: number;
  email: string;
}

/** A paid order as the ledger reads it, and when it was paid. */
export type LedgerOrder = OrderPaid & { id: number; paidAt: Date };

/** A token is 32 random bytes: its SHA-256 needs no salt. */
const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/** What the rewards need of the other modules. */
export interface RewardDeps {
  discounts: Pick<DiscountService, 'issueCoupon' | 'changed'>;
  /** Minor units in one unit of the shop's money (100 for dollars). */
  minorPerUnit: number;
  rules: EarningRules;
}

export type RewardService = ReturnType<typeof createRewardService>;

/**
 * Reward points: a ledger of every change (sign-up, orders and their refunds, redemptions),
 * the campaigns the merchant offers, and redeeming one for a single-use coupon.
 */
export function createRewardService(db: Db, { discounts, minorPerUnit, rules }: RewardDeps) {
  /**
   * The customer's spendable and waiting points, now: the time of this statement, not of its
   * transaction (`now()`), which began before a redemption it waited for was written (that
   * spend, stamped with its own transaction's start, would look still to come).
   */
  async function balance(conn: Db, customerId: number) {
    const [row] = await conn
      .select({
        points: sql<number>`coalesce(sum(${rewardEntries.points}) filter (where ${rewardEntries.availableAt} <= statement_timestamp()), 0)::int`,
        pending: sql<number>`coalesce(sum(${rewardEntries.points}) filter (where ${rewardEntries.availableAt} > statement_timestamp()), 0)::int`,
      })
      .from(rewardEntries)
      .where(eq(rewardEntries.customerId, customerId));
    return { points: row?.points ?? 0, pending: row?.pending ?? 0 };
  }

  async function campaigns(): Promise<StoredCampaign[]> {
    const rows = await db.select().from(rewardCampaigns).orderBy(asc(rewardCampaigns.id));
    return rows
      .map((r) => ({ ...campaignSchema.parse(r.definition), id: r.id }))
      .filter((c) => c.active)
      .sort((a, b) => a.cost - b.cost || a.id - b.id);
  }

  return {
    /** How points are earned. */
    rules,

    /** The campaigns customers may spend on now, cheapest first. */
    campaigns,

    /** The customer's points: spendable now, and waiting for their orders' return windows. */
    balance: (customerId: number) => balance(db, customerId),

    /** A new token the widget reads the customer's points with, for TOKEN_MINUTES. */
    async newToken(customerId: number): Promise<string> {
      const token = randomBytes(32).toString('base64url');
      await db
        .delete(rewardTokens)
        .where(
          and(eq(rewardTokens.customerId, customerId), lt(rewardTokens.expiresAt, new Date())),
        );
      await db.insert(rewardTokens).values({
        tokenHash: sha256(token),
        customerId,
        expiresAt: new Date(Date.now() + TOKEN_MINUTES * 60 * 1000),
      });
      return token;
    },

    /** The customer a live token was given to (null: no such token, or it expired). */
    async tokenHolder(token: string): Promise<number | null> {
      if (!token) return null;
      const [row] = await db
        .select({ id: rewardTokens.customerId })
        .from(rewardTokens)
        .where(
          and(eq(rewardTokens.tokenHash, sha256(token)), gt(rewardTokens.expiresAt, new Date())),
        );
      return row?.id ?? null;
    },

    /**
     * Spends a campaign's cost for its coupon: a single-use code for this customer only. Two
     * redemptions of one customer take turns, so points are never spent twice; too few points
     * is a 422 that changes nothing.
     */
    async redeem(customer: RewardCustomer, campaignId: number, now = new Date()) {
      const campaign = (await campaigns()).find((c) => c.id === campaignId);
      if (!campaign) throw new AppError(404, 'rewards_campaign_unknown');
      const code = rewardCode();
      const coupon = await db.transaction(async (tx) => {
        await tx.execute(sql`select pg_advisory_xact_lock(${customer.id}, 8)`);
        const { points } = await balance(tx, customer.id);
        if (points < campaign.cost) {
          throw new AppError(422, 'rewards_not_enough_points', {
            cost: campaign.cost,
            points,
          });
        }
        const issued = await discounts.issueCoupon(
          tx,
          `reward-${code.toLowerCase()}`,
          rewardCoupon(campaign, code, customer.email, now),
        );
        await tx.insert(rewardEntries).values({
          customerId: customer.id,
          points: -campaign.cost,
          reason: 'redeem',
          couponCode: code,
          campaignKey: campaign.key,
        });
        return issued;
      });
      await discounts.changed();
      return { name: coupon.title, rule_code: code, campaign };
    },

    /**
     * Points given once per customer for `reason` (sign-up: the address confirmed; newsletter:
     * its subscription confirmed), in the transaction of that confirmation.
     */
    async rewardOnce(tx: Db, customerId: number, reason: 'signup' | 'newsletter'): Promise<void> {
      const points = rules[reason];
      if (points <= 0) return;
      await tx.insert(rewardEntries).values({ customerId, points, reason }).onConflictDoNothing();
    },

    /**
     * Brings an order's points to what it earns now, in the transaction that changed it: paid,
     * its points wait out the return window; refunded, they are taken back (from the waiting
     * ones first: the correction waits as long). Running it twice changes nothing.
     */
    async settleOrder(tx: Db, customerId: number, order: LedgerOrder): Promise<void> {
      await tx.execute(sql`select pg_advisory_xact_lock(${customerId}, 8)`);
      const earned = await tx
        .select({
          points: sql<number>`coalesce(sum(${rewardEntries.points}), 0)::int`,
          since: sql<Date | null>`min(${rewardEntries.availableAt})`,
        })
        .from(rewardEntries)
        .where(eq(rewardEntries.orderId, order.id));
      const had = earned[0]?.points ?? 0;
      const due = orderPoints(order, minorPerUnit, rules.perUnit);
      if (due === had) return;
      const since = earned[0]?.since;
      await tx.insert(rewardEntries).values({
        customerId,
        points: due - had,
        reason: had === 0 ? 'order' : 'order_change',
        orderId: order.id,
        availableAt: since ? new Date(since) : availableFrom(order.paidAt, rules.pendingDays),
      });
    },
  };
}
