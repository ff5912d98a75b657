import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import packageJson from '../../../package.json';
import { LOCALES, type Locale } from '../../platform/locales.ts';
import { loadMessages } from '../server/messages.ts';
import {
  FONT_FAMILIES,
  fontFile,
  pageFonts,
  preloadFiles,
  servedFiles,
  SUBSET_RANGES,
  themeFamilies,
  type FontFamilyName,
  type Subset,
} from './fonts.ts';
import { loadShopTheme, themeCss } from './load.ts';

const THEMES = ['vogue', 'athena', 'venue', 'showtime'] as const;
const FAMILIES = Object.keys(FONT_FAMILIES) as FontFamilyName[];
const resolve = createRequire(import.meta.url).resolve;
/** As the shop serves a file: under /fonts, by name (the hash left out here). */
const url = (file: { name: string }) => `/fonts/${file.name}.woff2`;

/** A unicode-range as code point intervals. */
const intervals = (range: string) =>
  range.split(',').map((part) => {
    const [from = '', to = from] = part.slice(2).split('-');
    return [Number.parseInt(from, 16), Number.parseInt(to, 16)] as const;
  });
const covers = (range: string, c: number) => intervals(range).some(([a, b]) => a <= c && c <= b);

/** The @font-face rules of a stylesheet, as their declarations. */
const faces = (css: string) =>
  [...css.matchAll(/@font-face\{([^}]*)\}/g)].map(
    (m) =>
      Object.fromEntries(
        m[1]!.split(';').map((d) => [d.slice(0, d.indexOf(':')), d.slice(d.indexOf(':') + 1)]),
      ) as Record<string, string>,
  );

describe('the font catalogue', () => {
  it('takes every family from an OFL package of the shop’s dependencies, a file per script', () => {
    const dependencies = packageJson.dependencies as Record<string, string>;
    for (const [family, spec] of Object.entries(FONT_FAMILIES)) {
      // A dependency, not a development one: the server reads the files as it runs.
      expect(dependencies[spec.package], family).toBeDefined();
      const meta = JSON.parse(readFileSync(resolve(`${spec.package}/metadata.json`), 'utf8')) as {
        family: string;
        subsets: string[];
        license: { type: string };
        variable: { wght: { min: string; max: string } };
      };
      expect(meta.family).toBe(family);
      expect(meta.license.type).toBe('OFL-1.1');
      expect([Number(meta.variable.wght.min), Number(meta.variable.wght.max)]).toEqual(spec.weight);
      const unicode = JSON.parse(
        readFileSync(resolve(`${spec.package}/unicode.json`), 'utf8'),
      ) as Record<string, string>;
      for (const subset of spec.subsets) {
        expect(meta.subsets).toContain(subset);
        // The file is there, and our unicode-range is the package's (written shorter).
        expect(
          readFileSync(resolve(fontFile(family as FontFamilyName, subset).module)).length,
        ).toBeGreaterThan(5_000);
        expect(intervals(SUBSET_RANGES[subset])).toEqual(intervals(unicode[subset]!));
      }
    }
  });

  it('declares for each language the scripts of its messages, or leaves its script to the system', async () => {
    for (const locale of LOCALES.filter((l) => l !== 'sp-ES')) {
      const { subsets } = pageFonts(locale);
      const text = Object.values(await loadMessages(locale)).join('');
      const uncovered = new Set(
        [...text].filter(
          (ch) => !subsets.some((s) => covers(SUBSET_RANGES[s], ch.codePointAt(0)!)),
        ),
      );
      const system = ['he-IL', 'ja-JP', 'ko-KR', 'zh-CN'].includes(locale);
      if (!system) expect([...uncovered].join(''), locale).toBe('');
      // Hebrew, Japanese, Korean and Chinese: no family has them, the system stack draws them.
      else expect(uncovered.size, locale).toBeGreaterThan(20);
      expect(subsets[0], locale).toBe('latin');
    }
    expect(pageFonts('ru-RU').subsets).toEqual(['latin', 'cyrillic']);
  });

  it('preloads the one or two files of the first paint: latin, cyrillic for Russian, none for a script the families lack', () => {
    const families: FontFamilyName[] = ['Brygada 1918', 'Source Sans 3'];
    const names = (locale: Locale) => preloadFiles(families, locale).map((f) => f.name);
    expect(names('en-US')).toEqual(['brygada-1918-latin', 'source-sans-3-latin']);
    expect(names('da-DK')).toEqual(['brygada-1918-latin', 'source-sans-3-latin']);
    expect(names('ru-RU')).toEqual(['brygada-1918-cyrillic', 'source-sans-3-cyrillic']);
    for (const locale of ['ja-JP', 'ko-KR', 'zh-CN', 'he-IL'] as const) {
      expect(names(locale), locale).toEqual([]);
    }
    // One family for headings and body: one file.
    expect(preloadFiles(['Manrope'], 'en-US').map((f) => f.name)).toEqual(['manrope-latin']);
  });
});

describe("each theme's CSS", () => {
  it('names a family and the system stack after it, in every font stack', () => {
    for (const name of THEMES) {
      const theme = loadShopTheme(name);
      const { body_font, heading_font } = theme.design.type;
      expect(body_font.family, name).toBeDefined();
      expect(heading_font.family, name).toBeDefined();
      const css = themeCss(theme);
      expect(css).toContain(
        `--font-heading:"${heading_font.family}","${heading_font.family} fallback",${heading_font.fallback};`,
      );
      expect(css).toContain(
        `--font-body:"${body_font.family}","${body_font.family} fallback",${body_font.fallback};`,
      );
      // Without a page's language, no face: the faces come with the language.
      expect(css).not.toContain('@font-face');
    }
  });

  it('declares only its own families, with font-display swap and a unicode-range per file', () => {
    const declared = new Set<string>();
    for (const name of THEMES) {
      const theme = loadShopTheme(name);
      const own = themeFamilies(theme.design.type);
      for (const locale of LOCALES) {
        const rules = faces(themeCss(theme, { locale, url }));
        const files = rules.filter((r) => r.src!.startsWith('url('));
        for (const rule of files) {
          const family = JSON.parse(rule['font-family']!) as FontFamilyName;
          expect(own, `${name} ${locale}`).toContain(family);
          declared.add(family);
          expect(rule['font-display']).toBe('swap');
          const subset = Object.keys(SUBSET_RANGES).find((s) =>
            rule.src!.includes(`-${s}.woff2`),
          ) as Subset;
          expect(rule['unicode-range']).toBe(SUBSET_RANGES[subset]);
          expect(pageFonts(locale).subsets).toContain(subset);
          expect(rule['font-weight']).toBe(FONT_FAMILIES[family].weight.join(' '));
        }
        // Each family in each of the language's scripts, once.
        expect(files.length, `${name} ${locale}`).toBe(
          own.length * pageFonts(locale).subsets.length,
        );
        // The sized local faces, where the first paint is in the families' letters.
        const local = rules.filter((r) => r.src!.startsWith('local('));
        if (pageFonts(locale).preload) {
          expect(local.map((r) => r['font-family'])).toEqual(own.map((f) => `"${f} fallback"`));
          for (const rule of local) expect(rule['size-adjust']).toMatch(/^\d+(\.\d+)?%$/);
        } else expect(local).toEqual([]);
      }
    }
    // The themes differ: the seven families of the catalogue are all some theme's.
    expect([...declared].sort()).toEqual([...FAMILIES].sort());
  });

  it('points no URL to another host: every url() is a font file of the shop', () => {
    for (const name of THEMES) {
      const theme = loadShopTheme(name);
      const served = new Set(
        servedFiles(themeFamilies(theme.design.type), LOCALES).map((file) => url(file)),
      );
      for (const locale of LOCALES) {
        const css = themeCss(theme, { locale, url });
        const urls = [...css.matchAll(/url\(([^)]*)\)/g)].map((m) => m[1]!);
        expect(urls.length).toBeGreaterThan(0);
        for (const found of urls) expect(served, `${name} ${locale}`).toContain(found);
        expect(css).not.toMatch(/\/\/|@import/);
      }
    }
  });
});
