import type { Db } from '../../platform/db.ts';
import { cartVariantReads } from './cart-variants.ts';
import { collectionReads } from './collections.ts';
import { itemsInStock, type StockItem } from './item-stock.ts';
import { keptFacetLabels, keptListingIndex } from './listing-cache.ts';
import { listReads } from './product-lists.ts';
import { productReads } from './product-read.ts';
import { reviewStatsReads } from './review-stats.ts';
import { returnStock, takeStock } from './take-stock.ts';
import { saveCatalogTranslations } from './translations-save.ts';

export type { PurchasableVariant, ShownVariant } from './cart-variants.ts';
export type { ItemStock, StockItem } from './item-stock.ts';
export { shownVariant } from './cart-variants.ts';
export type { Facets, FacetValue, LabelledFacetValue, ProductQuery } from './product-lists.ts';
export { refreshProductSummaries } from './product-summaries.ts';

/** Reads the catalogue: products, their variants and gallery, and collections. */
export type CatalogService = ReturnType<typeof createCatalogService>;

/**
 * Creates the catalogue service over a database, showing money in the shop currency: one part
 * per concern (collections, the kept list index, product reads, lists and search, the cart's
 * variants, review statistics), each in its own file.
 */
export function createCatalogService(
  db: Db,
  currency: string,
  { categoriesTtlMs = 30_000, listIndexTtlMs = 30_000, variantsTtlMs = 0 } = {},
) {
  const collections = collectionReads(db, categoriesTtlMs);
  const listIndex = keptListingIndex(db, listIndexTtlMs);
  const labels = keptFacetLabels(db);
  const cartVariants = cartVariantReads(db, variantsTtlMs);
  const { readProductsByIds, getProduct } = productReads(db, currency, collections.listCategories);
  return {
    ...listReads({
      db,
      listCategories: collections.listCategories,
      listingIndex: listIndex.get,
      facetLabelsOf: labels.of,
      readProductsByIds,
    }),
    getProduct,
    listCategories: collections.listCategories,
    variantsForCart: cartVariants.variantsForCart,
    /**
     * Whether items (a product, or the variant looked at) can be bought now, and the variant to
     * buy, in the order asked (see item-stock.ts): back-in-stock reads it.
     */
    itemsInStock: (items: readonly StockItem[]) => itemsInStock(db, items),
    /** Takes an order's quantities from stock in its transaction (see take-stock.ts). */
    takeStock,
    /** Gives back a cancelled order's stock in its transaction. */
    returnStock,
    ...reviewStatsReads(db, listIndex.get),

    /**
     * Saves a file of catalogue translations (translations-save.ts) and announces the change,
     * in the caller's transaction when it gives one (the announcement then leaves at its commit);
     * returns how many were written.
     */
    saveTranslations: (input: unknown, within: Db = db): Promise<number> =>
      saveCatalogTranslations(within, input),

    /** Forgets what this instance keeps of the catalogue (collections, list index, variants). */
    forget() {
      collections.forget();
      labels.forget();
      listIndex.forget();
      cartVariants.forget();
    },
  };
}
