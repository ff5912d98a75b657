import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Image } from '../components/Image.tsx';
import { priorityImage, renderDocument, scriptJson } from './document.ts';

describe('renderDocument', () => {
  const parts = {
    lang: 'he-IL',
    dir: 'rtl' as const,
    theme: 'vogue',
    routeName: 'notFound',
    title: 'Shoes & <Boots>',
    description: 'd',
    themeCss: ':root{--x:1}',
    stylesheets: ['/assets/a.css'],
    preloads: ['/assets/p.js'],
    scripts: ['/assets/e.js'],
    appHtml: '<p>app</p>',
    hydration: { loaderData: { x: '</script><script>alert(1)</script>' } },
    bootJson: '{}',
    messagesUrl: '/i18n/he-IL.0123abcd.json',
    share: { siteName: 'Vitrine', type: 'website' },
    jsonLd: [],
    noindex: false,
  };

  it('escapes the title and keeps data from closing its script', () => {
    const html = renderDocument(parts);
    expect(html).toContain('<title>Shoes &amp; &lt;Boots&gt;</title>');
    expect(html).not.toContain('</script><script>alert(1)');
    expect(html).toContain('dir="rtl"');
    expect(html).toContain('data-route="notFound"');
    // The messages are fetched as the page loads, as a fetch() of the same origin asks.
    expect(html).toContain(
      '<link rel="preload" href="/i18n/he-IL.0123abcd.json" as="fetch" crossorigin="anonymous">',
    );
  });

  it('writes the sharing tags, robots and structured data, none able to break out', () => {
    const html = renderDocument({
      ...parts,
      canonical: 'https://shop.test/products/a',
      share: { siteName: 'Vitrine', type: 'product', image: 'https://shop.test/media/a.png' },
      jsonLd: [{ '@type': 'Product', name: '</script><script>alert(2)</script>' }],
      noindex: true,
    });
    expect(html).toContain('<meta property="og:type" content="product">');
    expect(html).toContain('<meta property="og:title" content="Shoes &amp; &lt;Boots&gt;">');
    expect(html).toContain('<meta property="og:url" content="https://shop.test/products/a">');
    expect(html).toContain('<meta property="og:image" content="https://shop.test/media/a.png">');
    expect(html).toContain('<meta name="twitter:card" content="summary_large_image">');
    expect(html).toContain('<meta name="robots" content="noindex">');
    expect(html).toContain('<script type="application/ld+json">{"@type":"Product"');
    expect(html).not.toContain('</script><script>alert(2)');
    // Without a picture the card is the small one, and an indexable page says nothing of robots.
    const plain = renderDocument(parts);
    expect(plain).toContain('<meta name="twitter:card" content="summary">');
    expect(plain).not.toContain('og:image');
    expect(plain).not.toContain('name="robots"');
  });

  it('links its stylesheets, or their joined file with their own links disabled', () => {
    expect(renderDocument(parts)).toContain('<link rel="stylesheet" href="/assets/a.css">');
    const joined = renderDocument({ ...parts, combinedStylesheet: '/styles/a~b.css' });
    expect(joined).toContain('<link rel="stylesheet" href="/assets/a.css" disabled>');
    expect(joined).toContain('<link rel="stylesheet" href="/styles/a~b.css">');
    expect(joined).not.toContain('<style>.');
  });

  it("preloads the page's first high-priority picture from the head, before its styles", () => {
    const appHtml = renderToString(
      <div>
        <Image src="/media/a.webp" alt="A lazy one" sizes="50vw" />
        <Image
          src="/media/b&c.webp"
          alt="The first card"
          sizes="(max-width: 767px) 50vw, 300px"
          eager
        />
        <Image src="/media/d.webp" alt="The second card" sizes="50vw" eager />
      </div>,
    );
    const image = priorityImage(appHtml)!;
    expect(image.src).toBe('/media/b&amp;c-600.webp');
    expect(image.srcset).toContain('/media/b&amp;c-200.webp 200w');
    expect(image.sizes).toBe('(max-width: 767px) 50vw, 300px');
    const html = renderDocument({ ...parts, appHtml, imagePreload: image });
    const preload = html.indexOf('<link rel="preload" as="image" href="/media/b&amp;c-600.webp"');
    expect(preload).toBeGreaterThan(0);
    expect(html.slice(preload)).toMatch(
      /^<link rel="preload" as="image" href="[^"]+" imagesrcset="[^"]+ 200w[^"]*" imagesizes="\(max-width: 767px\) 50vw, 300px" fetchpriority="high">/,
    );
    expect(preload).toBeLessThan(html.indexOf('<link rel="stylesheet"'));
    // Nothing asks for priority: nothing is preloaded.
    expect(priorityImage(renderToString(<Image src="/media/a.webp" alt="" sizes="50vw" />))).toBe(
      undefined,
    );
  });

  it('makes JSON safe for script elements', () => {
    expect(scriptJson('</script>')).toBe('"\\u003c/script>"');
    expect(scriptJson({ a: 'x\u2028y\u2029<' })).toBe('{"a":"x\\u2028y\\u2029\\u003c"}');
    expect(JSON.parse(scriptJson({ a: 'x\u2028</' }))).toEqual({ a: 'x\u2028</' });
  });
});
