import { z } from 'zod';
import { announceChange } from '../../platform/changes.ts';
import type { Db } from '../../platform/db.ts';
import { contentTranslationsSchema } from './contract.ts';
import {
  blogCollectionTranslations,
  blogCollections,
  blogPostTranslations,
  blogPosts,
  policies,
  policyTranslations,
} from './schema.ts';
import { isAnyOf } from '../../platform/sql-list.ts';
import {
  cleanRichText as clean,
  givenFields as given,
  unknownName as issue,
} from '../../platform/translation-input.ts';

/** The topic announced when the shop's content changes (pages drop what they keep). */
export const CONTENT_CHANGED = 'content';

/**
 * Saves content translations (blog posts, blog collections, policies) in one transaction, after
 * checking every slug and handle: a file that names one the shop lacks changes nothing. Rich
 * text is sanitised on the way in. Returns how many translations were written.
 */
export async function saveContentTranslations(
  db: Db,
  input: unknown,
  announce = true,
): Promise<number> {
  const file = contentTranslationsSchema.parse(input);
  let written = 0;
  await db.transaction(async (tx) => {
    const ids = async <T extends { id: number; key: string }>(
      keys: string[],
      read: (keys: string[]) => Promise<T[]>,
    ) => new Map(keys.length ? (await read(keys)).map((r) => [r.key, r.id]) : []);
    const postIds = await ids([...new Set(file.blog_posts.map((p) => p.slug))], (keys) =>
      tx
        .select({ id: blogPosts.id, key: blogPosts.slug })
        .from(blogPosts)
        .where(isAnyOf(blogPosts.slug, keys)),
    );
    const collectionIds = await ids(
      [...new Set(file.blog_collections.map((c) => c.slug))],
      (keys) =>
        tx
          .select({ id: blogCollections.id, key: blogCollections.slug })
          .from(blogCollections)
          .where(isAnyOf(blogCollections.slug, keys)),
    );
    const policyIds = await ids([...new Set(file.policies.map((p) => p.handle))], (keys) =>
      tx
        .select({ id: policies.id, key: policies.handle })
        .from(policies)
        .where(isAnyOf(policies.handle, keys)),
    );
    const issues = [
      ...file.blog_posts.flatMap((p, i) =>
        postIds.has(p.slug) ? [] : [issue(['blog_posts', i, 'slug'], 'blog post')],
      ),
      ...file.blog_collections.flatMap((c, i) =>
        collectionIds.has(c.slug)
          ? []
          : [issue(['blog_collections', i, 'slug'], 'blog collection')],
      ),
      ...file.policies.flatMap((p, i) =>
        policyIds.has(p.handle) ? [] : [issue(['policies', i, 'handle'], 'policy')],
      ),
    ];
    if (issues.length) throw new z.ZodError(issues);

    for (const p of file.blog_posts) {
      const fields = given({ title: p.title, excerpt: p.excerpt, bodyHtml: clean(p.body_html) });
      if (!Object.keys(fields).length) continue;
      await tx
        .insert(blogPostTranslations)
        .values({ postId: postIds.get(p.slug)!, locale: p.locale, ...fields })
        .onConflictDoUpdate({
          target: [blogPostTranslations.postId, blogPostTranslations.locale],
          set: fields,
        });
      written++;
    }
    for (const c of file.blog_collections) {
      const fields = given({ title: c.title, description: c.description });
      if (!Object.keys(fields).length) continue;
      await tx
        .insert(blogCollectionTranslations)
        .values({ collectionId: collectionIds.get(c.slug)!, locale: c.locale, ...fields })
        .onConflictDoUpdate({
          target: [blogCollectionTranslations.collectionId, blogCollectionTranslations.locale],
          set: fields,
        });
      written++;
    }
    for (const p of file.policies) {
      const fields = given({ title: p.title, bodyHtml: clean(p.body_html) });
      if (!Object.keys(fields).length) continue;
      await tx
        .insert(policyTranslations)
        .values({ policyId: policyIds.get(p.handle)!, locale: p.locale, ...fields })
        .onConflictDoUpdate({
          target: [policyTranslations.policyId, policyTranslations.locale],
          set: fields,
        });
      written++;
    }
  });
  if (announce) await announceChange(db, CONTENT_CHANGED);
  return written;
}
