import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The storefront reads right to left in Hebrew by its stylesheets alone: they place things by
 * logical properties (inline start and end), which turn round with `dir="rtl"`. A physical
 * left or right stays only where a picture's own corners are meant, each named here with why.
 */

const STOREFRONT = path.resolve(import.meta.dirname, '..');

/** Physical sides on purpose: `file selector property`, and why. */
const PHYSICAL_ON_PURPOSE: Record<string, string> = {
  // A tag badge keeps the corner the merchant chose on the product's picture, which is not
  // mirrored right to left.
  'components/ProductTags.css .merch-tag left': 'a corner of the picture',
  'components/ProductTags.css .merch-tag right': 'a corner of the picture',
  // The zoom button stays at the bottom right, away from the badges' corners, in either direction.
  'components/Gallery.css .gallery__zoom right': 'a corner of the picture',
};

const PHYSICAL =
  /^(?:(?:margin|padding|border|scroll-margin|scroll-padding)-(?:left|right)(?:-\w+)?|left|right)$/;
const PHYSICAL_VALUE = /^(?:text-align|float|clear)$/;

/** The declarations that name a physical side, as `file selector property`. */
function physicalSides(file: string, css: string): string[] {
  const text = css.replace(/\/\*[\s\S]*?\*\//g, '');
  const found: string[] = [];
  // Each innermost rule: its selector and its declarations (media queries are read through).
  for (const [, selector, body] of text.matchAll(/([^{};]+)\{([^{}]*)\}/g)) {
    for (const declaration of body!.split(';')) {
      const colon = declaration.indexOf(':');
      if (colon < 0) continue;
      const property = declaration.slice(0, colon).trim();
      const value = declaration.slice(colon + 1).trim();
      if (
        PHYSICAL.test(property) ||
        (PHYSICAL_VALUE.test(property) && /\b(left|right)\b/.test(value))
      )
        found.push(`${file} ${selector!.trim().replace(/\s+/g, ' ')} ${property}`);
    }
  }
  return found;
}

const sheets = readdirSync(STOREFRONT, { withFileTypes: true, recursive: true })
  .filter((e) => e.isFile() && e.name.endsWith('.css'))
  .map((e) => path.relative(STOREFRONT, path.join(e.parentPath, e.name)).split(path.sep).join('/'))
  .sort();

describe('storefront stylesheets, in either direction', () => {
  it('place by logical properties: a physical side only where a picture’s corner is meant', () => {
    expect(sheets.length).toBeGreaterThan(50);
    const found = sheets.flatMap((file) =>
      physicalSides(file, readFileSync(path.join(STOREFRONT, file), 'utf8')),
    );
    expect(found.filter((f) => !(f in PHYSICAL_ON_PURPOSE))).toEqual([]);
    // Each exception is still there: one that went is taken off the list.
    expect(Object.keys(PHYSICAL_ON_PURPOSE).filter((f) => !found.includes(f))).toEqual([]);
  });

  it('finds a physical side where one is written, in a media query too', () => {
    const css = `.a { margin-inline-start: 0; padding-right: 1px; }
      /* left: in a comment */
      @media (min-width: 768px) { .b .c { left: 0; text-align: right; float: inline-start } }
      .d { inset-inline-end: 0; text-align: start; border-left-width: 0 }`;
    expect(physicalSides('x.css', css)).toEqual([
      'x.css .a padding-right',
      'x.css .b .c left',
      'x.css .b .c text-align',
      'x.css .d border-left-width',
    ]);
  });
});
