import { FormattedMessage } from 'react-intl';
import {
  Link,
  Outlet,
  isRouteErrorResponse,
  useLoaderData,
  useMatches,
  useRouteError,
} from 'react-router';
import type { CategoryDto } from '../modules/catalog/types.ts';
import { CartDrawer } from './components/CartDrawer.tsx';
import { Footer } from './components/Footer.tsx';
import { Header } from './components/Header.tsx';
import { CartProvider } from './state/cart.tsx';
import type { RouteHandle } from './routes.tsx';

/** The route name the shell receives (spec section 2): notFound for a 404, else the page's. */
export function useRouteName(): string {
  const matches = useMatches();
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return 'notFound';
  const last = [...matches].reverse().find((m) => (m.handle as RouteHandle | undefined)?.name);
  return (last?.handle as RouteHandle | undefined)?.name ?? 'index';
}

/** The layout every page shares: header, page, footer, and the inline cart. */
export function Root() {
  const { collections } = useLoaderData() as { collections: CategoryDto[] };
  const routeName = useRouteName();
  return (
    <CartProvider>
      <div className="shell" data-route={routeName}>
        <Header collections={collections} />
        <main id="main" className="main">
          <Outlet />
        </main>
        <Footer collections={collections} />
        <CartDrawer />
      </div>
    </CartProvider>
  );
}

/** The last resort when even the layout failed. */
export function RootError() {
  const error = useRouteError();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  return (
    <main className="main page-message" data-route={notFound ? 'notFound' : 'error'}>
      <h1>
        <FormattedMessage id={notFound ? 'notfound.title' : 'error.title'} />
      </h1>
      <p>
        <FormattedMessage id={notFound ? 'notfound.text' : 'error.retry'} />
      </p>
      <Link to="/" className="button" reloadDocument>
        <FormattedMessage id="notfound.home" />
      </Link>
    </main>
  );
}
