import {
  useLoaderData,
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
  type ShouldRevalidateFunctionArgs,
} from 'react-router';
import { productLd } from '../seo.ts';
import {
  breadcrumbLd,
  describe,
  orNotFound,
  withServerMessage,
  type MetaArgs,
  type RouteHandle,
} from '../page.ts';
import { loadTemplate, Sections } from '../sections/registry.tsx';
import { loaderContext } from '../state/api.ts';

export const handle: RouteHandle = { name: 'product', cache: 'public' };

/** One product, and the sections of the theme's `templates/product.json`. */
export async function loader({ context, params, request }: LoaderFunctionArgs) {
  const { api, theme } = loaderContext(context);
  // A product gone says so; any other failure shows what the server said (spec section 8).
  const product = await orNotFound(api.product(params.slug ?? ''), 'product').catch(
    withServerMessage,
  );
  const sections = await loadTemplate(theme.templates.product, {
    api,
    request,
    params,
    page: product,
  });
  return { product, sections };
}

/**
 * Adding to the cart without JavaScript: the add form's post (hydrated, the page adds through
 * the API itself). Its code is a chunk of its own, which a browser never needs to load.
 */
export const action = async (args: ActionFunctionArgs) =>
  (await import('../sections/main-product/add-to-cart-action.ts')).addToCartAction(args);

/** Selecting a variant rewrites ?variant= in place, and adding changes the cart only: no reload. */
export function shouldRevalidate({
  currentUrl,
  nextUrl,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  return currentUrl.pathname === nextUrl.pathname ? false : defaultShouldRevalidate;
}

export function meta({
  data,
  shopName,
  currency,
  origin,
  t,
}: MetaArgs<Awaited<ReturnType<typeof loader>>>) {
  const { product } = data;
  const collection = product.categories[0];
  return {
    title: `${product.title} – ${shopName}`,
    description: describe(product.description ?? ''),
    canonical: product.path,
    image: product.feature_image,
    type: 'product' as const,
    // Structured data is for crawlers, who read the server's page: the browser's meta (its
    // title) needs none, and the code that writes it stays out of the page's first load.
    ...(import.meta.env.SSR && {
      jsonLd: [
        productLd(product, currency, origin),
        breadcrumbLd(origin, [
          { name: t('header.home'), path: '/' },
          ...(collection
            ? [{ name: collection.name, path: `/collections/${collection.slug}` }]
            : []),
          { name: product.title, path: product.path },
        ]),
      ],
    }),
  };
}

/** The product page: its template's sections (the main block first). */
export function Component() {
  const { product, sections } = useLoaderData<typeof loader>();
  return <Sections sections={sections} page={product} />;
}
