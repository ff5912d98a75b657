import { describe, expect, it } from 'vitest';
import { shopLinksIn } from './RichText.tsx';

describe("the merchant's rich text under a language's prefix", () => {
  const html =
    '<p>See our <a href="/policies/refund-policy">returns</a>, the <a href="/">home page</a> ' +
    'and <a title="x" href="/collections/linen?page=2#top">linen</a>.</p>';

  it("puts the shop's page links under the page's prefix", () => {
    expect(shopLinksIn(html, '/de')).toBe(
      '<p>See our <a href="/de/policies/refund-policy">returns</a>, the <a href="/de">home page</a> ' +
        'and <a title="x" href="/de/collections/linen?page=2#top">linen</a>.</p>',
    );
  });

  it('leaves the HTML as it is without a prefix (en-US, or a language from the cookie)', () => {
    expect(shopLinksIn(html, '')).toBe(html);
    expect(shopLinksIn(html, undefined)).toBe(html);
    expect(shopLinksIn(html, '/')).toBe(html);
  });

  it('leaves other sites, files, the API, pictures and links already in a language alone', () => {
    const others =
      '<a href="https://example.com/x">a</a><a href="//evil.example/x">b</a>' +
      '<a href="/media/size-chart.pdf">c</a><a href="/api/store/products">d</a>' +
      '<a href="/fr/pages/about">e</a><a href="mailto:shop@example.com">f</a>' +
      '<a href="#returns">g</a><img src="/media/linen.jpg" alt="">';
    expect(shopLinksIn(others, '/de')).toBe(others);
  });
});
