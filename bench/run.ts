import { readyCarts } from './checkout.ts';
import { BENCH_PASSWORD, benchCustomers } from './login.ts';
import {
  calibratedSlowdown,
  hostBenchmarkIndex,
  lighthouseScores,
  printLighthouse,
} from './lighthouse.ts';
/**
 * Vitrine's benchmarks (`npm run bench`): the built server on a 10,000-product catalogue, on
 * PGlite and on PostgreSQL, loaded by autocannon (50 connections, 10 s each), and the first-load
 * JavaScript of the main pages. Not part of `npm test`. `BENCH_PRODUCTS=10000,100000` measures
 * each size on a database of its own and prints them side by side; `BENCH_ONLY=products/,
 * collections,search` keeps the product, collection and search pages (and the ceiling).
 */
import { spawn } from 'node:child_process';
import { gzipSync } from 'node:zlib';
import autocannon from 'autocannon';
import {
  CONNECTIONS,
  DURATION,
  measure,
  PRODUCT_COUNTS,
  printSizes,
  printTable,
  type Row,
} from './rows.ts';
import { count } from 'drizzle-orm';
import pg from 'pg';
import { products } from '../src/modules/catalog/schema.ts';
import { openDatabase } from '../src/platform/db.ts';
import { databaseUrl } from '../src/test/postgres.ts';
import { startShop, type RunningShop } from '../e2e/shop.ts';

const PG_SERVER = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

/** The database (PostgreSQL) or folder (PGlite) of a catalogue size; 10,000 keeps the old names. */
const sized = (name: string, size: number) => (size === 10_000 ? name : `${name}_${size}`);

async function ensureCatalogue(env: Record<string, string>, size: number) {
  const database = await openDatabase({ url: env.DATABASE_URL, dataDir: env.DATA_DIR });
  await database.migrate();
  const [row] = await database.db.select({ n: count() }).from(products);
  await database.close();
  if (row?.n === size) return;
  console.log(`seeding ${size} products…`);
  await new Promise<void>((resolve, reject) => {
    const child = spawn(
      process.execPath,
      ['dist/server/cli.js', 'seed', '--products', String(size)],
      {
        env: { ...process.env, ...env },
        stdio: 'inherit',
      },
    );
    child.once('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`seed exited ${code}`)),
    );
  });
}

/** `BENCH_ONLY=cart` runs only the rows whose name holds one of the comma-separated words. */
const ONLY = (process.env.BENCH_ONLY ?? '').split(',').filter(Boolean);

async function load(
  name: string,
  opts: autocannon.Options,
  connections = CONNECTIONS,
): Promise<Row | undefined> {
  if (ONLY.length > 0 && !name.includes('ceiling') && !ONLY.some((w) => name.includes(w))) {
    return undefined;
  }
  return measure(name, opts, connections);
}

async function runTarget(label: string, env: Record<string, string>, size: number): Promise<Row[]> {
  await ensureCatalogue(env, size);
  const shop: RunningShop = await startShop({ env, drop: async () => {} });
  try {
    const page = await (
      await fetch(`${shop.url}/api/store/products?page_size=100&with=variants`)
    ).json();
    const slugs: string[] = page.data.map((p: { slug: string }) => p.slug);
    const item = page.data
      .flatMap((p: { ID: number; variants: { ID: number; buy_able: boolean; stock: number }[] }) =>
        p.variants
          .filter((v) => v.buy_able && v.stock > 10)
          .map((v) => ({ product_id: p.ID, variant_id: v.ID })),
      )
      .at(0);
    const carts = await cartFixtures(shop.url, page.data);
    const lists = await listFixtures(shop.url);
    let i = 0;
    const rotate = (make: (n: number) => string) => (req: autocannon.Request) => ({
      ...req,
      path: make(i++),
    });
    const pages = Math.max(1, Math.floor(size / 100));
    const ceiling = await load('GET /healthz (ceiling)', { url: `${shop.url}/healthz` });
    const product = await load('GET /products/{slug} (SSR)', {
      url: shop.url,
      requests: [{ setupRequest: rotate((n) => `/products/${slugs[n % slugs.length]}`) }],
    });
    const rows = [
      ceiling,
      product,
      await loggedInProductRow(shop.url, env, (n) => `/products/${slugs[n % slugs.length]}`),
      await load('GET /api/store/products?page_size=100', {
        url: shop.url,
        requests: [
          {
            setupRequest: rotate(
              (n) => `/api/store/products?page_size=100&page=${(n % pages) + 1}`,
            ),
          },
        ],
      }),
      await load('GET …page_size=100&with=variants,gallery', {
        url: shop.url,
        requests: [
          {
            setupRequest: rotate(
              (n) =>
                `/api/store/products?page_size=100&with=variants,gallery&page=${(n % pages) + 1}`,
            ),
          },
        ],
      }),
      await load('POST /api/store/cart (new cart each time)', {
        url: `${shop.url}/api/store/cart`,
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ items: [{ ...item, quantity: 1 }] }),
      }),
      // Each connection adds to its own cart, as 50 shoppers do.
      await load('POST /api/store/cart (50 carts, one each)', {
        url: `${shop.url}/api/store/cart`,
        requests: [
          {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({ items: [{ ...carts.unmanaged, quantity: 1 }] }),
            setupRequest: perConnectionCart(carts.own),
          },
        ],
      }),
      // Every connection on one cart: the changes queue on its row, and none fails.
      await load('POST /api/store/cart (50 connections, one cart)', {
        url: `${shop.url}/api/store/cart`,
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          cookie: `cart_hash=${carts.shared}`,
        },
        body: JSON.stringify({ items: [{ ...carts.unmanaged, quantity: 1 }] }),
      }),
      await load(
        'GET /api/store/cart (3 discounts), 20 conn.',
        { url: `${shop.url}/api/store/cart`, headers: { cookie: `cart_hash=${carts.discounted}` } },
        20,
      ),
      await load(
        'GET /cart page (3 discounts), 20 conn.',
        { url: `${shop.url}/cart`, headers: { cookie: `cart_hash=${carts.discounted}` } },
        20,
      ),
      // A collection page with two filters (an option value and stock), its pages and values turned.
      await load(
        'GET /collections/{slug} 2 filters (SSR), 20 conn.',
        { url: shop.url, requests: [{ setupRequest: rotate(lists.filtered) }] },
        20,
      ),
      await load(
        'GET /search?q= (SSR), 20 conn.',
        { url: shop.url, requests: [{ setupRequest: rotate(lists.search) }] },
        20,
      ),
      await load(
        'GET /api/store/products/meta/search, 20 conn.',
        { url: shop.url, requests: [{ setupRequest: rotate(lists.suggest) }] },
        20,
      ),
      await checkoutRow(shop.url, env, carts.unmanaged),
      await loginRow(shop.url, env),
      await eventsRow(shop.url, env),
      await productsBesideEventsRow(shop.url, env, (n) => `/products/${slugs[n % slugs.length]}`),
      // The same at a shop's pace rather than flat out: what a shopper waits for beside the events.
      ...(await pacedProductRows(
        shop.url,
        env,
        (n) => `/products/${slugs[n % slugs.length]}`,
        product?.rps,
      )),
    ].filter((row) => row !== undefined);
    printTable(label, rows, size);
    return rows;
  } finally {
    await shop.stop();
  }
}

/** Events a batch carries: the storefront's largest (GA4's limit). */
const EVENTS_A_BATCH = 25;

/** The events a second the shop must take while it serves its pages (the analytics budget). */
const EVENTS_A_SECOND = 10_000;

/**
 * Product pages a second in the rows at a fixed rate: a busy shop's pace, at most half of what
 * the same run served flat out (a p99 taken at or past saturation is the queue of a saturated
 * machine, and grows with any work beside it: uncached, on two cores, 200 a second was more
 * than the 173 served flat out).
 */
const PAGES_A_SECOND = 200;

/** The paced rows' pages a second: PAGES_A_SECOND, or half the flat-out rate if that is less. */
const pacedRate = (flatOut: number | undefined) =>
  flatOut === undefined
    ? PAGES_A_SECOND
    : Math.min(PAGES_A_SECOND, Math.max(10, Math.floor(flatOut / 20) * 10));

/**
 * The storefront's analytics batches, 25 new events each, from ever new addresses (as a proxy
 * forwards many shoppers; one address may send 1,000 events in ten minutes).
 */
function eventBatches(url: string): autocannon.Options {
  let n = 0;
  const batch = () => {
    const at = n++;
    const events = Array.from({ length: EVENTS_A_BATCH }, (_, i) => ({
      event_id: `bench-${process.pid}-${at}-${i}`,
      name: 'page_view',
      path: `/products/p-${at % 1000}`,
      session_id: `session-${at % 5000}`.padEnd(12, '0'),
      consent: ['analytics'],
    }));
    return JSON.stringify({ events });
  };
  return {
    url: `${url}/api/statistics/events`,
    requests: [
      {
        method: 'POST',
        setupRequest: (req) => ({
          ...req,
          body: batch(),
          headers: {
            'content-type': 'application/json',
            'x-forwarded-for': `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`,
          },
        }),
      },
    ],
  };
}

/**
 * The analytics batches as fast as they come: its requests a second times 25 are the events a
 * second the shop keeps. Only where TRUST_PROXY is on (else one address's flood limit answers).
 */
async function eventsRow(url: string, env: Record<string, string>) {
  if (env.TRUST_PROXY !== 'true') return undefined;
  return load(`POST /api/statistics/events (${EVENTS_A_BATCH} events a batch)`, eventBatches(url));
}

/**
 * Product pages while EVENTS_A_SECOND events a second come in beside them (10 connections at a
 * fixed rate): their p99 beside the row without events says what the events cost a shopper.
 */
async function productsBesideEventsRow(
  url: string,
  env: Record<string, string>,
  path: (n: number) => string,
  /** Pages a second, 10 connections (else as fast as 50 connections go). */
  rate?: number,
) {
  if (env.TRUST_PROXY !== 'true') return undefined;
  const name = rate
    ? `GET /products/{slug} (SSR) at ${rate}/s beside ${EVENTS_A_SECOND} events/s`
    : `GET /products/{slug} (SSR) beside ${EVENTS_A_SECOND} events/s`;
  if (ONLY.length > 0 && !ONLY.some((w) => name.includes(w))) return undefined;
  const background = autocannon({
    ...eventBatches(url),
    connections: 10,
    overallRate: EVENTS_A_SECOND / EVENTS_A_BATCH,
    // Its warm-up and its measure (rows.ts), and a second to spare.
    duration: DURATION + 3,
  });
  let n = 0;
  try {
    return await measure(
      name,
      {
        url,
        ...(rate ? { overallRate: rate } : {}),
        requests: [{ setupRequest: (req) => ({ ...req, path: path(n++) }) }],
      },
      rate ? 10 : CONNECTIONS,
    );
  } finally {
    const sent = await background;
    console.log(
      `(beside it: ${Math.round(sent.requests.average * EVENTS_A_BATCH)} events/s, ${sent.non2xx + sent.errors} refused)`,
    );
  }
}

/** Alternating runs of the paced rows: a p99 of one 10-second run is mostly its noise. */
const PACED_RUNS = 3;

/** The median of some figures. */
const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/**
 * Product pages at pacedRate (10 connections), alone and beside EVENTS_A_SECOND events a
 * second, in PACED_RUNS alternating runs: each row's figures are the runs' medians.
 */
async function pacedProductRows(
  url: string,
  env: Record<string, string>,
  path: (n: number) => string,
  /** The product page's flat-out rate in this run. */
  flatOut: number | undefined,
): Promise<Row[]> {
  const rate = pacedRate(flatOut);
  const alone = `GET /products/{slug} (SSR) at ${rate}/s, median of ${PACED_RUNS}`;
  if (env.TRUST_PROXY !== 'true') return [];
  if (ONLY.length > 0 && !ONLY.some((w) => alone.includes(w))) return [];
  let n = 0;
  const pages = {
    url,
    overallRate: rate,
    requests: [{ setupRequest: (req: autocannon.Request) => ({ ...req, path: path(n++) }) }],
  };
  const runs: { alone: Row; beside: Row }[] = [];
  for (let run = 0; run < PACED_RUNS; run++) {
    runs.push({
      alone: await measure(alone, pages, 10),
      beside: (await productsBesideEventsRow(url, env, path, rate))!,
    });
  }
  const medians = (rows: Row[]): Row => ({
    name: rows[0]!.name.replace(' beside', `, median of ${PACED_RUNS}, beside`),
    rps: median(rows.map((r) => r.rps)),
    p50: median(rows.map((r) => r.p50)),
    p99: median(rows.map((r) => r.p99)),
    errors: rows.reduce((sum, r) => sum + r.errors, 0),
  });
  console.log(
    `(paced p99 by run, alone: ${runs.map((r) => r.alone.p99).join(', ')} ms; beside: ${runs.map((r) => r.beside.p99).join(', ')} ms)`,
  );
  return [
    { ...medians(runs.map((r) => r.alone)), name: alone },
    medians(runs.map((r) => r.beside)),
  ];
}

interface Listed {
  ID: number;
  categories: { name: string }[];
  variants: { ID: number; buy_able: boolean; stock: number; manage_stock: boolean }[];
}

/** Gives each autocannon connection its own cart cookie, from `hashes` in turn. */
function perConnectionCart(hashes: string[]) {
  let next = 0;
  return (req: autocannon.Request, context: object) => {
    const own = context as { cart?: string };
    own.cart ??= hashes[next++ % hashes.length];
    return { ...req, headers: { ...req.headers, cookie: `cart_hash=${own.cart}` } };
  };
}

/**
 * The carts the cart benchmarks use: 50 carts of one line each, one cart shared by every
 * connection, and a cart that three automatic discounts reduce (shoes, accessories, home).
 * Adds use a variant whose stock is not managed, so a cart can grow for the whole run.
 */
async function cartFixtures(base: string, listed: Listed[]) {
  const add = async (items: object[], hash?: string) => {
    const res = await fetch(`${base}/api/store/cart`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...(hash ? { cookie: `cart_hash=${hash}` } : {}),
      },
      body: JSON.stringify({ items }),
    });
    if (!res.ok) throw new Error(`cart fixture: ${res.status} ${await res.text()}`);
    return (await res.json()) as { hash: string; discounts: unknown[] };
  };
  const pick = (test: (p: Listed, v: Listed['variants'][number]) => boolean) => {
    for (const p of listed) {
      const v = p.variants.find((x) => x.buy_able && test(p, x));
      if (v) return { product_id: p.ID, variant_id: v.ID };
    }
    throw new Error('no variant for the cart benchmarks');
  };
  const inCollection = (name: string) => (p: Listed, v: Listed['variants'][number]) =>
    p.categories.some((c) => c.name === name) && (!v.manage_stock || v.stock > 20);
  // A variant whose stock is not managed: a few in the catalogue, looked for page by page.
  let unmanaged: { product_id: number; variant_id: number } | undefined;
  for (let n = 1; !unmanaged && n <= 100; n++) {
    const more = await (
      await fetch(`${base}/api/store/products?page_size=100&with=variants&page=${n}`)
    ).json();
    for (const p of more.data as Listed[]) {
      const v = p.variants.find((x) => x.buy_able && !x.manage_stock);
      if (v) unmanaged = { product_id: p.ID, variant_id: v.ID };
    }
  }
  if (!unmanaged) throw new Error('no variant without managed stock for the cart benchmarks');
  const own: string[] = [];
  for (let i = 0; i < CONNECTIONS; i++) own.push((await add([{ ...unmanaged, quantity: 1 }])).hash);
  const shared = (await add([{ ...unmanaged, quantity: 1 }])).hash;
  const discounted = await add([
    { ...pick(inCollection('Shoes')), quantity: 2 },
    { ...pick(inCollection('Accessories')), quantity: 2 },
    { ...pick(inCollection('Home & Living')), quantity: 3 },
  ]);
  if (discounted.discounts.length < 3) {
    throw new Error(`the discounted cart has ${discounted.discounts.length} discounts, not 3`);
  }
  return { unmanaged, own, shared, discounted: discounted.hash };
}

/** The search words the list rows turn through: whole words, prefixes and typos. */
const SEARCHES = [
  'linen',
  'sneaker',
  'wool coat',
  'backpak',
  'dres',
  'silk',
  'sheo',
  'leather bag',
];

/**
 * The list pages the benchmark asks for: every collection with two filters (one of its colour
 * or size values and in stock only), over its first pages; searches; and the prefixes a shopper
 * types letter by letter for suggestions.
 */
async function listFixtures(base: string) {
  const categories: { slug: string; path: string }[] = (
    await (await fetch(`${base}/api/store/categories`)).json()
  ).data;
  const filtered: string[] = [];
  for (const c of categories) {
    const facets = await (
      await fetch(`${base}/api/store/products/filters?category=${c.slug}`)
    ).json();
    const option = facets.options[0] as { name: string; values: { value: string }[] } | undefined;
    for (const { value } of option?.values.slice(0, 3) ?? []) {
      const query = new URLSearchParams({
        [`filter.v.option.${option!.name}`]: value,
        'filter.v.availability': '1',
      });
      for (const page of [1, 2, 3]) filtered.push(`${c.path}?${query}&page=${page}`);
    }
  }
  if (filtered.length === 0) throw new Error('no collection has an option to filter by');
  const prefixes = SEARCHES.flatMap((w) =>
    Array.from({ length: w.length - 1 }, (_, i) => w.slice(0, i + 2)),
  );
  return {
    filtered: (n: number) => filtered[n % filtered.length]!,
    search: (n: number) =>
      `/search?${new URLSearchParams({ q: SEARCHES[n % SEARCHES.length]! })}&page=${(Math.floor(n / SEARCHES.length) % 2) + 1}`,
    suggest: (n: number) =>
      `/api/store/products/meta/search?${new URLSearchParams({ q: prefixes[n % prefixes.length]! })}`,
  };
}

/**
 * Logins a second by 10 customers at once, each password checked with argon2id: many accounts
 * from many addresses (behind a trusted proxy), so the flood limits of ten a minute per account
 * and per address never answer instead. PostgreSQL only, as its accounts are confirmed beside
 * the running shop.
 */
async function loginRow(base: string, env: Record<string, string>): Promise<Row | undefined> {
  const name = 'POST /api/store/account/login, 10 conn.';
  if (!env.DATABASE_URL || (ONLY.length > 0 && !ONLY.some((w) => name.includes(w)))) {
    return undefined;
  }
  // Up to 200 logins a second for the warm-up and the run, each account and address used at
  // most eight times in the minute (sized for 50 a second, a fast host's run went past the
  // accounts' limit after a second, and its row counted the refusals as logins).
  const emails = await benchCustomers(base, env.DATABASE_URL, (DURATION + 2) * 25);
  let next = 0;
  return load(
    name,
    {
      url: `${base}/api/store/account/login`,
      requests: [
        {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          setupRequest: (req) => {
            const n = next++;
            return {
              ...req,
              headers: {
                ...req.headers,
                'x-forwarded-for': `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`,
              },
              body: JSON.stringify({ email: emails[n % emails.length], password: BENCH_PASSWORD }),
            };
          },
        },
      ],
    },
    10,
  );
}

/**
 * The product pages of the SSR row for a logged-in customer: the session cookie and the login
 * flag on every request. Catalogue pages stay the same for everyone (the hearts and points are
 * the browser's to fill in), so this row should match the anonymous one. PostgreSQL only, as
 * its customer is confirmed beside the running shop.
 */
async function loggedInProductRow(
  base: string,
  env: Record<string, string>,
  path: (n: number) => string,
): Promise<Row | undefined> {
  const name = 'GET /products/{slug} (SSR), logged in';
  if (!env.DATABASE_URL || (ONLY.length > 0 && !ONLY.some((w) => name.includes(w)))) {
    return undefined;
  }
  const [email] = await benchCustomers(base, env.DATABASE_URL, 1);
  const login = await fetch(`${base}/api/store/account/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: BENCH_PASSWORD }),
  });
  const cookie = login.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  if (!login.ok || !cookie.includes('vitrine_session=')) {
    throw new Error(`bench login: ${login.status} ${await login.text()}`);
  }
  let n = 0;
  return load(name, {
    url: base,
    headers: { cookie },
    requests: [{ setupRequest: (req) => ({ ...req, path: path(n++) }) }],
  });
}

/**
 * Orders placed a second by 20 shoppers at once, each completing a cart of its own (a new key
 * each time): PostgreSQL only, since its carts are prepared beside the running shop.
 */
async function checkoutRow(
  base: string,
  env: Record<string, string>,
  item: { product_id: number; variant_id: number },
): Promise<Row | undefined> {
  const name = 'POST /api/store/cart/checkout (order), 20 conn.';
  if (!env.DATABASE_URL || (ONLY.length > 0 && !ONLY.some((w) => name.includes(w)))) {
    return undefined;
  }
  // Enough carts for the warm-up and the run at several hundred orders a second.
  const hashes = await readyCarts(base, env.DATABASE_URL, item, (DURATION + 2) * 400);
  let next = 0;
  return load(
    name,
    {
      url: `${base}/api/store/cart/checkout`,
      requests: [
        {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          setupRequest: (req) => {
            const n = next++;
            return {
              ...req,
              headers: { ...req.headers, cookie: `cart_hash=${hashes[n % hashes.length]}` },
              body: JSON.stringify({ idempotency_key: `bench-${n}`.padEnd(16, '0') }),
            };
          },
        },
      ],
    },
    20,
  );
}

/**
 * The JavaScript a page loads before it hydrates: its module scripts and preloads, with every
 * chunk they import statically (the entry's own imports are not preloaded: the entry brings them).
 */
async function firstLoadJs(base: string, path: string) {
  const html = await (await fetch(base + path)).text();
  const queue = [
    ...html.matchAll(/<(?:script type="module" src|link rel="modulepreload" href)="([^"]+)"/g),
  ].map((m) => new URL(m[1]!, base + path).href);
  const seen = new Set<string>();
  let gzip = 0;
  let raw = 0;
  while (queue.length > 0) {
    const url = queue.shift()!;
    if (seen.has(url)) continue;
    seen.add(url);
    const body = Buffer.from(await (await fetch(url)).arrayBuffer());
    raw += body.length;
    gzip += gzipSync(body, { level: 9 }).length;
    // Static imports only (`from"./x.js"`, `import"./x.js"`): a dynamic import() comes later.
    for (const m of body.toString().matchAll(/(?:\bfrom|\bimport)\s*["']([^"']+\.js)["']/g)) {
      queue.push(new URL(m[1]!, url).href);
    }
  }
  return { path, files: seen.size, raw, gzip };
}

async function postgresReachable() {
  const client = new pg.Client({ connectionString: PG_SERVER, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    await client.query('select 1');
    for (const size of PRODUCT_COUNTS) {
      const name = sized('vitrine_bench', size);
      const { rows } = await client.query('select 1 from pg_database where datname = $1', [name]);
      if (rows.length === 0) await client.query(`create database ${name}`);
    }
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => {});
  }
}

const TARGETS = (process.env.BENCH_TARGETS ?? 'pglite,postgres').split(',');
const pgliteEnv = (size: number) => ({ DATA_DIR: sized('.tmp/bench-pglite', size) });
if (TARGETS.includes('pglite')) {
  const bySize = new Map<number, Row[]>();
  for (const size of PRODUCT_COUNTS) {
    bySize.set(size, await runTarget('PGlite (embedded)', pgliteEnv(size), size));
  }
  printSizes('PGlite (embedded)', bySize);
}
// The first-load JavaScript and web vitals on the smallest catalogue: they do not change with it.
const smallest = Math.min(...PRODUCT_COUNTS);
await ensureCatalogue(pgliteEnv(smallest), smallest);
const pgliteShop = await startShop({ env: pgliteEnv(smallest), drop: async () => {} });
const category = (await (await fetch(`${pgliteShop.url}/api/store/categories`)).json()).data[0]
  .path;
const product = (await (await fetch(`${pgliteShop.url}/api/store/products?page_size=1`)).json())
  .data[0].path;
// Every theme, each page shown as the merchant previews it (?preview_theme=): one shop.
const THEMES = (process.env.BENCH_THEMES ?? 'vogue,athena,venue,showtime').split(',');
const inTheme = (theme: string, path: string) =>
  theme === 'vogue' ? path : `${path}${path.includes('?') ? '&' : '?'}preview_theme=${theme}`;
console.log('\nFirst-load JavaScript (gzip -9 of every script and modulepreload in the HTML)');
for (const theme of THEMES) {
  for (const path of ['/', category, product]) {
    const r = await firstLoadJs(pgliteShop.url, inTheme(theme, path));
    console.log(
      `${theme.padEnd(9)} ${path.padEnd(40)} ${String(r.files).padStart(3)} files ${(r.raw / 1024).toFixed(1).padStart(7)} KB raw ${(r.gzip / 1024).toFixed(1).padStart(6)} KB gzip`,
    );
  }
}
// Web vitals on a phone, on Debian's Chromium (BENCH_LIGHTHOUSE=0 skips them), in every theme.
// Lighthouse's default CPU slowdown (4x) expects a high-end desktop: LIGHTHOUSE_CPU_SLOWDOWN sets
// another, `calibrated` the one Lighthouse's table gives for this host's benchmark index.
if (process.env.BENCH_LIGHTHOUSE !== '0') {
  const search = `/search?${new URLSearchParams({ q: 'linen' })}`;
  const asked = process.env.LIGHTHOUSE_CPU_SLOWDOWN ?? '4';
  const cpuSlowdown =
    asked === 'calibrated'
      ? calibratedSlowdown(await hostBenchmarkIndex(pgliteShop.url, product))
      : Number(asked);
  for (const theme of THEMES) {
    console.log(`\n${theme}`);
    const paths = theme === 'vogue' ? ['/', category, search, product] : ['/', category, product];
    printLighthouse(
      await lighthouseScores(
        pgliteShop.url,
        paths.map((path) => inTheme(theme, path)),
        { cpuSlowdown },
      ),
    );
  }
}
await pgliteShop.stop();

if (!TARGETS.includes('postgres')) {
  // not asked for
} else if (await postgresReachable()) {
  const bySize = new Map<number, Row[]>();
  const uncached = new Map<number, Row[]>();
  for (const size of PRODUCT_COUNTS) {
    const pgEnv = {
      DATA_DIR: '.tmp/bench-pg-data',
      DATABASE_URL: databaseUrl(PG_SERVER, sized('vitrine_bench', size)),
      DATABASE_POOL_SIZE: '20',
      // The login row speaks for many customers from many addresses, as a proxy would forward them.
      TRUST_PROXY: 'true',
    };
    bySize.set(size, await runTarget('PostgreSQL', pgEnv, size));
    // Every request rendered and read from the database: what a cache miss costs.
    const off = 'PostgreSQL, micro-cache off (CATALOG_CACHE_TTL_MS=0)';
    uncached.set(size, await runTarget(off, { ...pgEnv, CATALOG_CACHE_TTL_MS: '0' }, size));
  }
  printSizes('PostgreSQL', bySize);
  printSizes('PostgreSQL, micro-cache off', uncached);
} else {
  console.log(`\nPostgreSQL not reachable at ${PG_SERVER}: skipped.`);
}
