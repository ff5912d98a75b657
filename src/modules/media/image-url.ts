/** The 16 responsive widths of spec section 9 (Images and thumbnails). */
export const IMAGE_WIDTHS = [
  100, 200, 300, 400, 500, 600, 700, 800, 900, 1000, 1100, 1200, 1300, 1600, 1800, 2000,
] as const;

const RESIZABLE = /^(.*\/)?([^/-]+)\.(jpg|jpeg|png|webp|gif)$/i;

/**
 * The URL of an image at one of the responsive widths: `name.png` -> `name-400.png`. Only jpg,
 * png, webp, jpeg and gif names without a dash have variants (spec section 5, Images); others
 * are returned as they are.
 */
export function sizedImageUrl(url: string, width: number): string {
  const match = RESIZABLE.exec(url);
  if (!match) return url;
  const step = IMAGE_WIDTHS.find((w) => w >= width) ?? IMAGE_WIDTHS[IMAGE_WIDTHS.length - 1];
  return `${match[1] ?? ''}${match[2]}-${step}.${match[3]}`;
}

/** A srcset over the widths up to the image's own width. */
export function imageSrcSet(url: string, maxWidth: number): string | undefined {
  if (!RESIZABLE.test(url)) return undefined;
  return IMAGE_WIDTHS.filter((w) => w <= maxWidth)
    .map((w) => `${sizedImageUrl(url, w)} ${w}w`)
    .join(', ');
}
