import { describe, expect, it } from 'vitest';
import { isCurrentPath } from './ShopLink.tsx';

describe('isCurrentPath', () => {
  it('marks the page itself, with or without a trailing slash or query', () => {
    expect(isCurrentPath('/collections/shoes', '/collections/shoes')).toBe(true);
    expect(isCurrentPath('/collections/shoes/', '/collections/shoes?page=2')).toBe(true);
    expect(isCurrentPath('/collections/shoes', '/collections/shoe')).toBe(false);
  });

  it('marks a section for the pages under it, unless end is set', () => {
    expect(isCurrentPath('/collections/shoes', '/collections')).toBe(true);
    expect(isCurrentPath('/collections/shoes', '/collections', true)).toBe(false);
    expect(isCurrentPath('/collections', '/collections', true)).toBe(true);
  });

  it('never marks home for every page', () => {
    expect(isCurrentPath('/cart', '/')).toBe(false);
    expect(isCurrentPath('/', '/')).toBe(true);
  });
});
