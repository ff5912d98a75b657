import type { Command } from '../../platform/command.ts';
import { listOrLoadCommand } from '../../platform/list-or-load-command.ts';
import { influencerFileSchema } from './contract.ts';
import { createInfluencerService } from './service.ts';

// The commands' database has no orders service: no referral is recorded from here.
const service = (db: Parameters<typeof createInfluencerService>[0]) =>
  createInfluencerService(db, async () => []);

/** `vitrine influencers`: each influencer's attributed and refused orders, or load a file. */
const influencersCommand = listOrLoadCommand({
  name: 'influencers',
  what: 'influencers',
  listSummary: "list the influencers' codes, with the orders attributed to each and refused",
  shape: '{ "influencers": [ … ] }',
  schema: influencerFileSchema,
  count: (file) => file.influencers.length,
  load: (db, input, options) => service(db).load(input, options),
  list: async (db) =>
    (await service(db).report()).map((i) =>
      [
        i.code,
        i.name,
        `${i.attributed} orders`,
        `${i.refused} refused`,
        i.active ? '' : '(inactive)',
      ]
        .filter(Boolean)
        .join('\t'),
    ),
});

/** The influencers module's merchant commands. */
export const influencersCommands: Command[] = [influencersCommand];
