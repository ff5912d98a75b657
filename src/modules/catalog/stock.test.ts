import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { openDatabase, queryRows } from '../../platform/db.ts';
import { isVariantBuyable, stockAllows, stockAllowsSql, type StockLevel } from './stock.ts';

const CASES: [StockLevel, number, boolean][] = [
  [{ stock: 0, manage_stock: false, backorders: 'no' }, 5, true],
  [{ stock: 0, manage_stock: true, backorders: 'yes' }, 5, true],
  [{ stock: 0, manage_stock: true, backorders: 'notify' }, 1, true],
  [{ stock: 0, manage_stock: true, backorders: 'no' }, 1, false],
  [{ stock: 3, manage_stock: true, backorders: 'no' }, 3, true],
  [{ stock: 3, manage_stock: true, backorders: 'no' }, 4, false],
];

describe('the stock rule', () => {
  it('lets unmanaged stock and backorders be had, and managed stock up to what is left', () => {
    for (const [level, quantity, allowed] of CASES) {
      expect(stockAllows(level, quantity), JSON.stringify([level, quantity])).toBe(allowed);
    }
    expect(isVariantBuyable({ stock: 0, manage_stock: true, backorders: 'no' })).toBe(false);
    expect(isVariantBuyable({ stock: 1, manage_stock: true, backorders: 'no' })).toBe(true);
  });

  it('says the same in SQL as in TypeScript', async () => {
    const database = await openDatabase({});
    try {
      for (const [level, quantity, allowed] of CASES) {
        const [row] = await queryRows<{ allowed: boolean }>(
          database.db,
          sql`select ${stockAllowsSql(quantity)} as allowed from (select
            ${level.stock}::int as stock, ${level.manage_stock}::boolean as manage_stock,
            ${level.backorders}::text as backorders) v`,
        );
        expect(row?.allowed, JSON.stringify([level, quantity])).toBe(allowed);
      }
    } finally {
      await database.close();
    }
  });
});
