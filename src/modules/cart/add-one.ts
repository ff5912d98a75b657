import { sql } from 'drizzle-orm';
import type { Db } from '../../platform/db.ts';
import { MAX_CART_LINES, MAX_QUANTITY } from './cart-count.ts';
import type { AddToCartItem } from './contract.ts';
import { cartLines, carts } from './schema.ts';

type CartRow = typeof carts.$inferSelect;
type LineRow = typeof cartLines.$inferSelect;

/** Stable text for a line's properties, so the same choice merges into one line. */
export function propertiesKey(properties: Record<string, string>): string {
  const keys = Object.keys(properties).sort();
  return keys.length === 0 ? '' : JSON.stringify(keys.map((k) => [k, properties[k]]));
}

/** A raw row of the statement below: a line's columns, and the cart's under `c_`. */
interface AddedRow {
  c_id: number;
  c_hash: string;
  c_currency: string;
  c_coupons: string[];
  c_note: string;
  c_analytics_ids: CartRow['analyticsIds'];
  c_created_at: Date | string;
  c_updated_at: Date | string;
  id: number | null;
  cart_id: number;
  product_id: number;
  variant_id: number;
  quantity: number;
  properties: Record<string, string>;
  properties_key: string;
  group_id: string | null;
  created_at: Date | string;
  added: boolean;
}

const asDate = (v: Date | string) => (v instanceof Date ? v : new Date(v));

/**
 * The common add, one item to a cart that exists, as one statement (one round trip, committed
 * on its own): it marks the cart changed and holds its row, then adds the item or merges it
 * into its line, only while the variant's total in the cart stays within `limit` (its stock),
 * the line within MAX_QUANTITY and the cart within MAX_CART_LINES. The merge checks the line as
 * it is after any add that ran at the same moment, so parallel adds count every item. It answers
 * the cart and all its lines; when nothing was added (no such cart, or a limit reached) it
 * answers undefined, and the caller's general path says why.
 */
export async function addOneLine(
  db: Db,
  hash: string,
  item: AddToCartItem,
  limit: number,
): Promise<{ cart: CartRow; rows: LineRow[] } | undefined> {
  const properties = item.properties ?? {};
  const key = propertiesKey(properties);
  const variant = item.variant_id;
  const result = (await db.execute(sql`
    with cart as (
      update ${carts} set updated_at = now() where hash = ${hash} returning *
    ),
    held as (
      select
        coalesce(sum(l.quantity) filter (where l.variant_id = ${variant}), 0) as variant_total,
        coalesce(sum(l.quantity) filter (
          where l.variant_id = ${variant} and l.properties_key = ${key}), 0) as line_quantity,
        count(*) as lines
      from ${cartLines} l where l.cart_id = (select id from cart)
    ),
    added as (
      insert into ${cartLines}
        (cart_id, product_id, variant_id, quantity, properties, properties_key, group_id)
      select cart.id, ${item.product_id}, ${variant}, ${item.quantity},
        ${JSON.stringify(properties)}::jsonb, ${key}, ${properties.groupId ?? null}
      from cart, held
      where held.variant_total + ${item.quantity} <= ${limit}
        and held.line_quantity + ${item.quantity} <= ${MAX_QUANTITY}
        and (held.line_quantity > 0 or held.lines < ${MAX_CART_LINES})
      on conflict (cart_id, variant_id, properties_key) do update
        set quantity = cart_lines.quantity + excluded.quantity
        where cart_lines.quantity + excluded.quantity <= ${MAX_QUANTITY}
          and cart_lines.quantity + excluded.quantity
            + (select variant_total - line_quantity from held) <= ${limit}
      returning *
    )
    select c.id as c_id, c.hash as c_hash, c.currency as c_currency, c.coupons as c_coupons,
      c.note as c_note, c.analytics_ids as c_analytics_ids, c.created_at as c_created_at,
      c.updated_at as c_updated_at, x.*
    from cart c left join (
      select a.*, true as added from added a
      union all
      select l.*, false as added from ${cartLines} l
      where l.cart_id = (select id from cart) and l.id not in (select id from added)
    ) x on true`)) as unknown as { rows: AddedRow[] };
  const rows = result.rows;
  if (!rows.some((r) => r.added)) return undefined;
  const first = rows[0]!;
  const cart: CartRow = {
    id: first.c_id,
    hash: first.c_hash,
    currency: first.c_currency,
    coupons: first.c_coupons,
    note: first.c_note,
    analyticsIds: first.c_analytics_ids,
    createdAt: asDate(first.c_created_at),
    updatedAt: asDate(first.c_updated_at),
  };
  return {
    cart,
    rows: rows
      .filter((r) => r.id !== null)
      .map((r) => ({
        id: r.id!,
        cartId: r.cart_id,
        productId: r.product_id,
        variantId: r.variant_id,
        quantity: r.quantity,
        properties: r.properties,
        propertiesKey: r.properties_key,
        groupId: r.group_id,
        createdAt: asDate(r.created_at),
      }))
      .sort((a, b) => a.id - b.id),
  };
}
