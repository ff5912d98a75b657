import { useEffect, type RefObject } from 'react';

/**
 * Follows the window's scroll onto an element's data attributes (header-scroll.ts: which way
 * the page last moved, whether it is past the threshold), for its stylesheet to read. The code
 * that listens comes after the page, as painting it needs none of it.
 */
export function useFollowScroll(ref: RefObject<HTMLElement | null>, enabled = true) {
  useEffect(() => {
    const element = ref.current;
    if (!element || !enabled) return;
    let stop: (() => void) | undefined;
    let gone = false;
    void import('./header-scroll.ts').then(({ followScroll }) => {
      if (!gone) stop = followScroll(element);
    });
    return () => {
      gone = true;
      stop?.();
    };
  }, [ref, enabled]);
}
