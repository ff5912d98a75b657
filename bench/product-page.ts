/**
 * The product page's benchmark (`npx tsx bench/product-page.ts` after `npm run build`): the built
 * server on PostgreSQL with a 10,000-product catalogue, its product page cached and uncached,
 * with the headers a browser sends, and its weight. Each row is also given as a share of
 * /healthz measured in the same run, since the machine is shared.
 */
import { spawn } from 'node:child_process';
import { brotliCompressSync } from 'node:zlib';
import type autocannon from 'autocannon';
import { measure, PRODUCTS, printTable, type Row } from './rows.ts';
import pg from 'pg';
import { startShop } from '../e2e/shop.ts';
import { databaseUrl } from '../src/test/postgres.ts';
import { PRODUCT_PAGE_BUDGET_BYTES } from '../src/storefront/server/page-budget.ts';

const PG_SERVER = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const DATABASE = process.env.BENCH_DATABASE ?? 'vitrine_bench_product';
/** What a browser sends with a page's request (and no cookie: a first visit or a CDN's miss). */
const BROWSER_HEADERS = {
  accept: 'text/html,application/xhtml+xml',
  'accept-encoding': 'gzip, br',
  'accept-language': 'en-US,en;q=0.9',
};

async function ensureDatabase(url: string) {
  const admin = new pg.Client({ connectionString: PG_SERVER });
  await admin.connect();
  const { rows } = await admin.query('select 1 from pg_database where datname = $1', [DATABASE]);
  if (rows.length === 0) await admin.query(`create database ${DATABASE}`);
  await admin.end();
  const db = new pg.Client({ connectionString: url });
  await db.connect();
  const count = await db
    .query('select count(*)::int as n from products')
    .then((r) => r.rows[0].n as number)
    .catch(() => 0);
  await db.end();
  if (count === PRODUCTS) return;
  console.log(`seeding ${PRODUCTS} products…`);
  await new Promise<void>((resolve, reject) => {
    const child = spawn(
      process.execPath,
      ['dist/server/cli.js', 'seed', '--products', String(PRODUCTS)],
      { env: { ...process.env, DATABASE_URL: url }, stdio: 'inherit' },
    );
    child.once('exit', (code) => (code === 0 ? resolve() : reject(new Error(`seed ${code}`))));
  });
}

const load = (name: string, opts: autocannon.Options) => measure(name, opts);

/** The product paths of the first `n` products, as the shop lists them. */
async function productSlugs(base: string, n: number) {
  const slugs: { slug: string; id: number }[] = [];
  for (let page = 1; slugs.length < n; page++) {
    const res = await (await fetch(`${base}/api/store/products?page_size=100&page=${page}`)).json();
    if (res.data.length === 0) break;
    for (const p of res.data as { slug: string; ID: number }[])
      slugs.push({ slug: p.slug, id: p.ID });
  }
  return slugs.slice(0, n);
}

const rotating = (paths: string[], headers: Record<string, string> = {}) => {
  let i = 0;
  return [
    {
      headers,
      setupRequest: (req: autocannon.Request) => ({ ...req, path: paths[i++ % paths.length] }),
    },
  ];
};

/**
 * Asks for each page once, eight at a time, with a browser's headers: the steady state of a
 * shop whose pages have been visited (as a CDN's would be), which a 2-second warm-up of 1,000
 * uncached pages does not reach.
 */
async function visitOnce(base: string, pages: string[]) {
  let next = 0;
  await Promise.all(
    Array.from({ length: 8 }, async () => {
      while (next < pages.length) {
        const res = await fetch(`${base}${pages[next++]}`, { headers: BROWSER_HEADERS });
        await res.arrayBuffer();
      }
    }),
  );
}

/** Cached rows: 100 and 1,000 product pages in rotation, and one hot page under changes. */
async function cachedRows(base: string, url: string): Promise<Row[]> {
  const products = await productSlugs(base, 1_000);
  const pages = products.map((p) => `/products/${p.slug}`);
  await visitOnce(base, pages);
  const rows = [
    await load('GET /healthz (ceiling)', { url: `${base}/healthz` }),
    await load('product page, 100 in rotation', {
      url: base,
      requests: rotating(pages.slice(0, 100)),
    }),
    await load('product page, 1,000 in rotation, browser headers', {
      url: base,
      requests: rotating(pages, BROWSER_HEADERS),
    }),
  ];
  // A hot page while its product changes (a review each 100 ms, as announced by any instance).
  const hot = products[0]!;
  const notifier = new pg.Client({ connectionString: url });
  await notifier.connect();
  const timer = setInterval(() => {
    void notifier
      .query(`select pg_notify('vitrine_changes', $1)`, [`reviews product:${hot.id}`])
      .catch(() => {});
  }, 100);
  try {
    rows.push(
      await load('one hot product page, a change each 100 ms', {
        url: `${base}/products/${hot.slug}`,
        headers: BROWSER_HEADERS,
      }),
    );
  } finally {
    clearInterval(timer);
    await notifier.end();
  }
  return rows;
}

/** The themes beside vogue whose uncached product page is measured (BENCH_THEMES). */
const OTHER_THEMES = (process.env.BENCH_THEMES ?? 'athena,venue,showtime')
  .split(',')
  .filter((t) => t && t !== 'vogue');

/** Runs loads one after another (never two at once on the machine). */
async function inTurn(loads: (() => Promise<Row>)[]): Promise<Row[]> {
  const rows: Row[] = [];
  for (const run of loads) rows.push(await run());
  return rows;
}

/** Uncached rows: every request rendered and read from the database. */
async function uncachedRows(base: string): Promise<Row[]> {
  const products = await productSlugs(base, 100);
  return [
    await load('GET /healthz (ceiling)', { url: `${base}/healthz` }),
    await load('product page, 100 in rotation, micro-cache off', {
      url: base,
      requests: rotating(products.map((p) => `/products/${p.slug}`)),
    }),
    // The same page in each other theme (as the merchant previews it): within 10 % of vogue's.
    ...(await inTurn(
      OTHER_THEMES.map(
        (theme) => () =>
          load(`product page in ${theme}, micro-cache off`, {
            url: base,
            requests: rotating(products.map((p) => `/products/${p.slug}?preview_theme=${theme}`)),
          }),
      ),
    )),
    await load('one product JSON, 100 in rotation, micro-cache off', {
      url: base,
      requests: rotating(products.map((p) => `/api/store/products/${p.slug}`)),
    }),
  ];
}

/**
 * The product page's weight: the heaviest of the first 20 product pages, its HTML and with
 * brotli, and how much of it is markup, styles and scripts' data. Answers whether it is within
 * PRODUCT_PAGE_BUDGET_BYTES.
 */
async function pageWeight(base: string): Promise<boolean> {
  let html = Buffer.alloc(0);
  let heaviest = '';
  for (const { slug } of await productSlugs(base, 20)) {
    const page = Buffer.from(await (await fetch(`${base}/products/${slug}`)).arrayBuffer());
    if (page.length > html.length) [html, heaviest] = [page, slug];
  }
  const text = html.toString();
  const part = (re: RegExp, within = text) =>
    [...within.matchAll(re)].reduce((n, m) => n + m[0].length, 0);
  // The markup alone: an SVG written as a data URL inside the styles or the data is not one.
  const markup = text.replace(/<(script|style)[^>]*>[\s\S]*?<\/\1>/g, '');
  const kb = (n: number) => (n / 1024).toFixed(1);
  console.log(
    `\nproduct page HTML (/products/${heaviest}): ${kb(html.length)} KB, brotli ${kb(brotliCompressSync(html).length)} KB` +
      ` (inline CSS ${kb(part(/<style[\s\S]*?<\/style>/g))} KB, inline SVG ${kb(part(/<svg[\s\S]*?<\/svg>/g, markup))} KB,` +
      ` scripts' data ${kb(part(/<script(?![^>]*src=)[\s\S]*?<\/script>/g))} KB)`,
  );
  const within = html.length <= PRODUCT_PAGE_BUDGET_BYTES;
  console.log(
    within
      ? `within its budget of ${PRODUCT_PAGE_BUDGET_BYTES / 1024} KB`
      : `FAIL: over its budget of ${PRODUCT_PAGE_BUDGET_BYTES / 1024} KB`,
  );
  return within;
}

const url = databaseUrl(PG_SERVER, DATABASE);
await ensureDatabase(url);
const env = { DATA_DIR: '.tmp/bench-pg-data', DATABASE_URL: url, DATABASE_POOL_SIZE: '20' };
// BENCH_ONLY=weight checks the page's weight alone (no load), as CI may.
const only = (process.env.BENCH_ONLY ?? 'weight,cached,uncached').split(',');
let withinBudget = true;
if (only.includes('weight') || only.includes('uncached')) {
  const shop = await startShop({
    env: { ...env, CATALOG_CACHE_TTL_MS: '0' },
    drop: async () => {},
  });
  try {
    withinBudget = await pageWeight(shop.url);
    if (only.includes('uncached')) {
      printTable('PostgreSQL, micro-cache off', await uncachedRows(shop.url));
    }
  } finally {
    await shop.stop();
  }
}
if (only.includes('cached')) {
  const shop = await startShop({ env, drop: async () => {} });
  try {
    printTable('PostgreSQL, micro-cache on', await cachedRows(shop.url, url));
  } finally {
    await shop.stop();
  }
}
// A page over its budget fails the run, whatever else it measured.
if (!withinBudget) process.exit(1);
