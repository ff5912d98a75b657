import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import type { ProductPage } from '../catalog/contract.ts';
import type { ButtonDto, CombinationDto, ProductCardDto, SizeChartDto } from './contract.ts';

let t: TestApp;
let lead: ProductPage['data'][number];
beforeAll(async () => {
  t = await createTestApp();
  const dresses = (
    await t.app.inject('/api/store/products?category=dresses&page_size=40')
  ).json<ProductPage>().data;
  lead = dresses[0]!;
});
afterAll(() => t.close());

const get = <T>(url: string, lang: string) =>
  t.app
    .inject({ url: `/api/store/${url}`, headers: { 'x-lang': lang } })
    .then((r) => r.json<{ data: T }>().data);

describe('the merchandising in the shopper’s language', () => {
  it('shows the demo shop’s tags, buttons, size chart and combinations in German', async () => {
    const [card] = await get<ProductCardDto[]>(
      `product_cards?filter[product_id]=${lead.ID}`,
      'de-DE',
    );
    const texts = card!.tags.map((tag) => tag.image_config.text);
    expect(texts).not.toContain('New');
    expect(texts.some((text) => text.includes('SAVE_PERCENT'))).toBe(true);
    expect(texts).not.toContain('SAVE_PERCENT off');
    const buttons = await get<ButtonDto[]>(`buttons?product_ids=${lead.ID}`, 'de-DE');
    expect(buttons.map((b) => b.button_text)).toContain('AliExpress');
    expect(buttons.map((b) => b.button_text)).not.toContain('Buy on Amazon');
    const chart = await get<SizeChartDto>(`size-chart/products/${lead.ID}/chart`, 'de-DE');
    expect(chart.title).not.toBe('Body measurements');
    expect(chart.columns).not.toContain('Waist');
    expect(chart.rows[0]![0]).toBe('XS');
    const looks = await get<CombinationDto[]>(`combinations?product_id=${lead.ID}`, 'de-DE');
    expect(looks.map((c) => c.title)).not.toContain('Complete the look');
    // Its products in German too.
    const item = looks[0]!.items[0]!.product;
    const english = (await get<CombinationDto[]>(`combinations?product_id=${lead.ID}`, 'en-US'))[0]!
      .items[0]!.product;
    expect(item.title).not.toBe(english.title);
    expect(english).toMatchObject({ title: expect.any(String) });
  });

  it('takes the merchant’s translations, null taking one away, and English stays as written', async () => {
    const titles = async (lang: string) =>
      (await get<CombinationDto[]>(`combinations?product_id=${lead.ID}`, lang)).map((c) => c.title);
    await t.app.merch.saveTranslations({
      merchandising: [
        { text: 'Complete the look', locale: 'fi-FI', translation: 'Viimeistele asu' },
      ],
    });
    // Kept answers go when the change is heard (announced on commit, heard by every instance,
    // this one too): a moment later on PostgreSQL.
    await expect.poll(() => titles('fi-FI')).toContain('Viimeistele asu');
    expect(await titles('en-US')).toContain('Complete the look');
    await t.app.merch.saveTranslations({
      merchandising: [{ text: 'Complete the look', locale: 'fi-FI', translation: null }],
    });
    await expect.poll(() => titles('fi-FI')).toContain('Complete the look');
    await expect(
      t.app.merch.saveTranslations({
        merchandising: [{ text: 'Complete the look', locale: 'en-US', translation: 'x' }],
      }),
    ).rejects.toThrow(/default language/);
  });
});
