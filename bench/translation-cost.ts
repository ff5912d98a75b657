/**
 * What translated content costs the catalogue's reads: a product page's read and a 20-product
 * list, in the default language and in German, on the database of DATABASE_URL (seed it with
 * `vitrine seed --products 10000` first). Prints p50 and p99 in milliseconds per read.
 */
import { openDatabase } from '../src/platform/db.ts';
import { createCatalogService } from '../src/modules/catalog/service.ts';
import type { Locale } from '../src/platform/locales.ts';

const ROUNDS = Number(process.env.ROUNDS ?? 400);
const database = await openDatabase({ url: process.env.DATABASE_URL, poolSize: 1 });
const catalog = createCatalogService(database.db, 'USD');
const first = await catalog.listProducts({ page: 1, pageSize: 100 });
const slugs = first.data.map((p) => p.slug);
const pages = Math.floor(first.total / 20);

async function measure(name: string, read: (n: number) => Promise<unknown>) {
  for (let n = 0; n < 40; n++) await read(n); // warm up
  const times: number[] = [];
  for (let n = 0; n < ROUNDS; n++) {
    const start = performance.now();
    await read(n);
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  const at = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))]!;
  console.log(`${name.padEnd(44)} p50 ${at(0.5).toFixed(2)} ms  p99 ${at(0.99).toFixed(2)} ms`);
}

for (const locale of ['en-US', 'de-DE'] as Locale[]) {
  await measure(`product page read (${locale})`, (n) =>
    catalog.getProduct(slugs[n % slugs.length]!, locale),
  );
  await measure(`20-product list, deep pages (${locale})`, (n) =>
    catalog.listProducts({ page: ((n * 37) % pages) + 1, pageSize: 20, locale }),
  );
  await measure(`20-product collection list (${locale})`, (n) =>
    catalog.listProducts({ page: (n % 20) + 1, pageSize: 20, category: 'dresses', locale }),
  );
  await measure(`collection filters with labels (${locale})`, () =>
    catalog.listFacets({ page: 1, pageSize: 20, category: 'dresses', locale }),
  );
}
await database.close();
