import { index, integer, pgTable, serial, text, timestamp, boolean } from 'drizzle-orm/pg-core';

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
