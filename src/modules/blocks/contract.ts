import { z } from 'zod';
import { pagedSchema, pageParam, pageSizeParam } from '../../platform/paging.ts';
import { translatedText, translationLocale } from '../../platform/translation-input.ts';
import { videoSource } from './embed.ts';

/** The blocks API's contract: the FAQ (spec section 7, `faq`) and the videos. */

/** One question and its answer. */
export const faqSchema = z.object({
  id: z.number().int(),
  topic: z.string(),
  question: z.string(),
  answer_html: z.string(),
});

/** The FAQ's query: one topic, or all. */
export const faqQuery = z.object({ topic: z.string().max(100).optional() });

/** A video as the pages show it: its picture, and where it plays. */
export const videoSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  title: z.string(),
  description: z.string(),
  url: z.string(),
  poster: z.string().nullable(),
  duration: z.number().int(),
  product_ids: z.array(z.number().int()),
  source: z.discriminatedUnion('kind', [
    z.object({ kind: z.literal('youtube'), id: z.string(), embed: z.string() }),
    z.object({ kind: z.literal('vimeo'), id: z.string(), embed: z.string() }),
    z.object({ kind: z.literal('file'), src: z.string() }),
  ]),
});

/** A page of videos. */
export const videoPageSchema = pagedSchema(videoSchema);

/** The video list's query. */
export const videoQuery = z.object({
  page: pageParam(),
  page_size: pageSizeParam(12, 100),
});

/** One video named in a path: its slug. */
export const videoParams = z.object({ slug: z.string().min(1).max(200) });

/** What the merchant loads (`vitrine blocks load FILE`): checked before anything is saved. */
export const blocksFile = z.object({
  faq: z
    .array(
      z.object({
        topic: z.string().max(100).default(''),
        question: z.string().min(1).max(300),
        answer_html: z.string().min(1).max(20_000),
      }),
    )
    .max(500)
    .default([]),
  videos: z
    .array(
      z.object({
        slug: z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'a slug: lower-case words joined by -'),
        title: z.string().min(1).max(200),
        description: z.string().max(2000).default(''),
        url: z.string().refine((u) => videoSource(u) !== null, {
          message: 'a YouTube or Vimeo address, or an https .mp4/.webm file',
        }),
        poster: z.string().max(500).nullable().default(null),
        duration: z.number().int().min(0).max(86_400).default(0),
        product_ids: z.array(z.number().int().positive()).max(12).default([]),
      }),
    )
    .max(500)
    .default([]),
});

/**
 * A merchant's FAQ translations (the `faq` part of `vitrine translations load FILE`): each
 * question named by its text as the shop stores it, with its topic, its question (`label`) and
 * its answer in the language. A field left out keeps its translation; null takes it away.
 * Loading the FAQ again (`vitrine blocks load`) replaces its questions and their translations.
 */
export const faqTranslationsSchema = z.object({
  faq: z
    .array(
      z
        .object({
          question: z.string().min(1).max(300),
          locale: translationLocale,
          topic: translatedText(100),
          label: translatedText(300),
          answer_html: translatedText(20_000),
        })
        .strict(),
    )
    .default([]),
});

/**
 * A merchant's video translations (the `videos` part of `vitrine translations load FILE`): each
 * video named by its slug, with its title and description in the language. A field left out
 * keeps its translation; null takes it away. Loading the videos again (`vitrine blocks load`)
 * replaces them and their translations.
 */
export const videoTranslationsSchema = z.object({
  videos: z
    .array(
      z
        .object({
          slug: z.string().min(1).max(200),
          locale: translationLocale,
          title: translatedText(200),
          description: translatedText(2_000),
        })
        .strict(),
    )
    .default([]),
});

/** Video translations as a merchant writes them. */
export type VideoTranslations = z.input<typeof videoTranslationsSchema>;

/** FAQ translations as a merchant writes them. */
export type FaqTranslations = z.input<typeof faqTranslationsSchema>;

/** The blocks' part of a translations file: the FAQ's and the videos'. */
export const blocksTranslationsSchema = faqTranslationsSchema.extend(videoTranslationsSchema.shape);

export type FaqDto = z.infer<typeof faqSchema>;
export type VideoDto = z.infer<typeof videoSchema>;
export type VideoPage = z.infer<typeof videoPageSchema>;
export type BlocksFile = z.input<typeof blocksFile>;
