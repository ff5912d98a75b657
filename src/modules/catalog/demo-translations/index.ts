import type { CatalogTranslations } from '../contract.ts';
import { DEMO_COLLECTIONS } from '../demo-catalogue.ts';
import { daDK } from './da-DK.ts';
import { deDE } from './de-DE.ts';
import { esES } from './es-ES.ts';
import { fiFI } from './fi-FI.ts';
import { frFR } from './fr-FR.ts';
import { heIL } from './he-IL.ts';
import { itIT } from './it-IT.ts';
import { jaJP } from './ja-JP.ts';
import { koKR } from './ko-KR.ts';
import { composeTitle, type DemoCatalogLanguage } from './language.ts';
import { nlNL } from './nl-NL.ts';
import { noNO } from './no-NO.ts';
import { ptPT } from './pt-PT.ts';
import { ruRU } from './ru-RU.ts';
import { svSE } from './sv-SE.ts';
import { zhCN } from './zh-CN.ts';

/**
 * The demo shop's catalogue in every language of the shop but English (NOTES, Translated
 * content): each language's words are a file of this folder; this file puts them together as
 * a merchant's translations file would hold them, and the seed stores that through the
 * merchant's own import path.
 */
export const DEMO_CATALOG_LANGUAGES: readonly DemoCatalogLanguage[] = [
  daDK,
  deDE,
  esES,
  fiFI,
  frFR,
  heIL,
  itIT,
  jaJP,
  koKR,
  nlNL,
  noNO,
  ptPT,
  ruRU,
  svSE,
  zhCN,
];

/** The words of English titles that name a material, which a description mentions. */
export const DESCRIBED_MATERIALS = [
  'Cotton',
  'Linen',
  'Wool',
  'Cashmere',
  'Canvas',
  'Leather',
  'Silver',
  'Gold',
  'Silk',
  'Poplin',
  'Jersey',
  'Satin',
  'Corduroy',
  'Straw',
  'Cork',
  'Glass',
  'Stoneware',
  'Ceramic',
  'Terracotta',
  'Enamel',
  'Cast-iron',
] as const;

/** The values of the demo's Material option. */
export const MATERIAL_VALUES = [
  ...new Set(DEMO_COLLECTIONS.flatMap((c) => c.kinds.flatMap((k) => k.materials ?? []))),
];

/** The values of the demo's Size option that are words, or that languages write their own way. */
export const WORDED_SIZES = ['Small', 'Medium', 'Large', '50 ml', '100 ml'] as const;

/** What a demo product's title is made of (seed.ts plans it). */
export interface DemoTitleWords {
  adjective: string;
  noun: string;
  /** 0: none; 1..7: an edition's name; more: "No. n". */
  edition: number;
}

/** What the demo translations are built from: each planned product. */
export interface DemoProductWords {
  slug: string;
  collection: number;
  words: DemoTitleWords;
  /** The values of its Material option, if it has one. */
  materials: string[];
}

/** A demo product's title in a language, from the words of its English one. */
export function demoTitle(
  language: DemoCatalogLanguage,
  words: DemoTitleWords,
  editions: readonly string[],
): string {
  const base = composeTitle(language, words.adjective, words.noun);
  if (words.edition === 0) return base;
  if (words.edition < editions.length) {
    const english = editions[words.edition]!;
    const edition = language.editions[english] ?? english;
    return language.withEdition
      ? language.withEdition(base, edition)
      : `${base}${language.space ?? ' '}${edition}`;
  }
  return language.numbered(base, words.edition);
}

const isDescribed = (word: string) => (DESCRIBED_MATERIALS as readonly string[]).includes(word);

/** Only the entries of a record whose keys are listed. */
const pick = (record: Readonly<Record<string, string>>, keys: readonly string[]) =>
  Object.fromEntries(keys.flatMap((k) => (record[k] === undefined ? [] : [[k, record[k]!]])));

/** The demo catalogue's translations in one language. */
function languageTranslations(
  language: DemoCatalogLanguage,
  planned: DemoProductWords[],
  editions: readonly string[],
): Required<Pick<CatalogTranslations, 'products' | 'options' | 'collections'>> {
  const { locale } = language;
  const products = planned.map((p) => {
    const collection = DEMO_COLLECTIONS[p.collection]!;
    const own = language.collections[collection.slug];
    const title = demoTitle(language, p.words, editions);
    const prescription = p.words.noun === 'Prescription Glasses';
    const english = p.materials[0] ?? (isDescribed(p.words.adjective) ? p.words.adjective : null);
    const description =
      prescription && language.prescriptionDescription
        ? language.prescriptionDescription
        : own && language.description
          ? language.description({
              title,
              collection: own,
              material: english === null ? undefined : language.materials[english],
            })
          : undefined;
    return {
      slug: p.slug,
      locale,
      title,
      subtitle: own?.name ?? null,
      // None where the language has no descriptions (the English one shows): every row gives
      // the same fields, so the import writes them in one run.
      description_html: description ?? null,
    };
  });
  const label = (name: string) => language.options[name] ?? null;
  return {
    products,
    options: [
      { name: 'Color', locale, label: label('Color'), values: { ...language.colors } },
      { name: 'Size', locale, label: label('Size'), values: pick(language.sizes, WORDED_SIZES) },
      {
        name: 'Material',
        locale,
        label: label('Material'),
        values: pick(language.materials, MATERIAL_VALUES),
      },
      { name: 'Power( L )', locale, label: label('Power( L )') },
      { name: 'Power( R )', locale, label: label('Power( R )') },
    ],
    collections: Object.entries(language.collections).map(([slug, c]) => ({
      slug,
      locale,
      name: c.name,
      description: c.description,
    })),
  };
}

/**
 * The demo shop's translations, as a merchant's translations file would hold them. A
 * product's languages come together: each of its rows changes the product's search text, and
 * rows written in one statement change it once.
 */
export function demoCatalogTranslations(
  planned: DemoProductWords[],
  editions: readonly string[],
  languages: readonly DemoCatalogLanguage[] = DEMO_CATALOG_LANGUAGES,
): CatalogTranslations {
  const parts = languages.map((l) => languageTranslations(l, planned, editions));
  return {
    products: planned.flatMap((_, i) => parts.map((p) => p.products[i]!)),
    options: parts.flatMap((p) => p.options),
    collections: parts.flatMap((p) => p.collections),
  };
}
