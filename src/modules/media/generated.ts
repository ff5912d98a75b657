import { createRequire } from 'node:module';
import sharp from 'sharp';

/** The size of generated originals; resized variants are made from them. */
export const GENERATED_SIZE = 1200;

// g_<icon with _ for ->_<rrggbb>: an illustration of one emoji on a gradient of one colour.
const GENERATED = /^g_([a-z0-9_]+)_([0-9a-f]{6})$/;

interface IconSet {
  width?: number;
  height?: number;
  icons: Record<string, { body: string; width?: number; height?: number }>;
}
let iconSet: IconSet | undefined;

function icons(): IconSet {
  // Read on first use: the set is large and only image generation needs it.
  iconSet ??= createRequire(import.meta.url)(
    '@iconify-json/fluent-emoji-flat/icons.json',
  ) as IconSet;
  return iconSet;
}

/** The name of a generated product illustration, e.g. generatedImageName('t-shirt', '#1e90ff'). */
export function generatedImageName(icon: string, color: string): string {
  return `g_${icon.replaceAll('-', '_')}_${color.replace('#', '').toLowerCase()}`;
}

/** Whether a base name is one Vitrine can draw itself. */
export function isGeneratedName(base: string): boolean {
  const match = GENERATED.exec(base);
  return Boolean(match && icons().icons[match[1]!.replaceAll('_', '-')]);
}

function lightness(hex: string): number {
  const [r, g, b] = [0, 2, 4].map((i) => parseInt(hex.slice(i, i + 2), 16) / 255) as [
    number,
    number,
    number,
  ];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

function mix(hex: string, toward: number, amount: number): string {
  const channels = [0, 2, 4].map((i) => parseInt(hex.slice(i, i + 2), 16));
  return `rgb(${channels.map((c) => Math.round(c + (toward - c) * amount)).join(',')})`;
}

/** Draws a generated illustration as WebP at the original size. */
export async function renderGenerated(base: string): Promise<Buffer> {
  const match = GENERATED.exec(base);
  const icon = match && icons().icons[match[1]!.replaceAll('_', '-')];
  if (!match || !icon) throw new Error(`not a generated image: ${base}`);
  const hex = lightness(match[2]!) > 0.9 ? 'b8aa98' : match[2]!; // white on white would vanish
  const w = icon.width ?? icons().width ?? 32;
  const h = icon.height ?? icons().height ?? 32;
  const size = GENERATED_SIZE;
  const art = size * 0.56;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}">
  <defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1">
    <stop offset="0" stop-color="${mix(hex, 255, 0.82)}"/>
    <stop offset="1" stop-color="${mix(hex, 255, 0.45)}"/>
  </linearGradient>
  <radialGradient id="shadow" cx="0.5" cy="0.5" r="0.5">
    <stop offset="0" stop-color="rgba(0,0,0,0.18)"/><stop offset="1" stop-color="rgba(0,0,0,0)"/>
  </radialGradient></defs>
  <rect width="100%" height="100%" fill="url(#bg)"/>
  <ellipse cx="${size / 2}" cy="${size * 0.8}" rx="${art * 0.45}" ry="${size * 0.045}" fill="url(#shadow)"/>
  <svg x="${(size - art) / 2}" y="${(size - art) / 2 - size * 0.03}" width="${art}" height="${art}" viewBox="0 0 ${w} ${h}">${icon.body}</svg>
</svg>`;
  return sharp(Buffer.from(svg)).webp({ quality: 82 }).toBuffer();
}
