import { useEffect } from 'react';
import { useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { accountApi } from '../account-api.ts';
import { AccountNav, customerOrLogin } from '../components/account/AccountNav.tsx';
import { ProductGrid } from '../components/ProductCard.tsx';
import { ShopLink } from '../components/ShopLink.tsx';
import { FormattedMessage } from '../intl.tsx';
import type { MetaArgs, RouteHandle } from '../page.ts';
import { storeApi } from '../state/api.ts';
import { receiveWishlist, useWishlist } from '../state/wishlist.ts';

/** The wishlist page of spec section 2. */
export const handle: RouteHandle = { name: 'wishlist', cache: 'private' };

/** The customer and the wished products, newest first; a visitor goes to the login page. */
export async function loader({ context }: LoaderFunctionArgs) {
  const info = await customerOrLogin(context);
  const ids = await accountApi(context).wished();
  if (ids.length === 0) return { info, ids, products: [] };
  const page = await storeApi(context).products({
    include_ids: ids.join(','),
    page_size: ids.length,
  });
  // The list's own order (newest first), not the catalogue's.
  const byId = new Map(page.data.map((p) => [p.ID, p]));
  return { info, ids, products: ids.flatMap((id) => byId.get(id) ?? []) };
}

export function meta({ shopName, t }: MetaArgs<unknown>) {
  return { title: `${t('wishlist.title')} – ${shopName}`, noindex: true };
}

/** The wished products as cards; one taken off the list in this visit leaves the page. */
export function Component() {
  const { info, ids: loaded, products } = useLoaderData<typeof loader>();
  // The page's list is the shop's: a heart elsewhere sees it.
  useEffect(() => receiveWishlist(loaded), [loaded]);
  const { ids, known } = useWishlist();
  const shown = known ? products.filter((p) => ids.includes(p.ID)) : products;
  return (
    <div className="page account-page account-page--wide" data-testid="wishlist-page">
      <h1 className="page__title">
        <FormattedMessage id="wishlist.title" />
      </h1>
      <div className="account-layout">
        <AccountNav info={info} />
        <div>
          {shown.length === 0 ? (
            <p data-testid="wishlist-empty">
              <FormattedMessage id="wishlist.empty" />{' '}
              <ShopLink to="/collections">
                <FormattedMessage id="cart.continue" />
              </ShopLink>
            </p>
          ) : (
            <ProductGrid products={shown} />
          )}
        </div>
      </div>
    </div>
  );
}
