import { ALLOW_EMPTY, explain, parseFile, readJson, type Command } from '../../platform/command.ts';
import { ConfigError } from '../../platform/config.ts';
import { checkReplacement } from '../../platform/replacement-file.ts';
import { blocksFile } from './contract.ts';
import { createBlocksService } from './service.ts';

/** `vitrine blocks load FILE`: replace the FAQ and the videos. */
const blocksCommand: Command = {
  name: 'blocks',
  usage: [
    {
      synopsis: 'blocks load FILE [--allow-empty]',
      summary: `replace the FAQ and the videos with a JSON file
        ({ "faq": [ … ], "videos": [ … ] })`,
    },
  ],
  async run({ args: [action, file, ...flags], withDatabase }) {
    if (action !== 'load') throw new ConfigError(`unknown blocks command: ${action ?? ''}`);
    const input = readJson(file);
    const parsed = parseFile(blocksFile.strict(), file!, input);
    checkReplacement(file!, input, parsed, {
      count: parsed.faq.length + parsed.videos.length,
      what: 'questions or videos',
      allowEmpty: flags.includes(ALLOW_EMPTY),
    });
    await withDatabase(async (db) => {
      const n = await createBlocksService(db)
        .load(input as never)
        .catch((e: unknown) => explain(e, file!));
      console.log(`Loaded ${n.faq} questions and ${n.videos} videos.`);
    });
  },
};

/** The blocks module's merchant commands. */
export const blocksCommands: Command[] = [blocksCommand];
