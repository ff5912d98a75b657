import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import colorNames from 'color-name';
import { describe, expect, it } from 'vitest';
import vogue from '../../themes/vogue/theme.json';
import { designCss, designSchema } from '../theme/design.ts';
import { MEDIA_WIDTHS } from './breakpoints.ts';

/**
 * The storefront's stylesheets read the theme's tokens (design.ts): no colour, font size or
 * spacing of their own, and only the spec's breakpoints, so a second theme restyles every page.
 */

const STOREFRONT = path.resolve(import.meta.dirname, '..');

function stylesheets(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((e) => e.isFile() && e.name.endsWith('.css'))
    .map((e) =>
      path.relative(STOREFRONT, path.join(e.parentPath, e.name)).split(path.sep).join('/'),
    )
    .sort();
}

const STYLESHEETS = stylesheets(STOREFRONT);

interface Declaration {
  property: string;
  value: string;
  line: number;
}

interface Sheet {
  /** Every declaration, with strings and url() contents emptied. */
  declarations: Declaration[];
  /** The condition of each @media rule. */
  media: { query: string; line: number }[];
  /** The contents of each url(), where an SVG could hide a colour. */
  urls: { url: string; line: number }[];
}

const lineOf = (text: string, index: number) => text.slice(0, index).split('\n').length;

/** Keeps the text's length and line breaks, so positions and line numbers still hold. */
const blank = (s: string) => s.replace(/[^\n]/g, ' ');

function read(file: string): Sheet {
  const raw = readFileSync(path.join(STOREFRONT, file), 'utf8');
  const urls: Sheet['urls'] = [];
  let css = raw.replace(/\/\*[\s\S]*?\*\//g, blank);
  css = css.replace(
    /url\(\s*(['"]?)([\s\S]*?)\1\s*\)/g,
    (match, _quote: string, url: string, at: number) => {
      urls.push({ url, line: lineOf(css, at) });
      return blank(match);
    },
  );
  css = css.replace(/(['"])(?:\\.|(?!\1)[^\\\n])*\1/g, (s) => `''${blank(s.slice(2))}`);
  const declarations: Declaration[] = [];
  // A declaration follows a `{` or a `;` and ends at a `;` or a `}` (a selector ends at a `{`).
  for (const m of css.matchAll(/(?<=[{;]\s*)(--[\w-]+|[a-z-]+)\s*:\s*([^;{}]+?)\s*(?=[;}])/g)) {
    declarations.push({ property: m[1]!, value: m[2]!, line: lineOf(css, m.index) });
  }
  const media = [...css.matchAll(/@media([^{]*)\{/g)].map((m) => ({
    query: m[1]!.trim(),
    line: lineOf(css, m.index),
  }));
  return { declarations, media, urls };
}

const SHEETS = new Map(STYLESHEETS.map((file) => [file, read(file)]));

/** Every offending declaration, as `file:line property: value`. */
function offences(test: (d: Declaration) => boolean): string[] {
  return [...SHEETS].flatMap(([file, sheet]) =>
    sheet.declarations.filter(test).map((d) => `${file}:${d.line} ${d.property}: ${d.value}`),
  );
}

/** The CSS named colours (transparent, currentColor and inherit are not among them). */
const NAMED = new Set(Object.keys(colorNames));
const COLOUR_FUNCTION = /(?<![\w-])(?:rgba?|hsla?|hwb|lab|lch|oklab|oklch|color)\(/i;
const HEX = /#[0-9a-f]{3,8}\b/i;

function hasColourLiteral(value: string): boolean {
  if (HEX.test(value) || COLOUR_FUNCTION.test(value)) return true;
  // A word on its own, not part of a name such as white-space or --color-text.
  return [...value.matchAll(/(?<![\w-])[a-z]+(?![\w-])/gi)].some((m) =>
    NAMED.has(m[0].toLowerCase()),
  );
}

/** A length in px, its number without the sign (-8px counts as 8). */
const PX = /(?<![\w.])(\d*\.?\d+)px\b/g;

describe('storefront stylesheets read the theme tokens', () => {
  it('finds the stylesheets', () => {
    expect(STYLESHEETS.length).toBeGreaterThan(30);
  });

  it('writes no colour of its own: no hex, rgb(), hsl() or named colour', () => {
    expect(offences((d) => hasColourLiteral(d.value))).toEqual([]);
  });

  it('hides no colour in an inline SVG (its colour could not follow the theme)', () => {
    const inUrls = [...SHEETS].flatMap(([file, sheet]) =>
      sheet.urls
        .filter(
          ({ url }) =>
            /%23[0-9a-f]{3,8}\b/i.test(url) ||
            hasColourLiteral(url.replace(/currentColor|none/g, '')),
        )
        .map(({ url, line }) => `${file}:${line} url(${url.slice(0, 60)}…)`),
    );
    expect(inUrls).toEqual([]);
  });

  it('sizes text from the type scale: no font size in px or rem', () => {
    expect(
      offences((d) => /^font(-size)?$/.test(d.property) && /\d(?:px|rem)\b/.test(d.value)),
    ).toEqual([]);
  });

  it('spaces from the spacing scale: no padding, margin, gap or inset over 2 px', () => {
    const spacing = /^(?:padding|margin|gap|row-gap|column-gap|inset|top|right|bottom|left)(?:-|$)/;
    expect(
      offences(
        (d) =>
          spacing.test(d.property) &&
          [...d.value.matchAll(PX)].some((m) => Number.parseFloat(m[1]!) > 2),
      ),
    ).toEqual([]);
  });

  it('rounds corners with the radius tokens', () => {
    expect(
      offences(
        (d) =>
          /^border(?:-[a-z]+)*-radius$/.test(d.property) &&
          [...d.value.matchAll(PX)].some((m) => Number.parseFloat(m[1]!) > 0),
      ),
    ).toEqual([]);
  });

  it('draws a hairline with the border width', () => {
    expect(
      offences(
        (d) =>
          /^border(?:-(?:block|inline|top|right|bottom|left)(?:-(?:start|end))?)?(?:-width)?$/.test(
            d.property,
          ) && /(?<![\w.-])1px\b/.test(d.value),
      ),
    ).toEqual([]);
  });

  it('reads only custom properties that the design or a component declares', () => {
    const declared = new Set(
      [...designCss(designSchema.parse(vogue.design)).matchAll(/(--[\w-]+):/g)].map((m) => m[1]!),
    );
    // A component's own properties: declared in a stylesheet, or set on an element by its style.
    for (const sheet of SHEETS.values()) {
      for (const d of sheet.declarations) if (d.property.startsWith('--')) declared.add(d.property);
    }
    // A name built in code (`--tag-w${suffix}`) declares every name it starts.
    const prefixes: string[] = [];
    const src = path.resolve(STOREFRONT, '..');
    for (const file of readdirSync(src, { recursive: true, encoding: 'utf8' })) {
      // design.ts builds its names too; what it declares is its output, read above.
      if (!/\.tsx?$/.test(file) || /\.test\.tsx?$|theme[/\\]design\.ts$/.test(file)) continue;
      const source = readFileSync(path.join(src, file), 'utf8');
      for (const m of source.matchAll(/['"`](--[\w-]+)(['"`]|\$\{)/g)) {
        if (m[2] === '${') prefixes.push(m[1]!);
        else declared.add(m[1]!);
      }
    }
    const known = (name: string) => declared.has(name) || prefixes.some((p) => name.startsWith(p));
    const unknown = [...SHEETS].flatMap(([file, sheet]) =>
      sheet.declarations.flatMap((d) =>
        [...d.value.matchAll(/var\(\s*(--[\w-]+)/g)]
          .filter((m) => !known(m[1]!))
          .map((m) => `${file}:${d.line} ${m[1]}`),
      ),
    );
    expect(unknown).toEqual([]);
  });

  it('breaks the layout only at the spec breakpoints', () => {
    const allowed = new Set<string>(MEDIA_WIDTHS);
    const bad = [...SHEETS].flatMap(([file, sheet]) =>
      sheet.media
        .filter(({ query }) => {
          const widths = query.match(/\((?:min|max)-width:\s*[^)]*\)/g) ?? [];
          const rest = query.replace(/\((?:min|max)-width:\s*[^)]*\)/g, '');
          return widths.some((w) => !allowed.has(w)) || /width/.test(rest);
        })
        .map(({ query, line }) => `${file}:${line} @media ${query}`),
    );
    expect(bad).toEqual([]);
  });
});
