import { useContext, useEffect } from 'react';
import { FormattedMessage } from 'react-intl';
import {
  Link,
  Outlet,
  UNSAFE_DataRouterStateContext,
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
import { routeName } from './routes.tsx';

/**
 * Keeps the body's data-route (rendered by the server) in step on client navigation. A page's
 * error is caught below this layout, so it is read from the router's state.
 */
function useRouteNameOnBody() {
  const matches = useMatches();
  const errors = useContext(UNSAFE_DataRouterStateContext)?.errors;
  const notFound = Object.values(errors ?? {}).some(
    (e) => isRouteErrorResponse(e) && e.status === 404,
  );
  const name = routeName(
    matches.map((m) => m.handle),
    notFound,
  );
  useEffect(() => {
    document.body.dataset.route = name;
  }, [name]);
}

/** The layout every page shares: header, page, footer, and the inline cart. */
export function Root() {
  const { collections } = useLoaderData() as { collections: CategoryDto[] };
  useRouteNameOnBody();
  return (
    <CartProvider>
      <div className="shell">
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
