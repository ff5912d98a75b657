import { throttle } from './ui-timing.ts';

/**
 * The header's part in scrolling (spec section 9, Layout and UI timing): the scroll is read at
 * most every 300 ms, the direction is recorded as up or down once it moved 20 px or more, and
 * past 150 px from the top the page counts as scrolled. What it finds goes on the header as
 * data attributes, which its stylesheet reads: no render per scroll.
 */
export const SCROLL_THROTTLE_MS = 300;
export const SCROLL_THRESHOLD_PX = 150;
export const SCROLL_DEAD_ZONE_PX = 20;

/** The scroll's state: where the page is, and which way it last moved. */
export interface ScrollState {
  y: number;
  direction: 'up' | 'down';
  scrolled: boolean;
}

/** The next state after the page moved to `y`: movement under the dead zone changes nothing. */
export function nextScrollState(state: ScrollState, y: number): ScrollState {
  const moved = y - state.y;
  if (Math.abs(moved) < SCROLL_DEAD_ZONE_PX) return state;
  return { y, direction: moved > 0 ? 'down' : 'up', scrolled: y > SCROLL_THRESHOLD_PX };
}

/** Follows the window's scroll onto `element` (data-scroll-direction, data-scrolled). */
export function followScroll(element: HTMLElement): () => void {
  let state: ScrollState = { y: window.scrollY, direction: 'up', scrolled: false };
  const show = () => {
    element.dataset.scrollDirection = state.direction;
    element.dataset.scrolled = String(window.scrollY > SCROLL_THRESHOLD_PX);
  };
  const onScroll = throttle(() => {
    state = nextScrollState(state, window.scrollY);
    show();
  }, SCROLL_THROTTLE_MS);
  show();
  window.addEventListener('scroll', onScroll, { passive: true });
  return () => {
    window.removeEventListener('scroll', onScroll);
    onScroll.cancel();
  };
}
