import { createHash } from 'node:crypto';
import { and, count, gt, inArray } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from './db.ts';

/**
 * Flood control for what shoppers send (reviews, picture uploads, contact messages): how many
 * one address may send in a window. Modules count in the database what an address sent, so the
 * limit holds across every instance of the shop.
 */

/** The window: ten minutes. */
export const FLOOD_WINDOW_MS = 10 * 60 * 1000;

/** Whether one more would go over the limit, given how many were sent in the window. */
export const isFlooding = (sentInWindow: number, limit: number) => sentInWindow >= limit;

/** A one-way key of a client's address: enough to count what it sends, not to find it. */
export const clientKeyOf = (ip: string) =>
  createHash('sha256').update(`vitrine-client:${ip}`).digest('base64url').slice(0, 22);

/** A table of what clients send: each row's client key and when it came. */
type SentRows = PgTable & { clientKey: AnyPgColumn; createdAt: AnyPgColumn };

/** How many rows of `table` one address wrote in the window. */
export async function sentInWindow(db: Db, table: SentRows, clientKey: string): Promise<number> {
  return (await sentInWindowBy(db, table, [clientKey])).get(clientKey) ?? 0;
}

/** How many rows of `table` each of these addresses wrote in the window (one statement). */
export async function sentInWindowBy(
  db: Db,
  table: SentRows,
  clientKeys: readonly string[],
): Promise<Map<string, number>> {
  const since = new Date(Date.now() - FLOOD_WINDOW_MS);
  const rows = await db
    .select({ key: table.clientKey, n: count() })
    .from(table as PgTable)
    .where(and(inArray(table.clientKey, [...clientKeys]), gt(table.createdAt, since)))
    .groupBy(table.clientKey);
  return new Map(rows.map((row) => [String(row.key), Number(row.n)]));
}
