import { and, eq, sql } from 'drizzle-orm';
import { queryRows } from '../../platform/db.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cliShop } from '../../test/cli.ts';
import { blogPostTranslations, blogPosts } from './schema.ts';
import { withShopTexts } from './shop-texts.ts';
import { createTranslator } from '../../platform/i18n.ts';
import type { Locale, Messages } from '../../platform/locales.ts';

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

/** A part of the shop's catalogues, as shipped: what the merchant's texts replace. */
const shipped = new Map<Locale, Messages>([
  ['en-US', { 'home.hero_title': 'New season, new favourites', 'home.hot_sales': 'Hot sales' }],
  [
    'de-DE',
    { 'home.hero_title': 'Neue Saison, neue Lieblingsstücke', 'home.hot_sales': 'Bestseller' },
  ],
  ['es-ES', { 'home.hero_title': 'Nueva temporada, nuevos favoritos' }],
  ['sp-ES', { 'home.hero_title': 'Nueva temporada, nuevos favoritos' }],
  ['fr-FR', { 'home.hero_title': 'Nouvelle saison, nouveaux favoris' }],
]);

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

  it("puts the merchant's wording in place of the shop's texts, from the shop's next start", async () => {
    const refused = shop.file('texts-wrong.json', {
      texts: [
        { key: 'home.no_such_text', locale: 'de-DE', text: 'x' },
        { key: 'cart.count', locale: 'de-DE', text: 'Korb ({total})' },
        { key: 'home.hot_sales', locale: 'de-DE', text: 'Neu {' },
      ],
    });
    const no = await shop.run(['translations', 'load', refused]);
    expect(no.code).toBe(2);
    expect(no.stderr).toContain('texts.0.key: no text of the shop by this key');
    expect(no.stderr).toContain('texts.1.text: uses {total}, which this message is not given');
    expect(no.stderr).toContain('texts.2.text: not a message the shop can show');

    const file = shop.file('texts.json', {
      texts: [
        { key: 'home.hero_title', locale: 'de-DE', text: 'Leinen für den Sommer' },
        { key: 'home.hero_title', locale: 'sp-ES', text: 'Lino para el verano' },
        { key: 'home.hero_title', locale: 'en-US', text: 'Linen for summer' },
        {
          key: 'cart.count',
          locale: 'de-DE',
          text: '{count, plural, =0 {Korb} one {Korb, # Teil} other {Korb, # Teile}}',
        },
      ],
    });
    const run = await shop.run(['translations', 'load', file]);
    expect(run.stderr).toBe('');
    expect(run.code).toBe(0);
    expect(run.stdout).toContain("The shop's texts show from the shop's next start.");
    const catalogues = await shop.read((db) => withShopTexts(db, shipped));
    expect(catalogues.get('de-DE')!['home.hero_title']).toBe('Leinen für den Sommer');
    expect(catalogues.get('en-US')!['home.hero_title']).toBe('Linen for summer');
    // sp-ES is answered as es-ES: one wording for both.
    expect(catalogues.get('es-ES')!['home.hero_title']).toBe('Lino para el verano');
    expect(catalogues.get('sp-ES')!['home.hero_title']).toBe('Lino para el verano');
    expect(catalogues.get('fr-FR')!['home.hero_title']).not.toBe('Linen for summer');
    const t = createTranslator(catalogues);
    expect(t('de-DE', 'cart.count', { count: 2 })).toBe('Korb, 2 Teile');
    // The rest of the catalogue as shipped.
    expect(catalogues.get('de-DE')!['home.hot_sales']).toBe('Bestseller');

    // null gives the shipped text back.
    const back = shop.file('texts-back.json', {
      texts: [{ key: 'home.hero_title', locale: 'de-DE', text: null }],
    });
    expect((await shop.run(['translations', 'load', back])).code).toBe(0);
    const after = await shop.read((db) => withShopTexts(db, shipped));
    expect(after.get('de-DE')!['home.hero_title']).toBe('Neue Saison, neue Lieblingsstücke');
  }, 90_000);
});
