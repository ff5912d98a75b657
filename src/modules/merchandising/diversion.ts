/**
 * Whether a visitor of a product under a diversion test goes on to the main product: the choice
 * made at the first visit is kept (`kept`); a new visitor goes with probability `share` (0-1),
 * `random` drawn uniformly from [0, 1).
 */
export function diversionChoice(kept: boolean | undefined, share: number, random: number): boolean {
  if (typeof kept === 'boolean') return kept;
  return random < share;
}
