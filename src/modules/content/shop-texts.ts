import { parse } from '@formatjs/icu-messageformat-parser';
import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../../platform/db.ts';
import { resolveLocale, type Locale, type Messages } from '../../platform/locales.ts';
import { argumentsOf } from '../../platform/message-arguments.ts';
import { shopTextsSchema } from './contract.ts';
import { shopTexts } from './schema.ts';

/** A message's text in the shop's catalogue (English), or undefined for a key it lacks. */
export type EnglishText = (key: string) => string | undefined;

/** Why the merchant's text cannot stand for the shop's message, if it cannot. */
function refusalOf(text: string, english: string): string | undefined {
  let own;
  try {
    own = parse(text);
  } catch (error) {
    return `not a message the shop can show (${(error as Error).message})`;
  }
  const given = argumentsOf(parse(english));
  const unknown = [...argumentsOf(own)].filter((a) => !given.has(a));
  return unknown.length
    ? `uses ${unknown.map((a) => `{${a.split(':')[0]}}`).join(', ')}, which this message is not given`
    : undefined;
}

/**
 * Saves the merchant's wording of the shop's texts (`texts` of a translations file), after
 * checking each: a key of the shop's catalogue, a well-formed message, no argument the shop
 * does not give it. One refusal and nothing is written. `null` gives the shipped text back.
 * Returns how many texts were written or removed.
 */
export async function saveShopTexts(db: Db, input: unknown, english: EnglishText): Promise<number> {
  const { texts } = shopTextsSchema.parse(input);
  const issues = texts.flatMap((t, i) => {
    const source = english(t.key);
    const message =
      source === undefined
        ? 'no text of the shop by this key'
        : t.text === null
          ? undefined
          : refusalOf(t.text, source);
    if (!message) return [];
    const path = source === undefined ? ['texts', i, 'key'] : ['texts', i, 'text'];
    return [{ code: 'custom' as const, path, message, input: undefined }];
  });
  if (issues.length) throw new z.ZodError(issues);
  await db.transaction(async (tx) => {
    for (const t of texts) {
      const at = and(eq(shopTexts.key, t.key), eq(shopTexts.locale, t.locale));
      if (t.text === null) await tx.delete(shopTexts).where(at);
      else
        await tx
          .insert(shopTexts)
          .values({ key: t.key, locale: t.locale, text: t.text })
          .onConflictDoUpdate({ target: [shopTexts.key, shopTexts.locale], set: { text: t.text } });
    }
  });
  return texts.length;
}

/**
 * The shop's catalogues with the merchant's texts in place of the shipped ones, each language's
 * in its own (sp-ES reads es-ES's): what the server and the pages speak from the shop's start.
 */
export async function withShopTexts(
  db: Db,
  catalogues: ReadonlyMap<Locale, Messages>,
): Promise<Map<Locale, Messages>> {
  const rows = await db.select().from(shopTexts);
  const merged = new Map(catalogues);
  if (!rows.length) return merged;
  for (const [locale, messages] of catalogues) {
    const own = rows.filter((r) => r.locale === resolveLocale(locale));
    if (own.length)
      merged.set(locale, { ...messages, ...Object.fromEntries(own.map((r) => [r.key, r.text])) });
  }
  return merged;
}
