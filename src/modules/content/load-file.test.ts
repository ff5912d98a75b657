import { and, eq, sql } from 'drizzle-orm';
import { queryRows } from '../../platform/db.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cliShop } from '../../test/cli.ts';
import { blogPostTranslations, blogPosts } from './schema.ts';

let shop: Awaited<ReturnType<typeof cliShop>>;
beforeAll(async () => {
  shop = await cliShop();
});
afterAll(() => shop.drop());

/** The German title of the linen care post, as its German page shows it. */
const germanTitle = () =>
  shop.read(async (db) => {
    const [row] = await db
      .select({ title: blogPostTranslations.title })
      .from(blogPostTranslations)
      .innerJoin(blogPosts, eq(blogPosts.id, blogPostTranslations.postId))
      .where(and(eq(blogPosts.slug, 'caring-for-linen'), eq(blogPostTranslations.locale, 'de-DE')));
    return row?.title;
  });

const retitled = { slug: 'caring-for-linen', locale: 'de-DE', title: 'Leinen pflegen' };

describe('vitrine translations load', () => {
  it('refuses a misspelt part, naming the file and the field, and changes nothing', async () => {
    const file = shop.file(
      'typo.json',
      `{"blog_posts": [${JSON.stringify(retitled)}], "polices": [], "__proto__": {}}`,
    );
    const run = await shop.run(['translations', 'load', file]);
    expect(run.code).toBe(2);
    expect(run.stderr).toContain(`${file}: not valid`);
    expect(run.stderr).toContain('polices: not a field of this file');
    expect(run.stderr).toContain('__proto__: not a field of this file');
    expect(await germanTitle()).toBe('Leinen richtig pflegen');
  }, 60_000);

  it('refuses a misspelt field of a post by name', async () => {
    const file = shop.file(
      'proto.json',
      `{"blog_posts": [{"slug": "caring-for-linen", "locale": "de-DE", "titel": "x"}]}`,
    );
    const run = await shop.run(['translations', 'load', file]);
    expect(run.code).toBe(2);
    expect(run.stderr).toContain('blog_posts.0.titel: not a field of this file');
    expect(await germanTitle()).toBe('Leinen richtig pflegen');
  }, 60_000);

  it("writes neither module's part when the content's names a post the shop lacks", async () => {
    const frenchTitles = () =>
      shop.read((db) =>
        queryRows<{ title: string | null }>(
          db,
          sql`select t.title from product_translations t join products p on p.id = t.product_id
              where p.slug = 'silk-wrap-dress' and t.locale = 'fr-FR'`,
        ),
      );
    const before = await frenchTitles();
    const file = shop.file('unknown-post.json', {
      products: [{ slug: 'silk-wrap-dress', locale: 'fr-FR', title: 'Robe portefeuille' }],
      blog_posts: [{ ...retitled, slug: 'no-such-post' }],
    });
    const run = await shop.run(['translations', 'load', file]);
    expect(run.code).toBe(2);
    expect(run.stderr).toContain('blog_posts.0.slug');
    // The catalogue's part was written first, in the same transaction: it is gone with it.
    expect(await frenchTitles()).toEqual(before);
  }, 60_000);

  it('loads a good file (it adds and changes translations, and removes none)', async () => {
    const video = {
      slug: 'made-by-hand',
      locale: 'de-DE',
      title: 'Handarbeit aus unserer Werkstatt',
    };
    const file = shop.file('good.json', { blog_posts: [retitled], videos: [video] });
    const run = await shop.run(['translations', 'load', file]);
    expect(run.stdout).toBe('Loaded 2 translations.\n');
    expect(await germanTitle()).toBe('Leinen pflegen');
    const [shown] = await shop.read((db) =>
      queryRows<{ title: string; description: string }>(
        db,
        sql`select t.title, t.description from video_translations t join videos v
            on v.id = t.video_id where v.slug = 'made-by-hand' and t.locale = 'de-DE'`,
      ),
    );
    // The title changed; the description, left out of the file, kept its translation.
    expect(shown?.title).toBe('Handarbeit aus unserer Werkstatt');
    expect(shown?.description).toBeTruthy();
  }, 60_000);
});
