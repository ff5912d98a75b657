import { ALLOW_EMPTY, explain, parseFile, readJson, type Command } from '../../platform/command.ts';
import { ConfigError } from '../../platform/config.ts';
import { checkReplacement, refuseUnknownFields } from '../../platform/replacement-file.ts';
import { incentiveFileSchema } from './contract.ts';
import { incentives } from './schema.ts';
import { createIncentiveService } from './service.ts';

/** `vitrine incentives`: list the incentives, or load a file of them. */
const incentivesCommand: Command = {
  name: 'incentives',
  usage: [
    { synopsis: 'incentives', summary: 'list the coupons offered for a sign-up or a share' },
    {
      synopsis: 'incentives load FILE [--replace [--allow-empty]]',
      summary: `load incentives from a JSON file ({ "incentives": [ … ] });
        --replace removes the incentives the file does not name`,
    },
  ],
  async run({ args: [action, file, ...flags], withDatabase }) {
    if (action !== undefined && action !== 'load') {
      throw new ConfigError(`unknown incentives command: ${action}`);
    }
    const replace = flags.includes('--replace');
    const input = action === 'load' ? readJson(file) : undefined;
    if (action === 'load') {
      const parsed = parseFile(incentiveFileSchema, file!, input);
      if (replace) {
        checkReplacement(file!, input, parsed, {
          count: parsed.incentives.length,
          what: 'incentives',
          allowEmpty: flags.includes(ALLOW_EMPTY),
        });
      } else refuseUnknownFields(file!, input, parsed);
    }
    await withDatabase(async (db) => {
      if (action === 'load') {
        // Loading gives no code: the service's coupon writer is never called here.
        const service = createIncentiveService(db, async () => undefined);
        const n = await service.load(input, { replace }).catch((e: unknown) => explain(e, file!));
        console.log(`Loaded ${n} incentives.`);
        return;
      }
      for (const { definition: i } of await db.select().from(incentives).orderBy(incentives.id)) {
        const off = i.discount_type === 'percent' ? `${i.amount} %` : `${i.amount} (minor units)`;
        const state = i.active ? '' : '\t(inactive)';
        console.log(`${i.key}\t${i.action}\t${off}\t${i.title}${state}`);
      }
    });
  },
};

/** The incentives module's merchant commands. */
export const incentivesCommands: Command[] = [incentivesCommand];
