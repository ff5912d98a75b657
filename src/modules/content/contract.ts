import { z } from 'zod';
import { pagedSchema, pageParam, pageSizeParam } from '../../platform/paging.ts';
import { translatedText, translationLocale } from '../../platform/translation-input.ts';
import { LOCALES, resolveLocale, type Locale } from '../../platform/locales.ts';

/** The content API's contract (spec section 7: policies; Comments and blogs). */

/** One of the shop's policies (refund, privacy, terms, shipping). */
export const policySchema = z.object({
  handle: z.string(),
  title: z.string(),
  body_html: z.string(),
  updated_at: z.string(),
  path: z.string(),
});

/** A blog collection, with how many posts it holds. */
export const blogCollectionSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  title: z.string(),
  description: z.string(),
  path: z.string(),
  post_count: z.number().int(),
});

/** A blog post; its body only on the post itself. */
export const blogPostSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  title: z.string(),
  excerpt: z.string(),
  image: z.string().nullable(),
  author: z.string(),
  tags: z.array(z.string()),
  published_at: z.string(),
  path: z.string(),
  collection: z.object({ id: z.number().int(), slug: z.string(), title: z.string() }),
  body_html: z.string().optional(),
});

/** A page of blog posts. */
export const blogPageSchema = pagedSchema(blogPostSchema);

/** Paging of the blog lists (spec section 7: page, page_size; `type` for recent blogs). */
export const blogPagingQuery = z.object({
  page: pageParam(),
  page_size: pageSizeParam(10, 50),
  /** recent_blogs: `collection` keeps to the post's own collection; anything else, the blog. */
  type: z.string().max(40).optional(),
});

/** A blog post or collection named in a path: its id, or its slug. */
export const blogRefParams = z.object({ id: z.string().min(1).max(200) });
export const blogSlugParams = z.object({ slug: z.string().min(1).max(200) });
export const policyParams = z.object({ handle: z.string().min(1).max(200) });

export type PolicyDto = z.infer<typeof policySchema>;
export type BlogCollectionDto = z.infer<typeof blogCollectionSchema>;
export type BlogPostDto = z.infer<typeof blogPostSchema>;
export type BlogPage = z.infer<typeof blogPageSchema>;

/**
 * A merchant's content translations (`vitrine translations load FILE`): blog posts and blog
 * collections by slug, policies by handle. A field left out keeps its translation; null takes
 * it away. Rich text is sanitised before it is stored.
 */
export const contentTranslationsSchema = z.object({
  blog_posts: z
    .array(
      z
        .object({
          slug: z.string().min(1).max(200),
          locale: translationLocale,
          title: translatedText(300),
          excerpt: translatedText(2_000),
          body_html: translatedText(200_000),
        })
        .strict(),
    )
    .default([]),
  blog_collections: z
    .array(
      z
        .object({
          slug: z.string().min(1).max(200),
          locale: translationLocale,
          title: translatedText(200),
          description: translatedText(5_000),
        })
        .strict(),
    )
    .default([]),
  policies: z
    .array(
      z
        .object({
          handle: z.string().min(1).max(200),
          locale: translationLocale,
          title: translatedText(300),
          body_html: translatedText(200_000),
        })
        .strict(),
    )
    .default([]),
});

/** Content translations as a merchant writes them. */
export type ContentTranslations = z.input<typeof contentTranslationsSchema>;

/**
 * The merchant's wording of the shop's texts (a home section's title, a button), in a language
 * (en-US included): a message key of the shop's catalogue and its text, in the catalogue's ICU
 * form (`{count, plural, one {# item} other {# items}}`); `null` gives the shipped text back.
 */
export const shopTextsSchema = z.object({
  texts: z
    .array(
      z
        .object({
          key: z
            .string()
            .regex(/^[a-z0-9_]+(\.[a-z0-9_]+)+$/, 'a message key, such as home.hero_title')
            .max(200),
          locale: z.enum(LOCALES).transform((l): Locale => resolveLocale(l)),
          text: z.string().min(1).max(5_000).nullable(),
        })
        .strict(),
    )
    .default([]),
});
export type ShopTextsFile = z.input<typeof shopTextsSchema>;
