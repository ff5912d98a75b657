import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cliShop } from '../../test/cli.ts';
import { createDiscountService } from './service.ts';

let shop: Awaited<ReturnType<typeof cliShop>>;
let before: string[];
beforeAll(async () => {
  shop = await cliShop();
  before = await codes();
});
afterAll(() => shop.drop());

const codes = () =>
  shop.read(async (db) => (await createDiscountService(db).all()).map((d) => d.key).sort());

const welcome = {
  key: 'welcome10',
  title: '10% off your order',
  code: 'WELCOME10',
  discount_type: 'percent',
  adjustment_level_type: 'order',
  rule: { value: { kind: 'percent', amount: 10 } },
};

describe('vitrine discounts load', () => {
  it('refuses a typo, even in a rule, naming the file and the field, and changes nothing', async () => {
    expect(before.length).toBeGreaterThan(3);
    const file = shop.file('typo.json', {
      discounts: [{ ...welcome, rule: { value: { kind: 'percent', amount: 10 }, cap: 500 } }],
    });
    const run = await shop.run(['discounts', 'load', file, '--replace']);
    expect(run.code).toBe(2);
    expect(run.stderr).toContain(`${file}: not valid`);
    expect(run.stderr).toContain('discounts.0.rule.cap: not a field of this file');
    expect(await codes()).toEqual(before);
  }, 60_000);

  it('refuses __proto__ by name', async () => {
    const file = shop.file('proto.json', `{"discounts": [], "__proto__": {"discounts": []}}`);
    const run = await shop.run(['discounts', 'load', file]);
    expect(run.code).toBe(2);
    expect(run.stderr).toContain('__proto__: not a field of this file');
    expect(await codes()).toEqual(before);
  }, 60_000);

  it('removes every discount with --replace only when asked with --allow-empty', async () => {
    const file = shop.file('none.json', { discounts: [] });
    const refused = await shop.run(['discounts', 'load', file, '--replace']);
    expect(refused.code).toBe(2);
    expect(refused.stderr).toContain(`${file}: no discounts`);
    expect(await codes()).toEqual(before);

    const emptied = await shop.run(['discounts', 'load', file, '--replace', '--allow-empty']);
    expect(emptied.stdout).toBe('Loaded 0 discounts.\n');
    expect(emptied.code).toBe(0);
    expect(await codes()).toEqual([]);
  }, 60_000);
});
