import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cliShop } from '../../test/cli.ts';
import { customButtons, productTags } from './schema.ts';

let shop: Awaited<ReturnType<typeof cliShop>>;
let before: { tags: number; buttons: number };
beforeAll(async () => {
  shop = await cliShop();
  before = await stored();
});
afterAll(() => shop.drop());

/** How many tags and custom buttons the shop shows. */
const stored = () =>
  shop.read(async (db) => ({
    tags: (await db.select({ n: count() }).from(productTags))[0]!.n,
    buttons: (await db.select({ n: count() }).from(customButtons))[0]!.n,
  }));

describe('vitrine merch load', () => {
  it('refuses a typo, naming the file and the field, and changes nothing', async () => {
    expect(before.tags).toBeGreaterThan(0);
    const file = shop.file('typo.json', { tags: [], tagz: [] });
    const run = await shop.run(['merch', 'load', file, '--allow-empty']);
    expect(run.code).toBe(2);
    expect(run.stderr).toContain(`${file}: not valid`);
    expect(run.stderr).toContain('tagz: not a field of this file');
    expect(await stored()).toEqual(before);
  }, 60_000);

  it('refuses __proto__ by name', async () => {
    const file = shop.file('proto.json', `{"__proto__": {"tags": []}}`);
    const run = await shop.run(['merch', 'load', file]);
    expect(run.code).toBe(2);
    expect(run.stderr).toContain('__proto__: not a field of this file');
    expect(await stored()).toEqual(before);
  }, 60_000);

  it('empties a kind only when asked with --allow-empty, and leaves the kinds it does not name', async () => {
    const file = shop.file('none.json', { tags: [] });
    const refused = await shop.run(['merch', 'load', file]);
    expect(refused.code).toBe(2);
    expect(refused.stderr).toContain(`${file}: no tags`);
    expect(await stored()).toEqual(before);

    const emptied = await shop.run(['merch', 'load', file, '--allow-empty']);
    expect(emptied.code).toBe(0);
    expect(await stored()).toEqual({ tags: 0, buttons: before.buttons });
  }, 60_000);
});
