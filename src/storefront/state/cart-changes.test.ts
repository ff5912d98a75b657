import { describe, expect, it } from 'vitest';
import type { CartDto } from '../../modules/cart/contract.ts';
import { cartChanges } from './cart-changes.ts';

/** A cart of lines given as key → quantity, each line at 10.5 a piece. */
function cart(lines: Record<string, number>): Pick<CartDto, 'cart' | 'currency'> {
  return {
    currency: 'EUR',
    cart: Object.fromEntries(
      Object.entries(lines).map(([key, quantity]) => [
        key,
        {
          key,
          product_id: Number(key.slice(1)),
          variant_id: Number(key.slice(1)) * 10,
          product: { title: `Product ${key}` },
          quantity,
          price: 10.5,
        },
      ]),
    ) as unknown as CartDto['cart'],
  };
}

describe('what a change of the cart tells analytics', () => {
  it('a new line or more of one is an add to cart of the difference', () => {
    expect(cartChanges(null, cart({ p1: 2 }))).toEqual([
      {
        name: 'add_to_cart',
        params: {
          item_id: '1',
          item_variant: '10',
          item_name: 'Product p1',
          items: 2,
          value: 21,
          currency: 'EUR',
        },
      },
    ]);
    expect(cartChanges(cart({ p1: 2 }), cart({ p1: 5 })).map((c) => c.params.items)).toEqual([3]);
  });

  it('less of a line, or none, is a removal; a coupon or a note is nothing', () => {
    const changes = cartChanges(cart({ p1: 3, p2: 1 }), cart({ p1: 1 }));
    expect(changes.map((c) => [c.name, c.params.item_id, c.params.items])).toEqual([
      ['remove_from_cart', '1', 2],
      ['remove_from_cart', '2', 1],
    ]);
    expect(cartChanges(cart({ p1: 3 }), cart({ p1: 3 }))).toEqual([]);
  });
});
