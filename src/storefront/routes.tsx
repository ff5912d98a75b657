import type { RouteObject } from 'react-router';
import { loadChunk } from './chunk-load.ts';
import { preloadLayoutParts } from './components/layout-parts.ts';
import { PageError } from './components/PageError.tsx';
import type { PageModule, RouteHandle } from './page.ts';
import { Root, RootError } from './Root.tsx';
import { loaderContext } from './state/api.ts';

// Each page is one module in routes/ (loader, meta, component, and its action when it takes
// forms), and its own chunk.
const pageModules = import.meta.glob<PageModule>('./routes/*.tsx');

/** One page of the table: its id, path (none for the home page) and module file in routes/. */
export interface PageEntry {
  id: string;
  path?: string;
  file: string;
}

/** The pages: id (the route name of spec section 2), path, and module file in routes/. */
export const PAGES: readonly PageEntry[] = [
  { id: 'index', file: 'Home' },
  { id: 'collections', path: 'collections', file: 'Collections' },
  { id: 'collection', path: 'collections/:slug', file: 'Collection' },
  { id: 'search', path: 'search', file: 'Search' },
  { id: 'productList', path: 'products', file: 'Products' },
  { id: 'product', path: 'products/:slug', file: 'Product' },
  { id: 'videoList', path: 'videos', file: 'Videos' },
  { id: 'faq', path: 'faq', file: 'Faq' },
  { id: 'contact', path: 'contact', file: 'Contact' },
  { id: 'blogs', path: 'blogs', file: 'Blogs' },
  { id: 'blogCollection', path: 'blogs/:collection', file: 'BlogCollection' },
  { id: 'blog', path: 'blogs/:collection/:post', file: 'BlogPost' },
  { id: 'policies', path: 'policies', file: 'Policies' },
  { id: 'policy', path: 'policies/:handle', file: 'Policy' },
  { id: 'cart', path: 'cart', file: 'Cart' },
  { id: 'orderThanks', path: 'checkouts/thank', file: 'OrderThanks' },
  { id: 'orderReceived', path: 'checkouts/processing', file: 'OrderProcessing' },
  { id: 'checkouts', path: 'checkouts/:hash?', file: 'Checkout' },
  { id: 'trackOrder', path: 'track-your-order', file: 'TrackOrder' },
  { id: 'login', path: 'account/login', file: 'Login' },
  { id: 'register', path: 'account/register', file: 'Register' },
  { id: 'resetPassword', path: 'account/reset-password', file: 'ResetPassword' },
  { id: 'address', path: 'account/addresses', file: 'Addresses' },
  { id: 'order', path: 'account/orders/:number', file: 'AccountOrder' },
  { id: 'security', path: 'account/security', file: 'Security' },
  { id: 'account', path: 'account', file: 'Account' },
  { id: 'wishlist', path: 'wishlist', file: 'Wishlist' },
  { id: 'newsletter', path: 'newsletter', file: 'Newsletter' },
  { id: 'notFound', path: '*', file: 'NotFound' },
];

/** The source file of a page, as Vite's manifest names its chunk. */
export function pageFile(routeId: string): string | undefined {
  const page = PAGES.find((p) => p.id === routeId);
  return page && `src/storefront/routes/${page.file}.tsx`;
}

/** A page module's meta rides on its handle, where the server and the browser both find it. */
export type PageHandle = RouteHandle & { meta?: PageModule['meta'] };

function pageRoute({ id, path, file }: PageEntry): RouteObject {
  const load = pageModules[`./routes/${file}.tsx`];
  if (!load) throw new Error(`no page module routes/${file}.tsx`);
  const lazy = async () => {
    const page = await loadChunk(load);
    return {
      loader: page.loader,
      action: page.action,
      shouldRevalidate: page.shouldRevalidate,
      Component: page.Component,
      handle: { ...page.handle, meta: page.meta } satisfies PageHandle,
    };
  };
  // A page module's loader and action are typed by the page itself (useLoaderData<typeof loader>).
  const route = { id, lazy: lazy as never };
  return path ? { ...route, path } : { ...route, index: true };
}

/** The storefront's routes: lazy page modules inside the shared layout. */
export const routes: RouteObject[] = [
  {
    id: 'root',
    path: '/',
    Component: Root,
    ErrorBoundary: RootError,
    loader: async ({ context }) => {
      const { api, theme } = loaderContext(context);
      const [collections, policies, sites] = await Promise.all([
        api.categories(),
        api.policies(),
        // Sibling shops are a link list in the footer: without them the page is still whole.
        api.multiSites().catch(() => []),
        preloadLayoutParts(),
      ]);
      // What the header and footer show of each, no more: this data rides in every page. A
      // collection's picture only where the header is a drawer, whose wide screens' menu shows
      // each collection as a tile.
      const pictured = theme.layout.header.layout === 'drawer';
      return {
        collections: collections.map(({ id, name, path, image }) =>
          pictured ? { id, name, path, image } : { id, name, path },
        ),
        policies: policies.map(({ title, path }) => ({ title, path })),
        sites: sites.map(({ name, url, locale }) => ({ name, url, locale })),
      };
    },
    // The collections, policies and sibling shops in the header and footer do not change
    // between pages.
    shouldRevalidate: () => false,
    children: [{ id: 'pages', ErrorBoundary: PageError, children: PAGES.map(pageRoute) }],
  },
];
