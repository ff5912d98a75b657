import { eq } from 'drizzle-orm';
import type { Locale } from '../../platform/locales.ts';
import type { ProductGroupDto } from './group-contract.ts';
import { productGroupDto } from './groups.ts';
import type { MerchContext } from './context.ts';
import { productGroups } from './schema.ts';

/** Grouped products: the members a product's page offers together. */
export function groupReads({ db, productsById }: MerchContext) {
  const part = {
    /** The grouped product on a product's page, its members in the shopper's language; or null. */
    async productGroup(productId: number, locale?: Locale): Promise<ProductGroupDto | null> {
      const [row] = await db
        .select()
        .from(productGroups)
        .where(eq(productGroups.productId, productId));
      if (!row) return null;
      const products = await productsById(
        row.items.map((i) => i.product_id),
        true,
        locale,
      );
      return productGroupDto(row, products);
    },
  };
  return part;
}
