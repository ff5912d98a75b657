import { useLoaderData, type LoaderFunctionArgs } from 'react-router';
import type { MetaArgs, RouteHandle } from '../page.ts';
import { loadTemplate, Sections } from '../sections/registry.tsx';
import { loaderContext } from '../state/api.ts';

export const handle: RouteHandle = { name: 'cart', cache: 'private' };

/** The shopper's cart, and the sections of the theme's `templates/cart.json`. */
export async function loader({ context, params, request }: LoaderFunctionArgs) {
  const { api, theme } = loaderContext(context);
  const cart = await api.cart();
  const sections = await loadTemplate(theme.templates.cart, { api, request, params, page: cart });
  return { cart, sections };
}

export function meta({ shopName, t }: MetaArgs<Awaited<ReturnType<typeof loader>>>) {
  return { title: `${t('cart.title')} – ${shopName}`, description: t('footer.tagline') };
}

/** The cart page: its template's sections. */
export function Component() {
  const { cart, sections } = useLoaderData<typeof loader>();
  return <Sections sections={sections} page={cart} />;
}
