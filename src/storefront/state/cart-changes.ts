import type { CartDto } from '../../modules/cart/contract.ts';
import type { ToldEvent } from './shop-events.ts';

/**
 * What a change of the cart was, line by line: more of a line is an add to cart, less (or
 * none) a removal, each with its quantity and value in the cart's currency.
 */
export function cartChanges(
  before: Pick<CartDto, 'cart'> | null,
  after: Pick<CartDto, 'cart' | 'currency'>,
): { name: 'add_to_cart' | 'remove_from_cart'; params: ToldEvent['params'] }[] {
  const had = new Map(Object.values(before?.cart ?? {}).map((l) => [l.key, l]));
  const has = new Map(Object.values(after.cart).map((l) => [l.key, l]));
  const changes: ReturnType<typeof cartChanges> = [];
  for (const key of new Set([...had.keys(), ...has.keys()])) {
    const line = has.get(key) ?? had.get(key)!;
    const delta = (has.get(key)?.quantity ?? 0) - (had.get(key)?.quantity ?? 0);
    if (delta === 0) continue;
    const quantity = Math.abs(delta);
    changes.push({
      name: delta > 0 ? 'add_to_cart' : 'remove_from_cart',
      params: {
        item_id: String(line.product_id),
        item_variant: String(line.variant_id),
        item_name: line.product.title.slice(0, 100),
        items: quantity,
        value: Math.round(line.price * quantity * 100) / 100,
        currency: after.currency,
      },
    });
  }
  return changes;
}
