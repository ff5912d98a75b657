import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cliShop } from '../../test/cli.ts';
import { DEMO_SHIPPING } from './seed.ts';
import { createShippingService } from './service.ts';

let shop: Awaited<ReturnType<typeof cliShop>>;
beforeAll(async () => {
  shop = await cliShop();
});
afterAll(() => shop.drop());

const zones = () =>
  shop.read(async (db) => (await createShippingService(db).rules()).zones.map((z) => z.key));
const demoZones = DEMO_SHIPPING.zones.map((z) => z.key);

describe('vitrine shipping load', () => {
  it('refuses a typo in a method, naming the file and the field, and changes nothing', async () => {
    const [zone, ...rest] = DEMO_SHIPPING.zones;
    const [method, ...methods] = zone!.methods!;
    const typo = { ...zone, methods: [{ ...method, free_abov: 5000 }, ...methods] };
    const file = shop.file('typo.json', { zones: [typo, ...rest] });
    const run = await shop.run(['shipping', 'load', file, '--replace']);
    expect(run.code).toBe(2);
    expect(run.stderr).toContain(`${file}: not valid`);
    expect(run.stderr).toContain('zones.0.methods.0.free_abov: not a field of this file');
    expect(await zones()).toEqual(demoZones);
  }, 60_000);

  it('removes every zone with --replace only when asked with --allow-empty', async () => {
    const file = shop.file('none.json', `{"zones": [], "__proto__": {}}`);
    const typo = await shop.run(['shipping', 'load', file, '--replace', '--allow-empty']);
    expect(typo.code).toBe(2);
    expect(typo.stderr).toContain('__proto__: not a field of this file');

    const none = shop.file('none.json', { zones: [] });
    const refused = await shop.run(['shipping', 'load', none, '--replace']);
    expect(refused.code).toBe(2);
    expect(refused.stderr).toContain(`${none}: no shipping zones`);
    expect(await zones()).toEqual(demoZones);

    const emptied = await shop.run(['shipping', 'load', none, '--replace', '--allow-empty']);
    expect(emptied.stdout).toBe('Loaded 0 shipping zones.\n');
    expect(emptied.code).toBe(0);
    expect(await zones()).toEqual([]);
  }, 90_000);
});
