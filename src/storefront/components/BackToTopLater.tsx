import { useEffect, useRef, useState, type ComponentType } from 'react';
import { noteShown, type ShownPage } from '../state/shown-pages.ts';

/**
 * The back-to-top button's code (and the rewards launcher's with it) loads this long after the
 * page has loaded and hydrated (spec section 9).
 */
export const BACK_TO_TOP_DELAY_MS = 1000;

/** What the later extras are given. */
export interface LaterExtrasProps {
  rewards: boolean;
}

/**
 * The back-to-top button, whose code loads 1000 ms after the page has loaded (spec section 9,
 * back-to-top lazy delay): it is of no use before the shopper has scrolled. The rewards launcher
 * and the page views' tracker come in the same chunk (`rewards`: not in checkout); the pages a
 * quick shopper saw meanwhile (`page`, each address shown) are noted for the tracker, which
 * counts them (shown-pages.ts). Its chunk failing to load leaves the page as it is.
 */
export function BackToTopLater({ rewards = false, page }: { rewards?: boolean; page?: ShownPage }) {
  // The extras' code, once it came.
  const [extras, setExtras] = useState<{ Extras: ComponentType<LaterExtrasProps> } | null>(null);
  // Once the extras came, the tracker sees each page itself.
  const came = useRef(false);
  const { pathname, search, checkout } = page ?? {};
  useEffect(() => {
    if (pathname !== undefined && !came.current) {
      noteShown({ pathname, search: search ?? '', checkout });
    }
  }, [pathname, search, checkout]);
  useEffect(() => {
    let live = true;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const later = () => {
      timer = setTimeout(() => {
        import('./LaterExtras.tsx').then(
          (module) => {
            if (!live) return;
            came.current = true;
            setExtras({ Extras: module.default });
          },
          () => {},
        );
      }, BACK_TO_TOP_DELAY_MS);
    };
    // Counted from the page's load (its pictures and scripts in), which hydration may precede.
    if (document.readyState === 'complete') later();
    else window.addEventListener('load', later, { once: true });
    return () => {
      live = false;
      window.removeEventListener('load', later);
      if (timer !== undefined) clearTimeout(timer);
    };
  }, []);
  return extras ? <extras.Extras rewards={rewards} /> : null;
}
