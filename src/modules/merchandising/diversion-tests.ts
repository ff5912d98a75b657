import { inArray } from 'drizzle-orm';
import type { DiversionDto } from './contract.ts';
import type { MerchContext } from './context.ts';
import { diversionTests } from './schema.ts';

/** Diversion tests: which products send a share of their visitors on to a main product. */
export function diversionReads({ db, productsById }: MerchContext) {
  const part = {
    /** The diversion tests of the products among `ids`, with the main product's slug. */
    async diversions(ids: number[]): Promise<DiversionDto[]> {
      if (ids.length === 0) return [];
      const rows = await db
        .select()
        .from(diversionTests)
        .where(inArray(diversionTests.productId, ids));
      const mains = await productsById(rows.map((r) => r.mainProductId));
      return rows.flatMap((r) => {
        const main = mains.get(r.mainProductId);
        return main
          ? [
              {
                product_id: r.productId,
                main_product: main.slug,
                diversion_test_id: r.id,
                share: r.share,
              },
            ]
          : [];
      });
    },
  };
  return part;
}
