import { sql } from 'drizzle-orm';
import { announceChange } from '../../platform/changes.ts';
import type { Db } from '../../platform/db.ts';
import { CATALOG_CHANGED } from './contract.ts';
import { stockAllowsSql } from './stock.ts';
import { isAnyOf } from '../../platform/sql-list.ts';

/**
 * Recomputes the price range, compare-at price and buyability that product lists show from the
 * variants; run after variants or stock change.
 */
export async function refreshProductSummaries(db: Db, productIds?: number[]): Promise<void> {
  const filter = productIds ? sql`and ${isAnyOf(sql`p.id`, productIds)}` : sql``;
  await db.execute(sql`
    update products p set
      min_price = s.min_price,
      max_price = s.max_price,
      regular_price = s.regular_price,
      buyable = s.buyable
    from (
      select product_id,
        min(price) as min_price,
        max(price) as max_price,
        -- the compare-at price of the cheapest discounted variant
        (array_agg(regular_price order by price, position)
          filter (where regular_price > price))[1] as regular_price,
        bool_or(${stockAllowsSql(1)}) as buyable
      from variants v group by product_id
    ) s
    where s.product_id = p.id ${filter}`);
  await announceChange(db, CATALOG_CHANGED);
}
