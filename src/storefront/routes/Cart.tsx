import {
  data,
  redirect,
  useLoaderData,
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
} from 'react-router';
import { isApiError } from '../api-client.ts';
import type { MetaArgs, RouteHandle } from '../page.ts';
import { loadTemplate, Sections } from '../sections/registry.tsx';
import { loaderContext } from '../state/api.ts';
import { CART_INTENT } from '../form-intents.ts';

export const handle: RouteHandle = { name: 'cart', cache: 'private' };

/** The shopper's cart, and the sections of the theme's `templates/cart.json`. */
export async function loader({ context, params, request }: LoaderFunctionArgs) {
  const { api, theme } = loaderContext(context);
  const cart = await api.cart();
  const sections = await loadTemplate(theme.templates.cart, { api, request, params, page: cart });
  return { cart, sections };
}

/**
 * The cart's form posts, for shoppers without JavaScript: change or remove a line, apply or
 * remove a code, keep a note, or add several items (a grouped product's form); then back to
 * the cart (303). A refusal shows on the cart page
 * with the status the API gave it (hydrated pages call the API directly).
 */
export async function action({ context, request }: ActionFunctionArgs) {
  const { api } = loaderContext(context);
  const form = await request.formData();
  const intent = String(form.get('intent') ?? '');
  const text = (name: string) => String(form.get(name) ?? '');
  try {
    switch (intent) {
      case CART_INTENT.update:
        await api.updateLine(text('line'), Number(text('quantity')));
        break;
      case CART_INTENT.remove:
        await api.removeLine(text('line'));
        break;
      case CART_INTENT.coupon:
        await api.applyCoupon(text('code'));
        break;
      case CART_INTENT.couponRemove:
        await api.removeCoupon(text('code'));
        break;
      case CART_INTENT.note:
        await api.setNote(text('note'));
        break;
      case CART_INTENT.add: {
        // Several items in one add (a grouped product): product_id, variant_id and quantity
        // repeat in order, one of each per item; a quantity of 0 leaves that item out.
        const variants = form.getAll('variant_id');
        const quantities = form.getAll('quantity');
        const items = form
          .getAll('product_id')
          .map((product, i) => ({
            product_id: Number(product),
            variant_id: Number(variants[i]),
            quantity: Number(quantities[i] ?? 1),
          }))
          .filter((item) => item.quantity !== 0);
        await api.addToCart({ items });
        break;
      }
      default:
        return data({ error: 'unknown', intent }, { status: 400 });
    }
  } catch (error) {
    if (!isApiError(error) || error.status >= 500 || error.status === 0) throw error;
    return data({ error: error.message, intent }, { status: error.status });
  }
  return redirect('/cart', 303);
}

export function meta({ shopName, t }: MetaArgs<Awaited<ReturnType<typeof loader>>>) {
  return { title: `${t('cart.title')} – ${shopName}`, description: t('footer.tagline') };
}

/** The cart page: its template's sections. */
export function Component() {
  const { cart, sections } = useLoaderData<typeof loader>();
  return <Sections sections={sections} page={cart} />;
}
