import { ALLOW_EMPTY, explain, parseFile, readJson, type Command } from '../../platform/command.ts';
import { ConfigError } from '../../platform/config.ts';
import { checkReplacement } from '../../platform/replacement-file.ts';
import { sitesFile } from './contract.ts';
import { createSitesService } from './service.ts';

/** `vitrine sites load FILE`: replace the sibling shops. */
const sitesCommand: Command = {
  name: 'sites',
  usage: [
    {
      synopsis: 'sites load FILE [--allow-empty]',
      summary: `replace the sibling shops (other languages or countries) with a JSON
        file ({ "sites": [ { "name", "url", "locale", "country", "currency" } ] })`,
    },
  ],
  async run({ args: [action, file, ...flags], withDatabase }) {
    if (action !== 'load') throw new ConfigError(`unknown sites command: ${action ?? ''}`);
    const input = readJson(file);
    const parsed = parseFile(sitesFile, file!, input);
    checkReplacement(file!, input, parsed, {
      count: parsed.sites.length,
      what: 'sibling shops',
      allowEmpty: flags.includes(ALLOW_EMPTY),
    });
    await withDatabase(async (db) => {
      const n = await createSitesService(db)
        .load(input as never)
        .catch((e: unknown) => explain(e, file!));
      console.log(`Loaded ${n} sibling shops.`);
    });
  },
};

/** The sites module's merchant commands. */
export const sitesCommands: Command[] = [sitesCommand];
