import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../../platform/db.ts';
import { stockAllowsSql } from './stock.ts';

/** Something a shopper waits for: a product, and the variant they looked at when there was one. */
export interface StockItem {
  productId: number;
  variantId: number | null;
}

/**
 * What the catalogue says of an item now: whether it is shown (its product published, and the
 * variant one of its own), and the variant to buy when it can be bought, else null (sold out).
 */
export interface ItemStock {
  shown: boolean;
  buyableVariantId: number | null;
}

/** Whole numbers or nulls as one `int[]` parameter. */
const intsOrNulls = (values: readonly (number | null)[]) =>
  sql`${sql.param(`{${values.map((v) => (v === null ? 'NULL' : String(Math.trunc(v)))).join(',')}}`)}::int[]`;

/**
 * Whether items can be bought now, in one statement, in the order asked: the variant looked at
 * by the stock rule (`stockAllowsSql`), or for a product any of its variants, the first in the
 * merchant's order being the one to buy.
 */
export async function itemsInStock(db: Db, items: readonly StockItem[]): Promise<ItemStock[]> {
  if (items.length === 0) return [];
  const itemVariants = sql`from variants v join products p on p.id = v.product_id
    where p.published and v.product_id = i.product_id
      and (i.variant_id is null or v.id = i.variant_id)`;
  const rows = await queryRows<{ ord: number | string; shown: boolean; buyable: number | null }>(
    db,
    sql`select i.ord, exists(select 1 ${itemVariants}) as shown,
        (select v.id ${itemVariants} and ${stockAllowsSql(1)}
          order by v.position, v.id limit 1) as buyable
      from unnest(${intsOrNulls(items.map((i) => i.productId))},
        ${intsOrNulls(items.map((i) => i.variantId))})
        with ordinality as i(product_id, variant_id, ord)`,
  );
  const byOrder = new Map(rows.map((r) => [Number(r.ord), r]));
  return items.map((_, index) => {
    const row = byOrder.get(index + 1);
    return {
      shown: Boolean(row?.shown),
      buyableVariantId: row?.buyable == null ? null : Number(row.buyable),
    };
  });
}
