import { data, redirect, type ActionFunctionArgs } from 'react-router';
import type { ProductDto } from '../../../modules/catalog/contract.ts';
import { findVariant, type Selection } from '../../../modules/catalog/variant-selection.ts';
import { isApiError } from '../../api-client.ts';
import { loaderContext } from '../../state/api.ts';
import { checkoutPath } from '../../state/cart.tsx';
import { addRequest, bracketed, BUY_NOW, type AddToCartResult } from './add-to-cart.ts';

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
