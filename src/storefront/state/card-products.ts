import type { ProductDto, VariantDto } from '../../modules/catalog/contract.ts';
import { BATCH_WAIT_MS, createProductBatchLoader } from './product-batch.ts';
import { storeApi } from './api.ts';

/** A card's product once its full data is read: the variants in `variants_detail` (spec section 7). */
export type CardProduct = ProductDto & { variants_detail?: VariantDto[] };

let loader: ReturnType<typeof createProductBatchLoader> | undefined;

/**
 * The product card full-data fetch (spec section 7, Products): the card's product with its
 * variants and gallery, through the batch loader (a shopper's action: the 400 ms window), the
 * variants merged into `variants_detail`. Only cards that need variants call it (the dialog).
 */
export async function loadCardProduct(product: ProductDto): Promise<CardProduct> {
  loader ??= createProductBatchLoader((query) => storeApi().products(query), {
    waitMs: BATCH_WAIT_MS,
  });
  const full = await loader.load(product.ID);
  if (!full) return product;
  return {
    ...product,
    ...full,
    variants_detail: full.variants ?? [],
  };
}
