import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../../platform/db.ts';
import { rewardEntries } from './schema.ts';

declare module '../../platform/jobs.ts' {
  interface JobPayloads {
    /** The daily run that warns of points about to expire, and takes the expired ones. */
    'rewards.expire': Record<string, never>;
  }
}

/** How points expire: after `days` without activity, warned `warningDays` before (0: never). */
export interface ExpiryRules {
  days: number;
  warningDays: number;
}

/** A customer to warn: their spendable points, and when they will expire. */
export interface ExpiryWarning {
  customerId: number;
  points: number;
  expiresAt: Date;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Points expire after a merchant-set time without activity (an earning or a spending; a
 * warning is none): a warning first, once per quiet spell, `warningDays` before; then the
 * spendable balance is taken by an `expiry` entry. Each step is an insert the next run sees,
 * so running twice changes nothing more.
 */
export function createPointsExpiry(db: Db, rules: ExpiryRules) {
  /** The customers' last activity, last warning and spendable points, at `now`. */
  const standing = (now: Date) => sql`
    select customer_id,
      max(created_at) filter (where reason <> 'expiry_warning') as last_active,
      max(created_at) filter (where reason = 'expiry_warning') as warned_at,
      coalesce(sum(points) filter (where available_at <= ${now}), 0)::int as points
    from ${rewardEntries} group by customer_id`;

  return {
    rules,

    /**
     * Takes the points of customers quiet for `days`, and records a warning for those quiet
     * for `days - warningDays` not yet warned since; answers whom to warn.
     */
    async run(now = new Date()): Promise<ExpiryWarning[]> {
      if (rules.days <= 0) return [];
      const expireBefore = new Date(now.getTime() - rules.days * DAY_MS);
      const warnBefore = new Date(now.getTime() - (rules.days - rules.warningDays) * DAY_MS);
      return db.transaction(async (tx) => {
        await tx.execute(sql`
          insert into ${rewardEntries} (customer_id, points, reason, available_at, created_at)
          select customer_id, -points, 'expiry', ${now}, ${now}
          from (${standing(now)}) s
          where points > 0 and last_active < ${expireBefore}`);
        if (rules.warningDays <= 0) return [];
        const due = await queryRows<{ customer_id: number; points: number; last_active: string }>(
          tx,
          sql`select customer_id, points, last_active from (${standing(now)}) s
              where points > 0 and last_active < ${warnBefore} and last_active >= ${expireBefore}
                and (warned_at is null or warned_at < last_active)`,
        );
        for (const d of due) {
          await tx.insert(rewardEntries).values({
            customerId: d.customer_id,
            points: 0,
            reason: 'expiry_warning',
            availableAt: now,
            createdAt: now,
          });
        }
        return due.map((d) => ({
          customerId: d.customer_id,
          points: d.points,
          expiresAt: new Date(new Date(d.last_active).getTime() + rules.days * DAY_MS),
        }));
      });
    },
  };
}

export type PointsExpiry = ReturnType<typeof createPointsExpiry>;
