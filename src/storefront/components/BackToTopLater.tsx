import { useEffect, useState, type ComponentType } from 'react';

/**
 * The back-to-top button's code (and the rewards launcher's with it) loads this long after the
 * page has hydrated (spec section 9).
 */
export const BACK_TO_TOP_DELAY_MS = 1000;

/**
 * The back-to-top button, whose code loads 1000 ms after the page has hydrated (spec section 9,
 * back-to-top lazy delay): it is of no use before the shopper has scrolled. The rewards launcher
 * comes in the same chunk (`rewards`: not in checkout). Its chunk failing to load leaves the
 * page as it is.
 */
export function BackToTopLater({ rewards = false }: { rewards?: boolean }) {
  const [Extras, setExtras] = useState<ComponentType<{ rewards: boolean }> | null>(null);
  useEffect(() => {
    let live = true;
    const timer = setTimeout(() => {
      import('./LaterExtras.tsx').then(
        (module) => live && setExtras(() => module.default),
        () => {},
      );
    }, BACK_TO_TOP_DELAY_MS);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, []);
  return Extras ? <Extras rewards={rewards} /> : null;
}
