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

/** A srcset over the widths up to the image's own width. */
export function imageSrcSet(url: string, maxWidth: number): string | undefined {
  const key = `${maxWidth} ${url}`;
  if (srcSets.has(key)) return srcSets.get(key);
  const match = RESIZABLE.exec(url);
  const srcSet = match
    ? IMAGE_WIDTHS.filter((w) => w <= maxWidth)
        .map((w) => `${variantUrl(match, w)} ${w}w`)
        .join(', ')
    : undefined;
  if (srcSets.size >= 5_000) srcSets.clear();
  srcSets.set(key, srcSet);
  return srcSet;
}
