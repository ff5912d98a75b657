import { describe, expect, it } from 'vitest';
import { CART_RETRY_LIMIT, refreshCart } from './cart.tsx';
import type { CartDto } from '../../modules/cart/contract.ts';

const cart = { cart: {}, cart_contents_count: 0 } as unknown as CartDto;
const noWait = () => Promise.resolve();

describe('cart refresh (spec section 4: retried up to 3 times, then the failure callback)', () => {
  it('gives the cart once a retry succeeds', async () => {
    let reads = 0;
    const failures: unknown[] = [];
    const read = async () => {
      reads++;
      if (reads <= CART_RETRY_LIMIT) throw new Error(`down ${reads}`);
      return cart;
    };
    expect(await refreshCart(read, (e) => failures.push(e), noWait)).toBe(cart);
    expect(reads).toBe(4);
    expect(failures).toEqual([]);
  });

  it('calls the failure callback once after the third retry fails', async () => {
    let reads = 0;
    const failures: unknown[] = [];
    const waits: number[] = [];
    const read = async () => {
      reads++;
      throw new Error(`down ${reads}`);
    };
    const result = await refreshCart(
      read,
      (e) => failures.push(e),
      async (attempt) => void waits.push(attempt),
    );
    expect(result).toBeUndefined();
    expect(reads).toBe(1 + CART_RETRY_LIMIT);
    expect(waits).toEqual([1, 2, 3]);
    expect(failures).toEqual([new Error('down 4')]);
  });
});
