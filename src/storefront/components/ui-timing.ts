/**
 * The UI's timings of spec section 9 (Layout and UI timing) that no other module names. The
 * scroll's throttle, threshold and dead zone are the header's (header-scroll.ts).
 */

/** A resize is acted on once the window has kept its size this long. */
export const RESIZE_DEBOUNCE_MS = 200;

/** The back-to-top button's code loads this long after the page has hydrated. */
export const BACK_TO_TOP_DELAY_MS = 1000;

/** `run`, called once calls have stopped for `ms`; `cancel` drops a pending call. */
export function debounce(run: () => void, ms: number): { (): void; cancel(): void } {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const call = () => {
    if (timer !== undefined) clearTimeout(timer);
    timer = setTimeout(() => {
      timer = undefined;
      run();
    }, ms);
  };
  call.cancel = () => {
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
  };
  return call;
}
