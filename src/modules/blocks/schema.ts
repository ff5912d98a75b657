import { index, integer, pgTable, primaryKey, serial, text } from 'drizzle-orm/pg-core';

/** The shop's frequently asked questions, by topic, in order; answers are sanitised HTML. */
export const faqs = pgTable(
  'faqs',
  {
    id: serial('id').primaryKey(),
    /** The group a question is shown under (Shipping, Returns ...). */
    topic: text('topic').notNull().default(''),
    question: text('question').notNull(),
    answerHtml: text('answer_html').notNull(),
    position: integer('position').notNull().default(0),
  },
  (t) => [index('faqs_position_idx').on(t.position, t.id)],
);

/**
 * A question's topic, question and answer in another language: a null field shows the
 * question's own, in the shop's default language, field by field.
 */
export const faqTranslations = pgTable(
  'faq_translations',
  {
    faqId: integer('faq_id')
      .notNull()
      .references(() => faqs.id, { onDelete: 'cascade' }),
    locale: text('locale').notNull(),
    topic: text('topic'),
    question: text('question'),
    /** Sanitised before it is stored, as every rich text. */
    answerHtml: text('answer_html'),
  },
  (t) => [primaryKey({ columns: [t.faqId, t.locale] })],
);

/**
 * The shop's videos (the video list page and the video section): a hosted video (YouTube,
 * Vimeo) or a file the shop serves, with the picture shown until the shopper plays it.
 */
export const videos = pgTable(
  'videos',
  {
    id: serial('id').primaryKey(),
    slug: text('slug').notNull().unique(),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    /** The video's page or file (https only). */
    url: text('url').notNull(),
    poster: text('poster'),
    /** Seconds; 0 when not known. */
    duration: integer('duration').notNull().default(0),
    /** Products shown with the video ("shop the video"). */
    productIds: integer('product_ids').array().notNull().default([]),
    position: integer('position').notNull().default(0),
  },
  (t) => [index('videos_position_idx').on(t.position, t.id)],
);

/**
 * A video's title and description in another language: a null field shows the video's own, in
 * the shop's default language, field by field.
 */
export const videoTranslations = pgTable(
  'video_translations',
  {
    videoId: integer('video_id')
      .notNull()
      .references(() => videos.id, { onDelete: 'cascade' }),
    locale: text('locale').notNull(),
    title: text('title'),
    description: text('description'),
  },
  (t) => [primaryKey({ columns: [t.videoId, t.locale] })],
);
