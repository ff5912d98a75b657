import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StyleLookDto } from '../../../modules/merchandising/combination-contract.ts';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { englishShopBoot } from '../../../test/shop-boot.ts';
import type { ServerApi } from '../../server/server-api.ts';
import { Providers } from '../../Providers.tsx';
import { CartProvider } from '../../state/cart.tsx';
import type { ShopBoot } from '../../state/shop.tsx';
import section from './index.tsx';
import { settings as schema } from './settings.ts';

let t: TestApp;
let boot: ShopBoot;
beforeAll(async () => {
  t = await createTestApp();
  boot = await englishShopBoot();
});
afterAll(() => t.close());

/** The calls the section's loader made, by path. */
let calls: string[] = [];

/** The section's loader over the shop's API (GET style-combinations/looks), counting its calls. */
async function load(given: object = {}, fails = false) {
  calls = [];
  // The server's API serves the content calls (content-api.ts knows it by their first, policy).
  const api = {
    policy: () => Promise.reject(new Error('not read here')),
    styleLooks: async (position: string, count: number) => {
      const url = `/api/store/style-combinations/looks?combination_position=${position}&page_size=${count}`;
      calls.push(url);
      if (fails) throw new Error('down');
      return (await t.app.inject(url)).json<{ data: StyleLookDto[] }>().data;
    },
  } as unknown as ServerApi;
  const settings = schema.parse(given);
  const data = await section.load!(
    { api, request: new Request('http://shop.test/'), params: {}, page: null },
    settings,
  );
  return { settings, data };
}

function render({ settings, data }: Awaited<ReturnType<typeof load>>, lead = false) {
  return renderToString(
    <Providers boot={boot}>
      <MemoryRouter>
        <CartProvider>
          <section.Component id="looks" settings={settings} data={data} page={null} lead={lead} />
        </CartProvider>
      </MemoryRouter>
    </Providers>,
  );
}

describe('the lookbook', () => {
  it('reads its looks in one call and shows each with its pictures, pieces and prices', async () => {
    const loaded = await load();
    expect(calls).toEqual([
      '/api/store/style-combinations/looks?combination_position=card&page_size=3',
    ]);
    expect(loaded.data).toHaveLength(3);
    const html = render(loaded);
    expect(html).toMatch(/<h2 id="looks-title">The lookbook<\/h2>/);
    expect(html.match(/data-testid="look"/g)).toHaveLength(3);
    for (const look of loaded.data) {
      const [own] = look.products;
      expect(html).toContain(`The ${own!.title} look</h3>`);
      for (const p of look.products) {
        // The name is the product's link; its picture leads there too, out of the tab order.
        expect(html).toContain(`<a class="look__name" href="${p.path}">${p.title}</a>`);
        expect(html).toContain(
          `<a class="look__picture" tabindex="-1" aria-hidden="true" href="${p.path}">`,
        );
        expect(html).toContain(`$${p.price.toFixed(2)}`);
      }
    }
    // Below the fold: every picture waits until it comes near.
    expect(html).not.toContain('loading="eager"');
    expect(html.match(/loading="lazy"/g)).toHaveLength(
      loaded.data.reduce((n, l) => n + l.products.length, 0),
    );
  });

  it('adds each look with one form: its buyable products in their variants, posted to the cart', async () => {
    const loaded = await load({ looks: 1 });
    const html = render(loaded);
    const [look] = loaded.data;
    const form = html.match(/<form[^>]*class="look__buy"[^>]*>.*?<\/form>/)![0];
    expect(form).toMatch(/^<form class="look__buy" action="\/cart" method="post">/);
    expect(form).toContain('name="intent" value="add"');
    const fields = (name: string) =>
      [...form.matchAll(new RegExp(`name="${name}" value="(\\d+)"`, 'g'))].map((m) => Number(m[1]));
    const buyable = look!.products.filter((p) => p.variant_id !== null);
    expect(buyable.length).toBeGreaterThan(1);
    expect(fields('product_id')).toEqual(buyable.map((p) => p.ID));
    expect(fields('variant_id')).toEqual(buyable.map((p) => p.variant_id));
    expect(fields('quantity')).toEqual(buyable.map(() => 1));
    expect(form).toMatch(
      /<button type="submit" class="button look__button"[^>]*>Shop the look<\/button>/,
    );
    const total = buyable.reduce((sum, p) => sum + p.price, 0);
    expect(form).toContain(`Total: $${total.toFixed(2)}`);
  });

  it('loads its first picture at once when it leads the page, and lays a grid out on request', async () => {
    const loaded = await load({ looks: 2, layout: 'grid' });
    const html = render(loaded, true);
    expect(html.match(/loading="eager"/g)).toHaveLength(1);
    expect(html.match(/look__pictures--grid/g)).toHaveLength(2);
  });

  it('shows nothing when the looks cannot be read', async () => {
    const loaded = await load({}, true);
    expect(loaded.data).toEqual([]);
    expect(render(loaded)).toBe('');
  });

  it('refuses settings a merchant could get wrong', () => {
    expect(schema.safeParse({ looks: 0 }).success).toBe(false);
    expect(schema.safeParse({ looks: 13 }).success).toBe(false);
    expect(schema.safeParse({ layout: 'collage' }).success).toBe(false);
    expect(schema.safeParse({ position: 'Not a position' }).success).toBe(false);
    expect(schema.safeParse({ title_key: 'no.such' }).success).toBe(false);
  });
});
