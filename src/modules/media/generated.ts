import sharp from 'sharp';
import { lchHex, parseHex, toLch } from './colour.ts';
import { COMPOSITIONS, renderComposition } from './compose.ts';
import { mainPart, recolourMap, repaint, silhouette, uniqueIds } from './icon-colours.ts';
import { icon, placed, shadow } from './icons.ts';
import { randomSource } from '../../platform/random-source.ts';
import { accentPlace, gradientEnds, groundFor, lookOf, motifSvg } from './looks.ts';

/** The size of generated originals (a composition has as many pixels, in its own shape). */
export const GENERATED_SIZE = 1200;

/**
 * The encoder's settings: effort 2 of 6 keeps the quality and makes files a few per cent larger,
 * in a third of the time (the encoding was most of a picture's drawing time).
 */
const WEBP = { quality: 82, effort: 2 } as const;

/**
 * The demo shop's drawn pictures, by name:
 * - g_<icon>_<rrggbb>: one product emoji (`_` for `-` in its name) in that colour, on a soft
 *   ground that complements it;
 * - g_<icon>_<rrggbb>_v<n>: the same in look n (1 to 999), one product's own pose and ground;
 * - g_compose_<set>_<rrggbb>_<w>x<h>: several emoji of a set arranged in a w:h frame, on a ground
 *   of that colour, for banners.
 */
const PRODUCT = /^g_([a-z0-9_]+)_([0-9a-f]{6})(?:_v([1-9]\d{0,2}))?$/;
const COMPOSED = /^g_compose_([a-z]+)_([0-9a-f]{6})_([1-9]\d?)x([1-9]\d?)$/;

type Parsed =
  | { type: 'product'; icon: string; colour: string; look: number }
  | { type: 'composition'; set: string; colour: string; width: number; height: number };

function parse(base: string): Parsed | undefined {
  const composed = COMPOSED.exec(base);
  if (composed) {
    const [, set, colour, w, h] = composed as unknown as [string, string, string, string, string];
    const ratio = Number(w) / Number(h);
    if (!COMPOSITIONS[set] || ratio < 1 / 3 || ratio > 4) return undefined;
    return { type: 'composition', set, colour, width: Number(w), height: Number(h) };
  }
  const match = PRODUCT.exec(base);
  if (!match) return undefined;
  const name = match[1]!.replaceAll('_', '-');
  if (!icon(name)) return undefined;
  return { type: 'product', icon: name, colour: match[2]!, look: Number(match[3] ?? 0) };
}

/**
 * The name of a generated product picture, e.g. generatedImageName('t-shirt', '#1e90ff'), or in
 * one product's look (1 to 999), e.g. generatedImageName('t-shirt', '#1e90ff', 12).
 */
export function generatedImageName(icon: string, color: string, look = 0): string {
  const base = `g_${icon.replaceAll('-', '_')}_${color.replace('#', '').toLowerCase()}`;
  return look ? `${base}_v${look}` : base;
}

/**
 * The name of a composition of emoji `set` (compose.ts) for a frame `width`:`height`, on a
 * ground of `color`, e.g. composedImageName('summer', '#ffc107', 21, 9).
 */
export function composedImageName(set: string, color: string, width: number, height: number) {
  return `g_compose_${set}_${color.replace('#', '').toLowerCase()}_${width}x${height}`;
}

/** Whether a base name is one Vitrine can draw itself. */
export function isGeneratedName(base: string): boolean {
  return parse(base) !== undefined;
}

/** The pixel size of a generated original: square for products, the frame's shape for sets. */
export function generatedSize(base: string): { width: number; height: number } | undefined {
  const parsed = parse(base);
  if (!parsed) return undefined;
  if (parsed.type === 'product') return { width: GENERATED_SIZE, height: GENERATED_SIZE };
  return frameSize(parsed.width / parsed.height);
}

function frameSize(ratio: number) {
  const width = Math.round(GENERATED_SIZE * Math.sqrt(ratio));
  return { width, height: Math.round(width / ratio) };
}

/** Draws a generated picture as WebP at its original size. */
export async function renderGenerated(base: string): Promise<Buffer> {
  const parsed = parse(base);
  if (!parsed) throw new Error(`not a generated image: ${base}`);
  const svg =
    parsed.type === 'product'
      ? await productSvg(parsed.icon, parsed.colour, parsed.look)
      : renderComposition(
          COMPOSITIONS[parsed.set]!,
          parsed.colour,
          frameSize(parsed.width / parsed.height),
          parsed.set,
        );
  return sharp(Buffer.from(svg)).webp(WEBP).toBuffer();
}

/**
 * One product in one colour: the emoji's main part (a tee's body) repainted in the colour, set
 * in the product's look on a soft ground that complements the colour.
 */
async function productSvg(name: string, colour: string, lookNumber: number): Promise<string> {
  const { body, viewBox } = icon(name)!;
  const target = toLch(parseHex(colour)!);
  const look = lookOf(lookNumber);
  const part = await mainPart(name, body, viewBox);
  const painted = part && recolourMap(part, target);
  let inner = painted ? repaint(body, painted.colours) : body;
  const ground = groundFor(target, look);
  // A light product (a white tee) gets a darker edge, so that it stands off any ground.
  if (painted && painted.lightness > 0.8) {
    const edge = lchHex({ l: painted.lightness - 0.38, c: Math.min(target.c, 0.05), h: target.h });
    inner =
      `<g stroke="${edge}" stroke-width="0.9" stroke-linejoin="round" stroke-linecap="round">` +
      `${silhouette(uniqueIds(body, '_edge'), edge)}</g>${inner}`;
  }
  const size = GENERATED_SIZE;
  const art = size * look.scale;
  const cx = size * (0.5 + look.dx);
  const cy = size * (0.5 + look.dy);
  const rand = randomSource(lookNumber * 7919 + 17);
  let accent = '';
  if (look.accent) {
    const shape = icon(look.accent.icon);
    const at = accentPlace(look.accent.corner, size, size);
    if (shape)
      accent = `<g opacity="0.55">${placed(silhouette(uniqueIds(shape.body, '_a'), ground.ink), shape.viewBox, { cx: at.x, cy: at.y, size: size * 0.15, rotate: look.accent.rotate })}</g>`;
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}">
<defs><linearGradient id="bg" ${gradientEnds(look.angle)}><stop offset="0" stop-color="${ground.from}"/><stop offset="1" stop-color="${ground.to}"/></linearGradient></defs>
<rect width="${size}" height="${size}" fill="url(#bg)"/>
${motifSvg(look.motif, { width: size, height: size, cx, cy, art }, ground, rand)}
${accent}
${shadow('shadow', ground.shadow, cx, cy + art * 0.47, art)}
${placed(inner, viewBox, { cx, cy, size: art, rotate: look.rotate, flip: look.flip })}
</svg>`;
}
