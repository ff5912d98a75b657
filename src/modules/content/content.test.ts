import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import type { SuggestionsDto } from '../catalog/contract.ts';
import type { BlogCollectionDto, BlogPage, BlogPostDto, PolicyDto } from './contract.ts';
import { sanitizeRichText } from '../../platform/rich-text.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const get = async <T>(url: string): Promise<{ status: number; body: T }> => {
  const res = await t.app.inject(`/api/store${url}`);
  return { status: res.statusCode, body: res.json() as T };
};
const slugs = (posts: BlogPostDto[]) => posts.map((p) => p.slug);

describe('the blog', () => {
  it('lists the blog home: its collections with counts, and the preferred posts in order', async () => {
    const collections = (
      await get<{ data: BlogCollectionDto[] }>('/blog_homepage/blog_collections')
    ).body.data;
    expect(collections.map((c) => c.slug)).toEqual(['guides', 'journal', 'living']);
    expect(collections.reduce((n, c) => n + c.post_count, 0)).toBe(6);
    expect(collections[0]).toMatchObject({ title: 'Guides', path: '/blogs/guides', post_count: 3 });
    const preferred = (await get<{ data: BlogPostDto[] }>('/blog_homepage/preferred_blogs')).body
      .data;
    expect(slugs(preferred)).toEqual([
      'caring-for-linen',
      'how-our-sneakers-are-made',
      'packing-light-for-a-weekend',
    ]);
    expect(preferred[0]!.body_html).toBeUndefined();
  });

  it("pages a collection's posts, by id or slug, newest first; an unknown one is a 404", async () => {
    const guides = (await get<{ data: BlogCollectionDto }>('/blog_collections/guides')).body.data;
    const byId = (await get<BlogPage>(`/blog_collections/${guides.id}/blogs`)).body;
    expect(byId.total).toBe(3);
    expect(byId.data.every((p) => p.collection.slug === 'guides')).toBe(true);
    const dates = byId.data.map((p) => p.published_at);
    expect(dates).toEqual([...dates].sort().reverse());
    const second = (await get<BlogPage>('/blog_collections/guides/blogs?page=2&page_size=2')).body;
    expect(second).toMatchObject({ page: 2, page_size: 2, total: 3, total_pages: 2 });
    expect(second.data).toHaveLength(1);
    const missing = await get<{ code: string; message: string }>('/blog_collections/nope/blogs');
    expect(missing.status).toBe(404);
    expect(missing.body.message).toBe('This blog collection does not exist.');
    expect((await get('/blog_collections/guides/blogs?page_size=500')).status).toBe(422);
  });

  it('reads a post with its body, the newest others, and those like it', async () => {
    const post = (await get<{ data: BlogPostDto }>('/blogs/caring-for-linen')).body.data;
    expect(post.body_html).toContain('<p>Linen gets better');
    expect(post.path).toBe('/blogs/guides/caring-for-linen');
    const recent = (await get<BlogPage>(`/blog/${post.id}/recent_blogs?page=1&page_size=3`)).body;
    expect(recent.data).toHaveLength(3);
    expect(slugs(recent.data)).not.toContain('caring-for-linen');
    expect(slugs(recent.data)[0]).toBe('packing-light-for-a-weekend');
    const own = (await get<BlogPage>(`/blog/${post.id}/recent_blogs?type=collection`)).body;
    expect(own.data.every((p) => p.collection.slug === 'guides')).toBe(true);
    expect(own.total).toBe(2);
    const like = (await get<{ data: BlogPostDto[] }>(`/blog/${post.id}/recommend_blogs`)).body.data;
    expect(slugs(like)).not.toContain('caring-for-linen');
    // Its own collection's posts come before the others (no tag in common with any).
    expect(like[0]!.collection.slug).toBe('guides');
    expect((await get('/blogs/no-such-post')).status).toBe(404);
    expect((await get('/blog/999999/recommend_blogs')).status).toBe(404);
  });

  it('answers a policy by handle, and 404 for an unknown one', async () => {
    const policy = (await get<{ data: PolicyDto }>('/policies/refund-policy')).body.data;
    expect(policy).toMatchObject({ title: 'Refund policy', path: '/policies/refund-policy' });
    const missing = await get<{ message: string }>('/policies/nope');
    expect(missing.status).toBe(404);
    expect(missing.body.message).toBe('This policy does not exist.');
  });

  it('suggests blog posts in the smart search', async () => {
    const found = (await get<SuggestionsDto>('/products/meta/search?q=linen')).body;
    expect(found.articles).toEqual([
      { title: 'Caring for linen', path: '/blogs/guides/caring-for-linen' },
    ]);
  });
});

describe('rich text on the way in', () => {
  it('keeps formatting, links and pictures, and removes whatever could run script', () => {
    const clean = sanitizeRichText(
      '<h2 onclick="x()">Care</h2><p>Wash <strong>cool</strong>.<script>alert(1)</script></p>' +
        '<img src="/media/a.png" onerror="alert(2)" alt="a"><a href="javascript:alert(3)">x</a>' +
        '<a href="https://example.com" target="_blank">out</a><iframe src="https://e.com"></iframe>' +
        '<p style="color:red">styled</p>',
    );
    expect(clean).toContain('<h2>Care</h2>');
    expect(clean).toContain('<strong>cool</strong>');
    expect(clean).toContain('<img src="/media/a.png" alt="a" />');
    expect(clean).toContain(
      '<a href="https://example.com" target="_blank" rel="noopener noreferrer">',
    );
    for (const bad of ['script', 'onerror', 'onclick', 'javascript:', 'iframe', 'style=']) {
      expect(clean).not.toContain(bad);
    }
  });
});
