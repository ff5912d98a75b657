import { index, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

/** Blog posts; body_html is sanitised before it is stored. */
export const blogPosts = pgTable(
  'blog_posts',
  {
    id: serial('id').primaryKey(),
    slug: text('slug').notNull().unique(),
    title: text('title').notNull(),
    excerpt: text('excerpt').notNull().default(''),
    bodyHtml: text('body_html').notNull(),
    image: text('image'),
    author: text('author').notNull().default(''),
    tags: text('tags').array().notNull().default([]),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('blog_posts_published_idx').on(t.publishedAt)],
);

/** The shop's policies (refund, privacy, terms, shipping), one per handle. */
export const policies = pgTable('policies', {
  id: serial('id').primaryKey(),
  handle: text('handle').notNull().unique(),
  title: text('title').notNull(),
  bodyHtml: text('body_html').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
