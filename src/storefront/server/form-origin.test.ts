import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FOREIGN_ORIGINS, postedRoutes } from '../../test/fuzz-walk.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const post = (url: string, form: string, headers: Record<string, string>) =>
  t.app.inject({
    method: 'POST',
    url,
    headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-lang': 'en-US', ...headers },
    payload: form,
  });

describe('the form posts take only the shop’s own origin', () => {
  it('refuses, on every form route, an origin that is not this scheme, host and port', async () => {
    const slug = (await t.app.inject('/api/store/products?page_size=1')).json().data[0].slug;
    const product = (await t.app.inject(`/api/store/products/${slug}?with=variants`)).json().data;
    const variant = product.variants.find((v: { buy_able: boolean }) => v.buy_able);
    const add = `intent=add&product_id=${product.ID}&variant_id=${variant.ID}&quantity=1&locale=de-DE`;
    for (const url of postedRoutes({ slug })) {
      for (const origin of FOREIGN_ORIGINS) {
        const res = await post(url, add, { origin });
        expect(res.statusCode, `${url} from ${origin}`).toBe(403);
        expect(res.json()).toEqual({
          code: 'forbidden',
          message: "This request must come from the shop's own pages.",
        });
        // Nothing was done: no cart made, no language chosen.
        expect(res.cookies).toEqual([]);
      }
    }
  });

  it('takes the shop’s own origin, and a post with no Origin at all', async () => {
    const own = await post('/locale', 'locale=de-DE&return_to=/', {
      origin: 'http://localhost:80',
    });
    expect(own.statusCode).toBe(303);
    expect(own.cookies.find((c) => c.name === 'locale')?.value).toBe('de-DE');
    const bare = await post('/locale', 'locale=he-IL&return_to=/', {});
    expect(bare.statusCode).toBe(303);
    // The default port is the same origin, written or not.
    const written = await post('/cart', 'intent=note&note=hi', { origin: 'http://localhost' });
    expect(written.statusCode).toBe(303);
  });
});
