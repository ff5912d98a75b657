import { ALLOW_EMPTY, explain, parseFile, readJson, type Command } from '../../platform/command.ts';
import { ConfigError } from '../../platform/config.ts';
import { checkReplacement, refuseUnknownFields } from '../../platform/replacement-file.ts';
import { createDiscountService, discountFileSchema } from './service.ts';

/** `vitrine discounts`: list the discounts, or load a file of them. */
const discountsCommand: Command = {
  name: 'discounts',
  usage: [
    { synopsis: 'discounts', summary: 'list the discounts and coupons' },
    {
      synopsis: 'discounts load FILE [--replace [--allow-empty]]',
      summary: `load discounts and coupons from a JSON file ({ "discounts": [ … ] });
        --replace removes the discounts the file does not name`,
    },
  ],
  async run({ args: [action, file, ...flags], withDatabase }) {
    if (action !== undefined && action !== 'load') {
      throw new ConfigError(`unknown discounts command: ${action}`);
    }
    const replace = flags.includes('--replace');
    const input = action === 'load' ? readJson(file) : undefined;
    if (action === 'load') {
      const parsed = parseFile(discountFileSchema, file!, input);
      if (replace) {
        checkReplacement(file!, input, parsed, {
          count: parsed.discounts.length,
          what: 'discounts',
          allowEmpty: flags.includes(ALLOW_EMPTY),
        });
      } else refuseUnknownFields(file!, input, parsed);
    }
    await withDatabase(async (db) => {
      const service = createDiscountService(db);
      if (action === 'load') {
        const n = await service.load(input, { replace }).catch((e: unknown) => explain(e, file!));
        console.log(`Loaded ${n} discounts.`);
        return;
      }
      for (const d of await service.all()) {
        console.log(`${d.key}\t${d.code ?? '(automatic)'}\t${d.discount_type}\t${d.title}`);
      }
    });
  },
};

/** The discounts module's merchant commands. */
export const discountsCommands: Command[] = [discountsCommand];
