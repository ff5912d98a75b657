import sharp from 'sharp';
import { hueDistance, lchHex, parseHex, toHex, toLch, type Lch } from './colour.ts';

/**
 * An emoji's main part: the colours that draw the thing itself (a tee's body, a boot's leather),
 * as opposed to its outlines, skin, soles and small details.
 */
export interface MainPart {
  /** The part's colours as written in the icon ('#rrggbb', lower case), with their OKLCH. */
  colours: Map<string, Lch>;
  /** Its average shade, by area: the variant's colour takes its place. */
  reference: Lch;
  /** Whether the part is grey (a grey sneaker): its colours have no hue of their own. */
  grey: boolean;
}

// Chroma under which a colour counts as grey, and how far a hue may stray and stay in a family.
const GREY = 0.035;
const FAMILY_HUE = 25;

/**
 * Icons whose main part the colour families do not find, named: a candle's flame is the yellow
 * of its wax; a sandal's red strap and tan heel are one shoe.
 */
const MAIN_PARTS: Record<string, string[]> = {
  candle: ['#ffdea7', '#ffce7c'],
  'womans-sandal': ['#ca0b4a', '#e19747', '#d3883e', '#b76a1e'],
};

const COLOUR = /(fill|stroke|stop-color)="(#[0-9a-fA-F]{3}(?:[0-9a-fA-F]{3})?)"/g;

/** The colours an icon's body paints with, as written ('#rrggbb', lower case). */
function coloursOf(body: string): string[] {
  return [...new Set([...body.matchAll(COLOUR)].map((m) => normal(m[2]!)))];
}
const normal = (hex: string) => toHex(parseHex(hex)!);

/** How much of the icon each colour covers, from a small drawing of it (its visible area). */
async function areas(body: string, viewBox: string, colours: string[]): Promise<number[]> {
  const size = 64;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="${viewBox}">${body}</svg>`;
  const { data } = await sharp(Buffer.from(svg)).ensureAlpha().raw().toBuffer({
    resolveWithObject: true,
  });
  const rgbs = colours.map((c) => parseHex(c)!);
  const counts = colours.map(() => 0);
  for (let i = 0; i < data.length; i += 4) {
    if (data[i + 3]! < 250) continue;
    let best = -1;
    let bestDistance = 3 * 6 * 6; // within a few levels: edges between two fills match neither
    rgbs.forEach(([r, g, b], j) => {
      const d = (r - data[i]!) ** 2 + (g - data[i + 1]!) ** 2 + (b - data[i + 2]!) ** 2;
      if (d <= bestDistance) [best, bestDistance] = [j, d];
    });
    if (best >= 0) counts[best]!++;
  }
  return counts;
}

const sameFamily = (seed: Lch, other: Lch) =>
  seed.c < GREY
    ? // A grey part takes the greys of about its shade (a grey sneaker, not its pale sole).
      other.c < GREY && Math.abs(other.l - seed.l) <= 0.1
    : other.c >= GREY && hueDistance(seed.h, other.h) <= FAMILY_HUE;

const parts = new Map<string, Promise<MainPart | undefined>>();

/**
 * The icon's main part: its colours grouped in families (greys of a shade together, the others
 * by hue), the family covering the most of the icon. Worked out once per icon (a 64-pixel
 * drawing of it, a few milliseconds).
 */
export function mainPart(
  name: string,
  body: string,
  viewBox: string,
): Promise<MainPart | undefined> {
  let part = parts.get(name);
  if (!part) {
    part = findMainPart(name, body, viewBox);
    parts.set(name, part);
    part.catch(() => parts.delete(name));
  }
  return part;
}

async function findMainPart(
  name: string,
  body: string,
  viewBox: string,
): Promise<MainPart | undefined> {
  const colours = coloursOf(body);
  if (!colours.length) return undefined;
  const covered = await areas(body, viewBox, colours);
  const all = colours
    .map((hex, i) => ({ hex, lch: toLch(parseHex(hex)!), area: covered[i]! }))
    .sort((a, b) => b.area - a.area);
  let members = all.filter((c) => MAIN_PARTS[name]?.includes(c.hex));
  if (!members.length) {
    // Families grow from the largest colour not yet taken; the largest family wins.
    let most = -1;
    const left = [...all];
    while (left.length) {
      const seed = left[0]!;
      const family = left.filter((c) => c === seed || sameFamily(seed.lch, c.lch));
      const area = family.reduce((sum, c) => sum + c.area, 0);
      if (area > most) [most, members] = [area, family];
      for (const c of family) left.splice(left.indexOf(c), 1);
    }
  }
  // The part's average shade (by area) stands for the variant's colour.
  const total = members.reduce((sum, c) => sum + c.area + 1, 0);
  const mean = (key: 'l' | 'c') =>
    members.reduce((sum, c) => sum + c.lch[key] * (c.area + 1), 0) / total;
  return {
    colours: new Map(members.map((m) => [m.hex, m.lch])),
    reference: { l: mean('l'), c: mean('c'), h: members[0]!.lch.h },
    grey: members[0]!.lch.c < GREY,
  };
}

/**
 * The main part's colours in the variant's colour: each takes the variant's hue and chroma (in
 * proportion to its own, so a duller shade stays duller) and keeps its lightness relative to the
 * part's average shade, which becomes the variant's, so the shading stays. A very light or very
 * dark variant squeezes the shading into the range left above or below it, so that a white tee
 * still has a collar and a black one still has folds.
 */
export function recolourMap(
  part: MainPart,
  target: Lch,
): { colours: Map<string, string>; lightness: number } {
  const offsets = [...part.colours.values()].map((c) => c.l - part.reference.l);
  const highest = Math.max(0, ...offsets);
  const lowest = Math.min(0, ...offsets);
  const base = Math.min(0.955, Math.max(0.27, target.l));
  let squeeze = 1;
  if (highest > 0) squeeze = Math.min(squeeze, (0.99 - base) / highest);
  if (lowest < 0) squeeze = Math.min(squeeze, (base - 0.13) / -lowest);
  const map = new Map<string, string>();
  for (const [hex, lch] of part.colours) {
    const relative =
      part.grey || part.reference.c === 0 ? 1 : Math.min(1.3, lch.c / part.reference.c);
    map.set(
      hex,
      lchHex({
        l: base + (lch.l - part.reference.l) * squeeze,
        c: target.c * Math.max(0.5, relative),
        h: target.h,
      }),
    );
  }
  return { colours: map, lightness: base };
}

/** The body with its colours replaced as `map` says ('#rrggbb' keys); others stay. */
export function repaint(body: string, map: Map<string, string>): string {
  return body.replace(COLOUR, (whole, attribute: string, hex: string) => {
    const to = map.get(normal(hex));
    return to ? `${attribute}="${to}"` : whole;
  });
}

/** The body in one colour (a silhouette), for outlines and ground motifs. */
export function silhouette(body: string, colour: string): string {
  return body
    .replace(COLOUR, (_whole, attribute: string) => `${attribute}="${colour}"`)
    .replace(
      /(fill|stroke)="url\(#[^)]*\)"/g,
      (_whole, attribute: string) => `${attribute}="${colour}"`,
    );
}

/**
 * The body with its ids (gradients, clip paths) suffixed, so that the same icon drawn twice in a
 * picture, or drawn recoloured beside its silhouette, does not borrow the other's definitions.
 */
export function uniqueIds(body: string, suffix: string): string {
  return body
    .replace(/\bid="([^"]+)"/g, `id="$1${suffix}"`)
    .replace(/url\(#([^)]+)\)/g, `url(#$1${suffix})`)
    .replace(/href="#([^"]+)"/g, `href="#$1${suffix}"`);
}
