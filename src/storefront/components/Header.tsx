import { lazy, Suspense, useState } from 'react';
import { FormattedMessage, useIntl } from '../intl.tsx';
import type { CategoryDto } from '../../modules/catalog/contract.ts';
import { useCart } from '../state/cart.tsx';
import { useShop } from '../state/shop.tsx';
import { currencySelector } from './layout-parts.ts';
import { ShopLink, ShopNavLink } from './ShopLink.tsx';
import './Header.css';

function BagIcon() {
  return (
    <svg
      width="22"
      height="22"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.6"
      aria-hidden="true"
    >
      <path d="M5 8h14l-1.2 12.2a1 1 0 0 1-1 .8H7.2a1 1 0 0 1-1-.8L5 8Z" />
      <path d="M9 8V6a3 3 0 0 1 6 0v2" />
    </svg>
  );
}

function SearchIcon() {
  return (
    <svg
      width="22"
      height="22"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.6"
      aria-hidden="true"
    >
      <circle cx="10.5" cy="10.5" r="6.5" />
      <path d="m15.5 15.5 5 5" />
    </svg>
  );
}

const loadSearchDialog = () => import('./SearchDialog.tsx');
const SearchDialog = lazy(loadSearchDialog);

/** A collection as the header and footer link to it. */
export type CollectionLink = Pick<CategoryDto, 'id' | 'name' | 'path'>;

/** The shop header: name, collections, and the cart with its live count. */
export function Header({ collections }: { collections: CollectionLink[] }) {
  const intl = useIntl();
  const { shopName, theme } = useShop();
  const { count, requesting } = useCart();
  const [searching, setSearching] = useState(false);
  const smartSearch = theme.settings.smart_search;
  return (
    <header className="header">
      <a href="#main" className="skip-link">
        <FormattedMessage id="header.skip" />
      </a>
      <div className="header__inner">
        <ShopLink to="/" className="header__logo">
          {shopName}
        </ShopLink>
        <nav className="header__nav" aria-label={intl.formatMessage({ id: 'header.collections' })}>
          <ul>
            <li>
              <ShopNavLink to="/collections" end>
                <FormattedMessage id="header.collections" />
              </ShopNavLink>
            </li>
            {collections.slice(0, 6).map((c) => (
              <li key={c.id} className="header__nav-extra">
                <ShopNavLink to={c.path}>{c.name}</ShopNavLink>
              </li>
            ))}
          </ul>
        </nav>
        {/* The search page's link; with the smart-search add-on, it opens the search box. */}
        <ShopLink
          to="/search"
          className="header__search"
          aria-label={intl.formatMessage({ id: 'search.title' })}
          aria-haspopup={smartSearch ? 'dialog' : undefined}
          data-testid="header-search"
          {...(smartSearch
            ? {
                onPointerEnter: () => void loadSearchDialog(),
                onFocus: () => void loadSearchDialog(),
                onClick: (e) => {
                  // Another window or tab gets the search page.
                  if (e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
                  e.preventDefault();
                  setSearching(true);
                },
              }
            : {})}
        >
          <SearchIcon />
        </ShopLink>
        {searching && (
          <Suspense fallback={null}>
            <SearchDialog onClose={() => setSearching(false)} />
          </Suspense>
        )}
        {theme.settings.show_currency_selector.show_selector && (
          <Suspense fallback={null}>
            <currencySelector.Part />
          </Suspense>
        )}
        {!theme.settings.header_hide_cart_icon && (
          <ShopLink
            to="/cart"
            className="header__cart"
            aria-label={intl.formatMessage({ id: 'cart.count' }, { count })}
            aria-busy={requesting || undefined}
            data-testid="header-cart"
          >
            <BagIcon />
            <span className="header__cart-count" data-testid="cart-count" aria-hidden="true">
              {count}
            </span>
          </ShopLink>
        )}
      </div>
    </header>
  );
}
