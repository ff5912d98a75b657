import { and, asc, count, desc, eq, isNotNull, ne, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../platform/db.ts';
import { notFound } from '../../platform/errors.ts';
import type { BlogCollectionDto, BlogPage, BlogPostDto, PolicyDto } from './contract.ts';
import { blogCollections, blogPosts, policies } from './schema.ts';

/** Reads the shop's content: its policies, and the blog with its collections. */
export type ContentService = ReturnType<typeof createContentService>;

/** Where the storefront shows a blog collection, a post and a policy. */
export const blogCollectionPath = (slug: string) => `/blogs/${slug}`;
export const blogPostPath = (collection: string, slug: string) => `/blogs/${collection}/${slug}`;
export const policyPath = (handle: string) => `/policies/${handle}`;

type PostRow = typeof blogPosts.$inferSelect;
type CollectionRow = typeof blogCollections.$inferSelect;

function postDto(row: PostRow, collection: CollectionRow, detail = false): BlogPostDto {
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    excerpt: row.excerpt,
    image: row.image,
    author: row.author,
    tags: row.tags,
    published_at: row.publishedAt.toISOString(),
    path: blogPostPath(collection.slug, row.slug),
    collection: { id: collection.id, slug: collection.slug, title: collection.title },
    ...(detail ? { body_html: row.bodyHtml } : {}),
  };
}

/** A blog post or collection named by its id (digits) or its slug. */
const byRef = (table: typeof blogPosts | typeof blogCollections, ref: string): SQL =>
  /^\d{1,9}$/.test(ref) ? eq(table.id, Number(ref)) : eq(table.slug, ref);

/** Creates the content service. */
export function createContentService(db: Db) {
  /** Posts with their collection, newest first, `where` and paged. */
  async function posts(where: SQL | undefined, limit: number, offset = 0, order?: SQL[]) {
    const rows = await db
      .select({ post: blogPosts, collection: blogCollections })
      .from(blogPosts)
      .innerJoin(blogCollections, eq(blogCollections.id, blogPosts.collectionId))
      .where(where)
      .orderBy(...(order ?? [desc(blogPosts.publishedAt), desc(blogPosts.id)]))
      .limit(limit)
      .offset(offset);
    return rows.map((r) => postDto(r.post, r.collection));
  }

  async function total(where: SQL | undefined): Promise<number> {
    const [row] = await db.select({ n: count() }).from(blogPosts).where(where);
    return Number(row?.n ?? 0);
  }

  async function paged(where: SQL, page: number, pageSize: number): Promise<BlogPage> {
    const [data, n] = await Promise.all([
      posts(where, pageSize, (page - 1) * pageSize),
      total(where),
    ]);
    return { data, page, page_size: pageSize, total: n, total_pages: Math.ceil(n / pageSize) };
  }

  async function postRow(ref: string) {
    const [row] = await db
      .select({ post: blogPosts, collection: blogCollections })
      .from(blogPosts)
      .innerJoin(blogCollections, eq(blogCollections.id, blogPosts.collectionId))
      .where(byRef(blogPosts, ref));
    if (!row) throw notFound('blog_not_found');
    return row;
  }

  return {
    /** The shop's policies, by handle. */
    async listPolicies(): Promise<PolicyDto[]> {
      const rows = await db.select().from(policies).orderBy(asc(policies.id));
      return rows.map((p) => ({
        handle: p.handle,
        title: p.title,
        body_html: p.bodyHtml,
        updated_at: p.updatedAt.toISOString(),
        path: policyPath(p.handle),
      }));
    },

    /** One policy; 404 when the shop has none by that handle. */
    async getPolicy(handle: string): Promise<PolicyDto> {
      const policy = (await this.listPolicies()).find((p) => p.handle === handle);
      if (!policy) throw notFound('policy_not_found');
      return policy;
    },

    /** The blog home's collections, in order, each with its post count. */
    async homeCollections(): Promise<BlogCollectionDto[]> {
      const rows = await db
        .select({ collection: blogCollections, posts: count(blogPosts.id) })
        .from(blogCollections)
        .leftJoin(blogPosts, eq(blogPosts.collectionId, blogCollections.id))
        .where(eq(blogCollections.showOnHome, true))
        .groupBy(blogCollections.id)
        .orderBy(asc(blogCollections.position), asc(blogCollections.id));
      return rows.map(({ collection: c, posts: n }) => ({
        id: c.id,
        slug: c.slug,
        title: c.title,
        description: c.description,
        path: blogCollectionPath(c.slug),
        post_count: Number(n),
      }));
    },

    /** One collection by id or slug, with its post count; 404 when there is none. */
    async getCollection(ref: string): Promise<BlogCollectionDto> {
      const [c] = await db.select().from(blogCollections).where(byRef(blogCollections, ref));
      if (!c) throw notFound('blog_collection_not_found');
      return {
        id: c.id,
        slug: c.slug,
        title: c.title,
        description: c.description,
        path: blogCollectionPath(c.slug),
        post_count: await total(eq(blogPosts.collectionId, c.id)),
      };
    },

    /** A collection's posts, newest first, a page at a time. */
    async collectionPosts(ref: string, page: number, pageSize: number): Promise<BlogPage> {
      const collection = await this.getCollection(ref);
      return paged(eq(blogPosts.collectionId, collection.id), page, pageSize);
    },

    /** The posts the blog home puts first, in their order. */
    preferredPosts(): Promise<BlogPostDto[]> {
      return posts(isNotNull(blogPosts.preferredPosition), 50, 0, [
        asc(blogPosts.preferredPosition),
        asc(blogPosts.id),
      ]);
    },

    /** One post with its body, by id or slug; 404 when there is none. */
    async getPost(ref: string): Promise<BlogPostDto> {
      const { post, collection } = await postRow(ref);
      return postDto(post, collection, true);
    },

    /** The newest posts but this one; `type: collection` keeps to its collection. */
    async recentPosts(ref: string, page: number, pageSize: number, type?: string) {
      const { post } = await postRow(ref);
      const others = ne(blogPosts.id, post.id);
      const where =
        type === 'collection'
          ? and(others, eq(blogPosts.collectionId, post.collectionId))!
          : others;
      return paged(where, page, pageSize);
    },

    /** Posts like this one: most tags in common, then its collection, then the newest. */
    async recommendedPosts(ref: string, limit = 4): Promise<BlogPostDto[]> {
      const { post } = await postRow(ref);
      const tags = sql`array[${sql.join(
        post.tags.map((tag) => sql`${tag}`),
        sql`, `,
      )}]::text[]`;
      const shared = sql`cardinality(array(select unnest(${blogPosts.tags})
        intersect select unnest(${tags})))`;
      return posts(ne(blogPosts.id, post.id), limit, 0, [
        desc(shared),
        desc(sql`${blogPosts.collectionId} = ${post.collectionId}`),
        desc(blogPosts.publishedAt),
        desc(blogPosts.id),
      ]);
    },

    /** Posts whose title has every word (smart-search suggestions), newest first. */
    searchPosts(words: string[], limit = 3): Promise<BlogPostDto[]> {
      if (words.length === 0) return Promise.resolve([]);
      const all = words.map(
        (w) => sql`lower(${blogPosts.title}) like ${`%${w.replace(/[\\%_]/g, (c) => `\\${c}`)}%`}`,
      );
      return posts(and(...all), limit);
    },
  };
}
