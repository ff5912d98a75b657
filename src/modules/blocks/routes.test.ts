import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import type { FaqDto, VideoPage } from './contract.ts';
import { DEMO_FAQ } from './seed.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('the FAQ and the videos', () => {
  it('answers the FAQ in order, by topic when asked, cacheable', async () => {
    const res = await t.app.inject('/api/store/faq');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toContain('s-maxage');
    const { data } = res.json() as { data: FaqDto[] };
    expect(data.map((f) => f.question)).toEqual(DEMO_FAQ.map((f) => f.question));
    const returns = (await t.app.inject('/api/store/faq?topic=Returns')).json() as {
      data: FaqDto[];
    };
    expect(returns.data.length).toBe(2);
    expect(returns.data.every((f) => f.topic === 'Returns')).toBe(true);
    const none = (await t.app.inject('/api/store/faq?topic=Nothing')).json() as { data: FaqDto[] };
    expect(none.data).toEqual([]);
  });

  it('answers the FAQ in the shopper’s language, the topic filter still by the shop’s names', async () => {
    const german = (
      await t.app.inject({ url: '/api/store/faq?topic=Returns', headers: { 'x-lang': 'de-DE' } })
    ).json() as { data: FaqDto[] };
    expect(german.data.map((f) => f.question)).toEqual([
      'Was gilt für Rücksendungen?',
      'Wann bekomme ich mein Geld zurück?',
    ]);
    expect(german.data[0]!.topic).toBe('Rücksendungen');
    expect(german.data[0]!.answer_html).toContain('href="/policies/refund-policy"');
    const hebrew = (
      await t.app.inject({ url: '/api/store/faq', headers: { 'x-lang': 'he-IL' } })
    ).json() as { data: FaqDto[] };
    expect(hebrew.data.length).toBe(DEMO_FAQ.length);
    expect(hebrew.data.every((f) => /\p{Script=Hebrew}/u.test(f.question))).toBe(true);
  });

  it('takes the merchant’s FAQ translations, and refuses an unknown question, changing nothing', async () => {
    const question = DEMO_FAQ[0]!.question;
    await expect(
      t.app.blocks.saveTranslations({
        faq: [
          { question, locale: 'fi-FI', label: 'Kauanko toimitus kestää?' },
          {
            question: 'Do you sell gift cards?',
            locale: 'fi-FI',
            label: 'Myyttekö lahjakortteja?',
          },
        ],
      }),
    ).rejects.toThrow(/no question by this name/);
    const before = await t.app.blocks.listFaq(undefined, 'fi-FI');
    expect(before[0]!.question).not.toBe('Kauanko toimitus kestää?');
    await t.app.blocks.saveTranslations({
      faq: [
        {
          question,
          locale: 'fi-FI',
          label: 'Kauanko toimitus kestää?',
          answer_html: '<p onclick="x()">Pari päivää.</p>',
        },
      ],
    });
    const [first] = await t.app.blocks.listFaq(undefined, 'fi-FI');
    expect(first).toMatchObject({
      question: 'Kauanko toimitus kestää?',
      answer_html: '<p>Pari päivää.</p>',
      topic: before[0]!.topic,
    });
    // English, the shop's own, is never a translation.
    await expect(
      t.app.blocks.saveTranslations({ faq: [{ question, locale: 'en-US', label: 'x' }] }),
    ).rejects.toThrow(/default language/);
  });

  it('pages the videos, each with where it plays', async () => {
    const first = (await t.app.inject('/api/store/videos?page_size=3')).json() as VideoPage;
    expect(first.total).toBe(4);
    expect(first.total_pages).toBe(2);
    expect(first.data[0]!.source).toEqual({
      kind: 'youtube',
      id: 'aqz-KE-bpKQ',
      embed: 'https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ?autoplay=1',
    });
    expect(first.data[0]!.product_ids.length).toBe(3);
    const second = (await t.app.inject('/api/store/videos?page=2&page_size=3')).json() as VideoPage;
    expect(second.data.map((v) => v.slug)).toEqual(['caring-for-wool']);
    const bad = await t.app.inject('/api/store/videos?page=0');
    expect(bad.statusCode).toBe(422);
  });

  it('answers one video by its slug, and 404 in the shopper’s language when none', async () => {
    const res = await t.app.inject('/api/store/videos/made-by-hand');
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ slug: 'made-by-hand', source: { kind: 'vimeo' } });
    const missing = await t.app.inject({
      url: '/api/store/videos/nothing-here',
      headers: { 'x-lang': 'de-DE' },
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({
      code: 'video_not_found',
      message: 'Dieses Video gibt es nicht.',
    });
  });

  it('answers the videos in the shopper’s language, and takes the merchant’s translations', async () => {
    const page = (lang?: string) =>
      t.app
        .inject({ url: '/api/store/videos?page_size=4', headers: lang ? { 'x-lang': lang } : {} })
        .then((r) => r.json() as VideoPage);
    const [english, german] = await Promise.all([page(), page('de-DE')]);
    expect(german.data.map((v) => v.slug)).toEqual(english.data.map((v) => v.slug));
    german.data.forEach((video, i) => {
      expect(video.title).not.toBe(english.data[i]!.title);
      expect(video.description).not.toBe(english.data[i]!.description);
    });
    const hebrew = await t.app.inject({
      url: '/api/store/videos/made-by-hand',
      headers: { 'x-lang': 'he-IL' },
    });
    expect(hebrew.json().data.title).toMatch(/\p{Script=Hebrew}/u);

    // A file naming a video the shop lacks changes nothing.
    const finnish = await t.app.blocks.getVideo('made-by-hand', 'fi-FI');
    await expect(
      t.app.blocks.saveTranslations({
        videos: [
          { slug: 'made-by-hand', locale: 'fi-FI', title: 'Nahkatyötä käsin' },
          { slug: 'nothing-here', locale: 'fi-FI', title: 'Ei mitään' },
        ],
      }),
    ).rejects.toThrow(/no video by this name/);
    expect((await t.app.blocks.getVideo('made-by-hand', 'fi-FI')).title).toBe(finnish.title);
    await t.app.blocks.saveTranslations({
      videos: [{ slug: 'made-by-hand', locale: 'fi-FI', title: 'Nahkatyötä käsin' }],
    });
    // The title changed; the description, left out, kept its translation.
    expect(await t.app.blocks.getVideo('made-by-hand', 'fi-FI')).toMatchObject({
      title: 'Nahkatyötä käsin',
      description: finnish.description,
    });
  });

  it('refuses a file with a mistake and changes nothing; sanitises answers', async () => {
    await expect(
      t.app.blocks.load({
        faq: [{ question: 'Fine?', answer_html: '<p>Yes</p>' }],
        videos: [{ slug: 'x', title: 'X', url: 'javascript:alert(1)' }],
      }),
    ).rejects.toThrow(/YouTube or Vimeo/);
    expect((await t.app.blocks.listFaq()).length).toBe(DEMO_FAQ.length);
    await t.app.blocks.load({
      faq: [
        { question: 'Safe?', answer_html: '<p onclick="x()">Yes<script>alert(1)</script></p>' },
      ],
    });
    const [only] = await t.app.blocks.listFaq();
    expect(only!.answer_html).toBe('<p>Yes</p>');
    expect((await t.app.blocks.listVideos(1, 12)).total).toBe(0);
  });

  it('shows the FAQ, the videos and the product list as pages', async () => {
    const faq = await t.app.inject('/faq');
    expect(faq.statusCode).toBe(200);
    expect(faq.body).toContain('FAQPage');
    const videos = await t.app.inject('/videos');
    expect(videos.statusCode).toBe(200);
    const products = await t.app.inject('/products?ids=1,2');
    expect(products.statusCode).toBe(200);
    expect(products.body).toContain('href="/products/');
    const odd = await t.app.inject('/products?ids=abc,,1&page=999999');
    expect(odd.statusCode).toBe(200);
  });
});
