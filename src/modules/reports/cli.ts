import type { Command } from '../../platform/command.ts';
import { ConfigError } from '../../platform/config.ts';
import { createReportsService } from './service.ts';

/** `vitrine reports [N]`: the newest reports of refused store calls. */
const reportsCommand: Command = {
  name: 'reports',
  usage: [
    {
      synopsis: 'reports [N]',
      summary: `the N newest reports of store calls refused in shoppers' browsers (default 50):
        when, the call, its status and code, the field and the page`,
    },
  ],
  async run({ args: [countText], withDatabase }) {
    const n = countText === undefined ? 50 : Number(countText);
    if (!Number.isInteger(n) || n < 1 || n > 1000) {
      throw new ConfigError(`N must be a whole number from 1 to 1000, not ${countText}`);
    }
    await withDatabase(async (db) => {
      const rows = await createReportsService(db).latest(n);
      if (rows.length === 0) console.log('No reports.');
      for (const r of rows) {
        const field = r.field ? ` (${r.field})` : '';
        console.log(
          `${r.createdAt.toISOString()}  ${r.method} ${r.path} ${r.status} ${r.code || '-'}${field}  on ${r.page || '-'} [${r.locale}]`,
        );
      }
    });
  },
};

/** The reports module's merchant commands. */
export const reportsCommands: Command[] = [reportsCommand];
