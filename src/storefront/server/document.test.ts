import { describe, expect, it } from 'vitest';
import { renderDocument, scriptJson } from './document.ts';

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
  };

  it('escapes the title and keeps data from closing its script', () => {
    const html = renderDocument(parts);
    expect(html).toContain('<title>Shoes &amp; &lt;Boots&gt;</title>');
    expect(html).not.toContain('</script><script>alert(1)');
    expect(html).toContain('dir="rtl"');
    expect(html).toContain('data-route="notFound"');
  });

  it('makes JSON safe for script elements', () => {
    expect(scriptJson('</script>')).toBe('"\\u003c/script>"');
    expect(scriptJson({ a: 'x\u2028y\u2029<' })).toBe('{"a":"x\\u2028y\\u2029\\u003c"}');
    expect(JSON.parse(scriptJson({ a: 'x\u2028</' }))).toEqual({ a: 'x\u2028</' });
  });
});
