import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { ProductDto } from '../../modules/catalog/contract.ts';
import { announceChange } from '../../platform/changes.ts';
import { createTestApp, statementRecorder, type TestApp } from '../../test/harness.ts';
import { checkoutCall, completeSteps } from '../../test/checkout-flow.ts';
import { readShop } from '../../test/shop.ts';

// The process's page cache as shoppers meet it: many at once on one page, a page past its
// time, and a review published while other products' pages are kept.
const TTL_MS = 60_000;
let t: TestApp;
let products: ProductDto[];
let shop: Awaited<ReturnType<typeof readShop>>;
const recorder = statementRecorder();
beforeAll(async () => {
  t = await createTestApp(
    { CATALOG_CACHE_TTL_MS: String(TTL_MS), PAGE_CACHE_TTL_MS: String(TTL_MS) },
    { onQuery: recorder.onQuery },
  );
  shop = await readShop(t.app);
  products = shop.products.filter((p) => p.review_status === 'open');
  // The shop-wide reads (collections, policies, sites) are kept after a first page.
  await t.app.inject(products.at(-1)!.path);
});
afterAll(() => t.close());
afterEach(() => {
  vi.useRealTimers();
});

const keyOf = (path: string) => `GET en-US ${path}`;
const productReads = (statements: string[]) =>
  statements.filter((q) => q.includes('where p.slug ='));

describe('shoppers asking for one page at once', () => {
  it('share one render: its product is read once, and everyone gets the same page', async () => {
    const { path } = products[0]!;
    const { result, statements } = await recorder.during(() =>
      Promise.all(Array.from({ length: 12 }, () => t.app.inject(path))),
    );
    expect(result.map((res) => res.statusCode)).toEqual(Array(12).fill(200));
    expect(new Set(result.map((res) => res.headers.etag)).size).toBe(1);
    expect(productReads(statements)).toHaveLength(1);
    expect(result[0]!.body).toContain(products[0]!.title);
  });
});

describe('a page past its time', () => {
  it('is served as it was while its next version is rendered, then the new one', async () => {
    const product = products[1]!;
    const url = `/api/store/products/${product.slug}`;
    vi.useFakeTimers({ toFake: ['Date'] });
    const before = await t.app.inject(url);
    expect(before.json().data.title).toBe(product.title);
    // Renamed by hand (nothing announced): only a new render shows it.
    await t.database.db.execute(
      sql`update products set title = 'Renamed coat' where id = ${product.ID}`,
    );
    vi.advanceTimersByTime(TTL_MS + 1);
    // Sent now (an injected request starts when it is awaited), and rendering on its own.
    const renderedAgain = Promise.resolve(t.app.inject(url));
    const meanwhile = await recorder.during(() => t.app.inject(url));
    // The shopper who came meanwhile read nothing and got the page as it was.
    expect(meanwhile.statements).toHaveLength(0);
    expect(meanwhile.result.json().data.title).toBe(product.title);
    expect(meanwhile.result.headers.etag).toBe(before.headers.etag);
    expect((await renderedAgain).json().data.title).toBe('Renamed coat');
    const after = await recorder.during(() => t.app.inject(url));
    expect(after.statements).toHaveLength(0);
    expect(after.result.json().data.title).toBe('Renamed coat');
  });
});

describe('a change announced for one product', () => {
  it("forgets that product's pages and keeps the others'; an unnamed change forgets all", async () => {
    const [reviewed, other] = [products[2]!, products[3]!];
    const pages = [
      reviewed.path,
      `/api/store/products/${reviewed.slug}`,
      `/api/store/comments?product_id=${reviewed.ID}`,
    ];
    for (const path of [...pages, other.path]) await t.app.inject(path);
    for (const path of [...pages, other.path]) {
      expect(t.app.microCache.get(keyOf(path)), path).toBeDefined();
    }
    const posted = await t.app.inject({
      method: 'POST',
      url: '/api/store/comments',
      payload: {
        product_id: reviewed.ID,
        rating: 4,
        author: 'Ada',
        email: 'ada@example.com',
        body: 'Warm and well made.',
      },
    });
    expect(posted.statusCode).toBe(201);
    await vi.waitFor(() => {
      for (const path of pages) expect(t.app.microCache.get(keyOf(path)), path).toBeUndefined();
    });
    expect(t.app.microCache.get(keyOf(other.path))).toBeDefined();
    // The next shopper on the reviewed product sees the new review (the page's reviews are
    // read by the browser once the page has hydrated).
    expect((await t.app.inject(pages[2]!)).body).toContain('Warm and well made.');
    // A change that names nothing may show anywhere.
    await announceChange(t.database.db, 'catalog');
    await vi.waitFor(() => expect(t.app.microCache.get(keyOf(other.path))).toBeUndefined());
  });
});

describe('an order that takes stock', () => {
  it("forgets the pages of the products it took, once placed, and keeps the others'", async () => {
    const { product: bought, variant } = shop.variantIn(undefined, (v) => v.manage_stock);
    const other = products.find((p) => p.ID !== bought.ID)!;
    const pages = [bought.path, `/api/store/products/${bought.slug}`];
    for (const path of [...pages, other.path]) await t.app.inject(path);
    const stockShown = () =>
      t.app
        .inject(`/api/store/products/${bought.slug}?with=variants`)
        .then((res) => (res.json().data as ProductDto).variants!.find((v) => v.ID === variant.ID));
    const before = await stockShown();
    // A cart and a checkout up to payment change no stock: the pages stay.
    const { cookie } = await shop.cartWith({ product: bought, variant });
    await completeSteps(t.app, cookie!);
    for (const path of [...pages, other.path]) {
      expect(t.app.microCache.get(keyOf(path)), path).toBeDefined();
    }
    const placed = await checkoutCall(t.app, 'POST', 'cart/checkout', cookie, {
      idempotency_key: 'page-cache-stock-taken-1',
    });
    expect(placed.status).toBe(200);
    await vi.waitFor(() => {
      for (const path of pages) expect(t.app.microCache.get(keyOf(path)), path).toBeUndefined();
    });
    expect(t.app.microCache.get(keyOf(other.path))).toBeDefined();
    // The next shopper sees the stock the order left.
    expect((await stockShown())!.stock).toBe(before!.stock - 1);
  });
});
