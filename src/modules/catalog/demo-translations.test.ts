import { describe, expect, it } from 'vitest';
import { LOCALES } from '../../platform/locales.ts';
import { catalogTranslationsSchema } from './contract.ts';
import { DEMO_COLLECTIONS } from './demo-catalogue.ts';
import { DEMO_CATALOG_LANGUAGES, DESCRIBED_MATERIALS } from './demo-translations/index.ts';
import type { DemoLocale } from './demo-translations/language.ts';
import { readsAsEnglish } from './demo-translations/same-as-english.ts';
import { DEMO_PRODUCT_COUNT, planCatalogue, plannedTranslations } from './demo-plan.ts';

/** Every language of the shop but English (sp-ES is served es-ES). */
const OTHERS = LOCALES.filter((l): l is DemoLocale => l !== 'en-US' && l !== 'sp-ES');

/** The languages whose demo products have their own descriptions. */
const DESCRIBED: DemoLocale[] = ['de-DE', 'fr-FR', 'es-ES', 'ja-JP', 'zh-CN', 'he-IL'];

/** Option values that are codes, the same in every language (XS, 38, S/M, +0.50, 50 ml). */
const isCode = (value: string) => !/[a-z]{2}/.test(value) || /^\d+ ml$/.test(value);

/** The default demo shop, and one large enough for every edition and a numbered round. */
const ROUND = DEMO_COLLECTIONS.reduce(
  (n, c) => n + c.kinds.reduce((k, kind) => k + kind.adjectives.length, 0),
  0,
);
const catalogues = [
  { name: 'the default demo shop', plans: planCatalogue(DEMO_PRODUCT_COUNT) },
  { name: 'a shop with every edition', plans: planCatalogue(ROUND * 9 + 1) },
];

describe('the demo catalogue in every language', () => {
  it('has one language file for each of the shop’s languages but English', () => {
    expect(DEMO_CATALOG_LANGUAGES.map((l) => l.locale).sort()).toEqual([...OTHERS].sort());
  });

  for (const { name, plans } of catalogues) {
    it(`titles every product of ${name}, in words that are not English`, () => {
      const file = plannedTranslations(plans);
      expect(() => catalogTranslationsSchema.parse(file)).not.toThrow();
      for (const locale of OTHERS) {
        const rows = file.products!.filter((p) => p.locale === locale);
        expect(
          rows.map((r) => r.slug),
          locale,
        ).toEqual(plans.map((p) => p.product.slug));
        const seen = new Set<string>();
        for (const [i, row] of rows.entries()) {
          const english = plans[i]!.product.title!;
          expect(row.title, `${locale} ${english}`).toBeTruthy();
          expect(readsAsEnglish(locale, english, row.title!), `${locale}: ${row.title}`).toBe(
            false,
          );
          // No two products share a title.
          expect(seen.has(row.title!), `${locale}: ${row.title} twice`).toBe(false);
          seen.add(row.title!);
          const collection = DEMO_COLLECTIONS[plans[i]!.collection]!;
          expect(row.subtitle, `${locale} ${english}`).toBe(
            file.collections!.find((c) => c.locale === locale && c.slug === collection.slug)!.name,
          );
        }
      }
    });
  }

  it('describes every product in German, French, Spanish, Japanese, Chinese and Hebrew', () => {
    const { plans } = catalogues[0]!;
    const file = plannedTranslations(plans);
    for (const locale of OTHERS) {
      for (const row of file.products!.filter((p) => p.locale === locale)) {
        if (!DESCRIBED.includes(locale)) {
          // The others show the English description.
          expect(row.description_html ?? null, `${locale} ${row.slug}`).toBeNull();
          continue;
        }
        expect(row.description_html, `${locale} ${row.slug}`).toMatch(/^<p>.+<\/p>/);
        if (row.slug !== 'aria-prescription-glasses') {
          expect(row.description_html, `${locale} ${row.slug}`).toContain(row.title!);
        }
      }
      const language = DEMO_CATALOG_LANGUAGES.find((l) => l.locale === locale)!;
      if (DESCRIBED.includes(locale)) {
        for (const material of DESCRIBED_MATERIALS) {
          expect(language.materials[material], `${locale} ${material}`).toBeTruthy();
        }
      }
    }
  });

  it('names every option and every value that is a word', () => {
    const { plans } = catalogues[0]!;
    const file = plannedTranslations(plans);
    const options = new Map<string, Set<string>>();
    for (const plan of plans) {
      for (const option of plan.options) {
        const values = options.get(option.name) ?? new Set<string>();
        for (const v of option.values) values.add(v.value);
        options.set(option.name, values);
      }
    }
    expect([...options.keys()].sort()).toEqual([
      'Color',
      'Material',
      'Power( L )',
      'Power( R )',
      'Size',
    ]);
    for (const locale of OTHERS) {
      for (const [name, values] of options) {
        const row = file.options!.find((o) => o.locale === locale && o.name === name)!;
        expect(row.label, `${locale} ${name}`).toBeTruthy();
        expect(readsAsEnglish(locale, name, row.label!), `${locale}: ${row.label}`).toBe(false);
        for (const value of values) {
          if (isCode(value)) continue;
          const shown = row.values?.[value];
          expect(shown, `${locale} ${name} ${value}`).toBeTruthy();
          expect(readsAsEnglish(locale, value, shown!), `${locale}: ${shown}`).toBe(false);
        }
      }
    }
  });

  it('names and describes every collection', () => {
    const file = plannedTranslations(catalogues[0]!.plans);
    for (const locale of OTHERS) {
      for (const collection of DEMO_COLLECTIONS) {
        const row = file.collections!.find(
          (c) => c.locale === locale && c.slug === collection.slug,
        );
        expect(row?.name, `${locale} ${collection.slug}`).toBeTruthy();
        expect(row?.description, `${locale} ${collection.slug}`).toBeTruthy();
        expect(readsAsEnglish(locale, collection.name, row!.name!), `${locale}: ${row!.name}`).toBe(
          false,
        );
        expect(row!.description).not.toBe(collection.description);
      }
    }
  });

  it('puts words in each language’s order', () => {
    const titles = new Map(
      plannedTranslations(catalogues[0]!.plans)
        .products!.filter((p) => p.slug === 'linen-wrap-dress')
        .map((p) => [p.locale, p.title]),
    );
    expect(Object.fromEntries(titles)).toMatchObject({
      'de-DE': 'Wickelkleid Leinen',
      'fr-FR': 'Robe portefeuille en lin',
      'es-ES': 'Vestido cruzado de lino',
      'it-IT': 'Abito a portafoglio in lino',
      'ja-JP': 'リネンラップワンピース',
      'zh-CN': '亚麻裹身连衣裙',
      'ko-KR': '린넨 랩 원피스',
      'ru-RU': 'Льняное платье на запах',
      'he-IL': 'שמלת מעטפת פשתן',
      'sv-SE': 'Omlottklänning i linne',
    });
    // Agreement: Russian and Hebrew adjectives follow the noun's gender and number.
    const title = (locale: string, slug: string) =>
      plannedTranslations(catalogues[0]!.plans).products!.find(
        (p) => p.locale === locale && p.slug === slug,
      )?.title;
    expect(title('ru-RU', 'silk-blouse')).toBe('Шёлковая блузка');
    expect(title('ru-RU', 'straight-jeans')).toBe('Прямые джинсы');
    expect(title('he-IL', 'twisted-ring')).toBe('טבעת מפותלת');
    expect(title('fr-FR', 'pleated-maxi-dress')).toBe('Robe longue plissée');
  });
});
