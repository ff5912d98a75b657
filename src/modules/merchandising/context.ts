import { announceChange } from '../../platform/changes.ts';
import type { Db } from '../../platform/db.ts';
import { AppError } from '../../platform/errors.ts';
import type { Locale } from '../../platform/locales.ts';
import type { CatalogService } from '../catalog/service.ts';
import type { ProductDto } from '../catalog/contract.ts';
import { MAX_IDS, type ItemProductDto } from './contract.ts';
import { keptShopMerch, type ShopMerch } from './shop-merch.ts';

/** The topic announced when the merchandising (its file, a size chart) changes. */
export const MERCH_CHANGED = 'merchandising';

/** What the merchandising service reads of the catalogue (through its service). */
export type CatalogReader = Pick<CatalogService, 'listProducts'>;

/** What each part of the merchandising service shares: its database and the catalogue's products. */
export interface MerchContext {
  db: Db;
  /** Published products by id, with their variants when asked, read 100 at a time. */
  productsById(
    ids: number[],
    withVariants?: boolean,
    locale?: Locale,
  ): Promise<Map<number, ProductDto>>;
  /** Refuses ids that are no published product, naming the field and the first such id. */
  assertProducts(ids: number[], field: string): Promise<void>;
  /** The shop's merchandising by product, kept until a change is announced (shop-merch.ts). */
  shopMerch(): Promise<ShopMerch>;
  /** Drops what is kept (a change was announced). */
  forget(): void;
  /** After a change of this process: its kept reads forgotten, and the change announced. */
  changed(): Promise<void>;
}

/** The shared context of the merchandising service's parts. */
export function merchContext(db: Db, catalog: CatalogReader): MerchContext {
  const kept = keptShopMerch(db);
  async function productsById(ids: number[], withVariants = false, locale?: Locale) {
    const found = new Map<number, ProductDto>();
    const unique = [...new Set(ids)];
    for (let i = 0; i < unique.length; i += MAX_IDS) {
      const page = await catalog.listProducts({
        page: 1,
        pageSize: MAX_IDS,
        includeIds: unique.slice(i, i + MAX_IDS),
        withVariants,
        count: false,
        locale,
      });
      for (const p of page.data) found.set(p.ID, p);
    }
    return found;
  }
  return {
    db,
    productsById,
    async assertProducts(ids, field) {
      const found = await productsById(ids);
      const missing = ids.find((id) => !found.has(id));
      if (missing !== undefined) {
        throw new AppError(422, 'merch_product_unknown', { id: missing }, field);
      }
    },
    shopMerch: kept.get,
    forget: kept.forget,
    async changed() {
      kept.forget();
      await announceChange(db, MERCH_CHANGED);
    },
  };
}

/** What a combination item shows of its product. */
export const itemProduct = (p: ProductDto): ItemProductDto => ({
  ID: p.ID,
  title: p.title,
  path: p.path,
  price: p.price,
  regular_price: p.regular_price,
  image: p.feature_image,
});
