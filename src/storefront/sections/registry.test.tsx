import { renderToString } from 'react-dom/server';
import type { PaletteDto } from '../../modules/catalog/contract.ts';
import { MemoryRouter } from 'react-router';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { englishShopBoot } from '../../test/shop-boot.ts';
import { ApiError, queryString, type StoreApi } from '../api-client.ts';
import type { ContentApi } from '../content-api.ts';
import type { PrescriptionApi } from '../prescription-api.ts';
import type { ReviewApi } from '../review-api.ts';
import { Providers } from '../Providers.tsx';
import { priorityImage } from '../server/document.ts';
import { loadShopTheme } from '../theme/load.ts';
import { CartProvider } from '../state/cart.tsx';
import { loadTemplate, Sections, sectionTypesIn, withoutLaterSectionData } from './registry.tsx';

let t: TestApp;
// The calls sections make, as the server's own API serves them (in one object).
let api: StoreApi & ContentApi & ReviewApi & PrescriptionApi;
const unused = () => Promise.reject(new Error('not in this test'));
beforeAll(async () => {
  t = await createTestApp();
  const get = async (url: string) => (await t.app.inject(url)).json();
  api = {
    products: async (q) => {
      const res = await t.app.inject(`/api/store/products?${queryString(q)}`);
      const body = res.json();
      if (res.statusCode !== 200) throw new ApiError(res.statusCode, body.code, body.message);
      return body;
    },
    searchProducts: unused,
    facets: () => get('/api/store/products/filters'),
    suggestions: unused,
    product: async (slug) => (await get(`/api/store/products/${slug}`)).data,
    categories: async () => (await get('/api/store/categories')).data,
    policies: unused,
    policy: unused,
    blogCollections: unused,
    preferredBlogs: unused,
    blogCollection: unused,
    collectionBlogs: unused,
    blog: unused,
    recentBlogs: unused,
    recommendedBlogs: unused,
    faq: async () => (await get('/api/store/faq')).data,
    videos: unused,
    video: async (slug) => {
      const res = await t.app.inject(`/api/store/videos/${slug}`);
      if (res.statusCode !== 200) throw new Error(res.json().message);
      return res.json().data;
    },
    productGroup: async (id) => (await get(`/api/store/grouped_products?product_id=${id}`)).data,
    styleLooks: async (position, count) =>
      (
        await get(
          `/api/store/style-combinations/looks?combination_position=${position}&page_size=${count}`,
        )
      ).data,
    contact: unused,
    multiSites: unused,
    cart: () => get('/api/store/cart'),
    addToCart: unused,
    updateLine: unused,
    removeLine: unused,
    setNote: unused,
    applyCoupon: unused,
    removeCoupon: unused,
    rates: () => get('/api/store/exchanges'),
    location: () => get('/api/store/ip'),
    productDiscounts: unused,
    displayedCodes: unused,
    discountStyle: unused,
    prescriptions: unused,
    addPrescription: unused,
    attachToPrescription: unused,
    productCards: async (ids) =>
      (await get(`/api/store/product_cards?filter[product_id]=${ids.join(',')}`)).data,
    buttons: unused,
    clickButton: unused,
    sizeChart: unused,
    combinations: unused,
    styleCombinations: unused,
    diversions: unused,
    reviews: (q) => get(`/api/store/comments?${new URLSearchParams(q as Record<string, string>)}`),
    signUpload: unused,
    uploadFile: unused,
    createReview: unused,
  };
});
afterAll(() => t.close());

async function renderTemplate(
  sections: Record<string, { type: string; settings: object }>,
  theme?: ReturnType<typeof loadShopTheme>,
) {
  const template = { sections, order: Object.keys(sections) };
  const loaded = await loadTemplate(
    {
      ...template,
      sections: Object.fromEntries(
        Object.entries(sections).map(([k, v]) => [k, { ...v, settings: { ...v.settings } }]),
      ),
    },
    { api, request: new Request('http://shop.test/'), params: {}, page: null, theme },
  );
  const boot = await englishShopBoot(theme);
  return renderToString(
    <Providers boot={boot}>
      <MemoryRouter>
        <CartProvider>
          <Sections sections={loaded} page={null} />
        </CartProvider>
      </MemoryRouter>
    </Providers>,
  );
}

const cards = (html: string) => html.match(/class="card__title"/g)?.length ?? 0;
const hotSales = (limit: number, scope: { collection?: string } = {}) => ({
  type: 'hot-sales',
  settings: {
    title_key: 'home.hot_sales',
    subtitle_key: 'home.hot_sales_subtitle',
    limit,
    ...scope,
  },
});
const cardTitles = (html: string) =>
  [...html.matchAll(/class="card__title" dir="auto">([^<]+)</g)].map((m) => m[1]);

describe('sections', () => {
  it('load exactly what their settings ask for: a hot-sales limit of 12 shows 12', async () => {
    expect(cards(await renderTemplate({ hot: hotSales(12) }))).toBe(12);
    expect(cards(await renderTemplate({ hot: hotSales(3) }))).toBe(3);
  });

  it('keep the hot sales to a collection when set: its best sellers, best-selling first', async () => {
    const best = await api.products({
      category: 'shoes',
      sort_by: 'best-selling',
      page_size: 4,
    });
    const html = await renderTemplate({ hot: hotSales(4, { collection: 'shoes' }) });
    expect(cardTitles(html)).toEqual(best.data.map((p) => p.title));
    // A collection since removed leaves the row out, not the page.
    expect(cards(await renderTemplate({ hot: hotSales(4, { collection: 'gone' }) }))).toBe(0);
  });

  it('render in the order of the template', async () => {
    const html = await renderTemplate({
      tiles: {
        type: 'collection-list',
        settings: { title_key: 'home.shop_collections', limit: 2 },
      },
      hot: hotSales(1),
    });
    expect(html.indexOf('Shop by collection')).toBeLessThan(html.indexOf('Hot sales'));
    expect(html.match(/class="tile"/g)).toHaveLength(2);
  });

  it("draw the cards' palettes on lists only when show_position is 'all'", async () => {
    const palettes = (html: string) => html.match(/class="palette /g)?.length ?? 0;
    const everywhere = loadShopTheme('vogue');
    expect(everywhere.settings.product_palette.show_position).toBe('all');
    const shown = await renderTemplate({ hot: hotSales(8) }, everywhere);
    expect(palettes(shown)).toBeGreaterThan(0);
    expect(shown).toMatch(/class="palette__more"[^>]*>…</);
    const detail = loadShopTheme('vogue', {
      file: 'shop.json',
      json: { product_palette: { show_position: 'detail' } },
    });
    expect(palettes(await renderTemplate({ hot: hotSales(8) }, detail))).toBe(0);
  });

  it('end a card palette of more than show_num values in an ellipsis link; show_num or fewer, none', async () => {
    const theme = loadShopTheme('vogue');
    const showNum = theme.settings.product_palette.show_num;
    const html = await renderTemplate({ hot: hotSales(48) }, theme);
    const cardHtml = new Map(
      [...html.matchAll(/<article class="card" data-product-id="(\d+)">(.*?)<\/article>/gs)].map(
        (m) => [Number(m[1]), m[2]!],
      ),
    );
    // The cards' palettes came with their products (with=palette): the same as product_palettes.
    const palettes: PaletteDto[] = (
      await (
        await t.app.inject(
          `/api/store/product_palettes?filter[product_id]=${[...cardHtml.keys()].join(',')}`,
        )
      ).json()
    ).data;
    const sizes = palettes.map((p) => p.values.length);
    expect(sizes.some((n) => n > showNum)).toBe(true);
    expect(sizes).toContain(showNum);
    for (const palette of palettes) {
      const card = cardHtml.get(palette.product_id)!;
      const more = /<a [^>]*class="palette__more"[^>]*>(.*?)<\/a>/.exec(card);
      const bubbles = card.match(/class="bubble[ "]/g)?.length ?? 0;
      if (palette.values.length <= showNum) {
        expect(more, card).toBeNull();
        expect(bubbles).toBe(palette.values.length);
        continue;
      }
      expect(bubbles).toBe(showNum);
      expect(more![1]).toBe('…');
      const hidden = palette.values.length - showNum;
      // The link says how many more there are, for those who cannot see the bubbles.
      expect(more![0]).toContain(
        `aria-label="${hidden} more ${palette.name}${hidden === 1 ? '' : ' values'} on the product page"`,
      );
      expect(more![0]).toMatch(/href="\/products\/[^"?]+"/);
    }
  });
});

describe('the content sections', () => {
  it('render a featured product, a video, an image with its link and a row of image cards', async () => {
    const html = await renderTemplate({
      featured: {
        type: 'single-commodity',
        settings: { title_key: 'home.featured_title', product: 'straw-sun-hat' },
      },
      video: {
        type: 'video',
        settings: {
          title_key: 'home.video_title',
          text_key: 'home.video_text',
          video: 'made-by-hand',
        },
      },
      banner: {
        type: 'image',
        settings: {
          image: '/media/g_sunflower_ffc107.webp',
          alt_key: 'home.image_alt',
          link: '/collections/dresses',
          ratio: '21 / 9',
        },
      },
      cards: {
        type: 'image-cards',
        settings: {
          title_key: 'home.image_cards_title',
          cards: [
            {
              image: '/media/g_dress_e9967a.webp',
              title_key: 'home.card_dresses',
              link: '/collections/dresses',
            },
          ],
        },
      },
    });
    // The featured product's add form posts to its page, with its variants to choose.
    expect(html).toContain('action="/products/straw-sun-hat"');
    expect(html).toContain('name="variant_id"');
    // The video's picture and play link, no player before it is played.
    expect(html).toContain('href="https://vimeo.com/76979871"');
    expect(html).not.toContain('<iframe');
    expect(html).toMatch(/<a class="image-section__link" href="\/collections\/dresses">/);
    expect(html).toContain('alt="Summer dresses: sunflowers on a warm yellow ground"');
    expect(html).toMatch(/<a class="image-card" href="\/collections\/dresses">/);
  });

  it('load their code with the page or after it, as each section type declares', async () => {
    const home = loadShopTheme('vogue').templates.index;
    const sections = await loadTemplate(home, {
      api,
      request: new Request('http://shop.test/'),
      params: {},
      page: null,
    });
    const data = { page: { sections } };
    // The banner and the lists paint first; the blocks below them hydrate after the page.
    expect(sectionTypesIn(data, 'before-hydration')).toEqual(
      expect.arrayContaining(['image-with-text', 'hot-sales']),
    );
    expect(sectionTypesIn(data, 'after-hydration').sort()).toEqual(
      ['image', 'image-cards', 'single-commodity', 'subscribe', 'video'].sort(),
    );
  });

  it("leave the data of later sections out of the page's hydration data, the rest as loaded", async () => {
    const home = loadShopTheme('vogue').templates.index;
    const sections = await loadTemplate(home, {
      api,
      request: new Request('http://shop.test/'),
      params: {},
      page: null,
    });
    const sent = withoutLaterSectionData({ root: { collections: [] }, page: { sections } });
    expect(sent.root).toEqual({ collections: [] });
    const sentSections = (sent.page as { sections: typeof sections }).sections;
    for (const [i, section] of sections.entries()) {
      const out = sentSections[i]!;
      if (section.later && section.data != null) {
        // The featured product was read for the server's HTML; the browser reads it again.
        expect(out).toMatchObject({ id: section.id, data: null, deferred: true });
      } else {
        expect(out).toEqual(section);
      }
    }
    expect(sentSections.some((s) => s.deferred && s.type === 'single-commodity')).toBe(true);
    expect(sentSections.find((s) => s.type === 'hot-sales')!.data).not.toBeNull();
  });

  it.each(['vogue', 'athena', 'venue', 'showtime'])(
    "load the leading section's pictures at once, one first, and the rest when near (%s's home)",
    async (name) => {
      const theme = loadShopTheme(name);
      const home = theme.templates.index;
      const html = await renderTemplate(
        Object.fromEntries(home.order.map((id) => [id, home.sections[id]!])),
        theme,
      );
      // The lead: the first section below the announcement bar, the first screen's pictures.
      const leadType = home.order
        .map((id) => home.sections[id]!.type)
        .find((type) => type !== 'announcement-bar')!;
      const sectionsHtml = html.split('<!--/$-->');
      const leadAt = home.order.findIndex((id) => home.sections[id]!.type === leadType);
      const images = (part: string) => [...part.matchAll(/<img [^>]*>/g)].map((m) => m[0]);
      const lead = images(sectionsHtml[leadAt]!);
      expect(lead.length).toBeGreaterThan(0);
      expect(lead[0]).toContain('loading="eager"');
      const later = sectionsHtml.slice(leadAt + 1).flatMap(images);
      expect(later.length).toBeGreaterThan(0);
      for (const image of later) expect(image).toContain('loading="lazy"');
      // One picture fetched first, and the head preloads that one.
      const first = images(html).filter((i) => i.includes('fetchPriority="high"'));
      expect(first).toEqual([lead[0]]);
      expect(lead[0]).toContain(`src="${priorityImage(html)!.src}"`);
    },
  );

  it('leave themselves out when their product or video is gone', async () => {
    const html = await renderTemplate({
      featured: {
        type: 'single-commodity',
        settings: { title_key: 'home.featured_title', product: 'no-such-product' },
      },
      video: {
        type: 'video',
        settings: { title_key: 'home.video_title', text_key: 'home.video_text', video: 'gone' },
      },
    });
    // Nothing but the empty boundaries of sections that hydrate later.
    expect(html.replace(/<!--.*?-->/g, '')).toBe('');
  });
});
