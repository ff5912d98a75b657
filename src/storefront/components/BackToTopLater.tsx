import { useEffect, useState, type ComponentType } from 'react';

/** The back-to-top button's code loads this long after the page has hydrated (spec section 9). */
export const BACK_TO_TOP_DELAY_MS = 1000;

/**
 * The back-to-top button, whose code loads 1000 ms after the page has hydrated (spec section 9,
 * back-to-top lazy delay): it is of no use before the shopper has scrolled. Its chunk failing to
 * load leaves the page as it is.
 */
export function BackToTopLater() {
  const [Button, setButton] = useState<ComponentType | null>(null);
  useEffect(() => {
    let live = true;
    const timer = setTimeout(() => {
      import('./BackToTop.tsx').then(
        (module) => live && setButton(() => module.default),
        () => {},
      );
    }, BACK_TO_TOP_DELAY_MS);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, []);
  return Button ? <Button /> : null;
}
