import type { Command } from '../../platform/command.ts';
import { ConfigError } from '../../platform/config.ts';
import type { OrderProgress, TrackingStatus } from './model.ts';

const orderNumber = (text: string | undefined) => {
  const n = Number(String(text ?? '').replace(/^#/, ''));
  if (!Number.isSafeInteger(n) || n <= 0) throw new ConfigError('name an order number');
  return n;
};

/** An order's state, as each order command answers. */
const show = (o: {
  number: number;
  financialStatus: string;
  fulfillmentStatus: string;
  progress: string;
}) => console.log(`#${o.number}: ${o.financialStatus}, ${o.fulfillmentStatus}, ${o.progress}`);

/** `vitrine orders ...`: the merchant's order commands. */
const ordersCommand: Command = {
  name: 'orders',
  usage: [
    { synopsis: 'orders', summary: 'list the newest orders' },
    {
      synopsis: 'orders fulfil NUMBER TRACKING [CARRIER]',
      summary: 'ship an order with a tracking number (5-50 letters and digits)',
    },
    {
      synopsis: 'orders track TRACKING STATUS DESCRIPTION [LOCATION]',
      summary: `add a carrier's event (pending, notfound, transit, pickup, expired,
        undelivered, exception, delivered)`,
    },
    {
      synopsis: 'orders progress NUMBER STEP',
      summary: 'move an order on (in_process, order_ready, out_for_delivery ...)',
    },
    { synopsis: 'orders paid NUMBER', summary: "record that an unpaid order's payment arrived" },
    {
      synopsis: 'orders refund NUMBER [AMOUNT]',
      summary: "refund an amount (in the shop's currency), or all that is left",
    },
  ],
  run: ({ args: [action, ...args], withShop }) =>
    withShop(async (app) => {
      const orders = app.orders.merchant;
      const money = (minor: number) => app.currency.toDecimal(minor).toFixed(2);
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
    }),
};

/** The orders module's merchant commands. */
export const ordersCommands: Command[] = [ordersCommand];
