import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ZodError } from 'zod';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import type {
  CategoryDto,
  FacetsDto,
  ProductDto,
  ProductPage,
  SuggestionsDto,
} from './contract.ts';
import { products } from './schema.ts';
import { saveCatalogTranslations } from './translations-save.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const get = async <T>(url: string, headers: Record<string, string> = {}) => {
  const res = await t.app.inject({ method: 'GET', url, headers });
  return { status: res.statusCode, body: res.json() as T, headers: res.headers, raw: res.body };
};
const DE = { 'x-lang': 'de-DE' };
const product = async (slug: string, headers: Record<string, string> = {}) =>
  (await get<{ data: ProductDto }>(`/api/store/products/${slug}`, headers)).body.data;

describe('a product in the shopper language (S9-53)', () => {
  it('answers in German with X-LANG de-DE: title, subtitle, description, collection', async () => {
    const de = await product('linen-wrap-dress', DE);
    expect(de.title).toBe('Wickelkleid Leinen');
    expect(de.post_title).toBe('Wickelkleid Leinen');
    expect(de.subtitle).toBe('Kleider');
    expect(de.description).toContain('aus unserer Kollektion Kleider');
    expect(de.categories[0]!.name).toBe('Kleider');
    // Not a word of the English product's text.
    const en = await product('linen-wrap-dress');
    expect(en.title).toBe('Linen Wrap Dress');
    expect(en.description).toContain('from our Dresses collection');
    expect(en.categories[0]!.name).toBe('Dresses');
    // What is not text stays as it is.
    expect(de.price).toBe(en.price);
    expect(de.slug).toBe(en.slug);
  });

  it('shows option names and values the same way in variants and attributes', async () => {
    const de = await product('linen-wrap-dress', DE);
    const en = await product('linen-wrap-dress');
    const color = de.variant_attrs!.find((a) => a.name === 'Farbe')!;
    expect(color).toBeDefined();
    expect(de.variant_attrs!.some((a) => a.name === 'Größe')).toBe(true);
    const enColor = en.variant_attrs!.find((a) => a.name === 'Color')!;
    expect(color.values).toHaveLength(enColor.values.length);
    expect(color.values).not.toEqual(enColor.values);
    // Every value of the attribute is a value some variant has, and each option points at
    // the same variant as in English: the selection logic works unchanged.
    for (const [i, option] of color.options.entries()) {
      expect(color.values).toContain(option.value);
      expect(option.variant_id).toBe(enColor.options[i]!.variant_id);
      const variant = de.variants!.find((v) => v.ID === option.variant_id)!;
      expect(variant.attrs).toContainEqual({ name: 'Farbe', value: option.value });
    }
    if (enColor.values.includes('Black')) expect(color.values).toContain('Schwarz');
    // Sizes without a translation keep their value (XS, S, M …).
    const enSizes = en.variant_attrs!.find((a) => a.name === 'Size')!.values;
    expect(de.variant_attrs!.find((a) => a.name === 'Größe')!.values).toEqual(enSizes);
  });

  it('answers in Japanese with X-LANG ja-JP: title, subtitle, description, options, collection', async () => {
    const JA = { 'x-lang': 'ja-JP' };
    const ja = await product('linen-wrap-dress', JA);
    expect(ja.title).toBe('リネンラップワンピース');
    expect(ja.subtitle).toBe('ワンピース');
    expect(ja.description).toContain('ワンピースコレクションのリネンラップワンピースです。');
    expect(ja.categories[0]!.name).toBe('ワンピース');
    expect(ja.variant_attrs!.find((a) => a.name === 'カラー')).toBeDefined();
    expect(ja.variant_attrs!.find((a) => a.name === 'サイズ')).toBeDefined();
    // The same product in Chinese and Russian, each in its own word order.
    expect((await product('linen-wrap-dress', { 'x-lang': 'zh-CN' })).title).toBe('亚麻裹身连衣裙');
    expect((await product('linen-wrap-dress', { 'x-lang': 'ru-RU' })).title).toBe(
      'Льняное платье на запах',
    );
    // A list in Japanese names its products and collections in Japanese.
    const list = await get<ProductPage>('/api/store/products?category=dresses&page_size=5', JA);
    expect(list.body.data[0]!.title).toBe('リネンラップワンピース');
    const cats = await get<{ data: CategoryDto[] }>('/api/store/categories', JA);
    expect(cats.body.data.map((c) => c.name)).toContain('シューズ');
  });

  it('falls back field by field: a French title without its subtitle and description', async () => {
    await saveCatalogTranslations(t.database.db, {
      products: [
        {
          slug: 'silk-wrap-dress',
          locale: 'fr-FR',
          title: 'Robe portefeuille en soie',
          subtitle: null,
          description_html: null,
        },
      ],
    });
    const fr = await product('silk-wrap-dress', { 'x-lang': 'fr-FR' });
    const en = await product('silk-wrap-dress');
    expect(fr.title).toBe('Robe portefeuille en soie');
    expect(fr.subtitle).toBe(en.subtitle);
    expect(fr.description).toBe(en.description);
    // Its options and collection keep their own French names.
    expect(fr.variant_attrs!.map((a) => a.name)).toContain('Couleur');
    expect(fr.categories[0]!.name).toBe('Robes');
    // A product whose French texts are all taken away answers in English.
    await saveCatalogTranslations(t.database.db, {
      products: [
        {
          slug: 'linen-wrap-dress',
          locale: 'fr-FR',
          title: null,
          subtitle: null,
          description_html: null,
        },
      ],
    });
    await vi.waitFor(async () =>
      expect((await product('linen-wrap-dress', { 'x-lang': 'fr-FR' })).title).toBe(
        'Linen Wrap Dress',
      ),
    );
    // The locale cookie serves when there is no X-LANG (section 7: X-LANG first).
    const byCookie = await product('silk-wrap-dress', { cookie: 'locale=fr-FR' });
    expect(byCookie.title).toBe('Robe portefeuille en soie');
    const headerWins = await product('silk-wrap-dress', {
      cookie: 'locale=fr-FR',
      'x-lang': 'en-US',
    });
    expect(headerWins.title).toBe('Silk Wrap Dress');
  });

  it('takes a translation away with null, and empty text counts as none', async () => {
    await saveCatalogTranslations(t.database.db, {
      products: [{ slug: 'poplin-wrap-dress', locale: 'fr-FR', title: 'Robe', subtitle: '  ' }],
    });
    const fr = await product('poplin-wrap-dress', { 'x-lang': 'fr-FR' });
    expect(fr.title).toBe('Robe');
    expect(fr.subtitle).toBe('Dresses');
    await saveCatalogTranslations(t.database.db, {
      products: [{ slug: 'poplin-wrap-dress', locale: 'fr-FR', title: null }],
    });
    // Every instance hears of the change and drops its cached answers.
    await vi.waitFor(async () =>
      expect((await product('poplin-wrap-dress', { 'x-lang': 'fr-FR' })).title).toBe(
        'Poplin Wrap Dress',
      ),
    );
  });

  it('translates product lists, collections and suggestions', async () => {
    const list = await get<ProductPage>('/api/store/products?category=dresses&page_size=5', DE);
    expect(list.body.data[0]!.title).toBe('Wickelkleid Leinen');
    expect(list.body.data[0]!.description).toBeUndefined();
    const withVariants = await get<ProductPage>(
      '/api/store/products?category=dresses&page_size=5&with=variants',
      DE,
    );
    const attrs = withVariants.body.data[0]!.variants![0]!.attrs.map((a) => a.name);
    expect(attrs).toContain('Farbe');
    const cats = await get<{ data: CategoryDto[] }>('/api/store/categories', DE);
    expect(cats.body.data.map((c) => c.name)).toContain('Schuhe');
    const he = await get<{ data: CategoryDto[] }>('/api/store/categories', { 'x-lang': 'he-IL' });
    const heNames = he.body.data.map((c) => c.name);
    expect(heNames).toContain('נעליים');
    expect(heNames).toContain('מעילים וז׳קטים');
    expect(heNames).not.toContain('Outerwear');
    const suggested = await get<SuggestionsDto>('/api/store/products/meta/search?q=kleid', DE);
    expect(suggested.body.products.map((p) => p.title)).toContain('Wickelkleid Leinen');
    const collections = await get<SuggestionsDto>('/api/store/products/meta/search?q=schuhe', DE);
    expect(collections.body.collections).toContainEqual({
      name: 'Schuhe',
      path: '/collections/shoes',
    });
  });
});

describe('search by translated titles', () => {
  it('finds a product by its German title, in any language', async () => {
    for (const headers of [DE, {}]) {
      const { body } = await get<ProductPage>('/api/store/products/search?q=wickelkleid', headers);
      expect(body.data.map((p) => p.slug)).toContain('linen-wrap-dress');
    }
  });

  it('finds a product by a translation saved later, and no longer once it is gone', async () => {
    const search = async () =>
      (await get<ProductPage>('/api/store/products/search?q=Sonnenschirmchen')).body.data.map(
        (p) => p.slug,
      );
    expect(await search()).not.toContain('fig-candle');
    await saveCatalogTranslations(t.database.db, {
      products: [{ slug: 'fig-candle', locale: 'it-IT', title: 'Sonnenschirmchen Feige' }],
    });
    await vi.waitFor(async () => expect(await search()).toContain('fig-candle'));
    await saveCatalogTranslations(t.database.db, {
      products: [{ slug: 'fig-candle', locale: 'it-IT', title: null }],
    });
    await vi.waitFor(async () => expect(await search()).not.toContain('fig-candle'));
  });
});

describe('filters in the shopper language', () => {
  it('labels option names and values, and keeps the URL values canonical', async () => {
    const { body } = await get<FacetsDto>('/api/store/products/filters?category=dresses', DE);
    const color = body.options.find((o) => o.name === 'Color')!;
    expect(color.label).toBe('Farbe');
    const black = color.values.find((v) => v.value === 'Black')!;
    expect(black.label).toBe('Schwarz');
    const size = body.options.find((o) => o.name === 'Size')!;
    expect(size.label).toBe('Größe');
    expect(size.values.every((v) => v.label === v.value)).toBe(true);
    // The canonical value filters in German as in English.
    const url = '/api/store/products?category=dresses&filter.v.option.Color=Black&page_size=100';
    const de = await get<ProductPage>(url, DE);
    const en = await get<ProductPage>(url);
    expect(de.body.total).toBeGreaterThan(0);
    expect(de.body.total).toBe(en.body.total);
    // In English the label is the value itself.
    const english = await get<FacetsDto>('/api/store/products/filters?category=dresses');
    const enColor = english.body.options.find((o) => o.name === 'Color')!;
    expect(enColor.label).toBe('Color');
    expect(enColor.values.every((v) => v.label === v.value)).toBe(true);
  });
});

describe('caching by language', () => {
  it('never answers one language from the cache of another (API)', async () => {
    const url = '/api/store/products/linen-wrap-dress';
    const en1 = await get<{ data: ProductDto }>(url);
    const de1 = await get<{ data: ProductDto }>(url, DE);
    const en2 = await get<{ data: ProductDto }>(url);
    expect(en2.body.data.title).toBe('Linen Wrap Dress');
    expect(de1.body.data.title).toBe('Wickelkleid Leinen');
    expect(de1.headers.etag).not.toBe(en1.headers.etag);
    expect(en2.headers.etag).toBe(en1.headers.etag);
    expect(String(de1.headers.vary)).toMatch(/X-LANG/i);
    // A public answer varies on the language only: a cache in front can keep it.
    expect(String(de1.headers.vary)).not.toMatch(/Cookie/i);
    // The English ETag does not validate the German answer.
    const revalidated = await t.app.inject({
      method: 'GET',
      url,
      headers: { ...DE, 'if-none-match': String(en1.headers.etag) },
    });
    expect(revalidated.statusCode).toBe(200);
    expect((revalidated.json() as { data: ProductDto }).data.title).toBe('Wickelkleid Leinen');
  });

  it('never serves a German page to an English shopper (HTML)', async () => {
    const page = (headers: Record<string, string>) =>
      t.app.inject({ method: 'GET', url: '/products/linen-wrap-dress', headers });
    const de = await page({ cookie: 'locale=de-DE' });
    const en = await page({});
    const deAgain = await page({ cookie: 'locale=de-DE' });
    expect(de.statusCode).toBe(200);
    expect(de.body).toContain('Wickelkleid Leinen');
    expect(de.body).toContain('lang="de-DE"');
    expect(en.body).not.toContain('Wickelkleid Leinen');
    expect(en.body).toContain('Linen Wrap Dress');
    expect(en.headers.etag).not.toBe(de.headers.etag);
    expect(deAgain.headers.etag).toBe(de.headers.etag);
    // The public page varies on the language only; the one whose language came from the
    // shopper's cookie is kept by nobody but that shopper's browser.
    expect(String(en.headers.vary)).not.toMatch(/Cookie/i);
    expect(en.headers['cache-control']).toMatch(/public/);
    expect(de.headers['cache-control']).toMatch(/private/);
    expect(de.headers['cache-control']).toMatch(/no-cache/);
    expect(String(de.headers.vary)).toMatch(/Cookie/i);
    const conditional = await page({ 'if-none-match': String(de.headers.etag) });
    expect(conditional.statusCode).toBe(200);
    expect(conditional.body).toContain('Linen Wrap Dress');
    const he = await page({ cookie: 'locale=he-IL' });
    expect(he.body).toContain('dir="rtl"');
    expect(he.body).toContain('שמלת מעטפת פשתן');
  });
});

describe('the translations file', () => {
  it('refuses the default language, unknown fields and unknown slugs, changing nothing', async () => {
    await expect(
      saveCatalogTranslations(t.database.db, {
        products: [{ slug: 'linen-wrap-dress', locale: 'en-US', title: 'x' }],
      }),
    ).rejects.toBeInstanceOf(ZodError);
    await expect(
      saveCatalogTranslations(t.database.db, {
        products: [{ slug: 'linen-wrap-dress', locale: 'de-DE', titel: 'x' }],
      }),
    ).rejects.toBeInstanceOf(ZodError);
    const error = await saveCatalogTranslations(t.database.db, {
      products: [
        { slug: 'linen-wrap-dress', locale: 'de-DE', title: 'Geändert' },
        { slug: 'no-such-product', locale: 'de-DE', title: 'x' },
      ],
    }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ZodError);
    expect((error as ZodError).issues[0]!.path).toEqual(['products', 1, 'slug']);
    expect((await product('linen-wrap-dress', { 'x-lang': 'de-DE' })).title).toBe(
      'Wickelkleid Leinen',
    );
  });

  it('sanitises a translated description and stores sp-ES as es-ES', async () => {
    await saveCatalogTranslations(t.database.db, {
      products: [
        {
          slug: 'jersey-wrap-dress',
          locale: 'sp-ES',
          description_html: '<p onclick="x()">Vestido</p><script>alert(1)</script>',
        },
      ],
    });
    const es = await product('jersey-wrap-dress', { 'x-lang': 'es-ES' });
    expect(es.description).toBe('<p>Vestido</p>');
    expect(es.title).toBe('Vestido cruzado de punto');
  });
});

describe('filter labels after a change', () => {
  it('shows a new option label soon after it is loaded', async () => {
    const label = async (headers: Record<string, string>) =>
      (
        await get<FacetsDto>('/api/store/products/filters?category=shoes', headers)
      ).body.options.find((o) => o.name === 'Color')!.label;
    const IT = { 'x-lang': 'it-IT' };
    expect(await label(IT)).toBe('Colore');
    // Every product names its colour otherwise: the label follows.
    const slugs = (await t.database.db.select({ slug: products.slug }).from(products)).map(
      (p) => p.slug,
    );
    await saveCatalogTranslations(t.database.db, {
      products: slugs.map((slug) => ({
        slug,
        locale: 'it-IT',
        options: { Color: { name: 'Tinta' } },
      })),
    });
    await vi.waitFor(async () => expect(await label(IT)).toBe('Tinta'), { timeout: 8_000 });
  });

  it("keeps a product's own option name over a shop-wide one", async () => {
    await saveCatalogTranslations(t.database.db, {
      products: [
        { slug: 'court-sneaker', locale: 'de-DE', options: { Color: { name: 'Farbton' } } },
      ],
    });
    await saveCatalogTranslations(t.database.db, {
      options: [{ name: 'Color', locale: 'de-DE', label: 'Farbe', values: {} }],
    });
    await vi.waitFor(async () => {
      const sneaker = await product('court-sneaker', DE);
      expect(sneaker.variant_attrs![0]!.name).toBe('Farbton');
      // Its values keep their shop-wide translation.
      expect(sneaker.variants![0]!.attrs[0]!.name).toBe('Farbton');
    });
    expect((await product('trail-sneaker', DE)).variant_attrs![0]!.name).toBe('Farbe');
  });
});
