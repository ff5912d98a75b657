import { BREAKPOINTS } from '../styles/breakpoints.ts';

/**
 * The shop-wide display state (spec section 3, Shop-wide state: display and session): the
 * screen's width and whether it is a phone's (below 768 px, spec section 9). The theme's name
 * and the login flag, the rest of that state, are the shop's (state/shop.tsx) and the
 * customer's (state/customer.ts).
 */
export interface Display {
  /** The window's width in CSS pixels; 0 where there is none (the server). */
  screenSize: number;
  /** A phone's layout: narrower than 768 px. */
  mobile: boolean;
}

/** The display of a window this wide. */
export const displayOf = (width: number): Display => ({
  screenSize: width,
  mobile: width > 0 && width <= BREAKPOINTS.mobile,
});

/** The display now: the window's width as it is (the server's: none). */
export const currentDisplay = (): Display =>
  displayOf(typeof window === 'undefined' ? 0 : window.innerWidth);
