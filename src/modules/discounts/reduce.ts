import { allocate, percentOf, toBasisPoints } from './money-math.ts';
import type { Adjustments, DiscountValue, LineState, PricedLine, Target } from './model.ts';

/** Whether a line is one a target names. */
export function matchesTarget(target: Target, line: PricedLine): boolean {
  switch (target.target_type) {
    case 'all':
      return true;
    case 'product':
      return target.ids.includes(line.productId);
    case 'variant':
      return target.ids.includes(line.variantId);
    case 'collection':
      return line.categoryIds.some((id) => target.ids.includes(id));
  }
}

/** The eligible lines' quantity, or what they still cost, as a rule's basis counts them. */
export function measure(lines: readonly LineState[], basis: 'quantity' | 'amount'): number {
  let total = 0;
  for (const s of lines) total += basis === 'quantity' ? s.line.quantity : s.remaining;
  return total;
}

/**
 * Takes a value off the eligible lines, `times` over (a step discount's steps):
 * - a percentage works on what each line still costs (per line), or on their sum, allocated
 *   (order level); either way on the amount left after earlier discounts;
 * - a fixed amount comes off each eligible item (`each`), off each eligible line (`across` at
 *   line level), or once, spread across the lines in proportion to what they still cost
 *   (`across` at order level).
 * No line loses more than it still costs.
 */
export function reduceLines(
  value: DiscountValue,
  eligible: readonly LineState[],
  adjustments: Adjustments,
  times = 1,
): Map<string, number> {
  const amounts = new Map<string, number>();
  if (times <= 0 || eligible.length === 0) return amounts;
  const weights = eligible.map((s) => s.remaining);
  let parts: number[];
  if (value.kind === 'percent') {
    const bp = Math.min(10_000, toBasisPoints(value.amount) * times);
    parts =
      adjustments.adjustment_level_type === 'line'
        ? weights.map((w) => percentOf(w, bp))
        : allocate(
            percentOf(
              weights.reduce((a, w) => a + w, 0),
              bp,
            ),
            weights,
          );
  } else if (adjustments.allocation_method === 'each') {
    parts = eligible.map((s) => Math.min(s.remaining, value.amount * times * s.line.quantity));
  } else if (adjustments.adjustment_level_type === 'line') {
    parts = eligible.map((s) => Math.min(s.remaining, value.amount * times));
  } else {
    parts = allocate(value.amount * times, weights);
  }
  eligible.forEach((s, i) => {
    if (parts[i]! > 0) amounts.set(s.line.id, parts[i]!);
  });
  return amounts;
}
