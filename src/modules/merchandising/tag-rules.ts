import { displayedPercentage, priceObject } from '../currency/money.ts';
import type { TagImageConfig, TagValues } from './contract.ts';

/** The placeholders a tag's text may hold (spec section 5, Display). */
export const TAG_PLACEHOLDERS = /SAVE_PERCENT|SAVE_AMOUNT|PRICE|SKU|STOCK/g;

/** How a tag's text shows money and the on-sale label, in the shopper's currency and language. */
export interface TagTextFormat {
  money(amount: number): string;
  /** The translated on-sale label STOCK reads when stock is not managed. */
  onSale: string;
  /** A whole percentage as the shopper's language writes it ("20%", "20 %"); else `20%`. */
  percent?: (n: number) => string;
}

/**
 * A tag's text with its placeholders filled in (spec section 5, Display): SAVE_PERCENT the
 * floored saving percentage, SAVE_AMOUNT the saving, PRICE the price (both in the shopper's
 * currency), SKU the sku, STOCK the stock, or the on-sale label when stock is not managed.
 */
export function tagText(template: string, values: TagValues, format: TagTextFormat): string {
  return template.replace(TAG_PLACEHOLDERS, (placeholder) => {
    switch (placeholder) {
      case 'SAVE_PERCENT':
        return (format.percent ?? ((n: number) => `${n}%`))(
          displayedPercentage(values.price, values.regular_price),
        );
      case 'SAVE_AMOUNT':
        return format.money(priceObject(values.price, values.regular_price).agio);
      case 'PRICE':
        return format.money(values.price);
      case 'SKU':
        return values.sku;
      default:
        return values.manage_stock ? String(values.stock) : format.onSale;
    }
  });
}

export { tagShows, tagsShowSaving } from './tag-shows.ts';

/** A tag's CSS width: unit percentage is written % (spec section 9), px as px. */
export function tagWidth(placement: Pick<TagImageConfig['pc'], 'width' | 'unit'>): string {
  return `${placement.width}${placement.unit === 'percentage' ? '%' : 'px'}`;
}

/** How far a tag sits from the corner of its picture. */
export const TAG_INSET = '8px';

function corner(placement: TagImageConfig['pc'], suffix: string): Record<string, string> {
  const [vertical, horizontal] = placement.position.split('_') as [
    'top' | 'bottom',
    'left' | 'right',
  ];
  return {
    [`--tag-w${suffix}`]: tagWidth(placement),
    [`--tag-top${suffix}`]: vertical === 'top' ? TAG_INSET : 'auto',
    [`--tag-bottom${suffix}`]: vertical === 'bottom' ? TAG_INSET : 'auto',
    [`--tag-left${suffix}`]: horizontal === 'left' ? TAG_INSET : 'auto',
    [`--tag-right${suffix}`]: horizontal === 'right' ? TAG_INSET : 'auto',
  };
}

/**
 * The CSS custom properties that place and size a tag: the mobile values, and the pc values
 * (suffix -pc) that a media query takes from 768 px up (spec section 9, Layout).
 */
export function tagPlacementVars(config: Pick<TagImageConfig, 'mobile' | 'pc'>) {
  return { ...corner(config.mobile, ''), ...corner(config.pc, '-pc') };
}
