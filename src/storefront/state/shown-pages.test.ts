import { describe, expect, it } from 'vitest';
import { earlierViews, type ShownPage } from './shown-pages.ts';

const at = (pathname: string, search = '', checkout = false): ShownPage => ({
  pathname,
  search,
  checkout,
});

describe('the pages shown before the tracker came', () => {
  it('counts the landing page of a shopper who went on within the second, once', () => {
    expect(earlierViews([at('/', '?utm_medium=mail'), at('/collections/dresses')])).toEqual(['/']);
  });

  it('counts none when the shopper is still on the first page, whatever its filters did', () => {
    expect(earlierViews([])).toEqual([]);
    expect(
      earlierViews([at('/collections/dresses'), at('/collections/dresses', '?page=2')]),
    ).toEqual([]);
  });

  it("counts each page once in order, and none of checkout's (their path is announced)", () => {
    expect(
      earlierViews([
        at('/products/a'),
        at('/products/a', '?variant=2'),
        at('/cart'),
        at('/checkouts/abc', '', true),
        at('/products/b'),
        at('/products/a'),
      ]),
    ).toEqual(['/products/a', '/cart', '/products/b']);
  });
});
