import { sql } from 'drizzle-orm';
import { announceChangeSql } from '../../platform/changes.ts';
import { queryRows, type Db } from '../../platform/db.ts';
import { STOCK_CHANGED } from './contract.ts';

/**
 * The announcement of the products whose stock a statement's `changed` rows (`product_id`)
 * touched: every instance forgets the pages that show them, once the order commits.
 */
const announceStockOf = (changed: string) =>
  sql`select ${announceChangeSql(
    STOCK_CHANGED,
    sql`string_agg(distinct 'product:' || product_id, ' ')`,
  )} from ${sql.raw(changed)} having count(*) > 0`;

/** A quantity an order takes of a variant. */
export interface StockTake {
  variantId: number;
  productId: number;
  quantity: number;
}

const intArray = (values: readonly number[]) => `{${values.map((v) => Math.trunc(v)).join(',')}}`;

/**
 * Takes ordered quantities from stock in the caller's (order) transaction, atomically: rows are
 * locked in id order (two orders never wait on each other in a circle), and a variant's stock
 * only goes down while it covers the quantity, unless stock is not managed or backorders are
 * allowed (spec section 3, Variant). Returns the variants that could not be taken; the caller
 * then rolls back. Products' sold counts grow by what was taken (best-selling order), and the
 * products are announced as changed (their pages show their stock) in the same statement.
 */
export async function takeStock(tx: Db, wanted: readonly StockTake[]): Promise<number[]> {
  const byVariant = new Map<number, StockTake>();
  for (const w of wanted) {
    const seen = byVariant.get(w.variantId);
    byVariant.set(w.variantId, seen ? { ...seen, quantity: seen.quantity + w.quantity } : w);
  }
  const takes = [...byVariant.values()];
  if (takes.length === 0) return [];
  const ids = intArray(takes.map((t) => t.variantId));
  const quantities = intArray(takes.map((t) => t.quantity));
  // Only managed stock is locked and counted down: a variant whose stock is not managed is
  // never a point where orders queue.
  const taken = await queryRows<{ id: number; product_id: number; qty: number }>(
    tx,
    sql`with wanted as (select unnest(${ids}::int[]) as id, unnest(${quantities}::int[]) as qty),
      locked as (select v.id from variants v join wanted w on w.id = v.id
        where v.manage_stock order by v.id for update of v),
      counted as (update variants v set stock = v.stock - w.qty
        from wanted w
        where v.id = w.id and v.id in (select id from locked)
          and (v.backorders <> 'no' or v.stock >= w.qty)
        returning v.id, v.product_id, w.qty)
      select id, product_id, qty from counted
      union all
      select v.id, v.product_id, w.qty from variants v join wanted w on w.id = v.id
        where not v.manage_stock`,
  );
  const got = new Set(taken.map((r) => Number(r.id)));
  const short = takes.filter((t) => !got.has(t.variantId)).map((t) => t.variantId);
  if (short.length > 0) return short;
  const sold = new Map<number, number>();
  for (const r of [...taken].sort((a, b) => Number(a.product_id) - Number(b.product_id))) {
    sold.set(Number(r.product_id), (sold.get(Number(r.product_id)) ?? 0) + Number(r.qty));
  }
  await tx.execute(
    sql`with sold as (update products p set sold_count = p.sold_count + s.qty
      from (select unnest(${intArray([...sold.keys()])}::int[]) as id,
                   unnest(${intArray([...sold.values()])}::int[]) as qty) s
      where p.id = s.id
      returning p.id as product_id)
      ${announceStockOf('sold')}`,
  );
  return [];
}

/**
 * Gives back what a cancelled order took (its payment could not be captured), in the caller's
 * transaction: managed stock, announced as its products' change.
 */
export async function returnStock(tx: Db, given: readonly StockTake[]): Promise<void> {
  if (given.length === 0) return;
  const ids = intArray(given.map((t) => t.variantId));
  const quantities = intArray(given.map((t) => t.quantity));
  await tx.execute(
    sql`with back as (select unnest(${ids}::int[]) as id, unnest(${quantities}::int[]) as qty)
      , given as (update variants v set stock = v.stock + b.qty
        from (select id, sum(qty)::int as qty from back group by id) b
        where v.id = b.id and v.manage_stock
        returning v.product_id)
      ${announceStockOf('given')}`,
  );
}
