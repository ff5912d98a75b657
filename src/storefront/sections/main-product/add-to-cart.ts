import { data, redirect, type ActionFunctionArgs } from 'react-router';
import type { ProductDto } from '../../../modules/catalog/contract.ts';
import { findVariant, type Selection } from '../../../modules/catalog/variant-selection.ts';
import type { AddToCartInput } from '../../../modules/cart/contract.ts';
import { pairedItems } from '../../../modules/cart/paired-lines.ts';
import { isApiError } from '../../api-client.ts';
import { loaderContext } from '../../state/api.ts';
import { checkoutPath } from '../../state/cart.tsx';
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
function bracketed(form: FormData, prefix: string): Record<string, string> {
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

/**
 * The product page's action, the add form posted without JavaScript (hydrated, the page adds
 * through the API itself): the options decide the variant, since the hidden variant id was not
 * kept in step; buy now empties the cart first. It answers as a page: to the cart or checkout,
 * or the product with the reason.
 */
export async function addToCartAction({ context, params, request }: ActionFunctionArgs) {
  const { api } = loaderContext(context);
  const form = await request.formData();
  const product: ProductDto = await api.product(params.slug ?? '');
  const options = bracketed(form, 'option');
  // A card's add form names its variant (no options to choose): it must be this product's.
  const variant = Object.keys(options).length
    ? findVariant(product.variants ?? [], options as Selection)
    : product.variants?.find((v) => v.ID === Number(form.get('variant_id')));
  try {
    const cart = await api.addToCart(addRequest(form, product.ID, variant?.ID ?? 0));
    return redirect(form.get('intent') === BUY_NOW ? checkoutPath(cart.hash) : '/cart', 303);
  } catch (error) {
    // A refusal (sold out, not enough stock) is told on the page; anything else is an error.
    if (!isApiError(error) || error.status >= 500 || error.status === 0) throw error;
    return data({ error: error.message } satisfies AddToCartResult, { status: error.status });
  }
}
