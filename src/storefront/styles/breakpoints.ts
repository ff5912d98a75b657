/**
 * The layout's breakpoints (spec section 9, Layout and UI timing), named once: a stylesheet's
 * `@media` and a component's `matchMedia` use these widths and no others. Mobile is below 768.
 */
export const BREAKPOINTS = {
  /** The narrowest phones' layout ends here (max-width). */
  small: 575,
  /** Mobile: at most this wide (max-width). */
  mobile: 767,
  /** Tablet and wider (min-width). */
  tablet: 768,
  /** Desktop and wider (min-width); `max-width: 991px` is the screen below it. */
  desktop: 992,
} as const;

/** The media conditions a stylesheet may write, each one of the breakpoints above. */
export const MEDIA_WIDTHS = [
  `(max-width: ${BREAKPOINTS.small}px)`,
  `(max-width: ${BREAKPOINTS.mobile}px)`,
  `(min-width: ${BREAKPOINTS.tablet}px)`,
  `(min-width: ${BREAKPOINTS.desktop}px)`,
  `(max-width: ${BREAKPOINTS.desktop - 1}px)`,
] as const;
