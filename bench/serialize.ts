/**
 * How to serialise API answers (`npx tsx bench/serialize.ts`): the 100-product list page,
 * serialised many times by each candidate, on the same data. The candidates: JSON.stringify
 * (the response schema types and documents the route only), the Zod type provider's serialiser
 * (validates the answer against the schema, then JSON.stringify), and fast-json-stringify
 * compiled from the schema's JSON Schema (Fastify's default for JSON Schema routes).
 */
import { performance } from 'node:perf_hooks';
import { isDeepStrictEqual } from 'node:util';
import fastJson from 'fast-json-stringify';
import { serializerCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { productPageSchema } from '../src/modules/catalog/contract.ts';
import { MODULES } from '../src/modules/index.ts';
import { buildApp } from '../src/platform/app.ts';
import { loadConfig } from '../src/platform/config.ts';
import { openDatabase } from '../src/platform/db.ts';
import { createTranslator } from '../src/platform/i18n.ts';
import { seedDemoShop } from '../src/seed.ts';
import { loadAllMessages } from '../src/storefront/server/messages.ts';

const ROUNDS = Number(process.env.ROUNDS ?? 400);
const database = await openDatabase({});
await database.migrate();
await seedDemoShop(database.db);
const app = {
  app: await buildApp({
    config: loadConfig({ LOG_LEVEL: 'silent', CATALOG_CACHE_TTL_MS: '0' }),
    database,
    translator: createTranslator(await loadAllMessages()),
    modules: MODULES,
  }),
  close: async () => {
    await app.app.close();
    await database.close();
  },
};
try {
  for (const [label, url] of [
    ['page_size=100', '/api/store/products?page_size=100'],
    [
      'page_size=100&with=variants,gallery',
      '/api/store/products?page_size=100&with=variants,gallery',
    ],
  ] as const) {
    const data = (await app.app.inject(url)).json();
    const zod = serializerCompiler({
      schema: productPageSchema,
      method: 'GET',
      url,
      httpStatus: '200',
    });
    const compiled = fastJson(z.toJSONSchema(productPageSchema, { io: 'output' }) as object);

    const candidates: [string, (d: unknown) => string][] = [
      ['JSON.stringify', (d) => JSON.stringify(d)],
      ['Zod validate + stringify', (d) => zod(d)],
      ['fast-json-stringify', (d) => compiled(d)],
    ];
    console.log(
      `\n${label}: ${(JSON.stringify(data).length / 1024).toFixed(0)} KB, ${ROUNDS} rounds`,
    );
    const same = isDeepStrictEqual(JSON.parse(compiled(data)), data);
    console.log(`fast-json-stringify gives the same JSON: ${same}`);
    // Three rounds each, interleaved, the best kept: the machine is noisy.
    const best = new Map<string, number>();
    for (let round = 0; round < 3; round++) {
      for (const [name, serialise] of candidates) {
        for (let i = 0; i < 20; i++) serialise(data); // warm up
        const started = performance.now();
        for (let i = 0; i < ROUNDS; i++) serialise(data);
        const ms = (performance.now() - started) / ROUNDS;
        best.set(name, Math.min(best.get(name) ?? Infinity, ms));
      }
    }
    for (const [name, ms] of best) {
      console.log(`${name.padEnd(28)} ${ms.toFixed(3).padStart(8)} ms per answer`);
    }
  }
} finally {
  await app.close();
}
