import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ZodError } from 'zod';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import type { SuggestionsDto } from '../catalog/contract.ts';
import type { BlogCollectionDto, BlogPage, BlogPostDto, PolicyDto } from './contract.ts';
import { saveContentTranslations } from './translations-save.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const get = async <T>(url: string, headers: Record<string, string> = {}) => {
  const res = await t.app.inject({ method: 'GET', url, headers });
  return res.json() as T;
};
const DE = { 'x-lang': 'de-DE' };

describe('blog and policies in the shopper language (S9-53)', () => {
  it('answers a post in German, its collection named in German', async () => {
    const { data } = await get<{ data: BlogPostDto }>('/api/store/blogs/caring-for-linen', DE);
    expect(data.title).toBe('Leinen richtig pflegen');
    expect(data.excerpt).toMatch(/^Leinen wird mit jeder Wäsche/);
    expect(data.body_html).toContain('Knitter gehören zu seinem Charme');
    expect(data.collection.title).toBe('Ratgeber');
    expect(data.author).toBe('Ines Moreau');
    const en = await get<{ data: BlogPostDto }>('/api/store/blogs/caring-for-linen');
    expect(en.data.title).toBe('Caring for linen');
    expect(en.data.collection.title).toBe('Guides');
  });

  it('falls back field by field: a Russian post title over its English body; collections described', async () => {
    const { data } = await get<{ data: BlogCollectionDto }>(
      '/api/store/blog_collections/guides',
      DE,
    );
    expect(data.title).toBe('Ratgeber');
    expect(data.description).toBe('So wählen, tragen und pflegen Sie, was Sie kaufen.');
    const home = await get<{ data: BlogCollectionDto[] }>(
      '/api/store/blog_homepage/blog_collections',
      { 'x-lang': 'he-IL' },
    );
    expect(home.data.map((c) => c.title)).toEqual(['מדריכים', 'יומן', 'בית וחיים']);
    expect(home.data[0]!.description).toBe('איך בוחרים, לובשים ומטפלים במה שקונים.');
    // Russian posts have their titles only: the body is the English one.
    const ru = await get<{ data: BlogPostDto }>('/api/store/blogs/caring-for-linen', {
      'x-lang': 'ru-RU',
    });
    expect(ru.data.title).toBe('Как ухаживать за льном');
    expect(ru.data.body_html).toContain('Linen gets better with every wash');
  });

  it('translates the lists of posts: a collection, preferred, recent and recommended', async () => {
    const page = await get<BlogPage>('/api/store/blog_collections/guides/blogs', DE);
    expect(page.data.map((p) => p.title)).toContain('Leinen richtig pflegen');
    const preferred = await get<{ data: BlogPostDto[] }>(
      '/api/store/blog_homepage/preferred_blogs',
      DE,
    );
    expect(preferred.data[0]!.title).toBe('Leinen richtig pflegen');
    const recent = await get<BlogPage>('/api/store/blog/caring-for-linen/recent_blogs', DE);
    expect(recent.data.map((p) => p.title)).toContain('Leicht packen fürs Wochenende');
    const liked = await get<{ data: BlogPostDto[] }>(
      '/api/store/blog/caring-for-linen/recommend_blogs',
      DE,
    );
    expect(liked.data.every((p) => p.title !== p.slug)).toBe(true);
    expect(liked.data.map((p) => p.title)).toContain('Eine Capsule Wardrobe in zehn Teilen');
    const he = await get<BlogPage>('/api/store/blog_collections/guides/blogs', {
      'x-lang': 'he-IL',
    });
    expect(he.data.map((p) => p.title)).toEqual(
      expect.arrayContaining(['איך לטפל בפשתן', 'איך בוחרים מסגרת שמתאימה לפנים']),
    );
  });

  it('answers a post and a policy in Japanese; Italian has titles over the English bodies', async () => {
    const JA = { 'x-lang': 'ja-JP' };
    const post = await get<{ data: BlogPostDto }>('/api/store/blogs/caring-for-linen', JA);
    expect(post.data.title).toBe('リネンのお手入れ');
    expect(post.data.excerpt).toMatch(/^リネンは洗うたびに/);
    expect(post.data.body_html).toContain('しわもリネンの魅力のひとつです。');
    expect(post.data.collection.title).toBe('ガイド');
    const policy = await get<{ data: PolicyDto }>('/api/store/policies/refund-policy', JA);
    expect(policy.data.title).toBe('返金ポリシー');
    expect(policy.data.body_html).toContain('お届けから30日以内');
    const italian = await get<{ data: BlogPostDto }>('/api/store/blogs/caring-for-linen', {
      'x-lang': 'it-IT',
    });
    expect(italian.data.title).toBe('Come prendersi cura del lino');
    expect(italian.data.body_html).toContain('Creases are part of its charm.');
  });

  it('answers policies in German, Hebrew and Russian', async () => {
    const de = await get<{ data: PolicyDto }>('/api/store/policies/refund-policy', DE);
    expect(de.data.title).toBe('Rückerstattungsrichtlinie');
    expect(de.data.body_html).toContain('innerhalb von 30 Tagen');
    const he = await get<{ data: PolicyDto[] }>('/api/store/policies', { 'x-lang': 'he-IL' });
    const privacy = he.data.find((p) => p.handle === 'privacy-policy')!;
    expect(privacy.title).toBe('מדיניות פרטיות');
    expect(privacy.body_html).toContain('אנחנו לעולם לא מוכרים את המידע שלכם');
    const ru = await get<{ data: PolicyDto[] }>('/api/store/policies', { 'x-lang': 'ru-RU' });
    const russian = ru.data.find((p) => p.handle === 'privacy-policy')!;
    expect(russian.title).toBe('Политика конфиденциальности');
    expect(russian.body_html).toContain('Мы никогда не продаём ваши данные');
    const en = await get<{ data: PolicyDto }>('/api/store/policies/refund-policy');
    expect(en.data.title).toBe('Refund policy');
  });

  it('suggests posts by their German title', async () => {
    const found = await get<SuggestionsDto>('/api/store/products/meta/search?q=pflegen', DE);
    expect(found.articles).toContainEqual({
      title: 'Leinen richtig pflegen',
      path: '/blogs/guides/caring-for-linen',
    });
  });
});

describe('content translations file', () => {
  it('sanitises rich text, and a wrong handle changes nothing', async () => {
    await saveContentTranslations(t.database.db, {
      policies: [
        {
          handle: 'terms-of-service',
          locale: 'fr-FR',
          title: 'Conditions',
          body_html: '<p>Oui<img src=x onerror="alert(1)"></p><script>x()</script>',
        },
      ],
    });
    await vi.waitFor(async () => {
      const fr = await get<{ data: PolicyDto }>('/api/store/policies/terms-of-service', {
        'x-lang': 'fr-FR',
      });
      expect(fr.data.title).toBe('Conditions');
      expect(fr.data.body_html).toBe('<p>Oui<img src="x" /></p>');
    });
    const error = await saveContentTranslations(t.database.db, {
      policies: [{ handle: 'refund-policy', locale: 'fr-FR', title: 'Remboursement' }],
      blog_posts: [{ slug: 'no-such-post', locale: 'fr-FR', title: 'x' }],
    }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ZodError);
    expect((error as ZodError).issues[0]!.path).toEqual(['blog_posts', 0, 'slug']);
    const fr = await get<{ data: PolicyDto }>('/api/store/policies/refund-policy', {
      'x-lang': 'fr-FR',
    });
    expect(fr.data.title).toBe('Politique de remboursement');
  });
});
