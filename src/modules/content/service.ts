import { and, asc, count, desc, eq, isNotNull, ne, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../platform/db.ts';
import { notFound } from '../../platform/errors.ts';
import type { Locale } from '../../platform/locales.ts';
import type { BlogCollectionDto, BlogPage, BlogPostDto } from './contract.ts';
import { policyReads } from './policies.ts';
import { saveContentTranslations } from './translations-save.ts';
import {
  blogCollectionTranslations,
  blogCollections,
  blogPostTranslations,
  blogPosts,
} from './schema.ts';
import { otherLanguage, translated } from '../../platform/translated.ts';
import { saveShopTexts, type EnglishText } from './shop-texts.ts';

/** Reads the shop's content: the blog with its collections, and its policies (policies.ts). */
export type ContentService = ReturnType<typeof createContentService>;

/** Where the storefront shows a blog collection and a post. */
export const blogCollectionPath = (slug: string) => `/blogs/${slug}`;
export const blogPostPath = (collection: string, slug: string) => `/blogs/${collection}/${slug}`;

type PostRow = typeof blogPosts.$inferSelect;
type CollectionRow = typeof blogCollections.$inferSelect;

const postText = {
  title: blogPostTranslations.title,
  excerpt: blogPostTranslations.excerpt,
  bodyHtml: blogPostTranslations.bodyHtml,
};
const collectionText = {
  title: blogCollectionTranslations.title,
  description: blogCollectionTranslations.description,
};

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
  /**
   * Posts with their collection (`where`, in `order`), in a language: the default reads the
   * posts alone, another language joins its translations in the same statement.
   */
  function postRows(where: SQL | undefined, locale: Locale | undefined) {
    const language = otherLanguage(locale);
    const base = db
      .select({
        post: blogPosts,
        collection: blogCollections,
        postText: language ? postText : sql<null>`null`,
        collectionText: language ? collectionText : sql<null>`null`,
      })
      .from(blogPosts)
      .innerJoin(blogCollections, eq(blogCollections.id, blogPosts.collectionId))
      .$dynamic();
    const joined = language
      ? base
          .leftJoin(
            blogPostTranslations,
            and(
              eq(blogPostTranslations.postId, blogPosts.id),
              eq(blogPostTranslations.locale, language),
            ),
          )
          .leftJoin(
            blogCollectionTranslations,
            and(
              eq(blogCollectionTranslations.collectionId, blogCollections.id),
              eq(blogCollectionTranslations.locale, language),
            ),
          )
      : base;
    return joined.where(where);
  }

  type PostWithText = Awaited<ReturnType<typeof postRows>>[number];
  const shown = (r: PostWithText) => ({
    post: translated(r.post, r.postText as Partial<PostRow> | null),
    collection: translated(r.collection, r.collectionText as Partial<CollectionRow> | null),
  });

  /** Posts with their collection, newest first, `where` and paged. */
  async function posts(
    where: SQL | undefined,
    limit: number,
    offset = 0,
    order?: SQL[],
    locale?: Locale,
  ) {
    const rows = await postRows(where, locale)
      .orderBy(...(order ?? [desc(blogPosts.publishedAt), desc(blogPosts.id)]))
      .limit(limit)
      .offset(offset);
    return rows.map((r) => {
      const { post, collection } = shown(r);
      return postDto(post, collection);
    });
  }

  async function total(where: SQL | undefined): Promise<number> {
    const [row] = await db.select({ n: count() }).from(blogPosts).where(where);
    return Number(row?.n ?? 0);
  }

  async function paged(
    where: SQL,
    page: number,
    pageSize: number,
    locale?: Locale,
  ): Promise<BlogPage> {
    const [data, n] = await Promise.all([
      posts(where, pageSize, (page - 1) * pageSize, undefined, locale),
      total(where),
    ]);
    return { data, page, page_size: pageSize, total: n, total_pages: Math.ceil(n / pageSize) };
  }

  async function postRow(ref: string, locale?: Locale) {
    const [row] = await postRows(byRef(blogPosts, ref), locale);
    if (!row) throw notFound('blog_not_found');
    return shown(row);
  }

  /** A collection's fields in a language. */
  async function collectionIn(c: CollectionRow, locale: Locale | undefined) {
    const language = otherLanguage(locale);
    if (!language) return c;
    const [text] = await db
      .select(collectionText)
      .from(blogCollectionTranslations)
      .where(
        and(
          eq(blogCollectionTranslations.collectionId, c.id),
          eq(blogCollectionTranslations.locale, language),
        ),
      );
    return translated(c, text ?? null);
  }

  return {
    /**
     * Saves a file of content translations (translations-save.ts) and announces the change, in
     * the caller's transaction when it gives one; returns how many were written.
     */
    saveTranslations: (input: unknown, within: Db = db): Promise<number> =>
      saveContentTranslations(within, input),

    /**
     * Saves the merchant's wording of the shop's texts (shop-texts.ts), checked against the
     * shop's English catalogue; the shop speaks it from its next start.
     */
    saveTexts: (input: unknown, english: EnglishText, within: Db = db): Promise<number> =>
      saveShopTexts(within, input, english),

    ...policyReads(db),

    /** The paths of the blog's and the policies' pages, for the sitemap. */
    async sitemapPaths(): Promise<string[]> {
      const [collections, all, policies] = await Promise.all([
        this.homeCollections(),
        posts(undefined, 10_000),
        this.listPolicies(),
      ]);
      return [
        '/blogs',
        ...collections.map((c) => c.path),
        ...all.map((p) => p.path),
        '/policies',
        ...policies.map((p) => p.path),
      ];
    },

    /** The blog home's collections, in order, each with its post count. */
    async homeCollections(locale?: Locale): Promise<BlogCollectionDto[]> {
      const rows = await db
        .select({ collection: blogCollections, posts: count(blogPosts.id) })
        .from(blogCollections)
        .leftJoin(blogPosts, eq(blogPosts.collectionId, blogCollections.id))
        .where(eq(blogCollections.showOnHome, true))
        .groupBy(blogCollections.id)
        .orderBy(asc(blogCollections.position), asc(blogCollections.id));
      const language = otherLanguage(locale);
      const texts = language
        ? new Map(
            (
              await db
                .select()
                .from(blogCollectionTranslations)
                .where(eq(blogCollectionTranslations.locale, language))
            ).map((t) => [t.collectionId, t]),
          )
        : undefined;
      return rows.map(({ collection, posts: n }) => {
        const t = texts?.get(collection.id);
        const c = translated(collection, t ? { title: t.title, description: t.description } : null);
        return {
          id: c.id,
          slug: c.slug,
          title: c.title,
          description: c.description,
          path: blogCollectionPath(c.slug),
          post_count: Number(n),
        };
      });
    },

    /** One collection by id or slug, with its post count; 404 when there is none. */
    async getCollection(ref: string, locale?: Locale): Promise<BlogCollectionDto> {
      const [row] = await db.select().from(blogCollections).where(byRef(blogCollections, ref));
      if (!row) throw notFound('blog_collection_not_found');
      const c = await collectionIn(row, locale);
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
    async collectionPosts(
      ref: string,
      page: number,
      pageSize: number,
      locale?: Locale,
    ): Promise<BlogPage> {
      const [collection] = await db
        .select({ id: blogCollections.id })
        .from(blogCollections)
        .where(byRef(blogCollections, ref));
      if (!collection) throw notFound('blog_collection_not_found');
      return paged(eq(blogPosts.collectionId, collection.id), page, pageSize, locale);
    },

    /** The posts the blog home puts first, in their order. */
    preferredPosts(locale?: Locale): Promise<BlogPostDto[]> {
      return posts(
        isNotNull(blogPosts.preferredPosition),
        50,
        0,
        [asc(blogPosts.preferredPosition), asc(blogPosts.id)],
        locale,
      );
    },

    /** One post with its body, by id or slug; 404 when there is none. */
    async getPost(ref: string, locale?: Locale): Promise<BlogPostDto> {
      const { post, collection } = await postRow(ref, locale);
      return postDto(post, collection, true);
    },

    /** The newest posts but this one; `type: collection` keeps to its collection. */
    async recentPosts(ref: string, page: number, pageSize: number, type?: string, locale?: Locale) {
      const { post } = await postRow(ref);
      const others = ne(blogPosts.id, post.id);
      const where =
        type === 'collection'
          ? and(others, eq(blogPosts.collectionId, post.collectionId))!
          : others;
      return paged(where, page, pageSize, locale);
    },

    /** Posts like this one: most tags in common, then its collection, then the newest. */
    async recommendedPosts(ref: string, limit = 4, locale?: Locale): Promise<BlogPostDto[]> {
      const { post } = await postRow(ref);
      const tags = sql`array[${sql.join(
        post.tags.map((tag) => sql`${tag}`),
        sql`, `,
      )}]::text[]`;
      const shared = sql`cardinality(array(select unnest(${blogPosts.tags})
        intersect select unnest(${tags})))`;
      return posts(
        ne(blogPosts.id, post.id),
        limit,
        0,
        [
          desc(shared),
          desc(sql`${blogPosts.collectionId} = ${post.collectionId}`),
          desc(blogPosts.publishedAt),
          desc(blogPosts.id),
        ],
        locale,
      );
    },

    /**
     * Posts whose title, or its translation in the shopper's language, has every word
     * (smart-search suggestions), newest first.
     */
    searchPosts(words: string[], limit = 3, locale?: Locale): Promise<BlogPostDto[]> {
      if (words.length === 0) return Promise.resolve([]);
      const language = otherLanguage(locale);
      const title = language
        ? sql`concat_ws(' ', ${blogPosts.title}, ${blogPostTranslations.title})`
        : sql`${blogPosts.title}`;
      const all = words.map(
        (w) => sql`lower(${title}) like ${`%${w.replace(/[\\%_]/g, (c) => `\\${c}`)}%`}`,
      );
      return posts(and(...all), limit, 0, undefined, locale);
    },
  };
}
