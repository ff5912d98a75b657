import { ALLOW_EMPTY, explain, parseFile, readJson, type Command } from '../../platform/command.ts';
import { ConfigError } from '../../platform/config.ts';
import { refuseEmptyReplacement, refuseUnknownFields } from '../../platform/replacement-file.ts';
import { createCatalogService } from '../catalog/service.ts';
import { merchFileSchema } from './contract.ts';
import { createMerchService } from './service.ts';

/** `vitrine merch load FILE`: each list in the file replaces the stored list of its kind. */
const merchCommand: Command = {
  name: 'merch',
  usage: [
    {
      synopsis: 'merch load FILE [--allow-empty]',
      summary: `load product tags, custom buttons, size charts, combinations, style
        combinations, diversion tests and grouped products from a JSON file;
        each list in the file replaces the stored list of its kind`,
    },
  ],
  async run({ config, args: [action, file, ...flags], withDatabase }) {
    if (action !== 'load') throw new ConfigError(`unknown merch command: ${action ?? ''}`);
    const input = readJson(file);
    const parsed = parseFile(merchFileSchema, file!, input);
    refuseUnknownFields(file!, input, parsed);
    // An empty list deletes every entry of its kind: each one is asked for.
    for (const [kind, list] of Object.entries(parsed)) {
      refuseEmptyReplacement(file!, {
        count: Array.isArray(list) ? list.length : 1,
        what: kind.replace(/_/g, ' '),
        allowEmpty: flags.includes(ALLOW_EMPTY),
      });
    }
    await withDatabase(async (db) => {
      const catalog = createCatalogService(db, config.SHOP_CURRENCY);
      const counts = await createMerchService(db, catalog)
        .load(input)
        .catch((e: unknown) => explain(e, file!));
      const loaded = Object.entries(counts).map(([kind, n]) => `${n} ${kind}`);
      console.log(`Loaded ${loaded.join(', ') || 'nothing'}.`);
    });
  },
};

/** The merchandising module's merchant commands. */
export const merchandisingCommands: Command[] = [merchCommand];
