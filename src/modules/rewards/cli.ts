import type { Command } from '../../platform/command.ts';
import { listOrLoadCommand } from '../../platform/list-or-load-command.ts';
import { campaignFileSchema, campaignSchema } from './contract.ts';
import { rewardCampaigns } from './schema.ts';
import { loadCampaigns } from './campaigns-file.ts';

/** `vitrine rewards`: list the reward campaigns, or load a file of them. */
const rewardsCommand = listOrLoadCommand({
  name: 'rewards',
  what: 'reward campaigns',
  listSummary: 'list the reward campaigns customers spend points on',
  shape: '{ "campaigns": [ … ] }',
  schema: campaignFileSchema,
  count: (file) => file.campaigns.length,
  load: loadCampaigns,
  list: async (db) =>
    (await db.select().from(rewardCampaigns).orderBy(rewardCampaigns.id)).map((row) => {
      const c = campaignSchema.parse(row.definition);
      const state = c.active ? '' : '\t(inactive)';
      return `${c.key}\t${c.cost} points\t${c.discount_type}\t${c.title}${state}`;
    }),
});

/** The rewards module's merchant commands. */
export const rewardsCommands: Command[] = [rewardsCommand];
