/**
 * Integer money arithmetic for discounts: every amount is in minor units, every result is a
 * whole minor unit, and nothing is ever negative (the anchors' money bugs, spec NOTES).
 */

/** A percentage in basis points (12.5 % = 1250), so rates stay integers. */
export const toBasisPoints = (percent: number): number => Math.round(percent * 100);

/**
 * `bp` basis points of `amount`, rounded half up to the minor unit, never more than `amount`.
 * BigInt keeps large carts exact (1e12 minor units x 10,000 exceeds 2^53).
 */
export function percentOf(amount: number, bp: number): number {
  if (amount <= 0 || bp <= 0) return 0;
  if (bp >= 10_000) return amount;
  return Number((BigInt(amount) * BigInt(bp) * 2n + 10_000n) / 20_000n);
}

/**
 * Spreads `total` over lines in proportion to their `weights` (what each line can still take),
 * to the minor unit: each line gets its share rounded down, and the remainder goes to the line
 * with the largest weight (the last of equals: 1.00 over three 10.00 lines is 0.33, 0.33,
 * 0.34), spilling to the next largest if that line is full. The parts add up
 * to `total` exactly (or to the sum of the weights, if that is less), and no part exceeds its
 * weight.
 */
export function allocate(total: number, weights: readonly number[]): number[] {
  const sum = weights.reduce((a, w) => a + Math.max(0, w), 0);
  const amount = Math.min(Math.max(0, total), sum);
  if (amount === 0) return weights.map(() => 0);
  const parts = weights.map((w) =>
    w <= 0 ? 0 : Number((BigInt(amount) * BigInt(w)) / BigInt(sum)),
  );
  let remainder = amount - parts.reduce((a, p) => a + p, 0);
  const byWeight = weights
    .map((w, i) => [w, i] as const)
    .sort((a, b) => b[0] - a[0] || b[1] - a[1]);
  for (const [w, i] of byWeight) {
    if (remainder === 0) break;
    const room = Math.min(remainder, w - parts[i]!);
    parts[i]! += room;
    remainder -= room;
  }
  return parts;
}
