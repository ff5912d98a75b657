/** The distance a touch must travel sideways to turn a carousel (spec section 9: 50 px). */
export const SWIPE_THRESHOLD = 50;

/**
 * A carousel's next index: one step at a time, between 0 and the last (spec section 4, Other
 * UI state); it does not wrap around.
 */
export function stepIndex(index: number, delta: number, count: number): number {
  if (count <= 0) return 0;
  return Math.min(Math.max(index + Math.sign(delta), 0), count - 1);
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
