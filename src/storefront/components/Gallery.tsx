import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import type { GalleryImage } from '../../modules/catalog/contract.ts';
import { Image } from './Image.tsx';
import './Gallery.css';

/** The product gallery: the current image large, every image as a thumbnail to pick. */
export function Gallery({
  images,
  current,
  onSelect,
  title,
  overlay,
}: {
  images: GalleryImage[];
  current: string | null;
  onSelect(url: string): void;
  title: string;
  /** What is drawn over the main image (the product's tag badges). */
  overlay?: ReactNode;
}) {
  const intl = useIntl();
  const main = images.find((i) => i.url === current) ?? images[0];
  return (
    <div className="gallery">
      <div className="gallery__main">
        <Image
          src={main?.url ?? null}
          alt={main?.alt || title}
          width={main?.width}
          height={main?.height}
          sizes="(max-width: 767px) 100vw, 50vw"
          eager
        />
        {overlay}
      </div>
      {images.length > 1 && (
        <ul className="gallery__thumbs">
          {images.map((image, index) => (
            <li key={image.url}>
              <button
                type="button"
                className="gallery__thumb"
                aria-current={image.url === main?.url}
                aria-label={intl.formatMessage(
                  { id: 'product.image' },
                  { index: index + 1, total: images.length },
                )}
                onClick={() => onSelect(image.url)}
              >
                <img src={image.thumbnail} alt="" width={100} height={100} loading="lazy" />
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
