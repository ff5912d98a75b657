import { readdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outboxDir } from '../../platform/mail.ts';
import { queryRows } from '../../platform/db.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { readShop } from '../../test/shop.ts';
import { TEST_CARDS } from '../test-gateway/cards.ts';
import { checkoutCall, completeSteps } from '../../test/checkout-flow.ts';
import { passesLuhn } from '../analytics/mask.ts';

// Every documented test card paid with, then the shop's database, its logs and its outbox are
// searched for anything that looks like a card number: none may be there (spec section 7: the
// shop sees a token, the brand and the last four digits only).

const DATA_DIR = path.join('.tmp', `card-leak-${process.pid}`);
const logs: string[] = [];
let t: TestApp;
let shop: Awaited<ReturnType<typeof readShop>>;

beforeAll(async () => {
  rmSync(DATA_DIR, { recursive: true, force: true });
  t = await createTestApp(
    { DATA_DIR, LOG_LEVEL: 'debug', TEST_GATEWAY_WEBHOOK_DELAY_MS: '50' },
    { logStream: { write: (line) => void logs.push(line) } },
  );
  shop = await readShop(t.app);
});
afterAll(async () => {
  await t.close();
  rmSync(DATA_DIR, { recursive: true, force: true });
});

/**
 * What looks like a card number in a text: 13 to 19 digits in a row, or in groups of four
 * split by spaces or dashes, that pass the Luhn check. Not the decimals of a fraction (the logs'
 * response times), nor a 13-digit run that starts with 1: that is a time in milliseconds (the
 * logs' clock), and no card brand starts with 1.
 */
export function cardNumbersIn(text: string): string[] {
  const found: string[] = [];
  const runs = /(?<![\d.])(\d{13,19}|\d{4}(?:[ -]\d{4}){2,3}(?:[ -]\d{1,3})?)(?!\d)/g;
  for (const [, match] of text.matchAll(runs)) {
    const digits = match!.replace(/\D/g, '');
    if (digits.length < 13 || digits.length > 19 || digits.startsWith('1')) continue;
    if (passesLuhn(digits)) found.push(match!);
  }
  return found;
}

describe('card numbers', () => {
  it('finds a card number in text, plain or grouped, and not a clock', () => {
    expect(cardNumbersIn('paid with 4242424242424242.')).toEqual(['4242424242424242']);
    expect(cardNumbersIn('card 4242 4242 4242 4242 ok')).toEqual(['4242 4242 4242 4242']);
    expect(cardNumbersIn('"time":1764000000009,"ms":14.838712000000669')).toEqual([]);
  });

  it('are nowhere in the database, the logs or the outbox after every test card', async () => {
    const item = shop.variantIn(undefined, (v) => v.manage_stock);
    await t.database.db.execute(
      sql`update variants set stock = 10000 where id = ${item.variant.ID}`,
    );
    const statuses = new Set<string>();
    let placed = 0;
    for (const [i, card] of TEST_CARDS.entries()) {
      const { cookie: hash } = await shop.cartWith(item);
      await completeSteps(t.app, hash!, { email: `leak${i}@example.com`, payment: 'test_card' });
      const amex = /^3[47]/.test(card.number);
      const tokenised = await t.app.inject({
        method: 'POST',
        url: '/test-gateway/v1/tokens',
        payload: {
          number: card.number.replace(/(\d{4})(?=\d)/g, '$1 '),
          exp_month: '12',
          exp_year: String(new Date().getFullYear() + 3),
          cvc: amex ? '1234' : '123',
          name: 'Ada Lovelace',
        },
      });
      expect(tokenised.statusCode, card.number).toBe(200);
      const paid = await checkoutCall(t.app, 'POST', 'cart/checkout', hash, {
        idempotency_key: `leak-${i}-${Date.now()}`.padEnd(20, 'x'),
        payment_token: tokenised.json().id,
      });
      expect(paid.status, `${card.number}: ${JSON.stringify(paid.body)}`).toBeLessThan(500);
      statuses.add(String(paid.body.status ?? paid.body.code));
      if (paid.body.status === 'completed') placed++;
    }
    // The cards gave every kind of answer: paid, declined, a challenge, pending.
    expect(placed).toBeGreaterThan(2);
    expect(statuses.size).toBeGreaterThan(5);
    // A number the gateway refuses is not repeated in its answer or the logs either.
    const refused = await t.app.inject({
      method: 'POST',
      url: '/test-gateway/v1/tokens',
      payload: { number: '4242424242424241', exp_month: 12, exp_year: 2040, cvc: '123' },
    });
    expect(refused.statusCode).toBe(422);
    expect(refused.body).not.toContain('4242424242424241');
    expect(refused.body).not.toContain('424242424242424');

    // The confirmation mails of the paid orders have been written.
    const outbox = outboxDir(t.config);
    await expect
      .poll(() => readdirSync(outbox, { withFileTypes: true }).filter((f) => f.isFile()).length, {
        timeout: 20_000,
      })
      .toBeGreaterThanOrEqual(placed);
    const mails = readdirSync(outbox, { recursive: true, withFileTypes: true })
      .filter((f) => f.isFile())
      .map((f) => readFileSync(path.join(f.parentPath, f.name), 'utf8'));

    const tables = await queryRows<{ schema: string; name: string }>(
      t.database.db,
      sql`select table_schema as schema, table_name as name from information_schema.tables
          where table_type = 'BASE TABLE' and table_schema not in ('pg_catalog', 'information_schema')`,
    );
    expect(tables.map((r) => r.name)).toEqual(
      expect.arrayContaining(['orders', 'payment_attempts', 'test_gateway_tokens']),
    );
    const dump: string[] = [];
    for (const { schema, name } of tables) {
      const rows = await queryRows<{ row: string }>(
        t.database.db,
        sql.raw(`select t::text as row from "${schema}"."${name}" t`),
      );
      // Stored files (review pictures) are bytes, written out in hex: not text to search.
      dump.push(...rows.map((r) => `${schema}.${name}: ${r.row.replace(/\\+x[0-9a-f]+/g, '')}`));
    }
    expect(dump.some((row) => row.includes('4242'))).toBe(true); // the last four are kept

    for (const [where, text] of [
      ['the database', dump.join('\n')],
      ['the logs', logs.join('')],
      ['the outbox', mails.join('\n')],
    ] as const) {
      expect(cardNumbersIn(text), where).toEqual([]);
      for (const card of TEST_CARDS) expect(text.includes(card.number), where).toBe(false);
    }
    expect(logs.length).toBeGreaterThan(100);
  }, 240_000);
});

describe('the logs, at debug level', () => {
  it("hold no token from a link's query (password reset, newsletter, social login, a card typed in a search)", async () => {
    const secrets = ['r3set-t0ken-aaaa', 'unsub-t0ken-bbbb', 'c0de-cccc', 'st4te-dddd'];
    for (const url of [
      `/account/reset-password?token=${secrets[0]}`,
      `/newsletter?unsubscribe=${secrets[1]}`,
      `/api/contacts/unsubscribe?token=${secrets[1]}`,
      `/api/store/account/login/social/local/callback?code=${secrets[2]}&state=${secrets[3]}`,
      '/search?q=4242424242424242',
    ]) {
      await t.app.inject({ url });
    }
    const text = logs.join('\n');
    for (const secret of secrets) expect(text).not.toContain(secret);
    expect(cardNumbersIn(text)).toEqual([]);
    // The paths are logged, for the shop to read.
    expect(text).toContain('"path":"/account/reset-password"');
  });
});
