/**
 * The UI's timings of spec section 9 (Layout and UI timing) that no other module names, and the
 * two ways of spacing calls they use. The scroll's throttle, threshold and dead zone are the
 * header's (header-scroll.ts), the back-to-top delay its loader's (BackToTopLater.tsx).
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

/**
 * `run` at once, then at most once every `ms` while calls keep coming: a call within the window
 * is run when the window ends (one run for any number of calls) and opens the next window, so a
 * continuous scroll of 900 ms runs it about three times, and the last position is always read.
 */
export function throttle(run: () => void, ms: number): { (): void; cancel(): void } {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let waiting = false;
  const windowEnds = () => {
    timer = undefined;
    if (!waiting) return;
    waiting = false;
    run();
    timer = setTimeout(windowEnds, ms);
  };
  const call = () => {
    if (timer !== undefined) {
      waiting = true;
      return;
    }
    run();
    timer = setTimeout(windowEnds, ms);
  };
  call.cancel = () => {
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
    waiting = false;
  };
  return call;
}
