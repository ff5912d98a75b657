import { describe, expect, it } from 'vitest';
import { SITEMAP_LIMIT, sitemapFiles } from './sitemap.ts';

describe('the sitemap index', () => {
  it('splits the products into files of at most 20,000 (each URL with its 17 languages)', () => {
    expect(SITEMAP_LIMIT).toBe(20_000);
    expect(sitemapFiles(0)).toEqual(['pages', 'products-1']);
    expect(sitemapFiles(20_000)).toEqual(['pages', 'products-1']);
    expect(sitemapFiles(20_001)).toEqual(['pages', 'products-1', 'products-2']);
    expect(sitemapFiles(50_000)).toEqual(['pages', 'products-1', 'products-2', 'products-3']);
  });
});
