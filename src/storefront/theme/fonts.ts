import type { Locale } from '../../platform/locales.ts';

/**
 * The fonts a theme may name (`design.type.body_font.family`, `heading_font.family`): variable
 * fonts of npm's `@fontsource-variable/*` packages (OFL-1.1), served by the shop itself
 * (server/fonts.ts), one file per script, each declared with its unicode-range so that a page
 * fetches only the files its text uses. Every family is one file per script whatever the weight
 * (the storefront writes 400 to 800). A script no family has (Hebrew, Japanese, Korean,
 * Chinese) takes the theme's system stack, which follows the family in every font stack.
 */

/** The scripts Vitrine's languages need, as Fontsource subsets them: their unicode-ranges. */
export const SUBSET_RANGES = {
  latin:
    'U+0-FF,U+131,U+152-153,U+2BB-2BC,U+2C6,U+2DA,U+2DC,U+304,U+308,U+329,U+2000-206F,U+20AC,U+2122,U+2191,U+2193,U+2212,U+2215,U+FEFF,U+FFFD',
  cyrillic: 'U+301,U+400-45F,U+490-491,U+4B0-4B1,U+2116',
} as const;
export type Subset = keyof typeof SUBSET_RANGES;

/** How a family's fallback face sizes a local font to take the room the family will take. */
interface FallbackMetrics {
  /** Local fonts of the same metrics, tried in turn (Liberation's match Arial's and Times'). */
  local: readonly string[];
  /** In %: the local font's average width brought to the family's. */
  sizeAdjust: number;
}

const SANS = ['Arial', 'Liberation Sans'] as const;
const SERIF = ['Times New Roman', 'Liberation Serif'] as const;

export interface FontFamily {
  /** The npm package of its files. */
  package: string;
  /** Its files' name in the package (`files/<file>-<subset>-wght-normal.woff2`). */
  file: string;
  /** The weights its variable file spans. */
  weight: readonly [number, number];
  /** The scripts of SUBSET_RANGES it has. */
  subsets: readonly Subset[];
  /**
   * A face of a local font sized as the family (size-adjust: the ratio of their average widths,
   * Capsize's `xWidthAvg / unitsPerEm`), so that text laid out before the file arrives
   * (font-display: swap) wraps as it will, and nothing moves when it swaps. Lines keep their
   * height by themselves: the storefront sets every line-height.
   */
  fallback: FallbackMetrics;
}

/** The catalogue: a family joins with its package in package.json and its metrics. */
export const FONT_FAMILIES = {
  /** Humanist sans (Adobe): vogue's body. */
  'Source Sans 3': {
    package: '@fontsource-variable/source-sans-3',
    file: 'source-sans-3',
    weight: [200, 900],
    subsets: ['latin', 'cyrillic'],
    fallback: { local: SANS, sizeAdjust: 93.76 },
  },
  /** A classic old-style book serif (a revival of a 1918 Polish face): vogue's headings. */
  'Brygada 1918': {
    package: '@fontsource-variable/brygada-1918',
    file: 'brygada-1918',
    weight: [400, 700],
    subsets: ['latin', 'cyrillic'],
    fallback: { local: SERIF, sizeAdjust: 114.95 },
  },
  /** A Didone display serif of high contrast: athena's headings. */
  'Playfair Display': {
    package: '@fontsource-variable/playfair-display',
    file: 'playfair-display',
    weight: [400, 900],
    subsets: ['latin', 'cyrillic'],
    fallback: { local: SERIF, sizeAdjust: 111.26 },
  },
  /** A refined geometric sans in Futura's line: athena's body. */
  Jost: {
    package: '@fontsource-variable/jost',
    file: 'jost',
    weight: [100, 900],
    subsets: ['latin', 'cyrillic'],
    fallback: { local: SANS, sizeAdjust: 96.01 },
  },
  /** A bold geometric grotesque: venue's headings and body. */
  Manrope: {
    package: '@fontsource-variable/manrope',
    file: 'manrope',
    weight: [200, 800],
    subsets: ['latin', 'cyrillic'],
    fallback: { local: SANS, sizeAdjust: 103.19 },
  },
  /** A condensed gothic for uppercase display: showtime's headings. */
  Oswald: {
    package: '@fontsource-variable/oswald',
    file: 'oswald',
    weight: [200, 700],
    subsets: ['latin', 'cyrillic'],
    fallback: { local: SANS, sizeAdjust: 81.43 },
  },
  /** A clean, minimal sans: showtime's body. */
  Mulish: {
    package: '@fontsource-variable/mulish',
    file: 'mulish',
    weight: [200, 1000],
    subsets: ['latin', 'cyrillic'],
    fallback: { local: SANS, sizeAdjust: 104.08 },
  },
} as const satisfies Record<string, FontFamily>;

export type FontFamilyName = keyof typeof FONT_FAMILIES;
export const FONT_FAMILY_NAMES = Object.keys(FONT_FAMILIES) as [
  FontFamilyName,
  ...FontFamilyName[],
];

/** One file of a family: the family's faces in one script. */
export interface FontFile {
  family: FontFamilyName;
  subset: Subset;
  /** Its module path (`@fontsource-variable/inter/files/inter-latin-wght-normal.woff2`). */
  module: string;
  /** Its name as the shop serves it, before the hash: `inter-latin`. */
  name: string;
}

export function fontFile(family: FontFamilyName, subset: Subset): FontFile {
  const { package: pkg, file } = FONT_FAMILIES[family];
  return {
    family,
    subset,
    module: `${pkg}/files/${file}-${subset}-wght-normal.woff2`,
    name: `${file}-${subset}`,
  };
}

/** A font as a theme names it: a family of the catalogue, if any, then its system stack. */
export interface ThemeFont {
  family?: FontFamilyName | undefined;
  fallback: string;
}

/** The font stack a stylesheet reads (`--font-body`): the family, its sized local font, then
 * the system stack for the scripts it lacks. */
export function cssFontStack(font: ThemeFont): string {
  return font.family
    ? `"${font.family}","${font.family} fallback",${font.fallback}`
    : font.fallback;
}

/** The families a theme's type names, its headings' first, each once. */
export function themeFamilies(type: {
  heading_font: ThemeFont;
  body_font: ThemeFont;
}): FontFamilyName[] {
  const named = [type.heading_font.family, type.body_font.family];
  return [...new Set(named.filter((f) => f !== undefined))];
}

/** Languages written in a script of their own that the catalogue's families have. */
const SCRIPT_OF: Partial<Record<Locale, Subset>> = { 'ru-RU': 'cyrillic' };

/**
 * Languages written in a script no family has (Hebrew, Japanese, Korean, Chinese): their text
 * takes the system stack. Their pages still declare the families' Latin faces, for the Latin
 * text they show (prices, names, codes), but preload nothing: the first paint is their script's.
 */
const SYSTEM_SCRIPT: ReadonlySet<Locale> = new Set(['he-IL', 'ja-JP', 'ko-KR', 'zh-CN']);

/**
 * The fonts a language's pages need: the subsets they declare and the one whose files the first
 * paint needs (preloaded). Every page declares latin (its digits and prices at least). The
 * letters of the Latin-script languages (å, ø, ä, õ, ç, ñ …) are all in latin: their messages
 * need no latin-ext (fonts.test.ts reads them), so it is not declared, to keep the page light;
 * a rarer letter or sign in a shop's own text (ł, ő, ₽, ₪) takes the family's sized local face.
 */
export function pageFonts(locale: Locale): { subsets: Subset[]; preload: Subset | undefined } {
  const script = SCRIPT_OF[locale];
  if (script) return { subsets: ['latin', script], preload: script };
  return { subsets: ['latin'], preload: SYSTEM_SCRIPT.has(locale) ? undefined : 'latin' };
}

/** A number as CSS writes it, at most two decimals. */
const num = (n: number) => String(Math.round(n * 100) / 100);

const hasSubset = (family: FontFamilyName, subset: Subset) =>
  (FONT_FAMILIES[family].subsets as readonly Subset[]).includes(subset);

/**
 * The @font-face rules of a theme's families for a language's pages: a face per family and
 * subset the language needs (font-display: swap, its unicode-range), and, where the first paint
 * is in the families' letters, each family's sized local face. (A page of a script the families
 * lack has none: a local font would stand in for that script too, at the family's size.)
 */
export function fontFaceCss(
  families: readonly FontFamilyName[],
  locale: Locale,
  url: (file: FontFile) => string,
): string {
  const { subsets, preload } = pageFonts(locale);
  const rules: string[] = [];
  for (const family of families) {
    const { weight, fallback } = FONT_FAMILIES[family];
    for (const subset of subsets.filter((s) => hasSubset(family, s))) {
      rules.push(
        `@font-face{font-family:"${family}";src:url(${url(fontFile(family, subset))});font-weight:${weight[0]} ${weight[1]};font-display:swap;unicode-range:${SUBSET_RANGES[subset]}}`,
      );
    }
    if (preload) {
      rules.push(
        `@font-face{font-family:"${family} fallback";src:${fallback.local.map((name) => `local("${name}")`).join(',')};size-adjust:${num(fallback.sizeAdjust)}%}`,
      );
    }
  }
  return rules.join('');
}

/** The files a language's first paint needs: the subset it preloads, of each family. */
export function preloadFiles(families: readonly FontFamilyName[], locale: Locale): FontFile[] {
  const { preload } = pageFonts(locale);
  if (!preload) return [];
  return families.filter((f) => hasSubset(f, preload)).map((f) => fontFile(f, preload));
}

/** Every file a theme's pages may declare, in any language: the files the shop serves. */
export function servedFiles(families: readonly FontFamilyName[], locales: readonly Locale[]) {
  const subsets = new Set(locales.flatMap((locale) => pageFonts(locale).subsets));
  return families.flatMap((family) =>
    [...subsets].filter((s) => hasSubset(family, s)).map((s) => fontFile(family, s)),
  );
}
