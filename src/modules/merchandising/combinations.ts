import { and, asc, eq } from 'drizzle-orm';
import { isAnyOf } from '../../platform/sql-list.ts';
import type { ProductDto } from '../catalog/contract.ts';
import type { CombinationDto, StyleCombinationDto, StyleLookDto } from './contract.ts';
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

    /**
     * The style combinations of the products among `ids` at a position (the card strip), their
     * products named in the shopper's language.
     */
    async styleCombinations(
      ids: number[],
      position: string,
      locale?: Locale,
    ): Promise<StyleCombinationDto[]> {
      if (ids.length === 0) return [];
      const rows = await db
        .select()
        .from(styleCombinations)
        .where(
          and(isAnyOf(styleCombinations.productId, ids), eq(styleCombinations.position, position)),
        );
      const products = await productsById(
        rows.flatMap((r) => r.items.map((i) => i.product_id)),
        false,
        locale,
      );
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

    /**
     * The first `count` style combinations at a position, in the order they were made, as looks
     * (a home page's lookbook), in the shopper's language. A look whose own product is not on
     * sale, or that is left with fewer than two products on sale, is skipped.
     */
    async styleLooks(position: string, count: number, locale?: Locale): Promise<StyleLookDto[]> {
      // Twice as many as asked: a few may be skipped, and the list stays one short read.
      const rows = await db
        .select()
        .from(styleCombinations)
        .where(eq(styleCombinations.position, position))
        .orderBy(asc(styleCombinations.id))
        .limit(count * 2);
      const products = await productsById(
        rows.flatMap((r) => [r.productId, ...r.items.map((i) => i.product_id)]),
        true,
        locale,
      );
      const looks = rows.flatMap((r) => {
        if (!products.has(r.productId)) return [];
        const shown = [r.productId, ...r.items.map((i) => i.product_id)].flatMap((id) => {
          const product = products.get(id);
          return product ? [lookProduct(product)] : [];
        });
        if (shown.length < 2) return [];
        return [{ id: r.id, product_id: r.productId, position: r.position, products: shown }];
      });
      return looks.slice(0, count);
    },
  };
  return part;
}

/** A product of a look: what it shows, and the variant "shop the look" adds (the first buyable). */
function lookProduct(product: ProductDto): StyleLookDto['products'][number] {
  const variant = product.buy_able ? product.variants?.find((v) => v.buy_able) : undefined;
  return { ...itemProduct(product), variant_id: variant?.ID ?? null };
}
