/**
 * How many items the header shows: the sum of quantities, where lines that share a groupId
 * (the left and right lens of one pair of glasses) count once (spec section 4, Special attributes).
 */
export function cartContentsCount(lines: { quantity: number; groupId: string | null }[]): number {
  const seen = new Set<string>();
  let total = 0;
  for (const line of lines) {
    if (line.groupId) {
      if (seen.has(line.groupId)) continue;
      seen.add(line.groupId);
    }
    total += line.quantity;
  }
  return total;
}

/** The quantity bounds of spec section 9 (Cart and quantity). */
export const MIN_QUANTITY = 1;
export const MAX_QUANTITY = 100_000;

/** The most lines a cart holds; a shop's cart is not a warehouse list. */
export const MAX_CART_LINES = 100;
