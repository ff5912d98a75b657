import { and, asc, count, eq, type AnyColumn } from 'drizzle-orm';
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
import { faqs, faqTranslations, videos, videoTranslations } from './schema.ts';
import { saveFaqTranslations, saveVideoTranslations } from './translations-save.ts';

/** The FAQ and the videos. */
export type BlocksService = ReturnType<typeof createBlocksService>;

/**
 * The join of a row's translation in a language: its own row in that language, or none at all
 * for the shop's default (no translation row has an empty locale).
 */
const inLanguage = (rowId: AnyColumn, ownId: AnyColumn, locale: AnyColumn, language?: Locale) =>
  language ? and(eq(rowId, ownId), eq(locale, language)) : eq(locale, '');

type VideoRow = typeof videos.$inferSelect;
type VideoText = Pick<typeof videoTranslations.$inferSelect, 'title' | 'description'>;

/** A video as the pages show it, its title and description in the language read. */
function videoDto(own: VideoRow, text: VideoText | null): VideoDto | null {
  const row = translated(own, text);
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
  /** The videos with their text in a language (none for the shop's own). */
  const videosIn = (locale: Locale | undefined) =>
    db
      .select({
        video: videos,
        text: { title: videoTranslations.title, description: videoTranslations.description },
      })
      .from(videos)
      .leftJoin(
        videoTranslations,
        inLanguage(
          videoTranslations.videoId,
          videos.id,
          videoTranslations.locale,
          otherLanguage(locale),
        ),
      )
      .$dynamic();
  return {
    /**
     * The questions, by topic order then their own, in a language (a field it lacks shows the
     * shop's own); one topic when asked, named as the shop stores it.
     */
    async listFaq(topic?: string, locale?: Locale): Promise<FaqDto[]> {
      const rows = await db
        .select({ faq: faqs, text: faqTranslations })
        .from(faqs)
        .leftJoin(
          faqTranslations,
          inLanguage(faqTranslations.faqId, faqs.id, faqTranslations.locale, otherLanguage(locale)),
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

    /**
     * Saves FAQ and video translations (the `faq` and `videos` parts of a translations file);
     * see saveFaqTranslations and saveVideoTranslations.
     */
    saveTranslations: async (input: unknown, within: Db = db): Promise<number> =>
      (await saveFaqTranslations(within, input)) + (await saveVideoTranslations(within, input)),

    /** A page of videos in the merchant's order, in a language (a field it lacks shows the shop's own). */
    async listVideos(page: number, pageSize: number, locale?: Locale): Promise<VideoPage> {
      const [rows, [total]] = await Promise.all([
        videosIn(locale)
          .orderBy(asc(videos.position), asc(videos.id))
          .limit(pageSize)
          .offset((page - 1) * pageSize),
        db.select({ n: count() }).from(videos),
      ]);
      const n = Number(total?.n ?? 0);
      return {
        data: rows.flatMap((r) => videoDto(r.video, r.text) ?? []),
        page,
        page_size: pageSize,
        total: n,
        total_pages: Math.ceil(n / pageSize),
      };
    },

    /** One video by its slug, in a language; 404 when there is none (or its address no longer plays). */
    async getVideo(slug: string, locale?: Locale): Promise<VideoDto> {
      const [row] = await videosIn(locale).where(eq(videos.slug, slug));
      const video = row && videoDto(row.video, row.text);
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
