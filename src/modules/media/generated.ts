import sharp from 'sharp';
import { lchHex, parseHex, toLch } from './colour.ts';
import { mainPart, recolourMap, repaint, silhouette, uniqueIds } from './icon-colours.ts';
import { icon, placed, shadow } from './icons.ts';
import { accentPlace, gradientEnds, groundFor, lookOf, motifSvg, randomSource } from './looks.ts';

/** The size of generated originals; resized variants are made from them. */
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
 * - g_<icon>_<rrggbb>_v<n>: the same in look n (1 to 999), one product's own pose and ground.
 */
const PRODUCT = /^g_([a-z0-9_]+)_([0-9a-f]{6})(?:_v([1-9]\d{0,2}))?$/;

type Parsed = { icon: string; colour: string; look: number };

function parse(base: string): Parsed | undefined {
  const match = PRODUCT.exec(base);
  if (!match) return undefined;
  const name = match[1]!.replaceAll('_', '-');
  if (!icon(name)) return undefined;
  return { icon: name, colour: match[2]!, look: Number(match[3] ?? 0) };
}

/**
 * The name of a generated product picture, e.g. generatedImageName('t-shirt', '#1e90ff'), or in
 * one product's look (1 to 999), e.g. generatedImageName('t-shirt', '#1e90ff', 12).
 */
export function generatedImageName(icon: string, color: string, look = 0): string {
  const base = `g_${icon.replaceAll('-', '_')}_${color.replace('#', '').toLowerCase()}`;
  return look ? `${base}_v${look}` : base;
}

/** Whether a base name is one Vitrine can draw itself. */
export function isGeneratedName(base: string): boolean {
  return parse(base) !== undefined;
}

/** Draws a generated picture as WebP at its original size. */
export async function renderGenerated(base: string): Promise<Buffer> {
  const parsed = parse(base);
  if (!parsed) throw new Error(`not a generated image: ${base}`);
  const svg = await productSvg(parsed.icon, parsed.colour, parsed.look);
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
