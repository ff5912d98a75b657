import { describe, expect, it } from 'vitest';
import { absoluteUrl } from './page.ts';

const ORIGIN = 'https://shop.example';

describe('absoluteUrl', () => {
  it('gives what the URL parser gives, whether or not it parses', () => {
    const paths = [
      '/',
      '/products/linen-wrap-dress',
      '/products/linen-wrap-dress?variant=12',
      '/media/seed/a1b2.jpg',
      '/collections/all?sort=price&page=2',
      '/de/products/kleid',
      '/products/%D7%A9%D7%9E%D7%9C%D7%94',
      // What the parser changes: dot segments, encoded characters, backslashes, a host.
      '/a/./b',
      '/a/../b',
      '/./x',
      '/a/.',
      '/products/שמלה',
      '/products/a b',
      '/products/a"b',
      "/search?q=it's",
      '/search?q=a b',
      '/x#top',
      '//evil.example/x',
      '/\\evil.example',
      'relative/path',
      'https://cdn.example/a.jpg',
      '/products/a<b>',
      '/a/{b}`c',
      '/a/b|c^d',
    ];
    for (const path of paths) {
      expect(absoluteUrl(path, ORIGIN), path).toBe(new URL(path, ORIGIN).href);
    }
  });

  it('leaves a path as it is where the origin is not known (the browser)', () => {
    expect(absoluteUrl('/products/x', '')).toBe('/products/x');
  });
});
