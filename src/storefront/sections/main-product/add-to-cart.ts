import type { AddToCartInput } from '../../../modules/cart/contract.ts';
import { pairedItems } from '../../../modules/cart/paired-lines.ts';
import { ADD_INTENT } from '../../form-intents.ts';

/** The add form's second button: buy now (spec section 4, Buy now). */
export const BUY_NOW = ADD_INTENT.buyNow;
/** A card's add form (spec section 4, Card buy button): the cart's quick_add. */
export const QUICK_ADD = ADD_INTENT.quickAdd;

/** What the add-to-cart form's post answers when it does not go on: why not. */
export interface AddToCartResult {
  error: string;
}

/** The chosen values of a form's fields named `prefix[name]`. */
export function bracketed(form: FormData, prefix: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, value] of form) {
    if (key.startsWith(`${prefix}[`) && key.endsWith(']') && typeof value === 'string') {
      out[key.slice(prefix.length + 1, -1)] = value;
    }
  }
  return out;
}

/**
 * What a product's add form asks the cart for: the chosen variant (both lenses of a pair of
 * glasses as two lines sharing a groupId), with its custom properties; buy now, or a card's
 * quick add, as its add type.
 */
export function addRequest(form: FormData, productId: number, variantId: number): AddToCartInput {
  const properties = bracketed(form, 'properties');
  const intent = form.get('intent');
  return {
    items: pairedItems({
      product_id: productId,
      variant_id: variantId,
      quantity: Number(form.get('quantity') ?? 1),
      ...(Object.keys(properties).length ? { properties } : {}),
    }),
    ...(intent === BUY_NOW
      ? { addType: BUY_NOW }
      : intent === QUICK_ADD
        ? { addType: QUICK_ADD }
        : {}),
  };
}
