import {
  boolean,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';

/** The blog's collections (news, guides ...): the blog home lists those shown there, in order. */
export const blogCollections = pgTable('blog_collections', {
  id: serial('id').primaryKey(),
  slug: text('slug').notNull().unique(),
  title: text('title').notNull(),
  description: text('description').notNull().default(''),
  position: integer('position').notNull().default(0),
  showOnHome: boolean('show_on_home').notNull().default(true),
});

/** Blog posts; body_html is sanitised before it is stored. */
export const blogPosts = pgTable(
  'blog_posts',
  {
    id: serial('id').primaryKey(),
    slug: text('slug').notNull().unique(),
    collectionId: integer('collection_id')
      .notNull()
      .references(() => blogCollections.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    excerpt: text('excerpt').notNull().default(''),
    bodyHtml: text('body_html').notNull(),
    image: text('image'),
    author: text('author').notNull().default(''),
    tags: text('tags').array().notNull().default([]),
    /** Set for the posts the blog home puts first, in this order. */
    preferredPosition: integer('preferred_position'),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('blog_posts_published_idx').on(t.publishedAt),
    index('blog_posts_collection_idx').on(t.collectionId, t.publishedAt),
  ],
);

/** The shop's policies (refund, privacy, terms, shipping), one per handle. */
export const policies = pgTable('policies', {
  id: serial('id').primaryKey(),
  handle: text('handle').notNull().unique(),
  title: text('title').notNull(),
  bodyHtml: text('body_html').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * A blog collection's text in another language (NOTES, Translated content): a null field falls
 * back to the collection's own, in the shop's default language.
 */
export const blogCollectionTranslations = pgTable(
  'blog_collection_translations',
  {
    collectionId: integer('collection_id')
      .notNull()
      .references(() => blogCollections.id, { onDelete: 'cascade' }),
    locale: text('locale').notNull(),
    title: text('title'),
    description: text('description'),
  },
  (t) => [primaryKey({ columns: [t.collectionId, t.locale] })],
);

/** A blog post in another language; body_html is sanitised before it is stored. */
export const blogPostTranslations = pgTable(
  'blog_post_translations',
  {
    postId: integer('post_id')
      .notNull()
      .references(() => blogPosts.id, { onDelete: 'cascade' }),
    locale: text('locale').notNull(),
    title: text('title'),
    excerpt: text('excerpt'),
    bodyHtml: text('body_html'),
  },
  (t) => [primaryKey({ columns: [t.postId, t.locale] })],
);

/** A policy in another language; body_html is sanitised before it is stored. */
export const policyTranslations = pgTable(
  'policy_translations',
  {
    policyId: integer('policy_id')
      .notNull()
      .references(() => policies.id, { onDelete: 'cascade' }),
    locale: text('locale').notNull(),
    title: text('title'),
    bodyHtml: text('body_html'),
  },
  (t) => [primaryKey({ columns: [t.policyId, t.locale] })],
);

/**
 * The merchant's own wording of the shop's texts (a home section's title, a button), by message
 * key and language: it replaces the text the shop ships with (`translations load`, `texts`).
 */
export const shopTexts = pgTable(
  'shop_texts',
  {
    key: text('key').notNull(),
    locale: text('locale').notNull(),
    text: text('text').notNull(),
  },
  (t) => [primaryKey({ columns: [t.key, t.locale] })],
);
