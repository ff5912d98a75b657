/**
 * Flood control for reviews and their pictures: how many one address may send in the window of
 * platform/flood.ts.
 */
import { and, count, eq, gt } from 'drizzle-orm';
import type { Db } from '../../platform/db.ts';
import { FLOOD_WINDOW_MS } from '../../platform/flood.ts';
import type { reviewFiles, reviews } from './schema.ts';

export { FLOOD_WINDOW_MS, isFlooding } from '../../platform/flood.ts';

/** How many reviews, or picture uploads, one address sent in the window. */
export async function sentInWindow(
  db: Db,
  table: typeof reviews | typeof reviewFiles,
  clientKey: string,
): Promise<number> {
  const since = new Date(Date.now() - FLOOD_WINDOW_MS);
  const [row] = await db
    .select({ n: count() })
    .from(table)
    .where(and(eq(table.clientKey, clientKey), gt(table.createdAt, since)));
  return Number(row?.n ?? 0);
}

/** Reviews one address may post in the window. */
export const MAX_REVIEWS_PER_WINDOW = 5;

/** Picture uploads (signed) one address may start in the window. */
export const MAX_UPLOADS_PER_WINDOW = 30;
