import {
  data,
  type LoaderFunctionArgs,
  type RouteObject,
  type ShouldRevalidateFunctionArgs,
} from 'react-router';
import type { ApiError } from './api-client.ts';
import { loaderContext, storeApi } from './state/api.ts';
import { Root, RootError } from './Root.tsx';
import { PageError } from './routes/PageError.tsx';

/** What a route tells the shell: its name (spec section 2) and whether shared caches may keep it. */
export interface RouteHandle {
  name: string;
  cache: 'public' | 'private';
}

/**
 * The route name the shell receives (spec section 2): notFound when the page is a 404, else the
 * name of the deepest matched page. Shared by the server render and the browser.
 */
export function routeName(handles: unknown[], notFound: boolean): string {
  if (notFound) return 'notFound';
  const named = handles.filter((h): h is RouteHandle =>
    Boolean((h as RouteHandle | undefined)?.name),
  );
  return named.at(-1)?.name ?? 'index';
}

/** The source module of each lazy page, for preloading its chunk with the HTML. */
export const ROUTE_MODULES: Record<string, string> = {
  index: 'src/storefront/routes/Home.tsx',
  collections: 'src/storefront/routes/Collections.tsx',
  collection: 'src/storefront/routes/Collection.tsx',
  product: 'src/storefront/routes/Product.tsx',
  cart: 'src/storefront/routes/Cart.tsx',
};

/** Turns an API 404 into the router's 404, so the page and its status say "not found". */
async function orNotFound<T>(load: Promise<T>): Promise<T> {
  try {
    return await load;
  } catch (error) {
    const status =
      (error as { statusCode?: number; status?: number }).statusCode ?? (error as ApiError).status;
    if (status === 404) {
      throw data({ message: (error as Error).message }, { status: 404 });
    }
    throw error;
  }
}

const pageOf = (request: Request) => {
  const page = Number(new URL(request.url).searchParams.get('page') ?? 1);
  return Number.isInteger(page) && page >= 1 && page <= 100_000 ? page : 1;
};

const handle = (name: string, cache: RouteHandle['cache'] = 'public'): RouteHandle => ({
  name,
  cache,
});

// Selecting a variant rewrites ?variant= in place; that must not reload the product.
const samePathNoReload = ({
  currentUrl,
  nextUrl,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) =>
  currentUrl.pathname === nextUrl.pathname ? false : defaultShouldRevalidate;

/** Loads the home page's sections: the hot sales and the collections. */
export async function homeLoader({ context }: LoaderFunctionArgs) {
  const api = storeApi(context);
  const [hotSales, collections] = await Promise.all([
    api.products({ tag: 'sale', pageSize: 8 }),
    api.categories(),
  ]);
  return { hotSales: hotSales.data, collections };
}

/** Loads one collection and a page of its products. */
export async function collectionLoader({ context, params, request }: LoaderFunctionArgs) {
  const { api, settings } = loaderContext(context);
  const slug = params.slug ?? '';
  const collections = await api.categories();
  const collection = collections.find((c) => c.slug === slug);
  if (!collection) throw data({ message: 'not found' }, { status: 404 });
  const page = pageOf(request);
  const products = await api.products({
    category: slug,
    page,
    pageSize: settings.collection_page_size,
  });
  return { collection, products };
}

/** The storefront's routes: lazy page modules inside the shared layout. */
export const routes: RouteObject[] = [
  {
    id: 'root',
    path: '/',
    Component: Root,
    ErrorBoundary: RootError,
    loader: async ({ context }) => ({ collections: await storeApi(context).categories() }),
    // The collections in the header and footer do not change between pages.
    shouldRevalidate: () => false,
    children: [
      {
        id: 'pages',
        ErrorBoundary: PageError,
        children: [
          {
            id: 'index',
            index: true,
            handle: handle('index'),
            loader: homeLoader,
            lazy: () => import('./routes/Home.tsx'),
          },
          {
            id: 'collections',
            path: 'collections',
            handle: handle('collections'),
            loader: async ({ context }) => ({ collections: await storeApi(context).categories() }),
            lazy: () => import('./routes/Collections.tsx'),
          },
          {
            id: 'collection',
            path: 'collections/:slug',
            handle: handle('collection'),
            loader: collectionLoader,
            lazy: () => import('./routes/Collection.tsx'),
          },
          {
            id: 'product',
            path: 'products/:slug',
            handle: handle('product'),
            loader: async ({ context, params }) => ({
              product: await orNotFound(storeApi(context).product(params.slug ?? '')),
            }),
            shouldRevalidate: samePathNoReload,
            lazy: () => import('./routes/Product.tsx'),
          },
          {
            id: 'cart',
            path: 'cart',
            handle: handle('cart', 'private'),
            loader: async ({ context }) => ({ cart: await storeApi(context).cart() }),
            lazy: () => import('./routes/Cart.tsx'),
          },
          {
            id: 'notFound',
            path: '*',
            handle: handle('notFound'),
            loader: () => {
              throw data({ message: 'not found' }, { status: 404 });
            },
          },
        ],
      },
    ],
  },
];
