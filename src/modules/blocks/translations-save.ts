import { z } from 'zod';
import { announceChange } from '../../platform/changes.ts';
import type { Db } from '../../platform/db.ts';
import { isAnyOf } from '../../platform/sql-list.ts';
import { cleanRichText, givenFields, unknownName } from '../../platform/translation-input.ts';
import { faqTranslationsSchema } from './contract.ts';
import { faqs, faqTranslations } from './schema.ts';

/** The topic announced when the FAQ's text changes (pages drop what they keep). */
export const FAQ_CHANGED = 'faq';

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
    const asked = [...new Set(file.faq.map((f) => f.question))];
    const ids = new Map(
      (
        await tx
          .select({ id: faqs.id, question: faqs.question })
          .from(faqs)
          .where(isAnyOf(faqs.question, asked))
      ).map((r) => [r.question, r.id]),
    );
    const issues = file.faq.flatMap((f, i) =>
      ids.has(f.question) ? [] : [unknownName(['faq', i, 'question'], 'question')],
    );
    if (issues.length) throw new z.ZodError(issues);
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
