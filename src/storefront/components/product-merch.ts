import type {
  ButtonDto,
  ProductCardDto,
  SizeChartDto,
} from '../../modules/merchandising/contract.ts';
import type { ProductDto } from '../../modules/catalog/contract.ts';
import type { StoreApi } from '../api-client.ts';

/** What the product's main block shows besides the product: tags, custom buttons, size chart. */
export interface ProductMerch {
  tags: ProductCardDto | null;
  buttons: ButtonDto[];
  /** null: the product has none, so no size-chart link. */
  sizeChart: SizeChartDto | null;
}

/**
 * Loads a product's tags, custom buttons and size chart side by side (spec section 7: product
 * tag and custom button by product_id; size-chart/products/{id}/chart). None of them may keep
 * the page from showing: a failure leaves that part out.
 */
export async function loadProductMerch(api: StoreApi, product: ProductDto): Promise<ProductMerch> {
  const productId = product.ID;
  const [cards, buttons] = await Promise.all([
    api.productCards([productId], [product]).catch(() => []),
    api.buttons([productId]).catch(() => []),
  ]);
  const tags = cards[0] ?? null;
  // Only a product that has a chart asks for it (without one the path answers 404).
  const sizeChart = tags?.has_size_chart ? await api.sizeChart(productId).catch(() => null) : null;
  return { tags, buttons, sizeChart };
}
