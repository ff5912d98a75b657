import { imageSrcSet, sizedImageUrl } from '../../modules/media/image-url.ts';

/** A responsive product image: the widths of spec section 9 in a srcset, lazy unless told. */
export function Image({
  src,
  alt,
  sizes,
  width = 1200,
  height = 1200,
  eager = false,
  className,
}: {
  src: string | null;
  alt: string;
  sizes: string;
  width?: number;
  height?: number;
  eager?: boolean;
  className?: string;
}) {
  if (!src) return <div className={`image-placeholder ${className ?? ''}`} aria-hidden="true" />;
  return (
    <img
      className={className}
      src={sizedImageUrl(src, 600)}
      srcSet={imageSrcSet(src, width)}
      sizes={sizes}
      alt={alt}
      width={width}
      height={height}
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
      {...(eager ? { fetchPriority: 'high' as const } : {})}
    />
  );
}
