import { Suspense } from 'react';
import { FormattedMessage, useIntl } from '../intl.tsx';
import { Dialog } from './Dialog.tsx';
import { Image } from './Image.tsx';
import { languageSelector } from './layout-parts.ts';
import type { CollectionLink } from './Header.tsx';
import { SHOP_PAGES } from './shop-pages.ts';
import { ShopLink } from './ShopLink.tsx';
import { useLoggedIn } from '../state/login.ts';
import { useShop } from '../state/shop.tsx';
import { BREAKPOINTS } from '../styles/breakpoints.ts';
import './MenuDrawer.css';

/**
 * How wide a tile's picture shows: a third of the wide panel on computers, half of it on
 * tablets (MenuDrawer.css); phones show no picture.
 */
const TILE_SIZES = `(min-width: ${BREAKPOINTS.desktop}px) 16vw, 30vw`;

/**
 * The menu drawer (phones, and every screen where the theme's header is a drawer): every
 * collection, then the account and the shop's pages, then the language. Choosing a page closes it.
 * Where the header is a drawer, on tablets and computers it is a mega menu: a wide panel with
 * each collection as a tile of its picture and name, and the pages, the account and the
 * language in a column of their own; on phones it stays the list.
 */
export default function MenuDrawer({
  collections,
  onClose,
}: {
  collections: CollectionLink[];
  onClose(): void;
}) {
  const intl = useIntl();
  const inside = useLoggedIn();
  const mega = useShop().theme.layout.header.layout === 'drawer';
  return (
    <Dialog
      variant="drawer"
      className={`menu-drawer${mega ? ' menu-drawer--mega' : ''}`}
      title={<FormattedMessage id="header.menu" />}
      onClose={onClose}
      testId="menu-drawer"
    >
      <nav
        className="menu-drawer__shop"
        aria-label={intl.formatMessage({ id: 'header.collections' })}
      >
        <ul className="menu-drawer__collections">
          <li className="menu-drawer__all">
            <ShopLink to="/collections" onClick={onClose}>
              <FormattedMessage id="header.collections" />
            </ShopLink>
          </li>
          {collections.map((c) => (
            <li key={c.id}>
              <ShopLink
                to={c.path}
                onClick={onClose}
                className="menu-drawer__tile"
                data-testid="menu-collection"
              >
                {/* The name is the link's text: the picture beside it says nothing more. */}
                {mega && (
                  <span className="menu-drawer__picture">
                    <Image
                      src={c.image ?? null}
                      alt=""
                      sizes={TILE_SIZES}
                      width={600}
                      height={450}
                      className="menu-drawer__image"
                    />
                  </span>
                )}
                <bdi className="menu-drawer__name">{c.name}</bdi>
              </ShopLink>
            </li>
          ))}
        </ul>
      </nav>
      <div className="menu-drawer__aside">
        <nav aria-label={intl.formatMessage({ id: 'footer.info' })}>
          {mega && (
            <h3 className="menu-drawer__heading">
              <FormattedMessage id="footer.info" />
            </h3>
          )}
          <ul className="menu-drawer__pages">
            <li>
              <ShopLink to="/account" onClick={onClose} data-testid="menu-account">
                <FormattedMessage id={inside ? 'account.title' : 'account.login'} />
              </ShopLink>
            </li>
            {SHOP_PAGES.map((page) => (
              <li key={page.to}>
                <ShopLink to={page.to} onClick={onClose}>
                  <FormattedMessage id={page.label} />
                </ShopLink>
              </li>
            ))}
          </ul>
        </nav>
        {/* The language, here as in the footer: a phone's header reaches it in the drawer. */}
        <div className="menu-drawer__language">
          <Suspense fallback={null}>
            <languageSelector.Part />
          </Suspense>
        </div>
      </div>
    </Dialog>
  );
}
