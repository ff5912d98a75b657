import { useEffect } from 'react';
import { useLocation, useMatches } from 'react-router';
import type { CategoryDto, ProductDto } from '../../modules/catalog/contract.ts';
import { ANALYTICS_PATH_EVENT, INVALID_NUMBER_EVENT, routeName } from '../page.ts';
import { keepCampaign, setGa4Stream, setPixels, track } from '../state/analytics.ts';
import { loggedIn, takeLoginSent } from '../state/login.ts';
import { useShop } from '../state/shop.tsx';
import { SHOP_EVENT, takeTold } from '../state/shop-events.ts';
import { cartChanges } from '../state/cart-changes.ts';
import { earlierViews, takeShown } from '../state/earlier-views.ts';

/** What a page's loader answered, as far as its events read it. */
interface PageData {
  product?: Pick<ProductDto, 'ID' | 'title' | 'price'>;
  collection?: Pick<CategoryDto, 'slug' | 'name'>;
}

/**
 * Page views, sent to the shop's analytics: each page's path as it shows, but checkout's pages
 * (route `checkouts`: the steps, processing, thank-you), whose page-load tracking is skipped
 * (spec section 2) for the analytics path each announces (`/checkouts/shipping` ...). It comes
 * a second after the page: the page shown then, and its announced path, are tracked at once.
 * A product page is also a `view_item`, a collection a `view_item_list`, a search a `search`;
 * the page after a login sent from the login page (its to-login flag), logged in, a `login`.
 * What the shopper does is told (shop-events.ts: an add to cart, a checkout start). The pages
 * shown before it came (noted by shown-pages.ts: a shopper who went on within the second, by
 * this page or a whole new one) are counted first, and their campaign kept.
 */
export default function AnalyticsTracker() {
  const { pathname, search } = useLocation();
  useEffect(() => {
    // The pages before this one (this page's and the visit's earlier pages'), once.
    const shown = takeShown();
    for (const page of shown) keepCampaign(page.search);
    for (const path of earlierViews(shown, pathname)) track('page_view', path);
    // The pages before the one it came on, once: later pages are counted as they show.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  // The landing address's campaign (pixel_id, utm_medium), kept for the order (spec section 2).
  useEffect(() => keepCampaign(search), [search]);
  const { currency, pixels, ga4MeasurementId } = useShop();
  // The browser pixels and the GA4 stream first: the events below go with them.
  useEffect(() => {
    setPixels(pixels ?? []);
    setGa4Stream(ga4MeasurementId);
  }, [pixels, ga4MeasurementId]);
  const matches = useMatches();
  const route = routeName(
    matches.map((m) => m.handle),
    false,
  );
  const checkout = route === 'checkouts';
  const page = (matches.at(-1)?.data ?? {}) as PageData;
  const query = route === 'search' ? (new URLSearchParams(search).get('q') ?? '') : null;

  // The first page away from the login page after its form was sent (its to-login flag), shown
  // logged in: a login (spec section 2). Read from the flag, not from the page before: this
  // tracker comes a second after the page, and a quick shopper has logged in by then.
  useEffect(() => {
    if (pathname.endsWith('/account/login')) return;
    if (takeLoginSent() && loggedIn()) track('login', pathname, { method: 'password' });
  }, [pathname]);

  useEffect(() => {
    if (checkout) return;
    track('page_view', pathname);
    // What the page shows: a product, a collection's list.
    const { product, collection } = page;
    if (route === 'product' && product) {
      track('view_item', pathname, {
        item_id: String(product.ID),
        item_name: product.title.slice(0, 100),
        value: product.price,
        currency,
      });
    } else if (route === 'cart') {
      track('view_cart', pathname);
    } else if (route === 'collection' && collection) {
      track('view_item_list', pathname, {
        item_list_id: collection.slug.slice(0, 100),
        item_list_name: collection.name.slice(0, 100),
      });
    }
    // Only the page's address starts these: its data comes with it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [pathname, checkout]);

  // A search, each time its words change (the list's filters and pages are not new searches).
  useEffect(() => {
    if (query !== null) track('search', pathname, { search_term: query.slice(0, 100) });
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [query]);

  useEffect(() => {
    const late = document.body.dataset.analyticsPath;
    if (late) track('page_view', late);
    const announced = (e: Event) => {
      const { path } = (e as CustomEvent<{ path: string }>).detail;
      track('page_view', path);
    };
    // A quantity above 100 typed (spec section 5): what was typed, on the page it was.
    const invalid = (e: Event) =>
      track('invalid_number', window.location.pathname, {
        value: String((e as CustomEvent<string>).detail),
      });
    // What the shopper did (an add to cart, a heart, a share), told before this came or now.
    const told = () => {
      for (const { name, path, params, carts, ...given } of takeTold()) {
        if (!carts) track(name, path, params, given);
        // A change of the cart: each line's add or removal.
        else for (const change of cartChanges(...carts)) track(change.name, path, change.params);
      }
    };
    told();
    window.addEventListener(SHOP_EVENT, told);
    window.addEventListener(INVALID_NUMBER_EVENT, invalid);
    window.addEventListener(ANALYTICS_PATH_EVENT, announced);
    return () => {
      window.removeEventListener(SHOP_EVENT, told);
      window.removeEventListener(INVALID_NUMBER_EVENT, invalid);
      window.removeEventListener(ANALYTICS_PATH_EVENT, announced);
    };
  }, []);
  return null;
}
