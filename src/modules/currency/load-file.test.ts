import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cliShop } from '../../test/cli.ts';
import { createCurrencyService } from './service.ts';

let shop: Awaited<ReturnType<typeof cliShop>>;
let before: Record<string, number>;
beforeAll(async () => {
  shop = await cliShop();
  before = await rates();
});
afterAll(() => shop.drop());

const rates = () => shop.read(async (db) => (await createCurrencyService('USD', db).rates()).rates);

describe('vitrine rates load', () => {
  it('refuses __proto__, naming the file, and keeps the rates', async () => {
    expect(Object.keys(before).length).toBeGreaterThan(1);
    const file = shop.file('rates.json', `{"EUR": 0.5, "__proto__": {"GBP": 0.5}}`);
    const run = await shop.run(['rates', 'load', file]);
    expect(run.code).toBe(2);
    expect(run.stderr).toContain(`${file}: not valid`);
    expect(run.stderr).toContain('__proto__');
    expect(await rates()).toEqual(before);
  }, 60_000);

  it('empties the rates only when asked with --allow-empty', async () => {
    const file = shop.file('none.json', {});
    const refused = await shop.run(['rates', 'load', file]);
    expect(refused.code).toBe(2);
    expect(refused.stderr).toContain(`${file}: no rates`);
    expect(await rates()).toEqual(before);

    const emptied = await shop.run(['rates', 'load', file, '--allow-empty']);
    expect(emptied.stdout).toBe('Set 0 exchange rates from USD.\n');
    expect(Object.keys(await rates())).toEqual(['USD']);
  }, 60_000);
});
