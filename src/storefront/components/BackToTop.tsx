import { useEffect, useState, type MouseEvent } from 'react';
import { useIntl } from '../intl.tsx';
import { SCROLL_THRESHOLD_PX, SCROLL_THROTTLE_MS } from './header-scroll.ts';
import { throttle } from './ui-timing.ts';
import './BackToTop.css';

/** Whether the page is scrolled far enough for the button: past 150 px (spec section 9). */
export const showsBackToTop = (scrollY: number) => scrollY > SCROLL_THRESHOLD_PX;

/**
 * The back-to-top button (spec section 2, UI pieces): it appears once the page is scrolled past
 * the threshold, read at most every 300 ms, and brings the shopper back to the top (at once for
 * reduced motion). From the keyboard, focus goes back to the top of the page too.
 */
export default function BackToTop() {
  const intl = useIntl();
  const [shown, setShown] = useState(false);
  useEffect(() => {
    const onScroll = throttle(() => setShown(showsBackToTop(window.scrollY)), SCROLL_THROTTLE_MS);
    onScroll();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      window.removeEventListener('scroll', onScroll);
      onScroll.cancel();
    };
  }, []);
  const toTop = (e: MouseEvent<HTMLButtonElement>) => {
    const still = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    window.scrollTo({ top: 0, behavior: still ? 'instant' : 'smooth' });
    // A click from the keyboard (no pointer position): focus goes to the page's first link.
    if (e.detail === 0) {
      document.querySelector<HTMLElement>('a[href], button')?.focus({ preventScroll: true });
    }
  };
  return (
    <button
      type="button"
      className="back-to-top"
      data-shown={shown}
      aria-label={intl.formatMessage({ id: 'page.back_to_top' })}
      data-testid="back-to-top"
      onClick={toTop}
    >
      <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
        <path d="M12 19V5M5 12l7-7 7 7" fill="none" stroke="currentColor" strokeWidth="2" />
      </svg>
    </button>
  );
}
