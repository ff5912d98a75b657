import type { Db } from '../../../platform/db.ts';
import { AppError } from '../../../platform/errors.ts';
import type { OrderDraft } from '../../cart/order-draft.ts';
import type { CatalogService } from '../../catalog/service.ts';

/**
 * Takes the order's stock atomically (`... where stock >= quantity`); a line that ran out
 * meanwhile refuses the order, naming its product.
 */
export async function takeOrderStock(
  tx: Db,
  catalog: Pick<CatalogService, 'takeStock'>,
  draft: OrderDraft,
): Promise<void> {
  const short = await catalog.takeStock(
    tx,
    draft.lines.map((l) => ({
      variantId: l.variantId,
      productId: l.productId,
      quantity: l.quantity,
    })),
  );
  if (short.length === 0) return;
  const line = draft.lines.find((l) => l.variantId === short[0]);
  throw new AppError(409, 'checkout_out_of_stock', { title: line?.shown.title ?? '' }, 'cart');
}
