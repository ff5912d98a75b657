import type { ProductDto } from '../catalog/contract.ts';
import type { ProductCardDto, TagDto, TagValues } from './contract.ts';
import type { MerchContext } from './context.ts';
import { merchText } from './shop-merch.ts';

/** What a tag's placeholders read of a product: its cheapest buyable variant, else itself. */
function tagValues(p: ProductDto): TagValues {
  const v = p.min_price_variant ?? p.variants?.[0];
  return {
    price: v?.price ?? p.price,
    regular_price: v ? v.regular_price : p.regular_price,
    sku: v?.sku || p.sku,
    stock: v ? v.stock : 0,
    // A card read without its variants and none buyable: its stock is managed and gone.
    manage_stock: v ? v.manage_stock : !p.buy_able && p.variant_count > 0,
  };
}

/** Whether a product carries what its tag values are made of (a card, or all its variants). */
const hasTagValues = (p: ProductDto) =>
  p.variants !== undefined || p.min_price_variant !== undefined;

/** Product tags on cards (product_cards), from the shop's kept merchandising. */
export function tagReads({ productsById, shopMerch }: MerchContext) {
  return {
    /**
     * Per published product among `ids`, its tags (their texts in the shopper's language) and
     * what their text reads (product_cards).
     */
    async productCards(
      ids: number[],
      known: ProductDto[] = [],
      locale?: string,
    ): Promise<ProductCardDto[]> {
      if (ids.length === 0) return [];
      // The products the caller has already read (a list's cards, the product of its page)
      // are not read again.
      const products = new Map(known.filter(hasTagValues).map((p) => [p.ID, p]));
      const missing = ids.filter((id) => !products.has(id));
      const [marks, read] = await Promise.all([shopMerch(), productsById(missing)]);
      for (const [id, p] of read) products.set(id, p);
      const say = merchText(marks, locale);
      return ids.flatMap((id) => {
        const product = products.get(id);
        if (!product) return [];
        const tags: TagDto[] = (marks.tags.get(id) ?? []).map((r) => ({
          id: r.id,
          style: r.style,
          shape: r.shape,
          image: r.imageUrl ? { url: r.imageUrl } : null,
          image_config: { ...r.imageConfig, text: say(r.imageConfig.text) },
        }));
        return [
          {
            product_id: id,
            tags,
            values: tagValues(product),
            has_size_chart: marks.sizeCharts.has(id),
          },
        ];
      });
    },
  };
}
