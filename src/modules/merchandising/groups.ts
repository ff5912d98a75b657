import type { ProductDto, VariantDto } from '../catalog/contract.ts';
import type { GroupItemInput, GroupMemberDto, ProductGroupDto } from './group-contract.ts';

/** The largest quantity of one member of a group (the merchant's suggestion, the shopper's). */
export const MAX_GROUP_QUANTITY = 99;

/** A stored group as read: its members as the merchant loaded them. */
export interface GroupRow {
  id: number;
  productId: number;
  title: string;
  items: GroupItemInput[];
}

/**
 * The variant a member of a group stands for: the one the merchant named, else the product's
 * cheapest buyable variant (its own first when none can be bought).
 */
export function memberVariant(product: ProductDto, variantId?: number): VariantDto | undefined {
  const variants = product.variants ?? [];
  if (variantId !== undefined) return variants.find((v) => v.ID === variantId);
  return product.min_price_variant ?? variants.find((v) => v.buy_able) ?? variants[0];
}

/**
 * A group as the product page shows it: each member with its product's title, picture and the
 * variant's price; a member whose product is not on sale (or whose variant is gone) is left out.
 */
export function productGroupDto(row: GroupRow, products: Map<number, ProductDto>): ProductGroupDto {
  const items = row.items.flatMap((item): GroupMemberDto[] => {
    const product = products.get(item.product_id);
    const variant = product && memberVariant(product, item.variant_id);
    if (!product || !variant) return [];
    return [
      {
        product_id: product.ID,
        variant_id: variant.ID,
        quantity: item.quantity,
        title: product.title,
        path: product.path,
        image: variant.feature_image ?? product.feature_image,
        variant_title:
          (product.variants?.length ?? 0) > 1 ? variant.attrs.map((a) => a.value).join(' / ') : '',
        price: variant.price,
        regular_price: variant.regular_price,
        buy_able: product.buy_able && variant.buy_able,
      },
    ];
  });
  return { id: row.id, product_id: row.productId, title: row.title, items };
}
