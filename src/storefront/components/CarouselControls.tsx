import { useIntl } from '../intl.tsx';
import './CarouselControls.css';

/**
 * A carousel's previous or next button: its arrow points the way the slides move, mirrored
 * right to left (where the previous slide is on the right). At an end it is disabled.
 */
export function CarouselStep({
  direction,
  disabled,
  onClick,
  controls,
  className,
}: {
  direction: 'previous' | 'next';
  disabled: boolean;
  onClick(): void;
  /** The id of the element that holds the slides. */
  controls: string;
  className?: string;
}) {
  const intl = useIntl();
  return (
    <button
      type="button"
      className={`carousel-step carousel-step--${direction}${className ? ` ${className}` : ''}`}
      aria-label={intl.formatMessage({ id: `carousel.${direction}` })}
      aria-controls={controls}
      disabled={disabled}
      onClick={onClick}
    >
      <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true">
        <path
          d={direction === 'previous' ? 'M15 5l-7 7 7 7' : 'M9 5l7 7-7 7'}
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
        />
      </svg>
    </button>
  );
}

/** Stops a carousel that turns on its own, or starts it again. */
export function CarouselRotation({
  rotating,
  onClick,
  controls,
  className,
}: {
  rotating: boolean;
  onClick(): void;
  controls: string;
  className?: string;
}) {
  const intl = useIntl();
  return (
    <button
      type="button"
      className={`carousel-step${className ? ` ${className}` : ''}`}
      aria-label={intl.formatMessage({ id: rotating ? 'carousel.pause' : 'carousel.play' })}
      aria-controls={controls}
      onClick={onClick}
    >
      <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true">
        <path d={rotating ? 'M7 5h3v14H7zM14 5h3v14h-3z' : 'M8 5v14l11-7z'} fill="currentColor" />
      </svg>
    </button>
  );
}
