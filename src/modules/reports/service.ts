import { desc } from 'drizzle-orm';
import type { Db } from '../../platform/db.ts';
import { AppError } from '../../platform/errors.ts';
import { FLOOD_WINDOW_MS, isFlooding, sentInWindow } from '../../platform/flood.ts';
import { maskCardNumbers } from '../analytics/mask.ts';
import type { ReportInput } from './contract.ts';
import { errorReports } from './schema.ts';

/** Reports one address may send in the flood window: a page's mistakes, not a script's. */
export const MAX_REPORTS_PER_WINDOW = 30;

/** The error-reporting sink. */
export type ReportsService = ReturnType<typeof createReportsService>;

/** Creates the reports service over a database. */
export function createReportsService(db: Db) {
  return {
    /**
     * Keeps one report; an address that sent 30 in ten minutes is refused (429), counted in the
     * database so every instance agrees. The page's address is kept with card numbers masked.
     */
    async report(input: ReportInput, client: { clientKey: string; locale: string }) {
      if (
        isFlooding(await sentInWindow(db, errorReports, client.clientKey), MAX_REPORTS_PER_WINDOW)
      ) {
        throw new AppError(429, 'statistics_flood', { minutes: FLOOD_WINDOW_MS / 60_000 });
      }
      await db.insert(errorReports).values({
        path: maskCardNumbers(input.path.split('?')[0]!),
        method: input.method,
        status: input.status,
        code: input.code,
        field: input.field,
        page: maskCardNumbers(input.page),
        locale: client.locale,
        clientKey: client.clientKey,
      });
    },

    /** The newest reports first, for the shop to read. */
    async latest(limit = 50) {
      return db
        .select()
        .from(errorReports)
        .orderBy(desc(errorReports.createdAt), desc(errorReports.id))
        .limit(limit);
    },
  };
}
