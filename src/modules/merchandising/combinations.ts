import { and, eq } from 'drizzle-orm';
import { isAnyOf } from '../../platform/sql-list.ts';
import type { CombinationDto, StyleCombinationDto } from './contract.ts';
import { itemProduct, type MerchContext } from './context.ts';
import type { Locale } from '../../platform/locales.ts';
import { styleCombinations } from './schema.ts';
import { merchText } from './shop-merch.ts';

/** "Complete the look" combinations on a product page, and style combinations on cards. */
export function combinationReads({ db, productsById, shopMerch }: MerchContext) {
  const part = {
    /**
     * A product's active combinations (kept for the shop), each item with its product (those
     * on sale), in the shopper's language.
     */
    async combinations(productId: number, locale?: Locale): Promise<CombinationDto[]> {
      const merch = await shopMerch();
      const rows = merch.combinations.get(productId) ?? [];
      const products = await productsById(
        rows.flatMap((r) => r.items.map((i) => i.product_id)),
        false,
        locale,
      );
      const say = merchText(merch, locale);
      return rows.map((r) => ({
        id: r.id,
        product_id: r.productId,
        position: r.position,
        status: r.status as CombinationDto['status'],
        title: say(r.title),
        items: r.items.flatMap((item) => {
          const product = products.get(item.product_id);
          return product ? [{ ...item, product: itemProduct(product) }] : [];
        }),
      }));
    },

    /** The style combinations of the products among `ids` at a position (the card strip). */
    async styleCombinations(ids: number[], position: string): Promise<StyleCombinationDto[]> {
      if (ids.length === 0) return [];
      const rows = await db
        .select()
        .from(styleCombinations)
        .where(
          and(isAnyOf(styleCombinations.productId, ids), eq(styleCombinations.position, position)),
        );
      const products = await productsById(rows.flatMap((r) => r.items.map((i) => i.product_id)));
      const byProduct = new Map(rows.map((r) => [r.productId, r]));
      return ids.flatMap((id) => {
        const r = byProduct.get(id);
        if (!r) return [];
        const items = r.items.flatMap((item) => {
          const product = products.get(item.product_id);
          return product ? [{ product_id: item.product_id, product: itemProduct(product) }] : [];
        });
        return [{ id: r.id, product_id: r.productId, position: r.position, items }];
      });
    },
  };
  return part;
}
