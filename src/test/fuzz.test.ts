import fc from 'fast-check';
import sharp from 'sharp';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LANGUAGE_PATH } from '../storefront/i18n/languages.ts';
import { completeSteps } from './checkout-flow.ts';
import {
  FOREIGN_ORIGINS,
  FORM_FIELDS,
  FORM_INTENTS,
  HIDDEN_QUERY,
  HOSTILE_JSON,
  HOSTILE_TEXT,
  RAW_BODIES,
  formPages,
  hostileBodies,
  operationsOf,
  routeUrl,
} from './fuzz-walk.ts';
import { createTestApp, type TestApp } from './harness.ts';

let t: TestApp;
beforeAll(async () => {
  // A client build of one stylesheet: the joined page styles (`/styles/*`) are served too.
  t = await createTestApp(
    { CATALOG_CACHE_TTL_MS: '0' },
    {
      manifest: {
        'src/storefront/entry-client.tsx': { file: 'assets/entry.js', css: ['assets/a.css'] },
      },
      stylesheetText: () => 'body{margin:0}',
    },
  );
});
afterAll(() => t.close());

// What a hostile or broken client sends: NUL, lone surrogates, right-to-left overrides, huge
// strings and numbers, prototype keys, and everything in between.
const nasty = fc.oneof(
  fc.constantFrom(
    '\u0000',
    'a\u0000b',
    '\ud800',
    'x\udfff',
    '\u202eevil',
    '\u200f',
    '__proto__',
    'constructor',
    '%00',
    '../../etc/passwd',
    "'; drop table products; --",
    '<script>alert(1)</script>',
    '1e309',
    '-0',
    'NaN',
    '99999999999999999999999',
  ),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.string({ unit: 'grapheme', maxLength: 40 }),
  fc.constant('x'.repeat(1024 * 1024)),
);
const number = fc.oneof(
  fc.constantFrom(0, -1, 1.5, 2 ** 31, 2 ** 53 + 1, 1e308, -1e308, Number.MAX_SAFE_INTEGER),
  fc.integer(),
  fc.double(),
);
const value = fc.oneof(nasty, number, fc.boolean(), fc.constant(null));
const record = fc.dictionary(fc.oneof(nasty, fc.constantFrom('__proto__', 'groupId')), value, {
  maxKeys: 4,
});

const RUNS = { numRuns: 60 };

/** A path segment for any text: a lone surrogate cannot be percent-encoded, so it is replaced. */
const segment = (text: string) => encodeURIComponent(text.toWellFormed());

async function status(options: InjectOptions) {
  const res = await t.app.inject(options);
  if (res.statusCode >= 500) throw new Error(`${res.statusCode} ${res.body.slice(0, 300)}`);
  return res.statusCode;
}

describe('no client input causes a 5xx', () => {
  it('on the product list query', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.dictionary(
          fc.constantFrom('page', 'page_size', 'include_ids', 'category', 'tag', 'with'),
          nasty,
        ),
        async (query) => {
          const qs = new URLSearchParams(query).toString();
          expect(await status({ url: `/api/store/products?${qs}` })).toBeLessThan(500);
        },
      ),
      RUNS,
    );
  });

  it('on product and collection paths, API and pages alike', async () => {
    await fc.assert(
      fc.asyncProperty(nasty, async (slug) => {
        // A lone surrogate has no UTF-8: it travels as the bytes a broken client would send.
        const segment = slug.isWellFormed() ? encodeURIComponent(slug.slice(0, 4000)) : '%ED%A0%80';
        for (const url of [
          `/api/store/products/${segment}`,
          `/products/${segment}`,
          `/collections/${segment}`,
          `/media/${segment}`,
        ]) {
          expect(await status({ url })).toBeLessThan(500);
        }
      }),
      RUNS,
    );
  });

  it('on the add-to-cart body', async () => {
    const item = fc.record(
      {
        product_id: value,
        variant_id: value,
        quantity: value,
        properties: fc.oneof(record, value),
      },
      { requiredKeys: [] },
    );
    const body = fc.oneof(
      fc.record({ items: fc.oneof(fc.array(item, { maxLength: 3 }), value), addType: value }),
      record,
      value,
    );
    await fc.assert(
      fc.asyncProperty(body, async (payload) => {
        const code = await status({
          method: 'POST',
          url: '/api/store/cart',
          headers: { 'content-type': 'application/json' },
          payload: JSON.stringify(payload) ?? 'null',
        });
        expect(code).toBeLessThan(500);
      }),
      RUNS,
    );
  });

  it('on the calls that change a cart: codes, quantities, notes, lines, prescriptions', async () => {
    const page = (await t.app.inject('/api/store/products?page_size=5&with=variants')).json();
    const product = page.data.find((p: { buy_able: boolean }) => p.buy_able);
    const variant = product.variants.find((v: { buy_able: boolean }) => v.buy_able);
    const added = await t.app.inject({
      method: 'POST',
      url: '/api/store/cart',
      headers: { 'content-type': 'application/json' },
      payload: { items: [{ product_id: product.ID, variant_id: variant.ID, quantity: 1 }] },
    });
    const cookie = `cart_hash=${added.cookies.find((c) => c.name === 'cart_hash')!.value}`;
    const before = (await t.app.inject({ url: '/api/store/cart', headers: { cookie } })).json();
    const line = Object.keys(before.cart)[0]!;
    const code = fc.oneof(
      nasty,
      fc.constantFrom('x'.repeat(10_000), 'SAVE\u000720', 'WELCOME10\r\nSet-Cookie: a=b', ''),
    );
    const deep = fc.constant(`${'['.repeat(5000)}1${']'.repeat(5000)}`);
    const call = fc.oneof(
      code.map((c) => ({ method: 'POST', url: 'cart/coupons', payload: { code: c } })),
      code.map((c) => ({
        method: 'DELETE',
        url: `cart/coupons/${segment(c)}`,
        payload: undefined,
      })),
      value.map((q) => ({ method: 'PUT', url: `cart/${line}`, payload: { quantity: q } })),
      fc.oneof(nasty, number).map((id) => ({
        method: 'PUT',
        url: `cart/${segment(String(id))}`,
        payload: { quantity: 1 },
      })),
      value.map((n) => ({ method: 'PUT', url: 'cart/note', payload: { note: n } })),
      record.map((r) => ({ method: 'POST', url: 'cart/batch_update', payload: { items: [r] } })),
      record.map((r) => ({ method: 'POST', url: 'fclca/prescriptions', payload: r })),
      deep.map((raw) => ({ method: 'POST', url: 'cart/coupons', payload: raw })),
      // A client-sent price or total is not the shop's to take.
      number.map((n) => ({
        method: 'POST',
        url: 'cart/batch_update',
        payload: { items: [{ id: Number(line), quantity: 1, price: n }], cart_total: n },
      })),
    );
    await fc.assert(
      fc.asyncProperty(call, async ({ method, url, payload }) => {
        await status({
          method: method as 'POST',
          url: `/api/store/${url}`,
          headers: { 'content-type': 'application/json', cookie },
          ...(payload !== undefined
            ? { payload: typeof payload === 'string' ? payload : JSON.stringify(payload) }
            : {}),
        });
        // Whatever was refused changed nothing; what was taken is a valid cart.
        const after = (await t.app.inject({ url: '/api/store/cart', headers: { cookie } })).json();
        for (const l of Object.values(after.cart) as { price: number; quantity: number }[]) {
          expect(l.price).toBe(variant.price);
          expect(Number.isInteger(l.quantity) && l.quantity >= 1).toBe(true);
        }
        expect(after.cart_total).toBeGreaterThanOrEqual(0);
        expect(
          after.coupon_record.every((c: { code: string }) => /^[A-Z0-9_-]+$/.test(c.code)),
        ).toBe(true);
      }),
      RUNS,
    );
  });

  it('on a real item with hostile properties, and on raw JSON with prototype keys', async () => {
    const page = (await t.app.inject('/api/store/products?page_size=5&with=variants')).json();
    const product = page.data.find((p: { buy_able: boolean }) => p.buy_able);
    const variant = product.variants.find((v: { buy_able: boolean }) => v.buy_able);
    await fc.assert(
      fc.asyncProperty(record, async (properties) => {
        const code = await status({
          method: 'POST',
          url: '/api/store/cart',
          headers: { 'content-type': 'application/json' },
          payload: JSON.stringify({
            items: [{ product_id: product.ID, variant_id: variant.ID, quantity: 1, properties }],
          }),
        });
        expect(code).toBeLessThan(500);
      }),
      RUNS,
    );
    for (const raw of [
      '{"__proto__":{"admin":true},"items":[]}',
      '{"items":[{"__proto__":{"x":1},"product_id":1,"variant_id":1,"quantity":1}]}',
      '{"items":[{"product_id":1,"variant_id":1,"quantity":1,"properties":{"\\u0000":"x"}}]}',
      '{"items":[{"product_id":1,"variant_id":1,"quantity":1,"properties":{"a":"\\ud800"}}]}',
      '[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]',
      `${'['.repeat(20_000)}${']'.repeat(20_000)}`,
      '{"items": 1e999}',
    ]) {
      const code = await status({
        method: 'POST',
        url: '/api/store/cart',
        headers: { 'content-type': 'application/json' },
        payload: raw,
      });
      expect(code).toBeGreaterThanOrEqual(400);
      expect(code).toBeLessThan(500);
    }
  });

  it('on a product page form posted without JavaScript', async () => {
    const slug = (await t.app.inject('/api/store/products?page_size=1')).json().data[0].slug;
    await fc.assert(
      fc.asyncProperty(fc.dictionary(nasty, nasty, { maxKeys: 5 }), async (form) => {
        const code = await status({
          method: 'POST',
          url: `/products/${slug}`,
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          payload: new URLSearchParams(form).toString(),
        });
        expect(code).toBeLessThan(500);
      }),
      { numRuns: 30 },
    );
  });
});

/** The 5xx answers to a list of requests, as `METHOD url: status body` lines. */
async function serverErrors(requests: Iterable<InjectOptions>) {
  const failures: string[] = [];
  for (const request of requests) {
    const res = await t.app.inject(request);
    if (res.statusCode >= 500) {
      const sent = String(request.payload ?? '').slice(0, 80);
      failures.push(
        `${request.method} ${request.url?.toString().slice(0, 120)} ${sent}: ${res.statusCode}`,
      );
    }
  }
  return failures;
}

describe('every operation of the API and every form route answer hostile values with a 4xx', () => {
  it('walks each operation of the OpenAPI document: its path, query and body', async () => {
    const doc = (await t.app.inject('/api/docs/openapi.json')).json();
    const operations = operationsOf(doc);
    expect(operations.length).toBeGreaterThan(60);
    const cart = await t.app.inject({
      method: 'POST',
      url: '/api/store/cart',
      headers: { 'content-type': 'application/json' },
      payload: { items: [] },
    });
    const cookie = cart.cookies.map((c) => `${c.name}=${c.value}`).join('; ');
    function* requests(): Generator<InjectOptions> {
      for (const op of operations) {
        const method = op.method as 'GET';
        const headers = { cookie, 'content-type': 'application/json' };
        const url = (params: Record<string, string>, query: [string, string][]) =>
          op.path.replace(/\{(\w+)\}/g, (_, name: string) => segment(params[name] ?? '1')) +
          (query.length ? `?${new URLSearchParams(query)}` : '');
        const plainQuery = op.query.map((name): [string, string] => [name, '1']);
        const payload = op.body ? '{}' : undefined;
        for (const name of op.params)
          for (const v of HOSTILE_TEXT)
            yield { method, headers, payload, url: url({ [name]: v }, []) };
        for (const name of op.query) {
          const others = plainQuery.filter(([n]) => n !== name);
          for (const v of HOSTILE_TEXT)
            yield { method, headers, payload, url: url({}, [...others, [name, v]]) };
          const repeated = Array.from({ length: 60 }, (_, i): [string, string] => [name, `${i}`]);
          yield { method, headers, payload, url: url({}, [...others, ...repeated]) };
        }
        if (!op.body) continue;
        const raw = [
          'null',
          '[]',
          '"x"',
          '{"__proto__":{"a":1}}',
          '{"constructor":{"prototype":{}}}',
        ];
        for (const body of [...raw, ...hostileBodies(op.body).map((b) => JSON.stringify(b))])
          yield { method, headers, url: url({}, plainQuery), payload: body };
      }
    }
    expect(await serverErrors(requests())).toEqual([]);
  }, 120_000);

  it('posts hostile forms, and forms from foreign origins, to every page that takes a form', async () => {
    const page = (await t.app.inject('/api/store/products?page_size=5&with=variants')).json();
    const product = page.data.find((p: { buy_able: boolean }) => p.buy_able);
    // A live checkout: a cart of this test's own, its address and method chosen.
    const cart = await t.app.inject({
      method: 'POST',
      url: '/api/store/cart',
      headers: { 'content-type': 'application/json' },
      payload: {
        items: [{ product_id: product.ID, variant_id: product.variants[0].ID, quantity: 1 }],
      },
    });
    const hash = cart.cookies.find((c) => c.name === 'cart_hash')!.value;
    await completeSteps(t.app, hash, { email: 'fuzz@example.com' });
    // The form pages are the route table's pages whose module has an action: a new one is
    // walked without being named here.
    const { forms, others } = await formPages({ slug: product.slug, hash });
    expect(forms).toEqual(
      expect.arrayContaining(['/cart', `/checkouts/${hash}`, '/contact', '/track-your-order']),
    );
    const routes = [...forms, '/checkouts/abc', LANGUAGE_PATH];
    const headers = {
      'content-type': 'application/x-www-form-urlencoded',
      cookie: `cart_hash=${hash}`,
    };
    function* requests(): Generator<InjectOptions> {
      for (const [r, url] of routes.entries()) {
        // Each route takes a third of the values (a different third for the next route).
        for (const [i, v] of HOSTILE_TEXT.entries()) {
          if ((i + r) % 3) continue;
          const form = new URLSearchParams(FORM_FIELDS.map((f) => [f, v]));
          form.set('intent', FORM_INTENTS[i % FORM_INTENTS.length]!);
          yield { method: 'POST', url, headers, payload: form.toString() };
        }
        for (const intent of [FORM_INTENTS[r % FORM_INTENTS.length]!]) {
          const form = new URLSearchParams([['intent', intent]]);
          for (const f of FORM_FIELDS) for (let n = 0; n < 60; n++) form.append(f, `${n}`);
          yield { method: 'POST', url, headers, payload: form.toString() };
        }
        for (const origin of FOREIGN_ORIGINS)
          yield { method: 'POST', url, headers: { ...headers, origin }, payload: 'intent=add' };
      }
      // A page without a form answers a post with a 4xx too.
      for (const url of others) {
        const form = new URLSearchParams(FORM_FIELDS.map((f) => [f, '2147483648']));
        yield { method: 'POST', url, headers, payload: form.toString() };
        for (const origin of ['not a url', 'null'])
          yield { method: 'POST', url, headers: { ...headers, origin }, payload: 'intent=add' };
      }
    }
    expect(await serverErrors(requests())).toEqual([]);
  }, 180_000);

  it('walks every route the OpenAPI document hides: files, attachments, links, feeds, assets', async () => {
    const routes = t.app.hiddenRoutes.filter((r) => r.method !== 'HEAD');
    expect(routes.map((r) => `${r.method} ${r.url}`)).toEqual(
      expect.arrayContaining([
        'POST /api/store/files',
        'GET /api/store/files/:key',
        'GET /api/store/files/:key/thumbnail',
        'POST /api/store/fclca/prescriptions/:id/attachments',
        'GET /discount/:code',
        'GET /flags/:region',
        'GET /sitemaps/:name',
        'GET /sitemaps/:lang/:name',
        'GET /i18n/:file',
        'GET /styles/*',
        'GET /media/:file',
        'POST /locale',
      ]),
    );
    const writes = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
    function* requests(): Generator<InjectOptions> {
      for (const { method: m, url: route } of routes) {
        const method = m as 'GET';
        const plain = routeUrl(route, '1');
        const query = (pairs: [string, string][]) => `${plain}?${new URLSearchParams(pairs)}`;
        for (const v of HOSTILE_TEXT) {
          if (plain !== route) yield { method, url: routeUrl(route, v) };
          yield { method, url: query(HIDDEN_QUERY.map((name) => [name, v])) };
          yield { method, url: plain, headers: { 'x-upload-token': v.toWellFormed() } };
        }
        yield {
          method,
          url: query(
            HIDDEN_QUERY.flatMap((name) =>
              Array.from({ length: 60 }, (): [string, string] => [name, '1']),
            ),
          ),
        };
        if (!writes.has(method)) continue;
        for (const origin of FOREIGN_ORIGINS) yield { method, url: plain, headers: { origin } };
        const json = { 'content-type': 'application/json' };
        for (const raw of ['null', '[]', '"x"', '{"__proto__":{"a":1}}', '{}'])
          yield { method, url: plain, headers: json, payload: raw };
        for (const v of HOSTILE_JSON) {
          const body = Object.fromEntries(
            ['locale', 'return_to', 'file', 'code'].map((f) => [f, v]),
          );
          yield { method, url: plain, headers: json, payload: JSON.stringify(body) };
        }
        for (const { type, body } of RAW_BODIES)
          yield { method, url: plain, headers: { 'content-type': type }, payload: body };
        const form = new URLSearchParams(FORM_FIELDS.map((f) => [f, 'a'.repeat(201)]));
        yield {
          method,
          url: plain,
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          payload: form.toString(),
        };
      }
    }
    expect(await serverErrors(requests())).toEqual([]);
  }, 180_000);

  it('sends hostile files to a live prescription and to signed uploads, and reads a real picture', async () => {
    // A prescription of the test's own cart, for a pair of glasses.
    const listed = (await t.app.inject('/api/store/products?page_size=100&with=variants')).json();
    const glasses = listed.data.find((p: { variant_attrs?: { name: string }[] }) =>
      p.variant_attrs?.some((a) => a.name === 'Power( L )'),
    );
    const cart = await t.app.inject({
      method: 'POST',
      url: '/api/store/cart',
      payload: {
        items: [
          {
            product_id: glasses.ID,
            variant_id: glasses.variants.find((v: { buy_able: boolean }) => v.buy_able).ID,
            quantity: 1,
          },
        ],
      },
    });
    const cookie = `cart_hash=${cart.cookies.find((c) => c.name === 'cart_hash')!.value}`;
    const group = (Object.values(cart.json().cart)[0] as { group_id: string }).group_id;
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/store/fclca/prescriptions',
      headers: { cookie },
      payload: { od: { sph: -1.25 }, os: { sph: -1.5 }, pd: 63, group_id: group },
    });
    expect(created.statusCode).toBe(200);
    const attachments = `/api/store/fclca/prescriptions/${created.json().id}/attachments`;
    // A real picture, uploaded as a reviewer's browser does.
    let address = 0;
    const signed = async (type: string, size: number) => {
      const remoteAddress = `198.18.0.${++address}`;
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/store/files/sign',
        remoteAddress,
        payload: { filename: 'photo.jpg', content_type: type, size: Math.max(size, 1) },
      });
      expect(res.statusCode, res.body).toBe(200);
      const uploader = res.cookies.find((c) => c.name === 'review_uploader')!.value;
      return { remoteAddress, cookie: `review_uploader=${uploader}`, ...res.json() };
    };
    const picture = await sharp({
      create: { width: 32, height: 24, channels: 3, background: '#c8912e' },
    })
      .jpeg()
      .toBuffer();
    const real = await signed('image/jpeg', picture.length);
    const sent = await t.app.inject({
      method: 'POST',
      url: real.upload_url,
      remoteAddress: real.remoteAddress,
      headers: { 'content-type': 'image/jpeg', cookie: real.cookie },
      payload: picture,
    });
    expect(sent.statusCode).toBe(201);
    const { url: file, thumbnail } = sent.json() as { url: string; thumbnail: string };

    const failures: string[] = [];
    const check = async (request: InjectOptions) =>
      failures.push(...(await serverErrors([request])));
    for (const { type, body } of RAW_BODIES) {
      await check({
        method: 'POST',
        url: attachments,
        headers: { 'content-type': type, cookie },
        payload: body,
      });
      const upload = await signed('image/jpeg', body.length);
      await check({
        method: 'POST',
        url: upload.upload_url,
        remoteAddress: upload.remoteAddress,
        headers: { 'content-type': type, cookie: upload.cookie },
        payload: body,
      });
    }
    for (const v of HOSTILE_TEXT) {
      const query = new URLSearchParams(HIDDEN_QUERY.map((name) => [name, v]));
      for (const url of [file, thumbnail, attachments])
        await check({ method: url === attachments ? 'POST' : 'GET', url: `${url}?${query}` });
    }
    expect(failures).toEqual([]);
  });

  it('reads hostile filters, sorts and pages on the list pages', async () => {
    const params = [
      'sort_by',
      'filter.v.option.color',
      'filter.p.vendor',
      'filter.v.price.gte',
      'page',
    ];
    function* requests(): Generator<InjectOptions> {
      for (const [r, page] of ['/search?q=a', '/collections/dresses?'].entries())
        for (const [p, name] of params.entries())
          for (const [i, v] of HOSTILE_TEXT.entries()) {
            if ((i + r + p) % 7) continue;
            yield { method: 'GET', url: `${page}&${new URLSearchParams([[name, v]])}` };
          }
    }
    expect(await serverErrors(requests())).toEqual([]);
  }, 60_000);
});
