import { z } from 'zod';
import { announceChange } from '../../platform/changes.ts';
import type { Db } from '../../platform/db.ts';
import { isAnyOf } from '../../platform/sql-list.ts';
import { cleanRichText, givenFields, unknownName } from '../../platform/translation-input.ts';
import { faqTranslationsSchema, videoTranslationsSchema } from './contract.ts';
import { faqs, faqTranslations, videos, videoTranslations } from './schema.ts';

/** The topic announced when the FAQ's text changes (pages drop what they keep). */
export const FAQ_CHANGED = 'faq';
/** The topic announced when the videos' text changes. */
export const VIDEOS_CHANGED = 'videos';

/**
 * The ids of the rows a file's part names (`part`, each entry's `field`), by name; a file that
 * names one the shop lacks is refused whole, each such entry named.
 */
async function namedIds<E>(
  entries: readonly E[],
  nameOf: (entry: E) => string,
  rows: (names: string[]) => Promise<{ id: number; name: string }[]>,
  [part, field, what]: [string, string, string],
): Promise<Map<string, number>> {
  const ids = new Map((await rows([...new Set(entries.map(nameOf))])).map((r) => [r.name, r.id]));
  const issues = entries.flatMap((entry, i) =>
    ids.has(nameOf(entry)) ? [] : [unknownName([part, i, field], what)],
  );
  if (issues.length) throw new z.ZodError(issues);
  return ids;
}

/**
 * Saves FAQ translations in one transaction, after checking every question: a file that names
 * one the shop lacks changes nothing. Answers are sanitised on the way in. Returns how many
 * translations were written.
 */
export async function saveFaqTranslations(db: Db, input: unknown, announce = true) {
  const file = faqTranslationsSchema.parse(input);
  if (!file.faq.length) return 0;
  let written = 0;
  await db.transaction(async (tx) => {
    const ids = await namedIds(
      file.faq,
      (f) => f.question,
      (names) =>
        tx
          .select({ id: faqs.id, name: faqs.question })
          .from(faqs)
          .where(isAnyOf(faqs.question, names)),
      ['faq', 'question', 'question'],
    );
    for (const f of file.faq) {
      const fields = givenFields({
        topic: f.topic,
        question: f.label,
        answerHtml: cleanRichText(f.answer_html),
      });
      if (!Object.keys(fields).length) continue;
      await tx
        .insert(faqTranslations)
        .values({ faqId: ids.get(f.question)!, locale: f.locale, ...fields })
        .onConflictDoUpdate({
          target: [faqTranslations.faqId, faqTranslations.locale],
          set: fields,
        });
      written++;
    }
  });
  if (announce) await announceChange(db, FAQ_CHANGED);
  return written;
}

/**
 * Saves video translations in one transaction, after checking every slug: a file that names a
 * video the shop lacks changes nothing. Returns how many translations were written.
 */
export async function saveVideoTranslations(db: Db, input: unknown, announce = true) {
  const file = videoTranslationsSchema.parse(input);
  if (!file.videos.length) return 0;
  let written = 0;
  await db.transaction(async (tx) => {
    const ids = await namedIds(
      file.videos,
      (v) => v.slug,
      (names) =>
        tx
          .select({ id: videos.id, name: videos.slug })
          .from(videos)
          .where(isAnyOf(videos.slug, names)),
      ['videos', 'slug', 'video'],
    );
    for (const v of file.videos) {
      const fields = givenFields({ title: v.title, description: v.description });
      if (!Object.keys(fields).length) continue;
      await tx
        .insert(videoTranslations)
        .values({ videoId: ids.get(v.slug)!, locale: v.locale, ...fields })
        .onConflictDoUpdate({
          target: [videoTranslations.videoId, videoTranslations.locale],
          set: fields,
        });
      written++;
    }
  });
  if (announce) await announceChange(db, VIDEOS_CHANGED);
  return written;
}
