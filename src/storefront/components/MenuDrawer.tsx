import { Suspense } from 'react';
import { FormattedMessage, useIntl } from '../intl.tsx';
import { Dialog } from './Dialog.tsx';
import { languageSelector } from './layout-parts.ts';
import type { CollectionLink } from './Header.tsx';
import { SHOP_PAGES } from './shop-pages.ts';
import { ShopLink } from './ShopLink.tsx';
import { useLoggedIn } from '../state/login.ts';
import './MenuDrawer.css';

/**
 * The menu drawer (phones, and every screen where the theme's header is a drawer): every
 * collection, then the account and the shop's pages, then the language. Choosing a page closes it.
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
  return (
    <Dialog
      variant="drawer"
      className="menu-drawer"
      title={<FormattedMessage id="header.menu" />}
      onClose={onClose}
      testId="menu-drawer"
    >
      <nav aria-label={intl.formatMessage({ id: 'header.collections' })}>
        <ul className="menu-drawer__collections">
          <li>
            <ShopLink to="/collections" onClick={onClose}>
              <FormattedMessage id="header.collections" />
            </ShopLink>
          </li>
          {collections.map((c) => (
            <li key={c.id}>
              <ShopLink to={c.path} onClick={onClose}>
                <bdi>{c.name}</bdi>
              </ShopLink>
            </li>
          ))}
        </ul>
      </nav>
      <nav aria-label={intl.formatMessage({ id: 'footer.info' })}>
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
    </Dialog>
  );
}
