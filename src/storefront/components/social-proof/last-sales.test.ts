import { describe, expect, it } from 'vitest';
import type { LastSale } from '../../../modules/social-proof/contract.ts';
import { SALES_PER_PAGE, salesToShow, soldAgo } from './last-sales.ts';

const NOW = Date.parse('2026-11-27T12:00:00Z');
const sale = (n: number): LastSale => ({
  product_id: n,
  title: `Product ${n}`,
  path: `/products/p-${n}`,
  image: null,
  country: 'DE',
  sold_at: '2026-11-27T11:00:00.000Z',
});

describe('the last sales notice', () => {
  it('says how long ago in the largest whole unit, never less than a minute', () => {
    expect(soldAgo('2026-11-27T12:00:00Z', NOW)).toEqual([-1, 'minute']);
    expect(soldAgo('2026-11-27T11:10:00Z', NOW)).toEqual([-50, 'minute']);
    expect(soldAgo('2026-11-27T10:50:00Z', NOW)).toEqual([-1, 'hour']);
    expect(soldAgo('2026-11-26T12:10:00Z', NOW)).toEqual([-23, 'hour']);
    expect(soldAgo('2026-11-24T11:00:00Z', NOW)).toEqual([-3, 'day']);
  });

  it(`shows at most ${SALES_PER_PAGE} a page, going on round the list where the last page stopped`, () => {
    const sales = [1, 2, 3, 4, 5].map(sale);
    expect(salesToShow(sales, 0).map((s) => s.product_id)).toEqual([1, 2, 3]);
    expect(salesToShow(sales, 3).map((s) => s.product_id)).toEqual([4, 5, 1]);
    // Fewer sales than a page shows: each once.
    expect(salesToShow(sales.slice(0, 2), 1).map((s) => s.product_id)).toEqual([2, 1]);
    expect(salesToShow([], 0)).toEqual([]);
  });
});
