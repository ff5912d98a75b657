/**
 * Colour arithmetic for the demo shop's drawn pictures, in OKLCH (lightness 0..1, chroma, hue in
 * degrees): a perceptual space, so that "the same lightness in another hue" looks it.
 */

/** sRGB channels, 0..255. */
export type Rgb = readonly [number, number, number];

/** An OKLCH colour: lightness 0..1, chroma (0 is grey, sRGB reaches about 0.32), hue 0..360. */
export interface Lch {
  l: number;
  c: number;
  h: number;
}

/** '#abc', '#aabbcc' or 'aabbcc' as channels; undefined for anything else. */
export function parseHex(text: string): Rgb | undefined {
  let hex = text.startsWith('#') ? text.slice(1) : text;
  if (/^[0-9a-f]{3}$/i.test(hex)) hex = [...hex].map((c) => c + c).join('');
  if (!/^[0-9a-f]{6}$/i.test(hex)) return undefined;
  return [0, 2, 4].map((i) => parseInt(hex.slice(i, i + 2), 16)) as unknown as Rgb;
}

/** Channels as '#rrggbb'. */
export function toHex(rgb: Rgb): string {
  return `#${rgb
    .map((c) =>
      Math.round(Math.min(255, Math.max(0, c)))
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;
}

const toLinear = (c: number) => {
  const v = c / 255;
  return v <= 0.04045 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
};
const fromLinear = (v: number) =>
  255 * (v <= 0.0031308 ? 12.92 * v : 1.055 * Math.max(0, v) ** (1 / 2.4) - 0.055);

/** sRGB to OKLCH (Björn Ottosson's OKLab). */
export function toLch(rgb: Rgb): Lch {
  const [r, g, b] = rgb.map(toLinear) as [number, number, number];
  const l = Math.cbrt(0.4122214708 * r + 0.5363325363 * g + 0.0514459929 * b);
  const m = Math.cbrt(0.2119034982 * r + 0.6806995451 * g + 0.1073969566 * b);
  const s = Math.cbrt(0.0883024619 * r + 0.2817188376 * g + 0.6299787005 * b);
  const L = 0.2104542553 * l + 0.793617785 * m - 0.0040720468 * s;
  const A = 1.9779984951 * l - 2.428592205 * m + 0.4505937099 * s;
  const B = 0.0259040371 * l + 0.7827717662 * m - 0.808675766 * s;
  return { l: L, c: Math.hypot(A, B), h: ((Math.atan2(B, A) * 180) / Math.PI + 360) % 360 };
}

/** OKLCH to linear sRGB, unclamped. */
function linear({ l: L, c, h }: Lch): [number, number, number] {
  const A = c * Math.cos((h * Math.PI) / 180);
  const B = c * Math.sin((h * Math.PI) / 180);
  const l = (L + 0.3963377774 * A + 0.2158037573 * B) ** 3;
  const m = (L - 0.1055613458 * A - 0.0638541728 * B) ** 3;
  const s = (L - 0.0894841775 * A - 1.291485548 * B) ** 3;
  return [
    4.0767416621 * l - 3.3077115913 * m + 0.2309699292 * s,
    -1.2684380046 * l + 2.6097574011 * m - 0.3413193965 * s,
    -0.0041960863 * l - 0.7034186147 * m + 1.707614701 * s,
  ];
}

const inGamut = (rgb: number[]) => rgb.every((v) => v >= -0.0005 && v <= 1.0005);

/**
 * OKLCH to sRGB. A colour sRGB cannot show keeps its lightness and hue and loses chroma until it
 * can (a bright blue made lighter turns paler, not another blue).
 */
export function fromLch(lch: Lch): Rgb {
  const l = Math.min(1, Math.max(0, lch.l));
  let c = Math.max(0, lch.c);
  if (!inGamut(linear({ l, c, h: lch.h }))) {
    let low = 0;
    for (let i = 0; i < 18; i++) {
      const mid = (low + c) / 2;
      if (inGamut(linear({ l, c: mid, h: lch.h }))) low = mid;
      else c = mid;
    }
    c = low;
  }
  return linear({ l, c, h: lch.h }).map(fromLinear) as unknown as Rgb;
}

/** An OKLCH colour as '#rrggbb'. */
export const lchHex = (lch: Lch): string => toHex(fromLch(lch));

/** How far apart two hues are, 0..180 degrees. */
export function hueDistance(a: number, b: number): number {
  const d = Math.abs(a - b) % 360;
  return d > 180 ? 360 - d : d;
}
