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

const tiles = [
  { image: '/media/g_dress_e9967a.webp', link: '/collections' },
  {
    image: '/media/g_womans_sandal_d2b48c.webp',
    caption_key: 'home.card_shoes',
    link: '/collections/shoes',
  },
  { image: '/media/g_purse_c71585.webp', caption_key: 'home.card_bags', link: '/collections/bags' },
  {
    image: '/media/g_potted_plant_6b8e23.webp',
    caption_key: 'home.card_home',
    link: '/collections/home',
  },
];

function render(given: object) {
  return renderToString(
    <Providers boot={boot}>
      <section.Component
        id="edit"
        settings={schema.parse(given)}
        data={null}
        page={null}
        lead={false}
      />
    </Providers>,
  );
}

describe('the editorial grid', () => {
  it('shows its heading and every tile as a link with its caption, the large one first', () => {
    const html = render({ tiles });
    expect(html).toMatch(/<h2 id="edit-title">The summer edit<\/h2>/);
    const links = [
      ...html.matchAll(
        /<a class="editorial__link" href="([^"]+)">.*?<span class="editorial__caption">([^<]+)<\/span>/g,
      ),
    ].map((m) => [m[1], m[2]]);
    expect(links).toEqual([
      ['/collections', 'Linen, straw and long light'],
      ['/collections/shoes', 'Shoes'],
      ['/collections/bags', 'Bags'],
      ['/collections/home', 'Home &amp; Living'],
    ]);
    // The layout knows how many tiles it places.
    expect(html).toContain('data-tiles="4"');
  });

  it('takes three to five tiles', () => {
    expect(schema.safeParse({ tiles: tiles.slice(0, 2) }).success).toBe(false);
    expect(schema.safeParse({ tiles: tiles.slice(0, 3) }).success).toBe(true);
    expect(schema.safeParse({ tiles: [...tiles, ...tiles.slice(0, 2)] }).success).toBe(false);
  });
});
