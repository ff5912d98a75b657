import { describe, expect, it } from 'vitest';
import { pageAssets, type Manifest } from './manifest.ts';

const manifest: Manifest = {
  'src/storefront/entry-client.tsx': {
    file: 'assets/entry.js',
    isEntry: true,
    imports: ['_shared.js'],
    css: ['assets/entry.css'],
  },
  '_shared.js': { file: 'assets/shared.js' },
  'src/storefront/routes/Product.tsx': {
    file: 'assets/product.js',
    imports: ['_shared.js', '_price.js'],
  },
  '_price.js': { file: 'assets/price.js', css: ['assets/price.css'] },
  'src/storefront/sections/comments/index.tsx': {
    file: 'assets/comments.js',
    imports: ['_shared.js', '_stars.js'],
    css: ['assets/comments.css'],
  },
  '_stars.js': { file: 'assets/stars.js', css: ['assets/stars.css'] },
};

describe('pageAssets', () => {
  it('preloads the matched page chunks once each, and leaves the entry imports to the entry', () => {
    const assets = pageAssets(manifest, ['src/storefront/routes/Product.tsx']);
    expect(assets.scripts).toEqual(['/assets/entry.js']);
    // The shared chunk comes with the entry, after the page's picture and styles.
    expect(assets.preloads).toEqual(['/assets/product.js', '/assets/price.js']);
    expect(assets.stylesheets).toEqual(['/assets/entry.css', '/assets/price.css']);
  });

  it('links the stylesheets of a section that hydrates later with the page, and preloads none of its code', () => {
    const assets = pageAssets(manifest, ['src/storefront/routes/Product.tsx'], '/', [
      'src/storefront/sections/comments/index.tsx',
    ]);
    expect(assets.preloads).not.toContain('/assets/comments.js');
    expect(assets.preloads).not.toContain('/assets/stars.js');
    // Drawn by the server, perhaps in the first screen: styled with the page, never moving it.
    expect(assets.stylesheets).toEqual([
      '/assets/entry.css',
      '/assets/price.css',
      '/assets/comments.css',
      '/assets/stars.css',
    ]);
  });

  it('links a stylesheet once when a later section shares it with the page', () => {
    const assets = pageAssets(
      {
        ...manifest,
        'src/storefront/sections/comments/index.tsx': {
          file: 'assets/c.js',
          imports: ['_price.js'],
        },
      },
      ['src/storefront/routes/Product.tsx'],
      '/',
      ['src/storefront/sections/comments/index.tsx'],
    );
    expect(assets.stylesheets).toEqual(['/assets/entry.css', '/assets/price.css']);
  });
});
