import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { SHOP_NODE_FLAGS } from './shop.ts';

describe('the shop the journeys and benchmarks start', () => {
  it('runs with the Node.js flags of npm start, so what they measure is what a merchant runs', () => {
    const pkg = JSON.parse(readFileSync('package.json', 'utf8')) as { scripts: { start: string } };
    expect(pkg.scripts.start).toContain(
      `node ${SHOP_NODE_FLAGS.join(' ')} dist/server/cli.js start`,
    );
  });
});
