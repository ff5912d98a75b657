import { afterEach, describe, expect, it, vi } from 'vitest';
import { readCustomer } from './customer.ts';

/** A browser with the login flag's cookie (or none), and the shop's one answer to account/info. */
function browser(cookie: string, status = 200, body: unknown = {}) {
  const doc = { cookie, documentElement: { dataset: {} as Record<string, string> } };
  vi.stubGlobal('document', doc);
  const fetch = vi.fn(
    async () =>
      new Response(JSON.stringify(body), {
        status,
        headers: { 'content-type': 'application/json' },
      }),
  );
  vi.stubGlobal('fetch', fetch);
  return { doc, fetch };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the shop-wide customer (spec section 3, S3-32)', () => {
  it('holds the id, e-mail, login status and address book count that account/info answers', async () => {
    browser('vitrine_customer=1', 200, {
      data: { id: 7, email: 'ada@example.com', address_book_count: 2 },
    });
    expect(await readCustomer(true)).toEqual({
      id: 7,
      email: 'ada@example.com',
      loginStatus: true,
      addressBookCount: 2,
    });
  });

  it("asks nothing in a visitor's browser, and is a visitor", async () => {
    const { fetch } = browser('');
    expect(await readCustomer(true)).toMatchObject({ id: null, loginStatus: false });
    expect(fetch).not.toHaveBeenCalled();
  });

  it('throws nothing: an ended session (401) forgets the login, any failure is a visitor', async () => {
    const ended = browser('vitrine_customer=1', 401, { code: 'not_logged_in', message: 'x' });
    expect(await readCustomer(true)).toMatchObject({ id: null, loginStatus: false });
    expect(ended.doc.cookie).toContain('vitrine_customer=;');
    browser('vitrine_customer=1', 500, { code: 'internal_error', message: 'x' });
    await expect(readCustomer(true)).resolves.toMatchObject({ loginStatus: false });
  });
});
