import { sql, type SQL } from 'drizzle-orm';

/** What the stock rule reads of a variant. */
export interface StockLevel {
  stock: number;
  manage_stock: boolean;
  backorders: string;
}

/**
 * The one stock rule: a quantity of a variant can be had when its stock is not managed, when
 * it takes backorders, or when that many are left. Shared by the catalogue (buyable), the cart
 * (adding, and the notices of a changed cart) and, through `stockAllowsSql`, the database.
 */
export function stockAllows(v: StockLevel, quantity: number): boolean {
  return !v.manage_stock || v.backorders !== 'no' || quantity <= v.stock;
}

/** Whether a variant can be bought at all: one of it can be had. */
export const isVariantBuyable = (v: StockLevel): boolean => stockAllows(v, 1);

/**
 * The same rule in SQL over a `variants` row aliased `v`, for statements that decide over many
 * variants at once (a product's summary). Kept beside `stockAllows`; a test holds them equal.
 */
export const stockAllowsSql = (quantity: SQL | number): SQL =>
  sql`(not v.manage_stock or v.backorders <> 'no' or ${quantity} <= v.stock)`;
