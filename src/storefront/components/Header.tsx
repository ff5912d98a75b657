import { lazy, Suspense, useRef, useState, type MouseEvent } from 'react';
import { FormattedMessage, useIntl } from '../intl.tsx';
import type { CategoryDto } from '../../modules/catalog/contract.ts';
import { useCart } from '../state/cart.tsx';
import { useShop } from '../state/shop.tsx';
import { currencySelector, languageMenu } from './layout-parts.ts';
import { ShopLink, ShopNavLink } from './ShopLink.tsx';
import { useFollowScroll } from './use-follow-scroll.ts';
import './Header.css';

// The header's icons are drawn by its stylesheet (CSS masks in the text's colour): no script
// and no markup of every page carries their paths.

const loadSearchDialog = () => import('./SearchDialog.tsx');
const SearchDialog = lazy(loadSearchDialog);
const loadMenuDrawer = () => import('./MenuDrawer.tsx');
const MenuDrawer = lazy(loadMenuDrawer);

/**
 * A collection as the header and footer link to it; with its picture where the header is a
 * drawer (the menu drawer's tiles on wide screens).
 */
export type CollectionLink = Pick<CategoryDto, 'id' | 'name' | 'path'> &
  Partial<Pick<CategoryDto, 'image'>>;

/** A click the page should handle: the main button, no modifier key. */
const plainClick = (e: MouseEvent) =>
  e.button === 0 && !e.metaKey && !e.ctrlKey && !e.shiftKey && !e.altKey;

/** The cart link with its live count. */
export function CartLink() {
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
      <span className="icon icon--bag" aria-hidden="true" />
      <span className="header__cart-count" data-testid="cart-count" aria-hidden="true">
        {count}
      </span>
    </ShopLink>
  );
}

/**
 * The account's link: "Log in" for a visitor, "Your account" for a customer. Pages are the
 * same for everyone (a cache keeps them): the document marks a customer's browser from the
 * login flag's cookie before it paints (server/document.ts), and the stylesheet shows the one
 * name that fits, with no script.
 */
function AccountLink() {
  return (
    <ShopLink to="/account" className="header__account">
      <span className="icon icon--account" aria-hidden="true" />
      <span className="visually-hidden for-visitor">
        <FormattedMessage id="account.login" />
      </span>
      <span className="visually-hidden for-customer">
        <FormattedMessage id="account.title" />
      </span>
    </ShopLink>
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
  /** The page shown (its route name): the home page's first section may lie under it. */
  route: string;
}) {
  const intl = useIntl();
  const { shopName, theme } = useShop();
  const [searching, setSearching] = useState(false);
  const [menuOpen, setMenuOpen] = useState(false);
  const header = useRef<HTMLElement>(null);
  const { layout, sticky } = theme.layout.header;
  // How the header follows the scroll, when it hides on the way down.
  useFollowScroll(header, sticky !== 'none');
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
          <span className="icon icon--menu" aria-hidden="true" />
        </ShopLink>
        <ShopLink to="/" className="header__logo">
          <bdi>{shopName}</bdi>
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
            <span className="icon icon--search" aria-hidden="true" />
          </ShopLink>
          {theme.settings.show_currency_selector.show_selector && (
            <Suspense fallback={null}>
              <currencySelector.Part />
            </Suspense>
          )}
          <Suspense fallback={null}>
            <languageMenu.Part />
          </Suspense>
          <AccountLink />
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
