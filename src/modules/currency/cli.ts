import { ALLOW_EMPTY, explain, parseFile, readJson, type Command } from '../../platform/command.ts';
import { ConfigError } from '../../platform/config.ts';
import { checkReplacement } from '../../platform/replacement-file.ts';
import { createCurrencyService, ratesInputSchema } from './service.ts';

/** `EUR=0.92 GBP=0.79` as rates. */
const ratesOfPairs = (pairs: string[]) =>
  Object.fromEntries(
    pairs.map((pair) => {
      const [code = '', rate = ''] = pair.split('=');
      return [code.toUpperCase(), Number(rate)];
    }),
  );

/** `vitrine rates`: list, set or replace the exchange rates. */
const ratesCommand: Command = {
  name: 'rates',
  usage: [
    {
      synopsis: 'rates',
      summary: 'list the exchange rates (from the checkout currency, SHOP_CURRENCY)',
    },
    { synopsis: 'rates set EUR=0.92 …', summary: 'set exchange rates' },
    {
      synopsis: 'rates load FILE [--allow-empty]',
      summary: 'replace the rates with a JSON file: { "EUR": 0.92, … }',
    },
  ],
  async run({ config, args: [action, ...args], withDatabase }) {
    if (action === 'set' && args.length === 0) throw new ConfigError('give rates as EUR=0.92');
    if (action !== undefined && action !== 'set' && action !== 'load') {
      throw new ConfigError(`unknown rates command: ${action}`);
    }
    const file = args[0]!;
    const input = action === 'load' ? readJson(file) : action === 'set' ? ratesOfPairs(args) : {};
    if (action === 'load') {
      const rates = parseFile(ratesInputSchema, file, input);
      checkReplacement(file, input, rates, {
        count: Object.keys(rates).length,
        what: 'rates',
        allowEmpty: args.includes(ALLOW_EMPTY),
      });
    }
    await withDatabase(async (db) => {
      const currency = createCurrencyService(config.SHOP_CURRENCY, db);
      if (action === undefined) {
        const { base, rates } = await currency.rates();
        for (const [code, rate] of Object.entries(rates)) console.log(`${code}\t${rate}`);
        console.log(`(1 ${base} in each currency)`);
        return;
      }
      const n = await currency
        .setRates(input, { replace: action === 'load' })
        .catch((e: unknown) => explain(e, action === 'load' ? file : 'The rates'));
      console.log(`Set ${n} exchange rates from ${config.SHOP_CURRENCY}.`);
    });
  },
};

/** The currency module's merchant commands. */
export const currencyCommands: Command[] = [ratesCommand];
