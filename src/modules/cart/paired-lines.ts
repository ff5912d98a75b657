import type { AddToCartInput } from './contract.ts';

/** The special attributes of prescription eyewear (spec section 3, Shop-wide state). */
export const POWER_LEFT = 'Power( L )';
export const POWER_RIGHT = 'Power( R )';

type Item = AddToCartInput['items'][number];

/** A pair's id: random enough that two pairs of one cart never share it. */
export const newGroupId = () =>
  `pair-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 10)}`;

/**
 * The lines an item becomes (spec section 4, Special attributes): an item that carries both
 * lens powers becomes two lines of the same variant and quantity, one per lens, sharing a
 * groupId, so the cart moves and counts them as one pair. Any other item stays as it is.
 */
export function pairedItems(item: Item, groupId: () => string = newGroupId): Item[] {
  const properties = item.properties ?? {};
  if (!(POWER_LEFT in properties) || !(POWER_RIGHT in properties)) return [item];
  const { [POWER_LEFT]: left, [POWER_RIGHT]: right, ...rest } = properties;
  const shared = { ...rest, groupId: String(properties.groupId ?? groupId()) };
  return [
    { ...item, properties: { ...shared, [POWER_LEFT]: left! } },
    { ...item, properties: { ...shared, [POWER_RIGHT]: right! } },
  ];
}
