import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cliShop } from '../../test/cli.ts';
import { DEMO_SITES } from './seed.ts';
import { createSitesService } from './service.ts';

let shop: Awaited<ReturnType<typeof cliShop>>;
beforeAll(async () => {
  shop = await cliShop();
});
afterAll(() => shop.drop());

const siblings = () => shop.read((db) => createSitesService(db).list());

describe('vitrine sites load', () => {
  it('refuses a typo, naming the file and the field, and keeps the sibling shops', async () => {
    const [first, ...rest] = DEMO_SITES;
    const file = shop.file('sites.json', { sites: [{ ...first, ulr: first!.url }, ...rest] });
    const run = await shop.run(['sites', 'load', file]);
    expect(run.code).toBe(2);
    expect(run.stderr).toContain(`${file}: not valid`);
    expect(run.stderr).toContain('sites.0.ulr: not a field of this file');
    expect((await siblings()).map((s) => s.url)).toEqual(DEMO_SITES.map((s) => s.url));
  }, 60_000);

  it('refuses __proto__ by name', async () => {
    const file = shop.file('proto.json', `{"sites": [], "__proto__": {"sites": []}}`);
    const run = await shop.run(['sites', 'load', file, '--allow-empty']);
    expect(run.code).toBe(2);
    expect(run.stderr).toContain('__proto__: not a field of this file');
    expect(await siblings()).toHaveLength(DEMO_SITES.length);
  }, 60_000);

  it('empties the list only when asked with --allow-empty', async () => {
    const file = shop.file('none.json', { sites: [] });
    const refused = await shop.run(['sites', 'load', file]);
    expect(refused.code).toBe(2);
    expect(refused.stderr).toContain(`${file}: no sibling shops`);
    expect(await siblings()).toHaveLength(DEMO_SITES.length);

    const emptied = await shop.run(['sites', 'load', file, '--allow-empty']);
    expect(emptied.stdout).toBe('Loaded 0 sibling shops.\n');
    expect(emptied.code).toBe(0);
    expect(await siblings()).toEqual([]);
  }, 60_000);
});
