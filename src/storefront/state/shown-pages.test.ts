import { afterEach, describe, expect, it, vi } from 'vitest';
import { MapStorage } from '../../test/map-storage.ts';
import { earlierViews, takeShown } from './earlier-views.ts';
import { noteShown, type ShownPage } from './shown-pages.ts';

const at = (pathname: string, search = '', checkout = false): ShownPage => ({
  pathname,
  search,
  checkout,
});

describe('the pages shown before the tracker came', () => {
  it('counts the landing page of a shopper who went on within the second, once', () => {
    expect(
      earlierViews(
        [at('/', '?utm_medium=mail'), at('/collections/dresses')],
        '/collections/dresses',
      ),
    ).toEqual(['/']);
  });

  it('counts the last page noted when the shopper went on as the tracker came', () => {
    // The landing page was noted; the next page showed after the tracker's code had arrived.
    expect(earlierViews([at('/', '?utm_medium=mail')], '/collections/dresses')).toEqual(['/']);
  });

  it('counts none when the shopper is still on the first page, whatever its filters did', () => {
    expect(earlierViews([], '/')).toEqual([]);
    expect(
      earlierViews(
        [at('/collections/dresses'), at('/collections/dresses', '?page=2')],
        '/collections/dresses',
      ),
    ).toEqual([]);
  });

  it("counts each page once in order, and none of checkout's (their path is announced)", () => {
    expect(
      earlierViews(
        [
          at('/products/a'),
          at('/products/a', '?variant=2'),
          at('/cart'),
          at('/checkouts/abc', '', true),
          at('/products/b'),
          at('/products/a'),
        ],
        '/products/a',
      ),
    ).toEqual(['/products/a', '/cart', '/products/b']);
  });
});

describe('the pages noted before the tracker came, kept for the visit', () => {
  afterEach(() => {
    takeShown();
    vi.unstubAllGlobals();
  });

  it("hands a new page's tracker the landing page left before its own tracker came", () => {
    const sessionStorage = new MapStorage();
    vi.stubGlobal('window', { sessionStorage });
    // The landing page, left by a link followed before it hydrated: a whole new page.
    noteShown(at('/', '?utm_medium=spring'));
    noteShown(at('/collections/dresses'));
    const shown = takeShown();
    expect(shown).toEqual([at('/', '?utm_medium=spring'), at('/collections/dresses')]);
    expect(earlierViews(shown, '/collections/dresses')).toEqual(['/']);
    // Taken once: the next page's tracker counts nothing twice.
    expect(takeShown()).toEqual([]);
    expect(sessionStorage.getItem('vitrine_shown')).toBeNull();
  });

  it('keeps them in the page where storage is refused, and reads no foreign entries', () => {
    const refused = new MapStorage();
    refused.setItem = () => {
      throw new Error('QuotaExceededError');
    };
    vi.stubGlobal('window', { sessionStorage: refused });
    noteShown(at('/products/a'));
    noteShown(at('/cart'));
    expect(takeShown().map((page) => page.pathname)).toEqual(['/products/a', '/cart']);

    const tampered = new MapStorage();
    tampered.setItem(
      'vitrine_shown',
      JSON.stringify({ data: [null, { pathname: 7 }, at('/blogs')], time: Date.now(), expire: 0 }),
    );
    vi.stubGlobal('window', { sessionStorage: tampered });
    expect(takeShown()).toEqual([at('/blogs')]);
  });

  it('forgets pages noted over half an hour ago (a tab left before its tracker came)', () => {
    const sessionStorage = new MapStorage();
    vi.stubGlobal('window', { sessionStorage });
    noteShown(at('/'));
    const stored = JSON.parse(sessionStorage.getItem('vitrine_shown')!);
    sessionStorage.setItem(
      'vitrine_shown',
      JSON.stringify({ ...stored, time: Date.now() - 31 * 60 * 1000 }),
    );
    expect(takeShown()).toEqual([]);
  });
});
