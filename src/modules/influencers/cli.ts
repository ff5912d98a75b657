import { ALLOW_EMPTY, explain, parseFile, readJson, type Command } from '../../platform/command.ts';
import { ConfigError } from '../../platform/config.ts';
import { checkReplacement, refuseUnknownFields } from '../../platform/replacement-file.ts';
import { influencerFileSchema } from './contract.ts';
import { createInfluencerService } from './service.ts';

/** `vitrine influencers`: each influencer's attributed and refused orders, or load a file. */
const influencersCommand: Command = {
  name: 'influencers',
  usage: [
    {
      synopsis: 'influencers',
      summary: "list the influencers' codes, with the orders attributed to each and refused",
    },
    {
      synopsis: 'influencers load FILE [--replace [--allow-empty]]',
      summary: `load influencers from a JSON file ({ "influencers": [ … ] });
        --replace removes the codes the file does not name`,
    },
  ],
  async run({ args: [action, file, ...flags], withDatabase }) {
    if (action !== undefined && action !== 'load') {
      throw new ConfigError(`unknown influencers command: ${action}`);
    }
    const replace = flags.includes('--replace');
    const input = action === 'load' ? readJson(file) : undefined;
    if (action === 'load') {
      const parsed = parseFile(influencerFileSchema, file!, input);
      if (replace) {
        checkReplacement(file!, input, parsed, {
          count: parsed.influencers.length,
          what: 'influencers',
          allowEmpty: flags.includes(ALLOW_EMPTY),
        });
      } else refuseUnknownFields(file!, input, parsed);
    }
    await withDatabase(async (db) => {
      // The commands' database has no orders service: no referral is recorded from here.
      const service = createInfluencerService(db, async () => []);
      if (action === 'load') {
        const n = await service.load(input, { replace }).catch((e: unknown) => explain(e, file!));
        console.log(`Loaded ${n} influencers.`);
        return;
      }
      for (const i of await service.report()) {
        const state = i.active ? '' : '\t(inactive)';
        console.log(`${i.code}\t${i.name}\t${i.attributed} orders\t${i.refused} refused${state}`);
      }
    });
  },
};

/** The influencers module's merchant commands. */
export const influencersCommands: Command[] = [influencersCommand];
