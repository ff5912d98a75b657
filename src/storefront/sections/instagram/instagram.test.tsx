import { renderToString } from 'react-dom/server';
import { beforeAll, describe, expect, it } from 'vitest';
import { englishShopBoot } from '../../../test/shop-boot.ts';
import { Providers } from '../../Providers.tsx';
import type { ShopBoot } from '../../state/shop.tsx';
import section from './index.tsx';
import { settings as schema } from './settings.ts';

let boot: ShopBoot;
beforeAll(async () => {
  boot = await englishShopBoot();
});

const settings = {
  handle: 'vitrine.shop',
  images: [
    { image: '/media/g_sunglasses_ffb6c1.webp', link: '/collections/eyewear' },
    { image: '/media/g_lipstick_c71585.webp', link: 'https://www.instagram.com/p/C0ffee/' },
    { image: '/media/g_tulip_ff7f50.webp' },
  ],
};

function render(given: object = settings) {
  return renderToString(
    <Providers boot={boot}>
      <section.Component
        id="insta"
        settings={schema.parse(given)}
        data={null}
        page={null}
        lead={false}
      />
    </Providers>,
  );
}

describe('the Instagram block', () => {
  it("shows its heading and the shop's handle, linked to its profile", () => {
    const html = render();
    expect(html).toMatch(/<h2 id="insta-title">Follow us on Instagram<\/h2>/);
    expect(html).toMatch(
      /<a class="instagram__handle" href="https:\/\/www.instagram.com\/vitrine.shop\/" rel="noopener">.*<bdi dir="ltr">@vitrine.shop<\/bdi><\/a>/,
    );
  });

  it("shows the merchant's pictures, each a link: to a page of the shop, a post, or the profile", () => {
    const html = render();
    const posts = [...html.matchAll(/<a class="instagram__post" href="([^"]+)"/g)].map((m) => m[1]);
    expect(posts).toEqual([
      '/collections/eyewear',
      'https://www.instagram.com/p/C0ffee/',
      'https://www.instagram.com/vitrine.shop/',
    ]);
    expect(html).toContain('alt="Photo 1 from @vitrine.shop on Instagram"');
    expect(html).toContain('alt="Photo 3 from @vitrine.shop on Instagram"');
  });

  it("asks nothing of another site: the pictures are the shop's own, and no script comes", () => {
    const html = render();
    const sources = [...html.matchAll(/\s(?:src|srcSet)="([^"]+)"/g)].flatMap((m) =>
      m[1]!.split(',').map((s) => s.trim().split(' ')[0]!),
    );
    expect(sources.length).toBeGreaterThan(0);
    for (const src of sources) expect(src).toMatch(/^\/media\//);
    expect(html).not.toContain('<script');
    expect(html).not.toContain('<iframe');
  });

  it('refuses a handle or a link it could not trust', () => {
    expect(schema.safeParse({ ...settings, handle: '@vitrine' }).success).toBe(false);
    expect(
      schema.safeParse({
        ...settings,
        images: [{ image: '/media/a.webp', link: 'https://evil.test/' }],
      }).success,
    ).toBe(false);
    expect(
      schema.safeParse({ ...settings, images: [{ image: '/media/a.webp', link: '//evil.test/' }] })
        .success,
    ).toBe(false);
  });
});
