import { lazy, Suspense, useEffect, useRef, useState, type MouseEvent } from 'react';
import { FormattedMessage, useIntl } from '../intl.tsx';
import type { CategoryDto } from '../../modules/catalog/contract.ts';
import { useCart } from '../state/cart.tsx';
import { useShop } from '../state/shop.tsx';
import { followScroll } from './header-scroll.ts';
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
const loadMenuDrawer = () => import('./MenuDrawer.tsx');
const MenuDrawer = lazy(loadMenuDrawer);

function MenuIcon() {
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
      <path d="M3 6h18M3 12h18M3 18h18" />
    </svg>
  );
}

function LockIcon() {
  return (
    <svg
      width="16"
      height="16"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      aria-hidden="true"
    >
      <rect x="5" y="11" width="14" height="10" rx="2" />
      <path d="M8 11V8a4 4 0 0 1 8 0v3" />
    </svg>
  );
}

/** A collection as the header and footer link to it. */
export type CollectionLink = Pick<CategoryDto, 'id' | 'name' | 'path'>;

/** A click the page should handle: the main button, no modifier key. */
const plainClick = (e: MouseEvent) =>
  e.button === 0 && !e.metaKey && !e.ctrlKey && !e.shiftKey && !e.altKey;

/** The cart link with its live count. */
function CartLink() {
  const intl = useIntl();
  const { count, requesting } = useCart();
  return (
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
  );
}

/**
 * The checkout's header: the shop's name, a note that payment is secure, and the way back to
 * the cart; nothing else that would take the shopper away before the order is placed.
 */
function CheckoutHeader() {
  const { shopName, theme } = useShop();
  return (
    <header className={`header header--checkout scheme-${theme.layout.schemes.checkout}`}>
      <a href="#main" className="skip-link">
        <FormattedMessage id="header.skip" />
      </a>
      <div className="header__inner">
        <ShopLink to="/" className="header__logo">
          {shopName}
        </ShopLink>
        <p className="header__secure">
          <LockIcon />
          <FormattedMessage id="checkout.payment_note" />
        </p>
        <CartLink />
      </div>
    </header>
  );
}

/**
 * The shop header, laid out as the theme says (logo and menu inline; logo centred with the
 * menu below; a menu drawer; or inline, laid over the page's first section), sticky, hiding
 * while the shopper scrolls down, or scrolling away. On phones the menu is always a drawer
 * with every collection and page; without JavaScript its button is the collections' link.
 */
export function Header({
  collections,
  route,
}: {
  collections: CollectionLink[];
  /** The page shown (its route name): the checkout's header is its own. */
  route: string;
}) {
  const intl = useIntl();
  const { shopName, theme } = useShop();
  const [searching, setSearching] = useState(false);
  const [menuOpen, setMenuOpen] = useState(false);
  const header = useRef<HTMLElement>(null);
  const { layout, sticky } = theme.layout.header;
  // The checkout's own header has none of this: the element is there only on other pages.
  useEffect(() => {
    const element = header.current;
    return element && sticky !== 'none' ? followScroll(element) : undefined;
  }, [sticky, route]);
  if (route === 'checkouts') return <CheckoutHeader />;
  const smartSearch = theme.settings.smart_search;
  // Laid over the first section on the home page only: elsewhere a page starts with text.
  const over = layout === 'transparent' && route === 'index';
  return (
    <header
      ref={header}
      className={`header header--${over ? 'over' : layout === 'transparent' ? 'inline' : layout} scheme-${theme.layout.schemes.header}`}
      data-sticky={sticky}
    >
      <a href="#main" className="skip-link">
        <FormattedMessage id="header.skip" />
      </a>
      <div className="header__inner">
        <ShopLink
          to="/collections"
          className="header__menu"
          aria-label={intl.formatMessage({ id: 'header.menu' })}
          aria-haspopup="dialog"
          onPointerEnter={() => void loadMenuDrawer()}
          onFocus={() => void loadMenuDrawer()}
          onClick={(e) => {
            if (!plainClick(e)) return;
            e.preventDefault();
            setMenuOpen(true);
          }}
        >
          <MenuIcon />
        </ShopLink>
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
        <div className="header__tools">
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
                    if (!plainClick(e)) return;
                    e.preventDefault();
                    setSearching(true);
                  },
                }
              : {})}
          >
            <SearchIcon />
          </ShopLink>
          {theme.settings.show_currency_selector.show_selector && (
            <Suspense fallback={null}>
              <currencySelector.Part />
            </Suspense>
          )}
          {!theme.settings.header_hide_cart_icon && <CartLink />}
        </div>
      </div>
      {searching && (
        <Suspense fallback={null}>
          <SearchDialog onClose={() => setSearching(false)} />
        </Suspense>
      )}
      {menuOpen && (
        <Suspense fallback={null}>
          <MenuDrawer collections={collections} onClose={() => setMenuOpen(false)} />
        </Suspense>
      )}
    </header>
  );
}
