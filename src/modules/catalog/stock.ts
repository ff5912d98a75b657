import { sql, type SQL } from 'drizzle-orm';

export { NO_STOCK_LIMIT, isVariantBuyable, stockAllows, stockLimit } from './stock-rule.ts';
export type { StockLevel } from './stock-rule.ts';

/**
 * The same rule in SQL over a `variants` row aliased `v`, for statements that decide over many
 * variants at once (a product's summary). Kept beside `stockAllows`; a test holds them equal.
 */
export const stockAllowsSql = (quantity: SQL | number): SQL =>
  sql`(not v.manage_stock or v.backorders <> 'no' or ${quantity} <= v.stock)`;
