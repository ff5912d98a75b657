import type { Locale } from '../../platform/locales.ts';
import type { ProductGroupDto } from './group-contract.ts';
import { productGroupDto } from './groups.ts';
import type { MerchContext } from './context.ts';
import { merchText } from './shop-merch.ts';

/** Grouped products: the members a product's page offers together. */
export function groupReads({ productsById, shopMerch }: MerchContext) {
  const part = {
    /**
     * The grouped product on a product's page (kept for the shop), its members in the
     * shopper's language; or null.
     */
    async productGroup(productId: number, locale?: Locale): Promise<ProductGroupDto | null> {
      const merch = await shopMerch();
      const row = merch.groups.get(productId);
      if (!row) return null;
      const products = await productsById(
        row.items.map((i) => i.product_id),
        true,
        locale,
      );
      return productGroupDto({ ...row, title: merchText(merch, locale)(row.title) }, products);
    },
  };
  return part;
}
