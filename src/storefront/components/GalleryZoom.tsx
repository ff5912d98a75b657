import { useState, type MouseEvent } from 'react';
import { useIntl } from '../intl.tsx';
import { sizedImageUrl } from '../../modules/media/image-url.ts';
import { Dialog } from './Dialog.tsx';
import './GalleryZoom.css';

/** How much a click magnifies the picture. */
const ZOOM = 2.5;

/**
 * A product picture full screen, in the Dialog shell (focus stays inside, Escape closes, focus
 * returns to the zoom button): a click or Enter magnifies it where it was clicked, moving the
 * pointer looks around, a second click shows it whole again. Loaded on demand.
 */
export default function GalleryZoom({
  src,
  alt,
  onClose,
}: {
  src: string;
  alt: string;
  onClose(): void;
}) {
  const intl = useIntl();
  const [magnified, setMagnified] = useState(false);
  const [origin, setOrigin] = useState('50% 50%');

  const aim = (e: MouseEvent<HTMLElement>) => {
    const box = e.currentTarget.getBoundingClientRect();
    const x = ((e.clientX - box.left) / box.width) * 100;
    const y = ((e.clientY - box.top) / box.height) * 100;
    setOrigin(`${x.toFixed(1)}% ${y.toFixed(1)}%`);
  };

  return (
    <Dialog
      variant="full"
      label={intl.formatMessage({ id: 'product.zoom' })}
      closeLabel={intl.formatMessage({ id: 'product.close_zoom' })}
      onClose={onClose}
      className="zoom"
    >
      <button
        type="button"
        className="zoom__frame"
        aria-pressed={magnified}
        aria-label={intl.formatMessage({ id: 'product.magnify' })}
        onClick={(e) => {
          // A click aims where it was; Enter or Space magnifies the middle.
          if (e.detail > 0) aim(e);
          setMagnified((m) => !m);
        }}
        onPointerMove={(e) => magnified && aim(e)}
      >
        <img
          src={sizedImageUrl(src, 1600)}
          srcSet={`${sizedImageUrl(src, 1600)} 1600w, ${sizedImageUrl(src, 2000)} 2000w`}
          sizes="100vw"
          alt={alt}
          style={{ transform: magnified ? `scale(${ZOOM})` : undefined, transformOrigin: origin }}
          data-testid="zoom-image"
        />
      </button>
    </Dialog>
  );
}
