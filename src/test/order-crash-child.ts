/**
 * A shop process that dies while placing an order, for the checkout's crash test
 * (modules/checkout/crash.test.ts). It completes the cart `CRASH_CART` with the key `CRASH_KEY`
 * and, with `CRASH_AT=placing`, stops inside the order's transaction (order, lines and mail
 * written, stock and coupon not yet) and says "placing"; with `CRASH_AT=placed`, the order
 * commits, it says "placed N", and its mail is still queued (this process polls for jobs only
 * every ten minutes). Either way the test kills it with SIGKILL.
 *
 * With `CRASH_AT=paying`, it runs the card completions of `CRASH_PLAN` (JSON: cart, key, token
 * and where the completion stops: nowhere, before or after the gateway's authorization, before
 * placing the order, before capturing it) all at once, says "done KEY" or "stopped KEY" for
 * each as it gets there, and waits to be killed.
 */
import { checkoutCall } from './checkout-flow.ts';
import { openDatabase } from '../platform/db.ts';
import { startShopProcess } from './shop-process.ts';

const hang = () => new Promise<never>(() => {});

/** One card completion of the crash test, and where it stops. */
export interface PayPlan {
  cart: string;
  key: string;
  token: string;
  stop: 'none' | 'before_authorize' | 'after_authorize' | 'placing' | 'capturing';
}

/** Runs the plan's completions at once, each stopped (hung) where the plan says. */
async function payAndStop(plan: PayPlan[]) {
  const stopOf = new Map(plan.map((p) => [`${p.cart}:${p.key}`, p.stop]));
  const stopAt = async (reference: string, stop: PayPlan['stop']) => {
    if (stopOf.get(reference) !== stop) return;
    process.stdout.write(`stopped ${reference}\n`);
    await hang();
  };
  const byPayment = new Map<string, string>();
  const { payments, orders } = app;
  const authorize = payments.authorize.bind(payments);
  payments.authorize = async (code, input) => {
    await stopAt(input.reference, 'before_authorize');
    const result = await authorize(code, input);
    if ('paymentId' in result) byPayment.set(result.paymentId, input.reference);
    await stopAt(input.reference, 'after_authorize');
    return result;
  };
  const place = orders.place.bind(orders);
  orders.place = async (input) => {
    if (input.payment) await stopAt(input.idempotencyKey, 'placing');
    return place(input);
  };
  const capture = payments.capture.bind(payments);
  payments.capture = async (code, id) => {
    await stopAt(byPayment.get(id) ?? '', 'capturing');
    return capture(code, id);
  };
  for (const p of plan) {
    void checkoutCall(app, 'POST', 'cart/checkout', p.cart, {
      idempotency_key: p.key,
      payment_token: p.token,
    }).then((res) => process.stdout.write(`done ${p.cart}:${p.key} ${res.status}\n`));
  }
}
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
if (process.env.CRASH_AT === 'paying') {
  await payAndStop(JSON.parse(process.env.CRASH_PLAN!) as PayPlan[]);
  await hang();
}
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
