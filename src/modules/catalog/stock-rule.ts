// The stock rule without the database, so the storefront (the quantity stepper) shares it.

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
  return quantity <= stockLimit(v);
}

/** "No limit" as a bound a database integer can hold. */
export const NO_STOCK_LIMIT = 2_147_483_647;

/** The rule as a bound: the most of a variant that can be had (its stock, or no limit). */
export function stockLimit(v: StockLevel): number {
  return !v.manage_stock || v.backorders !== 'no' ? NO_STOCK_LIMIT : v.stock;
}

/** Whether a variant can be bought at all: one of it can be had. */
export const isVariantBuyable = (v: StockLevel): boolean => stockAllows(v, 1);
