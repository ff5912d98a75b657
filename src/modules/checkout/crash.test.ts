import { spawn } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it, vi } from 'vitest';
import { openDatabase, queryRows, type Database } from '../../platform/db.ts';
import { PROJECT_ROOT } from '../../platform/paths.ts';
import { openTestDatabase } from '../../test/harness.ts';
import { readShop } from '../../test/shop.ts';
import { startShopProcess } from '../../test/shop-process.ts';
import { startSmtpServer } from '../../test/smtp.ts';
import { checkoutCall, completeSteps } from './checkout-flow.ts';

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

/** Runs the crashing child until it says `until`, then kills it with SIGKILL. */
async function crashWhile(at: 'placing' | 'placed', cart: string, until: RegExp) {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
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
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/test/order-crash-child.ts'], {
    cwd: PROJECT_ROOT,
    env,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const exited = new Promise<NodeJS.Signals | null>((resolve) =>
    child.once('exit', (_code, signal) => resolve(signal)),
  );
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  await vi.waitFor(() => expect(output).toMatch(until), { timeout: 60_000, interval: 100 });
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
    app = await startShop(database);
    expect(await stateOf(database, item.variant.ID, cart!)).toEqual(before);
    await app.close();
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
      { timeout: 20_000, interval: 250 },
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
    // The shopper's retry with the same key answers with that order; no second mail follows.
    const again = await checkoutCall(app, 'POST', 'cart/checkout', cart, { idempotency_key: KEY });
    expect(again.status).toBe(200);
    expect(String(again.body.order_number)).toBe(number);
    await new Promise((r) => setTimeout(r, 2000));
    expect(smtp.received.filter((m) => JSON.stringify(m.to).includes(EMAIL))).toHaveLength(1);
    await app.close();
    await database.close();
  }, 180_000);
});
