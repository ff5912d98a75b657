import { ALLOW_EMPTY, explain, parseFile, readJson, type Command } from '../../platform/command.ts';
import { ConfigError } from '../../platform/config.ts';
import { checkReplacement, refuseUnknownFields } from '../../platform/replacement-file.ts';
import { popupFileSchema } from './contract.ts';
import { popups } from './schema.ts';
import { createPopupService } from './service.ts';

/** `vitrine popups`: list the marketing popups, or load a file of them. */
const popupsCommand: Command = {
  name: 'popups',
  usage: [
    { synopsis: 'popups', summary: 'list the marketing popups, in the order they are tried' },
    {
      synopsis: 'popups load FILE [--replace [--allow-empty]]',
      summary: `load marketing popups from a JSON file ({ "popups": [ … ] });
        --replace removes the popups the file does not name`,
    },
  ],
  async run({ args: [action, file, ...flags], withDatabase }) {
    if (action !== undefined && action !== 'load') {
      throw new ConfigError(`unknown popups command: ${action}`);
    }
    const replace = flags.includes('--replace');
    const input = action === 'load' ? readJson(file) : undefined;
    if (action === 'load') {
      const parsed = parseFile(popupFileSchema, file!, input);
      if (replace) {
        checkReplacement(file!, input, parsed, {
          count: parsed.popups.length,
          what: 'popups',
          allowEmpty: flags.includes(ALLOW_EMPTY),
        });
      } else refuseUnknownFields(file!, input, parsed);
    }
    await withDatabase(async (db) => {
      if (action === 'load') {
        const n = await createPopupService(db)
          .load(input, { replace })
          .catch((e: unknown) => explain(e, file!));
        console.log(`Loaded ${n} popups.`);
        return;
      }
      for (const { definition: p } of await db.select().from(popups).orderBy(popups.id)) {
        const state = p.active ? '' : '\t(inactive)';
        console.log(`${p.key}\t${p.kind}\t${p.trigger}\t${p.pages.join(',')}\t${p.title}${state}`);
      }
    });
  },
};

/** The popups module's merchant commands. */
export const popupsCommands: Command[] = [popupsCommand];
