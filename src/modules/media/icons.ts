import { createRequire } from 'node:module';

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

/** A Fluent emoji by name ('t-shirt'), with its view box; undefined if the set has none. */
export function icon(name: string): { body: string; viewBox: string } | undefined {
  const found = icons().icons[name];
  if (!found) return undefined;
  const w = found.width ?? icons().width ?? 32;
  const h = found.height ?? icons().height ?? 32;
  return { body: found.body, viewBox: `0 0 ${w} ${h}` };
}

const n = (v: number) => v.toFixed(1);

/**
 * An icon's drawing (`inner`, in its own view box) placed `size` pixels wide centred at (cx, cy),
 * turned `rotate` degrees and mirrored if `flip`. Nothing is cut at the view box's edge, so an
 * outline drawn around the icon shows whole.
 */
export function placed(
  inner: string,
  viewBox: string,
  at: { cx: number; cy: number; size: number; rotate?: number; flip?: boolean },
): string {
  const { cx, cy, size, rotate = 0, flip = false } = at;
  const turn = rotate ? ` rotate(${n(rotate)})` : '';
  const mirror = flip ? ' scale(-1 1)' : '';
  return `<g transform="translate(${n(cx)} ${n(cy)})${turn}${mirror}"><svg x="${n(-size / 2)}" y="${n(-size / 2)}" width="${n(size)}" height="${n(size)}" viewBox="${viewBox}" overflow="visible">${inner}</svg></g>`;
}

/** A soft shadow on the ground under something `size` wide standing at (cx, bottom). */
export function shadow(id: string, colour: string, cx: number, bottom: number, size: number) {
  return `<radialGradient id="${id}"><stop offset="0" stop-color="${colour}" stop-opacity="0.22"/><stop offset="1" stop-color="${colour}" stop-opacity="0"/></radialGradient><ellipse cx="${n(cx)}" cy="${n(bottom)}" rx="${n(size * 0.45)}" ry="${n(size * 0.075)}" fill="url(#${id})"/>`;
}
