import { ALLOW_EMPTY, explain, parseFile, readJson, type Command } from '../../platform/command.ts';
import { ConfigError } from '../../platform/config.ts';
import { checkReplacement, refuseUnknownFields } from '../../platform/replacement-file.ts';
import { shippingFileSchema } from './definition.ts';

/** `vitrine shipping load FILE [--replace]`. */
const shippingCommand: Command = {
  name: 'shipping',
  usage: [
    {
      synopsis: 'shipping load FILE [--replace [--allow-empty]]',
      summary: `load shipping zones, methods and insurance from a JSON file;
        --replace removes the zones the file does not name`,
    },
  ],
  async run({ args: [action, file, ...flags], withShop }) {
    if (action !== 'load') throw new ConfigError(`unknown shipping command: ${action ?? ''}`);
    const input = readJson(file);
    const replace = flags.includes('--replace');
    const parsed = parseFile(shippingFileSchema, file!, input);
    if (replace) {
      checkReplacement(file!, input, parsed, {
        count: parsed.zones.length,
        what: 'shipping zones',
        allowEmpty: flags.includes(ALLOW_EMPTY),
      });
    } else refuseUnknownFields(file!, input, parsed);
    await withShop(async (app) => {
      const n = await app.shipping
        .load(input, { replace })
        .catch((e: unknown) => explain(e, file!));
      console.log(`Loaded ${n} shipping zones.`);
    });
  },
};

/** The shipping module's merchant commands. */
export const shippingCommands: Command[] = [shippingCommand];
