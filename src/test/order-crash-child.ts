/**
 * A shop process that dies while placing an order, for the checkout's crash test
 * (modules/checkout/crash.test.ts). It completes the cart `CRASH_CART` with the key `CRASH_KEY`
 * and, with `CRASH_AT=placing`, stops inside the order's transaction (order, lines and mail
 * written, stock and coupon not yet) and says "placing"; with `CRASH_AT=placed`, the order
 * commits, it says "placed N", and its mail is still queued (this process polls for jobs only
 * every ten minutes). Either way the test kills it with SIGKILL.
 */
import { checkoutCall } from '../modules/checkout/checkout-flow.ts';
import { openDatabase } from '../platform/db.ts';
import { startShopProcess } from './shop-process.ts';

const hang = () => new Promise<never>(() => {});
const database = await openDatabase(
  process.env.DATABASE_URL
    ? { url: process.env.DATABASE_URL, poolSize: 4 }
    : { dataDir: process.env.CRASH_DATA_DIR! },
);
const app = await startShopProcess(
  database,
  { DATA_DIR: process.env.CRASH_OUTBOX_DIR! },
  { pollingIntervalSeconds: 600 },
);
if (process.env.CRASH_AT === 'placing') {
  app.orders.onPlaced(async () => {
    process.stdout.write('placing\n');
    await hang();
  });
}
const placed = await checkoutCall(app, 'POST', 'cart/checkout', process.env.CRASH_CART!, {
  idempotency_key: process.env.CRASH_KEY!,
});
process.stdout.write(`placed ${placed.status} ${placed.body.order_number}\n`);
await hang();
