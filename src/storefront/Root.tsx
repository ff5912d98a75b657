import { lazy, Suspense, useContext, useEffect } from 'react';
import { FormattedMessage, useIntl } from './intl.tsx';
import {
  Outlet,
  UNSAFE_DataRouterStateContext,
  isRouteErrorResponse,
  useLoaderData,
  useLocation,
  useMatches,
  useRouteError,
} from 'react-router';
import type { CartDto } from '../modules/cart/contract.ts';
import type { FooterLink, SiteLink } from './components/Footer.tsx';
import { footer } from './components/layout-parts.ts';
import { Header, type CollectionLink } from './components/Header.tsx';
import { pageMeta, routeName, type RouteHandle } from './page.ts';
import { CartProvider, loadCartDrawer, useCart } from './state/cart.tsx';
import { AfterHydration } from './state/hydrated.ts';
import { useShop } from './state/shop.tsx';
import { ShopLink } from './components/ShopLink.tsx';
import { ChunkLoadFailed } from './components/ChunkLoadFailed.tsx';
import { ShopMessages } from './components/ShopMessages.tsx';
import { TopTitle } from './components/TopTitle.tsx';
import { BackToTopLater } from './components/BackToTopLater.tsx';
import { isChunkLoadError, loadChunk } from './chunk-load.ts';
import './styles/base.css';

// The inline cart is not needed for the first paint: its code loads when it first opens, or
// as soon as the shopper adds something (loadCartDrawer), while the cart call is under way.
const CartDrawer = lazy(loadCartDrawer);
// The privacy notice comes after hydration, over the page, from its own chunk.
const PrivacyNotice = lazy(() => loadChunk(() => import('./components/PrivacyNotice.tsx')));

/**
 * Keeps the body's data-route (rendered by the server) and the document title in step on
 * client navigation. A page's error is caught below this layout, so it is read from the
 * router's state.
 */
function usePageOnDocument(): string {
  const matches = useMatches();
  const intl = useIntl();
  const { shopName, currency } = useShop();
  const errors = useContext(UNSAFE_DataRouterStateContext)?.errors;
  const notFound = Object.values(errors ?? {}).some(
    (e) => isRouteErrorResponse(e) && e.status === 404,
  );
  const name = routeName(
    matches.map((m) => m.handle),
    notFound,
  );
  // The title is the browser's to set (the server writes it into the head): a server render
  // does not work out the page's meta a second time.
  const title =
    typeof document === 'undefined'
      ? ''
      : pageMeta(matches, notFound, { shopName, currency, origin: '' }, (id) =>
          intl.formatMessage({ id }),
        ).title;
  useEffect(() => {
    document.body.dataset.route = name;
    document.title = title;
  }, [name, title]);
  return name;
}

/**
 * Marks the page hydrated: its scripts (and journeys) can rely on React from here on. In a
 * boundary of its own at the end of the layout, it hydrates with the page's sections, which
 * React hydrates after the layout, in slices that leave the phone's main thread free between
 * them (sections/registry.tsx).
 */
function HydratedMark() {
  useEffect(() => {
    document.body.dataset.hydrated = 'true';
  }, []);
  return null;
}

/** Said when the cart could not be read after its retries (spec section 4, Cart refresh). */
function CartLoadFailed() {
  const { loadFailed, load } = useCart();
  if (!loadFailed) return null;
  return (
    <div className="notice page-notice" role="alert" data-testid="cart-load-failed">
      <span>
        <FormattedMessage id="cart.load_failed" />
      </span>
      <button type="button" className="link-button" onClick={() => void load({ force: true })}>
        <FormattedMessage id="cart.load_retry" />
      </button>
    </div>
  );
}

function InlineCart() {
  const { drawerOpen } = useCart();
  if (!drawerOpen) return null;
  return (
    <Suspense fallback={null}>
      <CartDrawer />
    </Suspense>
  );
}

/** The layout every page shares: header, page, footer, and the inline cart. */
export function Root() {
  const { collections, policies, sites } = useLoaderData() as {
    collections: CollectionLink[];
    policies: FooterLink[];
    sites: SiteLink[];
  };
  const route = usePageOnDocument();
  const { pathname, search } = useLocation();
  // A private page that loaded the cart (cart, checkout) shows its count in the header as
  // rendered, also without JavaScript; public pages are cached for everyone and show it later.
  const matches = useMatches();
  const pageCart = matches
    .map((m) => (m.data as { cart?: CartDto } | undefined)?.cart)
    .find(Boolean);
  // A page with a frame of its own (the checkout) shows its header and no footer.
  const frame = matches.map((m) => (m.handle as RouteHandle | undefined)?.frame).find(Boolean);
  return (
    <CartProvider pageCart={pageCart}>
      <div className="shell">
        {!frame && <TopTitle />}
        {/* Its own boundary too: it hydrates after the layout, in slices (HydratedMark). */}
        <Suspense fallback={null}>
          {frame ? <frame.Header /> : <Header collections={collections} route={route} />}
        </Suspense>
        <ShopMessages />
        <main id="main" className="main">
          <CartLoadFailed />
          <Outlet />
        </main>
        {/* The checkout keeps the shopper on it: no footer's links to leave by. */}
        {!frame && (
          <Suspense fallback={null}>
            <footer.Part collections={collections} policies={policies} sites={sites} />
          </Suspense>
        )}
        <InlineCart />
        <Suspense fallback={null}>
          <HydratedMark />
        </Suspense>
        <AfterHydration>
          <Suspense fallback={null}>
            <PrivacyNotice
              policyPath={
                policies.find((p) => p.path.endsWith('/privacy-policy'))?.path ?? '/policies'
              }
            />
          </Suspense>
        </AfterHydration>
        {/* Not after hydration: the page it hydrates with is counted even if the shopper goes on
            before the parts shown once hydrated have rendered. */}
        <BackToTopLater
          rewards={!frame}
          page={{ pathname, search, checkout: route === 'checkouts' }}
        />
      </div>
    </CartProvider>
  );
}

/** The last resort when even the layout failed. */
export function RootError() {
  const error = useRouteError();
  if (isChunkLoadError(error)) {
    return (
      <main className="main" data-route="error">
        <ChunkLoadFailed />
      </main>
    );
  }
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  return (
    <main className="main page-message" data-route={notFound ? 'notFound' : 'error'}>
      <h1>
        <FormattedMessage id={notFound ? 'notfound.title' : 'page_error.title'} />
      </h1>
      <p>
        <FormattedMessage id={notFound ? 'notfound.text' : 'page_error.retry'} />
      </p>
      <ShopLink to="/" className="button" reloadDocument>
        <FormattedMessage id="notfound.home" />
      </ShopLink>
    </main>
  );
}
