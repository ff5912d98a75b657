/** The distance a touch must travel sideways to turn a carousel (spec section 9: 50 px). */
export const SWIPE_THRESHOLD = 50;

/**
 * A carousel's next index: one step at a time, between 0 and the last (spec sections 4 and 9);
 * it does not wrap around, unless `loop` is set: then past the last comes the first, and
 * before the first the last.
 */
export function stepIndex(index: number, delta: number, count: number, loop = false): number {
  if (count <= 0) return 0;
  const next = index + Math.sign(delta);
  if (loop) return (next + count) % count;
  return Math.min(Math.max(next, 0), count - 1);
}

/** An index asked for directly (a dot, Home, End), kept between 0 and the last. */
export function clampIndex(index: number, count: number): number {
  return count <= 0 ? 0 : Math.min(Math.max(Math.trunc(index), 0), count - 1);
}

/**
 * What a finished swipe asks for: +1 (the next picture), -1 (the previous), or 0 when the
 * finger moved less than the threshold sideways or more up and down than sideways (the
 * shopper was scrolling). Right to left, the next picture is to the left's opposite.
 */
export function swipeStep(dx: number, dy: number, rtl = false, threshold = SWIPE_THRESHOLD) {
  if (Math.abs(dx) < threshold || Math.abs(dx) <= Math.abs(dy)) return 0;
  const towardsNext = rtl ? dx > 0 : dx < 0;
  return towardsNext ? 1 : -1;
}

/**
 * The step an arrow key asks for: the arrow that points towards the next slide, which is the
 * left one right to left; Home and End go to the ends. `null` for any other key.
 */
export function keyStep(key: string, rtl = false): 1 | -1 | 'first' | 'last' | null {
  if (key === 'Home') return 'first';
  if (key === 'End') return 'last';
  if (key === 'ArrowRight') return rtl ? -1 : 1;
  if (key === 'ArrowLeft') return rtl ? 1 : -1;
  return null;
}
