import type { Command } from '../../platform/command.ts';
import { listOrLoadCommand } from '../../platform/list-or-load-command.ts';
import { incentiveFileSchema } from './contract.ts';
import { incentives } from './schema.ts';
import { createIncentiveService } from './service.ts';

/** `vitrine incentives`: list the incentives, or load a file of them. */
const incentivesCommand = listOrLoadCommand({
  name: 'incentives',
  what: 'incentives',
  listSummary: 'list the coupons offered for a sign-up or a share',
  shape: '{ "incentives": [ … ] }',
  schema: incentiveFileSchema,
  count: (file) => file.incentives.length,
  // Loading gives no code: the service's coupon writer is never called here.
  load: (db, input, options) =>
    createIncentiveService(db, async () => undefined).load(input, options),
  list: async (db) =>
    (await db.select().from(incentives).orderBy(incentives.id)).map(({ definition: i }) =>
      [
        i.key,
        i.action,
        i.discount_type === 'percent' ? `${i.amount} %` : `${i.amount} (minor units)`,
        i.title,
        i.active ? '' : '(inactive)',
      ]
        .filter(Boolean)
        .join('\t'),
    ),
});

/** The incentives module's merchant commands. */
export const incentivesCommands: Command[] = [incentivesCommand];
