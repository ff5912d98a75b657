/** The 16 responsive widths of spec section 9 (Images and thumbnails). */
export const IMAGE_WIDTHS = [
  100, 200, 300, 400, 500, 600, 700, 800, 900, 1000, 1100, 1200, 1300, 1600, 1800, 2000,
] as const;

const RESIZABLE = /^(.*\/)?([^/-]+)\.(jpg|jpeg|png|webp|gif)$/i;

/** The URL of a resizable image's variant at `width`: `dir/name-400.png`. */
const variantUrl = (match: RegExpExecArray, width: number) =>
  `${match[1] ?? ''}${match[2]}-${width}.${match[3]}`;

/**
 * The URL of an image at one of the responsive widths: `name.png` -> `name-400.png`. Only jpg,
 * png, webp, jpeg and gif names without a dash have variants (spec section 5, Images); others
 * are returned as they are.
 */
export function sizedImageUrl(url: string, width: number): string {
  const match = RESIZABLE.exec(url);
  if (!match) return url;
  const step = IMAGE_WIDTHS.find((w) => w >= width) ?? IMAGE_WIDTHS[IMAGE_WIDTHS.length - 1]!;
  return variantUrl(match, step);
}

// A page shows the same pictures again and again: their srcsets are kept (a list page's cards
// built two dozen of them, each of twelve URLs, for every page).
const srcSets = new Map<string, string | undefined>();

/**
 * The widths a srcset names: every other step (a browser that wants 500 pixels takes the
 * 600-pixel file). Twelve candidates made each card picture's srcset 1 KB of the page's HTML;
 * six give the browser the same choice at a 200-pixel grain.
 */
const SRCSET_WIDTHS = IMAGE_WIDTHS.filter((w) => w % 200 === 0);

/** A srcset over the widths up to the image's own width, which it always includes. */
export function imageSrcSet(url: string, maxWidth: number): string | undefined {
  const key = `${maxWidth} ${url}`;
  if (srcSets.has(key)) return srcSets.get(key);
  const match = RESIZABLE.exec(url);
  const largest = IMAGE_WIDTHS.filter((w) => w <= maxWidth).at(-1);
  const widths = SRCSET_WIDTHS.filter((w) => w < (largest ?? 0));
  if (largest) widths.push(largest);
  const srcSet = match
    ? widths.map((w) => `${variantUrl(match, w)} ${w}w`).join(', ') || undefined
    : undefined;
  if (srcSets.size >= 5_000) srcSets.clear();
  srcSets.set(key, srcSet);
  return srcSet;
}
