import { desc } from 'drizzle-orm';
import type { Db } from '../../platform/db.ts';
import { isFlooding, sentInWindow } from '../../platform/flood.ts';
import { maskCardNumbers } from '../analytics/mask.ts';
import type { ReportInput } from './contract.ts';
import { errorReports } from './schema.ts';

/** Reports kept of one address in the flood window (ten minutes): a page's mistakes, not a script's. */
export const MAX_REPORTS_PER_WINDOW = 30;

/** The error-reporting sink. */
export type ReportsService = ReturnType<typeof createReportsService>;

/** Creates the reports service over a database. */
export function createReportsService(db: Db) {
  return {
    /**
     * Keeps one report, and says whether it did: an address that sent 30 in ten minutes has the
     * next dropped (counted in the database, so every instance agrees), answered alike, for a
     * browser has nothing to do about it and a shopper nothing to see. The page's address is
     * kept with card numbers masked.
     */
    async report(
      input: ReportInput,
      client: { clientKey: string; locale: string },
    ): Promise<boolean> {
      if (
        isFlooding(await sentInWindow(db, errorReports, client.clientKey), MAX_REPORTS_PER_WINDOW)
      ) {
        return false;
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
      return true;
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
