import { spawn } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it, vi } from 'vitest';
import { openDatabase, queryRows, type Database } from '../../platform/db.ts';
import { PROJECT_ROOT } from '../../platform/paths.ts';
import { compiledEntry } from '../../test/compiled.ts';
import { openTestDatabase } from '../../test/harness.ts';
import { readShop } from '../../test/shop.ts';
import { startShopProcess } from '../../test/shop-process.ts';
import { startSmtpServer } from '../../test/smtp.ts';
import type { PayPlan } from '../../test/order-crash-child.ts';
import { checkoutCall, completeSteps } from '../../test/checkout-flow.ts';

// A shop process killed with SIGKILL while it places an order, then started again: the order is
// all there or not at all, and its confirmation mail goes out once.

const pg = Boolean(process.env.DATABASE_URL);
const workDir = path.join(PROJECT_ROOT, '.tmp', `order-crash-${process.pid}`);
const dataDir = path.join(workDir, 'db');
const EMAIL = 'crash@example.com';
const KEY = 'crash-test-key-0001-abcdef';

let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
let pgTest: Awaited<ReturnType<typeof openTestDatabase>> | undefined;

/** The shop's database as a new process opens it (PGlite: its folder; PostgreSQL: its pool). */
const open = () =>
  pgTest ? openDatabase({ url: pgTest.url!, poolSize: 4 }) : openDatabase({ dataDir });

/** The shop started again over that database, sending mail to the test's SMTP server. */
const startShop = (database: Database) =>
  startShopProcess(
    database,
    { DATA_DIR: workDir, SMTP_URL: smtp.url },
    { pollingIntervalSeconds: 0.5 },
  );

/**
 * Runs the crashing child until its output satisfies `until` (each line as it comes), then kills
 * it with SIGKILL; answers what it said.
 */
async function crashWhile(
  at: 'placing' | 'placed' | 'paying',
  cart: string,
  until: RegExp | ((output: string) => boolean),
  extra: NodeJS.ProcessEnv = {},
) {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    ...extra,
    CRASH_AT: at,
    CRASH_CART: cart,
    CRASH_KEY: KEY,
    CRASH_OUTBOX_DIR: workDir,
  };
  if (pgTest) env.DATABASE_URL = pgTest.url;
  else {
    env.CRASH_DATA_DIR = dataDir;
    delete env.DATABASE_URL;
  }
  const child = spawn(process.execPath, [compiledEntry('order-crash-child')], {
    cwd: PROJECT_ROOT,
    env,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const exited = new Promise<NodeJS.Signals | null>((resolve) =>
    child.once('exit', (_code, signal) => resolve(signal)),
  );
  const reached = typeof until === 'function' ? until : (text: string) => until.test(text);
  let output = '';
  await new Promise<void>((resolve, reject) => {
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      if (reached(output)) resolve();
    });
    void exited.then(() => reject(new Error(`the child exited early, saying: ${output}`)));
  });
  child.kill('SIGKILL');
  expect(await exited).toBe('SIGKILL');
  return output;
}

async function stateOf(database: Database, variantId: number, cart: string) {
  const [row] = await queryRows<{
    orders: number;
    lines: number;
    mails: number;
    stock: number;
    coupon: number;
    in_cart: number;
  }>(
    database.db,
    sql`select
      (select count(*)::int from orders where email = ${EMAIL}) as orders,
      (select count(*)::int from order_lines l join orders o on o.id = l.order_id
        where o.email = ${EMAIL}) as lines,
      (select count(*)::int from pgboss.job where name = 'mail.send'
        and data->>'to' = ${EMAIL}) as mails,
      (select stock from variants where id = ${variantId}) as stock,
      (select used_count from discounts where code = 'ONCE5') as coupon,
      (select count(*)::int from cart_lines i join carts c on c.id = i.cart_id
        where c.hash = ${cart}) as in_cart`,
  );
  return row!;
}

beforeAll(async () => {
  smtp = await startSmtpServer();
  rmSync(workDir, { recursive: true, force: true });
  mkdirSync(dataDir, { recursive: true });
  if (pg) pgTest = await openTestDatabase();
  else {
    // The template's files, so each process starts in a second rather than after initdb.
    const template = new Blob([readFileSync(inject('pgliteTemplate'))]);
    await (await openDatabase({ dataDir, loadDataDir: template })).close();
  }
});
afterAll(async () => {
  await pgTest?.drop();
  await smtp.close();
  rmSync(workDir, { recursive: true, force: true });
});

describe(`a shop killed while placing an order (${pg ? 'PostgreSQL' : 'PGlite'})`, () => {
  it('keeps no half order, and after the restart places it once and mails it once', async () => {
    // A shopper's cart, ready to pay: two units of a stocked variant and the single-use coupon.
    let database = await open();
    let app = await startShop(database);
    const shop = await readShop(app);
    const item = shop.variantIn(undefined, (v) => v.manage_stock);
    const { cookie: cart } = await shop.cartWith({ ...item, quantity: 2 });
    expect((await shop.call('POST', 'cart/coupons', cart, { code: 'ONCE5' })).status).toBe(200);
    await completeSteps(app, cart!, { email: EMAIL });
    const before = await stateOf(database, item.variant.ID, cart!);
    expect(before).toMatchObject({ orders: 0, mails: 0, in_cart: 1, coupon: 0 });
    await app.close();
    await database.close();

    // Killed inside the order's transaction: the order, its lines and its mail were written,
    // the stock and the coupon not yet. Nothing of it stays.
    await crashWhile('placing', cart!, /placing/);
    database = await open();
    expect(await stateOf(database, item.variant.ID, cart!)).toEqual(before);
    await database.close();

    // Killed after the order committed, its mail still queued: the restarted shop sends it.
    const output = await crashWhile('placed', cart!, /placed \d+ \d+/);
    const [, status, number] = /placed (\d+) (\d+)/.exec(output)!;
    expect(status).toBe('200');
    database = await open();
    app = await startShop(database);
    await vi.waitFor(
      () =>
        expect(smtp.received.filter((m) => JSON.stringify(m.to).includes(EMAIL))).toHaveLength(1),
      { timeout: 20_000, interval: 50 },
    );
    expect(smtp.received.find((m) => JSON.stringify(m.to).includes(EMAIL))!.subject).toContain(
      `#${number}`,
    );
    expect(await stateOf(database, item.variant.ID, cart!)).toEqual({
      orders: 1,
      lines: 1,
      mails: 1,
      stock: before.stock - 2,
      coupon: 1,
      in_cart: 0,
    });
    // The shopper's retry with the same key answers with that order and queues no second mail
    // (a mail goes out only through its job: one job, one mail).
    const again = await checkoutCall(app, 'POST', 'cart/checkout', cart, { idempotency_key: KEY });
    expect(again.status).toBe(200);
    expect(String(again.body.order_number)).toBe(number);
    expect((await stateOf(database, item.variant.ID, cart!)).mails).toBe(1);
    await app.close();
    await database.close();
  }, 180_000);

  it('leaves no card hold without its order: reconciliation captures or voids what a crash left', async () => {
    const PAYER = 'paying@example.com';
    let database = await open();
    let app = await startShop(database);
    const shop = await readShop(app);
    const item = shop.variantIn(undefined, (v) => v.manage_stock && v.stock >= 20);
    const extra = shop.variantIn(undefined, (v) => v.ID !== item.variant.ID && v.buy_able, 3);
    // Ten carts of one unit, each paid twice at once with one key (a double click): twenty
    // completions, stopped by the crash at every step of a card payment, two carts a step.
    const stops: PayPlan['stop'][] = [
      'none',
      'before_authorize',
      'after_authorize',
      'placing',
      'capturing',
    ];
    const plan: PayPlan[] = [];
    for (let i = 0; i < 10; i++) {
      const { cookie } = await shop.cartWith({ ...item, quantity: 1 });
      await completeSteps(app, cookie!, { email: PAYER, payment: 'test_card' });
      const tokenRes = await app.inject({
        method: 'POST',
        url: '/test-gateway/v1/tokens',
        payload: { number: '4242424242424242', exp_month: 12, exp_year: 2040, cvc: '123' },
      });
      expect(tokenRes.statusCode).toBe(200);
      const entry = {
        cart: cookie!,
        key: `paying-crash-${i}`.padEnd(20, 'x'),
        token: (tokenRes.json() as { id: string }).id,
        stop: stops[i % stops.length]!,
      };
      plan.push(entry, { ...entry });
    }
    const stockBefore = (await stateOf(database, item.variant.ID, plan[0]!.cart)).stock;
    await app.close();
    await database.close();

    // Killed once every completion has either finished or stopped where the plan says.
    await crashWhile(
      'paying',
      plan[0]!.cart,
      (output) => {
        const said = output.split('\n').filter((line) => /^(done|stopped) /.test(line));
        return said.length === plan.length;
      },
      { CRASH_PLAN: JSON.stringify(plan) },
    );

    database = await open();
    app = await startShop(database);
    const attempts = () =>
      queryRows<{
        reference: string;
        attempt: string;
        payment_id: string | null;
        gateway: string | null;
        gateway_id: string | null;
        number: number | null;
        financial_status: string | null;
        order_payment: string | null;
      }>(
        database.db,
        sql`select a.reference, a.status as attempt, a.payment_id, p.status as gateway,
          p.id as gateway_id, o.number, o.financial_status, o.payment->>'id' as order_payment
        from payment_attempts a
        left join test_gateway_payments p on p.reference = a.reference
        left join orders o on o.idempotency_key = a.reference
        where a.reference like '%:paying-crash-%'`,
      );
    // What the crash left: holds with no paid order, and attempts that never heard back.
    const left = await attempts();
    expect(left).toHaveLength(10);
    expect(
      left.filter((a) => a.gateway === 'authorized' && a.financial_status !== 'paid'),
    ).toHaveLength(6);
    expect(left.filter((a) => a.attempt === 'pending' && !a.payment_id)).toHaveLength(4);
    // The start queued the durable reconciliation (too young to touch these yet).
    const [queued] = await queryRows<{ n: number }>(
      database.db,
      sql`select count(*)::int as n from pgboss.job where name = 'checkout.reconcile_attempts'`,
    );
    expect(queued!.n).toBeGreaterThan(0);

    // One cart stopped before placing changes meanwhile: its order cannot be placed as paid for.
    const changed = plan.filter((p) => p.stop === 'placing')[2]!;
    const restarted = await readShop(app);
    expect(
      (
        await restarted.call('POST', 'cart', changed.cart, {
          items: [{ product_id: extra.product.ID, variant_id: extra.variant.ID, quantity: 1 }],
        })
      ).status,
    ).toBe(200);

    const done = await app.attemptReconciler.reconcile({ graceSeconds: 0 });
    expect({ completed: done.completed.length, failed: done.failed.length }).toEqual({
      completed: 5,
      failed: 3,
    });
    expect(done.waiting).toEqual([]);

    // No hold outlives its order: every payment is captured into its paid order, or voided;
    // every attempt is resolved.
    const after = await attempts();
    expect(after.filter((a) => a.gateway === 'authorized')).toEqual([]);
    const captured = after.filter((a) => a.gateway === 'captured');
    expect(captured).toHaveLength(7);
    for (const a of captured) {
      expect(a).toMatchObject({
        attempt: 'completed',
        financial_status: 'paid',
        order_payment: a.gateway_id,
      });
    }
    const voided = after.filter((a) => a.gateway === 'voided');
    expect(voided.map((a) => [a.reference, a.attempt, a.number])).toEqual([
      [`${changed.cart}:${changed.key}`, 'failed', null],
    ]);
    expect(after.filter((a) => !['completed', 'failed'].includes(a.attempt))).toEqual([]);
    expect(after.filter((a) => !a.gateway).map((a) => a.attempt)).toEqual(['failed', 'failed']);
    // Seven orders, one unit each, the stock taken once for each.
    const [orders] = await queryRows<{ n: number; paid: number }>(
      database.db,
      sql`select count(*)::int as n,
        count(*) filter (where financial_status = 'paid')::int as paid
        from orders where email = ${PAYER}`,
    );
    expect(orders).toEqual({ n: 7, paid: 7 });
    expect((await stateOf(database, item.variant.ID, plan[0]!.cart)).stock).toBe(stockBefore - 7);
    // Nothing is left for the next run.
    expect(await app.attemptReconciler.reconcile({ graceSeconds: 0 })).toEqual({
      completed: [],
      failed: [],
      waiting: [],
    });
    await app.close();
    await database.close();
  }, 120_000);
});
