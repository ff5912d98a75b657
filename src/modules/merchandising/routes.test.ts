import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { announceChange } from '../../platform/changes.ts';
import { ZodError } from 'zod';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import type {
  ButtonDto,
  CombinationDto,
  DiversionDto,
  ProductCardDto,
  SizeChartDto,
  StyleCombinationDto,
  StyleLookDto,
} from './contract.ts';
import type { ProductDto, ProductPage } from '../catalog/contract.ts';
import { sizeCharts } from './schema.ts';
import { MERCH_CHANGED } from './service.ts';

let t: TestApp;
let dresses: ProductPage['data'];
let tops: ProductPage['data'];
let bags: ProductPage['data'];
beforeAll(async () => {
  t = await createTestApp();
  const list = async (category: string) =>
    (
      await t.app.inject(`/api/store/products?category=${category}&page_size=40`)
    ).json<ProductPage>().data;
  [dresses, tops, bags] = await Promise.all([list('dresses'), list('tops'), list('bags')]);
});
afterAll(() => t.close());

const get = async <T>(url: string) => {
  const res = await t.app.inject(`/api/store${url}`);
  return { status: res.statusCode, body: res.json() as T };
};

/** A merchandising file's error, by the path of the field it names. */
async function refusal(file: unknown): Promise<string[]> {
  const error = await t.app.merch.load(file).then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ZodError);
  return (error as ZodError).issues.map((i) => i.path.join('.'));
}

const placement = { width: 20, unit: 'percentage', position: 'top_left' } as const;
const tag = (over: Record<string, unknown>) => ({
  key: 'x',
  style: 1,
  image_config: { text: 'New', text_color: '#ffffff', pc: placement, mobile: placement },
  product_ids: [dresses[0]!.ID],
  ...over,
});
const button = (over: Record<string, unknown>) => ({
  product_id: dresses[0]!.ID,
  button_type: 'amazon',
  button_style: 'first',
  button_url: 'https://www.amazon.com/dp/1',
  button_text: 'Amazon',
  text_color: '#111111',
  background_color: '#ffd814',
  ...over,
});

describe('product tags (product_cards)', () => {
  it('gives each product card its tags and what their placeholders read, in one call', async () => {
    const ids = [dresses[0]!.ID, bags[0]!.ID, 999999];
    const { status, body } = await get<{ data: ProductCardDto[] }>(
      `/product_cards?filter[product_id]=${ids.join(',')}`,
    );
    expect(status).toBe(200);
    // An unknown product has no card; the others come in the order asked.
    expect(body.data.map((c) => c.product_id)).toEqual([dresses[0]!.ID, bags[0]!.ID]);
    const lead = body.data[0]!;
    expect(lead.tags.find((x) => x.style === 0)).toMatchObject({ shape: 1, image: null });
    expect(lead.tags[0]!.image_config).toMatchObject({
      text: 'New',
      pc: { width: 56, unit: 'px', position: 'top_right' },
    });
    expect(lead.values).toMatchObject({
      sku: expect.any(String),
      manage_stock: expect.any(Boolean),
    });
    // The placeholders read the cheapest variant that can be bought, as the product's own page
    // has it, for a card read with or without its variants.
    for (const card of body.data) {
      const listed = [...dresses, ...bags].find((p) => p.ID === card.product_id)!;
      const full = (await get<{ data: ProductDto }>(`/products/${listed.slug}`)).body.data;
      const v = full.variants!.filter((x) => x.buy_able).sort((a, b) => a.price - b.price)[0]!;
      expect(card.values).toEqual({
        price: v.price,
        regular_price: v.regular_price,
        sku: v.sku,
        stock: v.stock,
        manage_stock: v.manage_stock,
      });
    }
    // The dress has a size chart, the bag none: the page asks for a chart only when there is one.
    expect(body.data.map((c) => c.has_size_chart)).toEqual([true, false]);
    const image = body.data[1]!.tags.find((x) => x.style === 2);
    expect(image?.image?.url).toBe('/media/g_sparkles_ffd700-200.webp');
  });

  it('a product without tags has an empty list, and bad filters are a 422, not a 500', async () => {
    const untagged = bags.at(-1)!;
    const { body } = await get<{ data: ProductCardDto[] }>(
      `/product_cards?filter[product_id]=${untagged.ID}`,
    );
    expect(body.data).toEqual([
      { product_id: untagged.ID, tags: [], values: expect.any(Object), has_size_chart: false },
    ]);
    for (const bad of [
      '',
      'a',
      '1,,2',
      '1;2',
      '99999999999',
      Array(101)
        .fill(1)
        .map((_, i) => i + 1)
        .join(','),
    ]) {
      const res = await get<{ code: string; message: string }>(
        `/product_cards?filter[product_id]=${encodeURIComponent(bad)}`,
      );
      expect(res.status, bad).toBe(422);
      expect(res.body.message).toBeTruthy();
    }
    expect((await get('/product_cards')).status).toBe(422);
  });

  it('refuses tag shapes 0 and 6, and names the field; nothing is saved', async () => {
    const before = (await t.app.merch.productCards([dresses[0]!.ID]))[0]!.tags.length;
    expect(await refusal({ tags: [tag({ style: 0, shape: 0 })] })).toEqual(['tags.0.shape']);
    expect(await refusal({ tags: [tag({ style: 0, shape: 6 })] })).toEqual(['tags.0.shape']);
    expect(await refusal({ tags: [tag({ style: 2 })] })).toEqual(['tags.0.image.url']);
    expect(
      await refusal({
        tags: [
          tag({ image_config: { text: 'x', pc: { ...placement, unit: 'em' }, mobile: placement } }),
        ],
      }),
    ).toEqual(['tags.0.image_config.pc.unit']);
    expect(await refusal({ tags: [tag({ product_ids: [999999] })] })).toEqual([
      'tags.0.product_ids.0',
    ]);
    expect((await t.app.merch.productCards([dresses[0]!.ID]))[0]!.tags.length).toBe(before);
  });
});

describe('custom buttons', () => {
  it('lists a product’s buttons by product_ids, each type and style', async () => {
    const { status, body } = await get<{ data: ButtonDto[] }>(
      `/buttons?product_ids=${dresses[0]!.ID}`,
    );
    expect(status).toBe(200);
    expect(body.data.map((b) => b.button_type)).toEqual(['amazon', 'ebay', 'aliexpress', 'custom']);
    expect(new Set(body.data.map((b) => b.button_style))).toEqual(
      new Set(['first', 'second', 'third']),
    );
    expect(body.data[0]).toMatchObject({
      button_text: 'Buy on Amazon',
      button_url: expect.stringMatching(/^https:\/\/www\.amazon\.com\//),
      text_color: '#111111',
      background_color: '#ffd814',
    });
    expect(
      (await get<{ data: ButtonDto[] }>(`/buttons?product_ids=${bags[0]!.ID}`)).body.data,
    ).toEqual([]);
    expect((await get('/buttons?product_ids=x')).status).toBe(422);
  });

  it('accepts every type and style, and refuses any other type, style or address', async () => {
    for (const button_type of ['amazon', 'ebay', 'aliexpress', 'custom']) {
      for (const button_style of ['first', 'second', 'third']) {
        const one = button({ button_type, button_style, product_id: tops[3]!.ID });
        expect(await t.app.merch.load({ buttons: [one] })).toEqual({ buttons: 1 });
        const [shown] = await t.app.merch.buttons([tops[3]!.ID]);
        expect(shown).toMatchObject({ button_type, button_style });
      }
    }
    expect(await refusal({ buttons: [button({ button_type: 'etsy' })] })).toEqual([
      'buttons.0.button_type',
    ]);
    expect(await refusal({ buttons: [button({ button_style: 'fourth' })] })).toEqual([
      'buttons.0.button_style',
    ]);
    expect(await refusal({ buttons: [button({ button_url: 'javascript:alert(1)' })] })).toEqual([
      'buttons.0.button_url',
    ]);
    expect(await refusal({ buttons: [button({ text_color: 'red;background:url(x)' })] })).toEqual([
      'buttons.0.text_color',
    ]);
  });

  it('counts clicks; a product without buttons is a 404, a bad body a 422', async () => {
    const id = dresses[0]!.ID;
    const post = (payload: unknown) =>
      t.app.inject({ method: 'POST', url: '/api/store/click_button', payload: payload as object });
    await t.app.merch.load({ buttons: [button({}), button({ button_type: 'ebay' })] });
    const before = (await t.app.merch.clicks(id)).ebay ?? 0;
    expect((await post({ product_id: id, button_type: 'ebay' })).statusCode).toBe(200);
    expect((await post({ product_id: id, button_type: 'ebay' })).statusCode).toBe(200);
    expect((await t.app.merch.clicks(id)).ebay).toBe(before + 2);
    expect((await post({ product_id: id })).statusCode).toBe(200);
    expect((await t.app.merch.clicks(id)).amazon).toBe(1);
    expect((await post({ product_id: bags[0]!.ID })).statusCode).toBe(404);
    const bad = await post({ product_id: 'one' });
    expect(bad.statusCode).toBe(422);
    expect((await post({ product_id: id, button_type: 'etsy' })).statusCode).toBe(422);
  });
});

describe('size charts', () => {
  it('answers a product’s chart, and 404 for a product without one', async () => {
    const { status, body } = await get<{ data: SizeChartDto }>(
      `/size-chart/products/${dresses[0]!.ID}/chart`,
    );
    expect(status).toBe(200);
    expect(body.data).toMatchObject({ unit: 'cm', columns: ['Size', 'Bust', 'Waist', 'Hips'] });
    expect(body.data.rows[0]).toHaveLength(4);
    expect((await get(`/size-chart/products/${bags[0]!.ID}/chart`)).status).toBe(404);
    expect((await get('/size-chart/products/999999/chart')).status).toBe(404);
    expect((await get('/size-chart/products/abc/chart')).status).toBe(422);
  });

  it('refuses a second chart for the same product', async () => {
    const chart = {
      product_id: bags[1]!.ID,
      unit: 'cm' as const,
      table: { columns: ['Width', 'Height'], rows: [['30', '40']] },
    };
    await t.app.merch.addSizeChart(chart);
    await expect(t.app.merch.addSizeChart(chart)).rejects.toMatchObject({
      statusCode: 422,
      code: 'merch_size_chart_exists',
    });
    expect(await refusal({ size_charts: [chart, { ...chart, unit: 'in' }] })).toEqual([
      'size_charts.1',
    ]);
    expect(
      await refusal({ size_charts: [{ ...chart, table: { columns: ['a', 'b'], rows: [['1']] } }] }),
    ).toEqual(['size_charts.0.table.rows.0']);
  });
});

describe('combinations and style combinations', () => {
  it('gives a product’s active combinations by position, with their items’ products', async () => {
    const { status, body } = await get<{ data: CombinationDto[] }>(
      `/combinations?product_id=${dresses[0]!.ID}`,
    );
    expect(status).toBe(200);
    expect(body.data.map((c) => c.position)).toEqual(['product_main', 'product_bottom']);
    const [main] = body.data;
    expect(main!.items).toHaveLength(4);
    expect(main!.items[0]).toMatchObject({
      is_main_image: true,
      product: { path: expect.stringMatching(/^\/products\//), title: expect.any(String) },
    });
    expect(main!.items[1]).toMatchObject({
      is_main_image: false,
      product_image: expect.any(String),
    });
    // The top's combination is inactive: not shown.
    expect(
      (await get<{ data: CombinationDto[] }>(`/combinations?product_id=${tops[0]!.ID}`)).body.data,
    ).toEqual([]);
    expect((await get('/combinations?product_id=x')).status).toBe(422);
  });

  it('serves style combinations by filter[product_ids] and combination_position in data', async () => {
    const ids = [dresses[0]!.ID, dresses[1]!.ID];
    const { status, body } = await get<{ data: StyleCombinationDto[] }>(
      `/style-combinations?filter[product_ids]=${ids.join(',')}&combination_position=card`,
    );
    expect(status).toBe(200);
    expect(body.data.map((c) => c.product_id)).toEqual(ids);
    for (const c of body.data) {
      expect(c.items.length).toBe(3);
      for (const item of c.items) expect(item.product_id).toBe(item.product.ID);
    }
    const elsewhere = await get<{ data: StyleCombinationDto[] }>(
      `/style-combinations?filter[product_ids]=${ids.join(',')}&combination_position=footer`,
    );
    expect(elsewhere.body.data).toEqual([]);
    expect(
      (await get('/style-combinations?filter[product_ids]=1&combination_position=%3Cx%3E')).status,
    ).toBe(422);
    expect((await get('/style-combinations?filter[product_ids]=-1')).status).toBe(422);
  });

  it("names the style combinations' products in the shopper's language", async () => {
    const url = `/api/store/style-combinations?filter[product_ids]=${dresses[0]!.ID}&combination_position=card`;
    const titles = async (lang: string) => {
      const res = await t.app.inject({ url, headers: { 'x-lang': lang } });
      return (res.json() as { data: StyleCombinationDto[] }).data.flatMap((c) =>
        c.items.map((i) => i.product.title),
      );
    };
    // Asked in German after English: the micro-cache keeps each language's answer apart.
    const english = await titles('en-US');
    const german = await titles('de-DE');
    expect(german).toHaveLength(english.length);
    expect(german.filter((title, i) => title !== english[i]).length).toBeGreaterThan(0);
    expect(await titles('en-US')).toEqual(english);
  });
});

describe("style looks (a home page's lookbook)", () => {
  it('gives the first style combinations as looks in one call, each product with the variant to add', async () => {
    const res = await t.app.inject('/api/store/style-combinations/looks?page_size=3');
    expect(res.statusCode).toBe(200);
    // Cached as the other public catalogue reads are.
    const sibling = await t.app.inject(
      `/api/store/style-combinations?filter[product_ids]=${dresses[0]!.ID}`,
    );
    expect(res.headers['cache-control']).toBe(sibling.headers['cache-control']);
    const looks = res.json<{ data: StyleLookDto[] }>().data;
    expect(looks).toHaveLength(3);
    // The demo's style combinations, in the order they were made: the dresses' first.
    expect(looks.map((l) => l.product_id)).toEqual(dresses.slice(0, 3).map((p) => p.ID));
    for (const look of looks) {
      // The look's own product first, then the three that go with it.
      expect(look.products.map((p) => p.ID)[0]).toBe(look.product_id);
      expect(look.products).toHaveLength(4);
      for (const product of look.products) {
        const shown = (await t.app.inject(`/api/store${product.path}`)).json<{ data: ProductDto }>()
          .data;
        const first = shown.variants!.find((v) => v.buy_able);
        expect(product.variant_id).toBe(first?.ID ?? null);
      }
    }
    const all = await get<{ data: StyleLookDto[] }>('/style-combinations/looks');
    expect(all.body.data).toHaveLength(4);
    expect(
      (await get<{ data: StyleLookDto[] }>('/style-combinations/looks?combination_position=footer'))
        .body.data,
    ).toEqual([]);
  });

  it("names the products in the shopper's language", async () => {
    const ask = (lang: string) =>
      t.app.inject({
        url: '/api/store/style-combinations/looks?page_size=1',
        headers: { 'x-lang': lang },
      });
    const [english, german] = await Promise.all([ask('en-US'), ask('de-DE')]);
    const lookOf = (res: Awaited<ReturnType<typeof ask>>) =>
      res.json<{ data: StyleLookDto[] }>().data[0]!;
    const product = lookOf(german).products[0]!;
    const own = await t.app.inject({
      url: `/api/store${product.path}`,
      headers: { 'x-lang': 'de-DE' },
    });
    expect(product.title).toBe(own.json<{ data: ProductDto }>().data.title);
    expect(product.title).not.toBe(lookOf(english).products[0]!.title);
  });

  it('refuses a count or a position it cannot read', async () => {
    for (const query of [
      'page_size=0',
      'page_size=13',
      'page_size=x',
      'combination_position=%3Cx%3E',
    ])
      expect((await get(`/style-combinations/looks?${query}`)).status, query).toBe(422);
  });
});

describe('diversion tests', () => {
  it('names the main product’s slug, the test and the share', async () => {
    const { status, body } = await get<{ data: DiversionDto[] }>(
      `/product_diversion_test/relationships?product_ids=${tops[1]!.ID},${tops[2]!.ID}`,
    );
    expect(status).toBe(200);
    expect(body.data).toEqual([
      {
        product_id: tops[1]!.ID,
        main_product: tops[0]!.slug,
        diversion_test_id: expect.any(Number),
        share: 0.5,
      },
    ]);
    expect((await get('/product_diversion_test/relationships?product_ids=')).status).toBe(422);
    expect(
      await refusal({
        diversion_tests: [{ product_id: tops[1]!.ID, main_product_id: tops[1]!.ID, share: 0.5 }],
      }),
    ).toEqual(['diversion_tests.0.main_product_id']);
    expect(
      await refusal({
        diversion_tests: [{ product_id: tops[1]!.ID, main_product_id: tops[0]!.ID, share: 2 }],
      }),
    ).toEqual(['diversion_tests.0.share']);
  });
});

describe('the merchandising file', () => {
  it('replaces the lists it holds and keeps the others', async () => {
    const before = (await t.app.merch.buttons([dresses[0]!.ID])).length;
    expect(before).toBeGreaterThan(0);
    const counts = await t.app.merch.load({
      tags: [tag({ key: 'only', style: 0, shape: 3 })],
    });
    expect(counts).toEqual({ tags: 1 });
    const [card] = await t.app.merch.productCards([dresses[0]!.ID]);
    expect(card!.tags.map((x) => x.shape)).toEqual([3]);
    expect((await t.app.merch.buttons([dresses[0]!.ID])).length).toBe(before);
    expect(await refusal({ sizes: [] })).toEqual(['']);
  });
});

describe("the cards' tags and size-chart marks", () => {
  it('are kept for the shop, and read again when another process announces a change', async () => {
    const bag = bags.at(-1)!;
    const card = async () => (await t.app.merch.productCards([bag.ID]))[0]!;
    expect((await card()).has_size_chart).toBe(false);
    // Another process adds a size chart: this one hears of it and shows it.
    await t.database.db.insert(sizeCharts).values({
      productId: bag.ID,
      unit: 'cm',
      table: { columns: ['Size'], rows: [['One size']] },
    });
    await announceChange(t.database.db, MERCH_CHANGED);
    await vi.waitFor(async () => expect((await card()).has_size_chart).toBe(true), {
      timeout: 5_000,
    });
    const { body } = await get<{ data: ProductCardDto[] }>(
      `/product_cards?filter[product_id]=${bag.ID}`,
    );
    expect(body.data[0]!.has_size_chart).toBe(true);
  });
});
