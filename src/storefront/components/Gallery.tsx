import { lazy, Suspense, useRef, useState, type PointerEvent, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from '../intl.tsx';
import type { GalleryImage } from '../../modules/catalog/contract.ts';
import { stepIndex, swipeStep } from './carousel.ts';
import { Image } from './Image.tsx';
import './Gallery.css';

// The zoom is not needed for the first paint: its code loads when the shopper asks for it.
const GalleryZoom = lazy(() => import('./GalleryZoom.tsx'));

/**
 * The product gallery: the current image large, with previous and next buttons and a touch
 * swipe (50 px) between images, a zoom, and every image as a thumbnail to pick. A variant's own
 * image that the gallery does not hold is shown large as well.
 */
export function Gallery({
  images,
  current,
  onSelect,
  title,
  overlay,
  layout = 'thumbnails_below',
}: {
  images: GalleryImage[];
  current: string | null;
  onSelect(url: string): void;
  title: string;
  /** What is drawn over the main image (the product's tag badges). */
  overlay?: ReactNode;
  /**
   * The theme's gallery: thumbnails below or beside the picture, or (on desktops) every
   * picture stacked, the page scrolling through them; phones always get the swipe.
   */
  layout?: 'thumbnails_below' | 'thumbnails_beside' | 'stacked';
}) {
  const intl = useIntl();
  const [zoomed, setZoomed] = useState(false);
  const start = useRef<{ x: number; y: number } | null>(null);
  const index = Math.max(
    0,
    images.findIndex((i) => i.url === current),
  );
  const inGallery = images.some((i) => i.url === current);
  const main: Pick<GalleryImage, 'url' | 'alt' | 'width' | 'height'> | undefined =
    current && !inGallery ? { url: current, alt: '', width: 1200, height: 1200 } : images[index];
  const count = images.length;
  const go = (delta: number) => {
    // From a variant's own picture, next is the first of the gallery and previous the last.
    const from = inGallery ? index : delta > 0 ? -1 : count;
    const next = images[stepIndex(from, delta, count)];
    if (next) onSelect(next.url);
  };
  const rtl = () => typeof document !== 'undefined' && document.dir === 'rtl';
  const onPointerDown = (e: PointerEvent) => {
    start.current = { x: e.clientX, y: e.clientY };
  };
  const onPointerUp = (e: PointerEvent) => {
    const from = start.current;
    start.current = null;
    if (!from || count < 2) return;
    const step = swipeStep(e.clientX - from.x, e.clientY - from.y, rtl());
    if (step !== 0) go(step);
  };
  const label = (i: number) =>
    intl.formatMessage({ id: 'product.image' }, { index: i + 1, total: count });
  return (
    <div className={`gallery gallery--${layout}`}>
      <div
        className="gallery__main"
        onPointerDown={onPointerDown}
        onPointerUp={onPointerUp}
        onPointerCancel={() => (start.current = null)}
      >
        <Image
          src={main?.url ?? null}
          alt={main?.alt || title}
          width={main?.width}
          height={main?.height}
          sizes="(max-width: 767px) 100vw, 50vw"
          eager
        />
        {overlay}
        {count > 1 && (
          <>
            <button
              type="button"
              className="gallery__step gallery__step--prev"
              aria-label={intl.formatMessage({ id: 'product.previous_image' })}
              disabled={inGallery && index === 0}
              onClick={() => go(-1)}
            >
              <span aria-hidden="true">‹</span>
            </button>
            <button
              type="button"
              className="gallery__step gallery__step--next"
              aria-label={intl.formatMessage({ id: 'product.next_image' })}
              disabled={inGallery && index === count - 1}
              onClick={() => go(1)}
            >
              <span aria-hidden="true">›</span>
            </button>
          </>
        )}
        {main && (
          <button
            type="button"
            className="gallery__zoom"
            aria-haspopup="dialog"
            onClick={() => setZoomed(true)}
            onPointerEnter={() => void import('./GalleryZoom.tsx')}
          >
            <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true">
              <circle
                cx="10.5"
                cy="10.5"
                r="6.5"
                fill="none"
                stroke="currentColor"
                strokeWidth="2"
              />
              <path
                d="M15.5 15.5 21 21M10.5 7.5v6M7.5 10.5h6"
                stroke="currentColor"
                strokeWidth="2"
              />
            </svg>
            <span className="visually-hidden">
              <FormattedMessage id="product.zoom" />
            </span>
          </button>
        )}
      </div>
      {/* Which image shows, for those who do not see it change. */}
      <p className="visually-hidden" aria-live="polite" data-testid="gallery-status">
        {count > 1 && inGallery ? label(index) : ''}
      </p>
      {count > 1 && (
        <ul className="gallery__thumbs">
          {images.map((image, i) => (
            <li key={image.url}>
              <button
                type="button"
                className="gallery__thumb"
                aria-current={inGallery && i === index}
                aria-label={label(i)}
                onClick={() => onSelect(image.url)}
              >
                <img src={image.thumbnail} alt="" width={100} height={100} loading="lazy" />
              </button>
            </li>
          ))}
        </ul>
      )}
      {layout === 'stacked' && count > 1 && (
        <ul className="gallery__stack">
          {images.map((image, i) => (
            <li key={image.url}>
              <Image
                src={image.url}
                alt={image.alt || label(i)}
                width={image.width}
                height={image.height}
                sizes={i === 0 ? '(max-width: 767px) 100vw, 50vw' : '25vw'}
                eager={i === 0}
              />
            </li>
          ))}
        </ul>
      )}
      {zoomed && main && (
        <Suspense fallback={null}>
          <GalleryZoom src={main.url} alt={main.alt || title} onClose={() => setZoomed(false)} />
        </Suspense>
      )}
    </div>
  );
}
