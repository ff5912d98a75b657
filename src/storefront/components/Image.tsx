import { useState } from 'react';
import { imageSrcSet, sizedImageUrl } from '../../modules/media/image-url.ts';

/**
 * The picture shown where a product's own cannot be (none, or it failed to load): a plain
 * frame with a picture sign, in the theme's colours, at the same size so nothing shifts.
 */
export const DEFAULT_IMAGE =
  'data:image/svg+xml,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 120 120"><rect width="120" height="120" fill="#eeeae4"/><path d="M38 78l16-20 12 14 8-9 12 15z" fill="#c9c1b6"/><circle cx="74" cy="46" r="7" fill="#c9c1b6"/></svg>',
  );

/**
 * A responsive product image: the widths of spec section 9 in a srcset, lazy unless told. A
 * picture that fails to load falls back to the default image (spec section 8, lazy image
 * errors); one that failed before the page was hydrated is caught when React takes it over.
 */
export function Image({
  src,
  alt,
  sizes,
  width = 1200,
  height = 1200,
  eager = false,
  priority = eager,
  className,
}: {
  src: string | null;
  alt: string;
  sizes: string;
  width?: number;
  height?: number;
  eager?: boolean;
  /**
   * Fetched before the page's other pictures (`fetchpriority="high"`): the one that is the
   * page's largest paint. Eager pictures have it unless told; a grid gives it to its first.
   */
  priority?: boolean;
  className?: string;
}) {
  const [failed, setFailed] = useState<string | null>(null);
  if (!src || failed === src) {
    return (
      <img
        className={className}
        src={DEFAULT_IMAGE}
        alt={alt}
        width={width}
        height={height}
        data-fallback=""
      />
    );
  }
  return (
    <img
      ref={(img) => {
        // An error before hydration fired no React handler: a loaded picture has a size.
        if (img?.complete && img.naturalWidth === 0 && img.getAttribute('loading') === 'eager') {
          setFailed(src);
        }
      }}
      onError={() => setFailed(src)}
      className={className}
      src={sizedImageUrl(src, 600)}
      srcSet={imageSrcSet(src, width)}
      sizes={sizes}
      alt={alt}
      width={width}
      height={height}
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
      {...(priority ? { fetchPriority: 'high' as const } : {})}
    />
  );
}
