import { sql } from 'drizzle-orm';
import type { Db } from '../../platform/db.ts';

/** The steps of the funnel, by the events that mark them. */
export const FUNNEL = [
  ['views', 'page_view'],
  ['product views', 'view_item'],
  ['carts', 'add_to_cart'],
  ['checkouts', 'begin_checkout'],
  ['orders', 'purchase'],
] as const;

/** What the merchant reads of the shop's analytics over a number of days. */
export interface AnalyticsReport {
  days: number;
  /** Each funnel step's events, in order. */
  funnel: { step: string; events: number }[];
  /** Paid orders and their revenue by utm_medium ('(none)' without one), largest first. */
  sources: { source: string; orders: number; revenue: number; currency: string }[];
  /** Each tracker's delivery: sent, refused (dead letters), still waiting, its last error. */
  trackers: {
    tracker: string;
    sent: number;
    refused: number;
    waiting: number;
    lastError: string | null;
  }[];
}

const rowsOf = <T>(result: unknown): T[] =>
  (Array.isArray(result) ? result : (result as { rows: T[] }).rows) as T[];

/**
 * The merchant's view of the stored events (funnel counts, revenue by source, each tracker's
 * delivery state), over the last `days` days: what the CLI prints and the admin will show.
 */
export async function analyticsReport(db: Db, days = 30): Promise<AnalyticsReport> {
  const since = sql`now() - make_interval(days => ${days})`;
  const counts = rowsOf<{ name: string; n: number }>(
    await db.execute(sql`
      select name, count(*)::int as n from analytics_events
      where occurred_at >= ${since} group by name`),
  );
  const sources = rowsOf<{ source: string; orders: number; revenue: string; currency: string }>(
    await db.execute(sql`
      select coalesce(params->>'utm_medium', '(none)') as source, count(*)::int as orders,
        sum((params->>'value')::numeric)::text as revenue, params->>'currency' as currency
      from analytics_events
      where name = 'purchase' and occurred_at >= ${since}
      group by 1, 4 order by sum((params->>'value')::numeric) desc`),
  );
  const trackers = rowsOf<{
    tracker: string;
    sent: number;
    refused: number;
    waiting: number;
    last_error: string | null;
  }>(
    await db.execute(sql`
      select f.tracker, f.sent, f.refused, f.last_error,
        (select count(*)::int from analytics_events e where e.id > f.last_seq) as waiting
      from analytics_forwarding f order by f.tracker`),
  );
  const byName = new Map(counts.map((c) => [c.name, c.n]));
  return {
    days,
    funnel: FUNNEL.map(([step, name]) => ({ step, events: byName.get(name) ?? 0 })),
    sources: sources.map((s) => ({ ...s, revenue: Number(s.revenue) })),
    trackers: trackers.map(({ last_error, ...t }) => ({ ...t, lastError: last_error })),
  };
}
