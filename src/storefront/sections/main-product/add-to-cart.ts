import { data, redirect, type ActionFunctionArgs } from 'react-router';
import type { ProductDto } from '../../../modules/catalog/contract.ts';
import { findVariant, type Selection } from '../../../modules/catalog/variant-selection.ts';
import type { CartDto } from '../../../modules/cart/contract.ts';
import { pairedItems } from '../../../modules/cart/paired-lines.ts';
import { isApiError } from '../../api-client.ts';
import { loaderContext } from '../../state/api.ts';
import { checkoutPath } from '../../state/cart.tsx';
import { ADD_INTENT } from '../../form-intents.ts';

/** The add form's second button: buy now (spec section 4, Buy now). */
export const BUY_NOW = ADD_INTENT.buyNow;
/** A card's add form (spec section 4, Card buy button): the cart's quick_add. */
export const QUICK_ADD = ADD_INTENT.quickAdd;

/** What the add-to-cart form answers: the new cart (and whether it was a buy now), or why not. */
export type AddToCartResult =
  | { cart: CartDto; buyNow: boolean; error?: undefined }
  | { error: string; cart?: undefined; buyNow?: undefined };

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
 * The product page's action: adds the chosen variant (both lenses of a pair of glasses as two
 * lines sharing a groupId); buy now empties the cart first. Posted without JavaScript it
 * answers as a page (to the cart or checkout, or the product with the reason); hydrated, the
 * page calls it through a fetcher and it answers with the cart from the API.
 */
export async function addToCartAction({ context, params, request }: ActionFunctionArgs) {
  const { api, server } = loaderContext(context);
  const form = await request.formData();
  const properties = bracketed(form, 'properties');
  let variantId = Number(form.get('variant_id'));
  let productId = Number(form.get('product_id'));
  if (server) {
    // Without JavaScript the hidden variant id was not kept in step: the options decide.
    const product: ProductDto = await api.product(params.slug ?? '');
    const options = bracketed(form, 'option');
    // A card's add form names its variant (no options to choose): it must be this product's.
    const variant = Object.keys(options).length
      ? findVariant(product.variants ?? [], options as Selection)
      : product.variants?.find((v) => v.ID === variantId);
    productId = product.ID;
    variantId = variant?.ID ?? 0;
  }
  const buyNow = form.get('intent') === BUY_NOW;
  const quick = form.get('intent') === QUICK_ADD;
  try {
    const cart = await api.addToCart({
      items: pairedItems({
        product_id: productId,
        variant_id: variantId,
        quantity: Number(form.get('quantity') ?? 1),
        ...(Object.keys(properties).length ? { properties } : {}),
      }),
      ...(buyNow ? { addType: BUY_NOW } : quick ? { addType: QUICK_ADD } : {}),
    });
    if (server) return redirect(buyNow ? checkoutPath(cart.hash) : '/cart', 303);
    return { cart, buyNow } satisfies AddToCartResult;
  } catch (error) {
    // A refusal (sold out, not enough stock) is told on the page; anything else is an error.
    if (!isApiError(error) || error.status >= 500 || error.status === 0) throw error;
    return data({ error: error.message } satisfies AddToCartResult, { status: error.status });
  }
}
