import type { FastifyInstance } from 'fastify';
import { MODULES } from './modules/index.ts';
import type { OrderProgress, TrackingStatus } from './modules/orders/model.ts';
import { buildApp } from './platform/app.ts';
import { ConfigError, type Config } from './platform/config.ts';
import { openDatabase } from './platform/db.ts';
import { AppError } from './platform/errors.ts';
import { createTranslator } from './platform/i18n.ts';
import { loadAllMessages } from './storefront/server/messages.ts';

/** The `vitrine orders` and `vitrine shipping` commands' usage lines. */
export const ORDERS_USAGE = `  orders                list the newest orders
  orders fulfil NUMBER TRACKING [CARRIER]
                        ship an order with a tracking number (5-50 letters and digits)
  orders track TRACKING STATUS DESCRIPTION [LOCATION]
                        add a carrier's event (pending, notfound, transit, pickup, expired,
                        undelivered, exception, delivered)
  orders progress NUMBER STEP
                        move an order on (in_process, order_ready, out_for_delivery ...)
  orders paid NUMBER    record that an unpaid order's payment arrived
  orders refund NUMBER [AMOUNT]
                        refund an amount (in the shop's currency), or all that is left
  shipping load FILE [--replace]
                        load shipping zones, methods and insurance from a JSON file
`;

/**
 * Runs work against the whole shop without serving it: the modules over the configured
 * database, the job queue only enqueuing (the running shop's workers send the mail; on the
 * embedded database, the next start does).
 */
async function withShop<T>(config: Config, work: (app: FastifyInstance) => Promise<T>) {
  const database = await openDatabase({ url: config.DATABASE_URL, dataDir: config.dataDir });
  const app = await buildApp({
    config: { ...config, LOG_LEVEL: 'silent' },
    database,
    translator: createTranslator(await loadAllMessages()),
    modules: MODULES,
    jobs: { workers: false },
  });
  try {
    await database.migrate();
    await app.ready();
    return await work(app);
  } catch (error) {
    if (error instanceof AppError) {
      throw new ConfigError(app.translator('en-US', error.messageKey, error.values));
    }
    throw error;
  } finally {
    await app.close();
    await database.close();
  }
}

const orderNumber = (text: string | undefined) => {
  const n = Number(String(text ?? '').replace(/^#/, ''));
  if (!Number.isSafeInteger(n) || n <= 0) throw new ConfigError('name an order number');
  return n;
};

/** `vitrine orders ...`: the merchant's order commands. */
export async function ordersCommand(config: Config, [action, ...args]: string[]) {
  await withShop(config, async (app) => {
    const orders = app.orders.merchant;
    const money = (minor: number) => app.currency.toDecimal(minor).toFixed(2);
    const show = (o: {
      number: number;
      financialStatus: string;
      fulfillmentStatus: string;
      progress: string;
    }) => console.log(`#${o.number}: ${o.financialStatus}, ${o.fulfillmentStatus}, ${o.progress}`);
    switch (action) {
      case undefined:
        for (const o of await orders.list()) {
          console.log(
            `#${o.number}\t${o.createdAt.toISOString()}\t${o.email}\t${money(o.total)} ${o.currency}\t${o.financialStatus}\t${o.fulfillmentStatus}\t${o.progress}`,
          );
        }
        return;
      case 'fulfil':
        if (!args[1]) throw new ConfigError('name the tracking number');
        return show(await orders.fulfil(orderNumber(args[0]), args[1], args[2] ?? ''));
      case 'track':
        if (!args[0] || !args[1] || !args[2]) {
          throw new ConfigError('name the tracking number, the status and a description');
        }
        return show(
          await orders.track(args[0], {
            status: args[1] as TrackingStatus,
            description: args[2],
            ...(args[3] ? { location: args[3] } : {}),
          }),
        );
      case 'progress':
        return show(await orders.progress(orderNumber(args[0]), args[1] as OrderProgress));
      case 'paid':
        return show(await orders.markPaid(orderNumber(args[0])));
      case 'refund': {
        const amount = args[1] === undefined ? undefined : app.currency.toMinor(Number(args[1]));
        return show(await orders.refund(orderNumber(args[0]), amount));
      }
      default:
        throw new ConfigError(`unknown orders command: ${action}`);
    }
  });
}

/** `vitrine shipping load FILE [--replace]`. */
export async function shippingCommand(
  config: Config,
  [action, file, flag]: string[],
  readJson: (file: string | undefined) => unknown,
  explain: (error: unknown, source: string) => never,
) {
  if (action !== 'load') throw new ConfigError(`unknown shipping command: ${action ?? ''}`);
  const input = readJson(file);
  await withShop(config, async (app) => {
    const n = await app.shipping
      .load(input, { replace: flag === '--replace' })
      .catch((e: unknown) => explain(e, file!));
    console.log(`Loaded ${n} shipping zones.`);
  });
}
