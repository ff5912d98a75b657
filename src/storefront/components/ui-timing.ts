/**
 * The UI's timings of spec section 9 (Layout and UI timing) that no other module names. The
 * scroll's throttle, threshold and dead zone are the header's (header-scroll.ts), the
 * back-to-top delay its loader's (BackToTopLater.tsx: this module stays out of the first load).
 */

/** A resize is acted on once the window has kept its size this long. */
export const RESIZE_DEBOUNCE_MS = 200;

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
