import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MapStorage } from '../../test/map-storage.ts';
import { loadWishlist, receiveWishlist, toggleWish, wishlistNow } from './wishlist.ts';

/** The browser the wishlist runs in: a logged-in customer's cookie, the page's address, storage. */
function browser(cookie = 'vitrine_customer=1') {
  const doc = {
    cookie,
    documentElement: { dataset: {} as Record<string, string> },
    body: { dataset: {} as Record<string, string> },
  };
  vi.stubGlobal('document', doc);
  const told: string[] = [];
  vi.stubGlobal('window', {
    location: { search: '', pathname: '/products/x' },
    sessionStorage: new MapStorage(),
    dispatchEvent: (e: Event) => void told.push(e.type),
  });
  return doc;
}

/** The shop's answers, one per call, as fetch gives them; `held` waits until released. */
function answers(...replies: (() => Promise<Response>)[]) {
  const calls: { method: string; url: string; body: unknown }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      calls.push({
        method: init?.method ?? 'GET',
        url: String(url),
        body: init?.body ? JSON.parse(String(init.body)) : undefined,
      });
      return replies.shift()!();
    }),
  );
  return calls;
}
const json = (status: number, body: unknown) => async () =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const toggled = (ids: number[], tips = 1) =>
  json(200, { data: { product_ids: ids }, tips_type: tips });

beforeEach(() => {
  receiveWishlist([]);
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the shop-wide wishlist (spec sections 3, 4 and 8)', () => {
  it('is loading while wished is read, then holds the ids and their count (S3-82)', async () => {
    browser();
    let release!: () => void;
    const held = new Promise<void>((r) => (release = r));
    answers(async () => {
      await held;
      return json(200, [7, 3])();
    });
    loadWishlist(true);
    expect(wishlistNow()).toMatchObject({ loading: true });
    release();
    await vi.waitFor(() => expect(wishlistNow().loading).toBe(false));
    expect(wishlistNow()).toMatchObject({ ids: [7, 3], count: 2, known: true });
  });

  it('shows empty hearts when wished fails, and throws nothing (S8-61)', async () => {
    browser();
    receiveWishlist([5]);
    answers(json(500, { code: 'internal_error', message: 'x' }));
    loadWishlist(true);
    await vi.waitFor(() => expect(wishlistNow().loading).toBe(false));
    expect(wishlistNow()).toMatchObject({ ids: [], count: 0 });
  });

  it('replaces the list by the ids a toggle answers, joining then leaving (S4-43)', async () => {
    browser();
    receiveWishlist([1]);
    const calls = answers(toggled([9, 4, 1]), toggled([4, 1], 2));
    expect(await toggleWish(9, 90)).toBe('done');
    // The answer's list, not the one guessed: another device added 4 meanwhile.
    expect(wishlistNow().ids).toEqual([9, 4, 1]);
    expect(await toggleWish(9, null)).toBe('done');
    expect(wishlistNow()).toMatchObject({ ids: [4, 1], count: 2 });
    expect(calls.map((c) => c.method)).toEqual(['POST', 'DELETE']);
    expect(calls[0]!.body).toEqual({ product_id: 9, variant_id: 90 });
  });

  it('asks a visitor, and a customer whose session ended (401), to log in (S8-62)', async () => {
    browser('');
    expect(await toggleWish(9, null)).toBe('login');
    const doc = browser();
    answers(json(401, { code: 'not_logged_in', message: 'Log in to continue.' }));
    expect(await toggleWish(9, null)).toBe('login');
    // The login flag is forgotten with the session.
    expect(doc.cookie).toContain('vitrine_customer=;');
  });

  it('changes nothing and says nothing when a toggle fails otherwise (S8-63)', async () => {
    browser();
    receiveWishlist([1, 2]);
    answers(json(500, { code: 'internal_error', message: 'x' }));
    expect(await toggleWish(9, null)).toBe('nothing');
    expect(wishlistNow()).toMatchObject({ ids: [1, 2], count: 2 });
  });
});
