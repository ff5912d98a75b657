import { and, eq } from 'drizzle-orm';
import { announceChange } from '../../platform/changes.ts';
import type { Db } from '../../platform/db.ts';
import { MERCH_CHANGED } from './context.ts';
import { merchTextsSchema } from './contract.ts';
import { merchTexts } from './schema.ts';

/**
 * Saves merchandising translations in one transaction, and announces the change when it
 * commits (every instance reads the merchandising again). Returns how many were written.
 */
export async function saveMerchTexts(db: Db, input: unknown, announce = true): Promise<number> {
  const file = merchTextsSchema.parse(input);
  if (!file.merchandising.length) return 0;
  await db.transaction(async (tx) => {
    for (const { text, locale, translation } of file.merchandising) {
      if (translation === undefined) continue;
      if (translation === null || translation.trim() === '') {
        await tx
          .delete(merchTexts)
          .where(and(eq(merchTexts.locale, locale), eq(merchTexts.source, text)));
        continue;
      }
      await tx
        .insert(merchTexts)
        .values({ locale, source: text, text: translation })
        .onConflictDoUpdate({
          target: [merchTexts.locale, merchTexts.source],
          set: { text: translation },
        });
    }
    if (announce) await announceChange(tx, MERCH_CHANGED);
  });
  return file.merchandising.filter((m) => m.translation !== undefined).length;
}
