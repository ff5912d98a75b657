import { priceObject, showsDiscountTag } from '../currency/money.ts';
import type { TagValues } from './contract.ts';

// Which tags show, apart from how they are drawn (tag-rules.ts): a product card asks it on
// every list, so it is a module of its own, small enough for the first load.

/** A tag's text about a saving. */
const SAVING = /SAVE_PERCENT|SAVE_AMOUNT/;

/**
 * Whether a tag shows on a product: a text about a saving shows only when there is one worth a
 * discount tag (over 1 %, spec section 5), so no "0% off"; a text about the stock only when the
 * stock is low (at most `lowStock`, the merchant's threshold), so no "Only 40 left".
 */
export function tagShows(template: string, values: TagValues, lowStock = Infinity): boolean {
  if (template.includes('STOCK') && values.manage_stock && values.stock > lowStock) return false;
  if (!SAVING.test(template)) return true;
  return showsDiscountTag(priceObject(values.price, values.regular_price).percentage);
}

/** Whether a product's tags already say its saving: then a card shows no second badge for it. */
export function tagsShowSaving(
  card: { tags: { image_config: { text: string } }[]; values: TagValues } | undefined,
  lowStock = Infinity,
): boolean {
  return (
    card?.tags.some(
      (t) =>
        SAVING.test(t.image_config.text) && tagShows(t.image_config.text, card.values, lowStock),
    ) ?? false
  );
}
