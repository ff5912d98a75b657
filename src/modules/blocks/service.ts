import { and, asc, count, eq } from 'drizzle-orm';
import type { Db } from '../../platform/db.ts';
import { notFound } from '../../platform/errors.ts';
import type { Locale } from '../../platform/locales.ts';
import { otherLanguage, translated } from '../../platform/translated.ts';
import { sanitizeRichText } from '../../platform/rich-text.ts';
import {
  blocksFile,
  type BlocksFile,
  type FaqDto,
  type VideoDto,
  type VideoPage,
} from './contract.ts';
import { videoSource } from './embed.ts';
import { faqs, faqTranslations, videos } from './schema.ts';
import { saveFaqTranslations } from './translations-save.ts';

/** The FAQ and the videos. */
export type BlocksService = ReturnType<typeof createBlocksService>;

type VideoRow = typeof videos.$inferSelect;

function videoDto(row: VideoRow): VideoDto | null {
  const source = videoSource(row.url);
  if (!source) return null;
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    description: row.description,
    url: row.url,
    poster: row.poster,
    duration: row.duration,
    product_ids: row.productIds,
    source,
  };
}

/** Creates the blocks service over a database. */
export function createBlocksService(db: Db) {
  return {
    /**
     * The questions, by topic order then their own, in a language (a field it lacks shows the
     * shop's own); one topic when asked, named as the shop stores it.
     */
    async listFaq(topic?: string, locale?: Locale): Promise<FaqDto[]> {
      const language = otherLanguage(locale);
      const rows = await db
        .select({ faq: faqs, text: faqTranslations })
        .from(faqs)
        .leftJoin(
          faqTranslations,
          language
            ? and(eq(faqTranslations.faqId, faqs.id), eq(faqTranslations.locale, language))
            : eq(faqTranslations.locale, ''),
        )
        .where(topic === undefined ? undefined : eq(faqs.topic, topic))
        .orderBy(asc(faqs.position), asc(faqs.id));
      return rows.map(({ faq, text }) => {
        const shown = translated(faq, text);
        return {
          id: faq.id,
          topic: shown.topic,
          question: shown.question,
          answer_html: shown.answerHtml,
        };
      });
    },

    /** Saves FAQ translations (the `faq` part of a translations file); see saveFaqTranslations. */
    saveTranslations: (input: unknown, within: Db = db): Promise<number> =>
      saveFaqTranslations(within, input),

    /** A page of videos in the merchant's order. */
    async listVideos(page: number, pageSize: number): Promise<VideoPage> {
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(videos)
          .orderBy(asc(videos.position), asc(videos.id))
          .limit(pageSize)
          .offset((page - 1) * pageSize),
        db.select({ n: count() }).from(videos),
      ]);
      const n = Number(total?.n ?? 0);
      return {
        data: rows.flatMap((r) => videoDto(r) ?? []),
        page,
        page_size: pageSize,
        total: n,
        total_pages: Math.ceil(n / pageSize),
      };
    },

    /** One video by its slug; 404 when there is none (or its address no longer plays). */
    async getVideo(slug: string): Promise<VideoDto> {
      const [row] = await db.select().from(videos).where(eq(videos.slug, slug));
      const video = row && videoDto(row);
      if (!video) throw notFound('video_not_found');
      return video;
    },

    /**
     * Replaces the FAQ and the videos with a checked file's, in one transaction: a file with a
     * mistake changes nothing. Answers are sanitised on the way in.
     */
    async load(file: BlocksFile): Promise<{ faq: number; videos: number }> {
      const checked = blocksFile.parse(file);
      await db.transaction(async (tx) => {
        await tx.delete(faqs);
        await tx.delete(videos);
        if (checked.faq.length) {
          await tx.insert(faqs).values(
            checked.faq.map((f, position) => ({
              topic: f.topic,
              question: f.question,
              answerHtml: sanitizeRichText(f.answer_html),
              position,
            })),
          );
        }
        if (checked.videos.length) {
          await tx.insert(videos).values(
            checked.videos.map((v, position) => ({
              slug: v.slug,
              title: v.title,
              description: v.description,
              url: v.url,
              poster: v.poster,
              duration: v.duration,
              productIds: v.product_ids,
              position,
            })),
          );
        }
      });
      return { faq: checked.faq.length, videos: checked.videos.length };
    },
  };
}
