import { describe, expect, it } from 'vitest';
import type { Manifest } from './manifest.ts';
import { combinedStyles } from './page-styles.ts';

const manifest: Manifest = {
  'src/storefront/entry-client.tsx': { file: 'assets/entry.js', css: ['assets/entry-a1.css'] },
  'src/storefront/routes/Product.tsx': { file: 'assets/p.js', css: ['assets/product-b2.css'] },
};
const texts: Record<string, string> = {
  '/assets/entry-a1.css': '.header{color:red}',
  '/assets/product-b2.css': '.product{color:blue}',
};
const read: string[] = [];
const styles = combinedStyles(manifest, (href) => {
  read.push(href);
  return texts[href]!;
});

describe('a page stylesheets joined in one file', () => {
  it('is named by the stylesheets it joins, and holds them in their order', () => {
    const url = styles.url(['/assets/entry-a1.css', '/assets/product-b2.css'])!;
    expect(url).toBe('/styles/entry-a1~product-b2.css');
    const file = styles.file(url.slice('/styles/'.length))!;
    expect(file.body.toString()).toBe('.header{color:red}\n.product{color:blue}');
    expect(file.contentType).toBe('text/css; charset=utf-8');
    expect(file.cacheControl).toMatch(/immutable/);
    // Made once: the next shopper's request reads nothing again.
    read.length = 0;
    expect(styles.file('entry-a1~product-b2.css')).toBe(file);
    expect(read).toEqual([]);
  });

  it('is no file for a name that is not one of the build stylesheets', () => {
    expect(styles.file('entry-a1~other-c3.css')).toBeUndefined();
    expect(styles.file('..~..~etc~passwd.css')).toBeUndefined();
    expect(styles.file('entry-a1.js')).toBeUndefined();
    expect(styles.url([])).toBeUndefined();
  });
});
