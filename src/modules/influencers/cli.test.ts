import { writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cliShop } from '../../test/cli.ts';

let shop: Awaited<ReturnType<typeof cliShop>>;
beforeAll(async () => {
  shop = await cliShop();
});
afterAll(() => shop.drop());

const file = (name: string, content: unknown) => {
  const at = path.join(tmpdir(), `vitrine-influencers-${process.pid}-${name}.json`);
  writeFileSync(at, JSON.stringify(content));
  return at;
};

describe('vitrine influencers', () => {
  it('loads the codes, lists them with their orders, and names a bad field', async () => {
    const good = file('good', {
      influencers: [
        { code: 'anna', name: 'Anna Berg', email: 'anna@example.com' },
        { code: 'LEO', name: 'Leo', active: false },
      ],
    });
    const loaded = await shop.run(['influencers', 'load', good]);
    expect(loaded.stderr).toBe('');
    expect(loaded.stdout.trim()).toBe('Loaded 2 influencers.');
    const listed = await shop.run(['influencers']);
    expect(listed.stdout.trim().split('\n')).toEqual([
      'ANNA\tAnna Berg\t0 orders\t0 refused',
      'LEO\tLeo\t0 orders\t0 refused\t(inactive)',
    ]);

    const bad = file('bad', { influencers: [{ code: 'a b', name: 'Space' }] });
    const refused = await shop.run(['influencers', 'load', bad]);
    expect(refused.code).not.toBe(0);
    expect(refused.stderr).toContain('influencers.0.code');
    // Nothing of a refused file is written.
    expect((await shop.run(['influencers'])).stdout.trim().split('\n')).toHaveLength(2);
  }, 60_000);
});
