import type { Command } from './platform/command.ts';
import { ConfigError } from './platform/config.ts';
import { seedDemoShop } from './seed.ts';

/** `vitrine seed [--products N]`: the demo shop, spanning every module, over what was there. */
export const seedCommand: Command = {
  name: 'seed',
  usage: [
    {
      synopsis: 'seed [--products N]',
      summary: 'replace the catalogue with the demo shop (N products, default 132)',
    },
  ],
  async run({ config, args, withDatabase }) {
    const flag = args.indexOf('--products');
    const count = flag >= 0 ? Number(args[flag + 1]) : undefined;
    if (count !== undefined && !(Number.isInteger(count) && count >= 1 && count <= 1_000_000)) {
      throw new ConfigError('--products takes a whole number from 1 to 1000000');
    }
    // A shop running on the same PostgreSQL hears of the change and drops its caches.
    const seeded = await withDatabase(async (db) => {
      const started = Date.now();
      return { ...(await seedDemoShop(db, count, config.SHOP_CURRENCY)), started };
    });
    console.log(
      `Seeded ${seeded.products} products (${seeded.variants} variants), ${seeded.posts} blog posts and ${seeded.policies} policies in ${Date.now() - seeded.started} ms.`,
    );
  },
};
