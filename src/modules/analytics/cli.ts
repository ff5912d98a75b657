import type { Command } from '../../platform/command.ts';
import { ConfigError } from '../../platform/config.ts';
import { analyticsReport } from './report.ts';

/** `vitrine analytics [DAYS]`: the funnel, revenue by source and each tracker's delivery. */
const analyticsCommand: Command = {
  name: 'analytics',
  usage: [
    {
      synopsis: 'analytics [DAYS]',
      summary: `the funnel (views, carts, checkouts, orders), revenue by utm_medium and each
        tracker's delivery (sent, refused, waiting) over the last DAYS days (default 30)`,
    },
  ],
  async run({ args: [daysText], withDatabase }) {
    const days = daysText === undefined ? 30 : Number(daysText);
    if (!Number.isInteger(days) || days < 1 || days > 3650) {
      throw new ConfigError(`DAYS must be a whole number of days from 1 to 3650, not ${daysText}`);
    }
    await withDatabase(async (db) => {
      const report = await analyticsReport(db, days);
      console.log(`The last ${days} days`);
      let previous: number | undefined;
      for (const { step, events } of report.funnel) {
        const share = previous ? ` (${((events / previous) * 100).toFixed(1)} %)` : '';
        console.log(`  ${step.padEnd(14)}${String(events).padStart(8)}${share}`);
        previous = events || undefined;
      }
      console.log('Revenue by source (utm_medium)');
      if (report.sources.length === 0) console.log('  no paid orders');
      for (const s of report.sources) {
        console.log(
          `  ${s.source.padEnd(14)}${String(s.orders).padStart(8)} orders  ${s.revenue.toFixed(2)} ${s.currency}`,
        );
      }
      console.log('Trackers');
      if (report.trackers.length === 0) console.log('  none has run (set its keys to turn it on)');
      for (const t of report.trackers) {
        const error = t.lastError ? `  last error: ${t.lastError}` : '';
        console.log(
          `  ${t.tracker.padEnd(14)}sent ${t.sent}, refused ${t.refused}, waiting ${t.waiting}${error}`,
        );
      }
    });
  },
};

/** The analytics module's merchant commands. */
export const analyticsCommands: Command[] = [analyticsCommand];
