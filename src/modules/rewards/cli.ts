import { ALLOW_EMPTY, explain, parseFile, readJson, type Command } from '../../platform/command.ts';
import { ConfigError } from '../../platform/config.ts';
import { checkReplacement, refuseUnknownFields } from '../../platform/replacement-file.ts';
import { campaignFileSchema, campaignSchema } from './contract.ts';
import { rewardCampaigns } from './schema.ts';
import { loadCampaigns } from './campaigns-file.ts';

/** `vitrine rewards`: list the reward campaigns, or load a file of them. */
const rewardsCommand: Command = {
  name: 'rewards',
  usage: [
    { synopsis: 'rewards', summary: 'list the reward campaigns customers spend points on' },
    {
      synopsis: 'rewards load FILE [--replace [--allow-empty]]',
      summary: `load reward campaigns from a JSON file ({ "campaigns": [ … ] });
        --replace removes the campaigns the file does not name`,
    },
  ],
  async run({ args: [action, file, ...flags], withDatabase }) {
    if (action !== undefined && action !== 'load') {
      throw new ConfigError(`unknown rewards command: ${action}`);
    }
    const replace = flags.includes('--replace');
    const input = action === 'load' ? readJson(file) : undefined;
    if (action === 'load') {
      const parsed = parseFile(campaignFileSchema, file!, input);
      if (replace) {
        checkReplacement(file!, input, parsed, {
          count: parsed.campaigns.length,
          what: 'campaigns',
          allowEmpty: flags.includes(ALLOW_EMPTY),
        });
      } else refuseUnknownFields(file!, input, parsed);
    }
    await withDatabase(async (db) => {
      if (action === 'load') {
        const n = await loadCampaigns(db, input, { replace }).catch((e: unknown) =>
          explain(e, file!),
        );
        console.log(`Loaded ${n} reward campaigns.`);
        return;
      }
      for (const row of await db.select().from(rewardCampaigns).orderBy(rewardCampaigns.id)) {
        const c = campaignSchema.parse(row.definition);
        const state = c.active ? '' : '\t(inactive)';
        console.log(`${c.key}\t${c.cost} points\t${c.discount_type}\t${c.title}${state}`);
      }
    });
  },
};

/** The rewards module's merchant commands. */
export const rewardsCommands: Command[] = [rewardsCommand];
