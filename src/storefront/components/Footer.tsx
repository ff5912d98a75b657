import { Suspense } from 'react';
import { FormattedMessage } from '../intl.tsx';
import type { CollectionLink } from './Header.tsx';
import { useShop } from '../state/shop.tsx';
import { CONSENT_ANCHOR } from '../state/consent.ts';
import { currencySelector, FOOTER_LANGUAGE, languageSelector } from './layout-parts.ts';
import { SHOP_PAGES } from './shop-pages.ts';
import { ShopLink } from './ShopLink.tsx';
import { SubscribeForm } from './newsletter/SubscribeForm.tsx';
import './Footer.css';

/** A link of the footer: a policy. */
export interface FooterLink {
  title: string;
  path: string;
}

/** A sibling shop the footer links to (/api/app/multi_sites). */
export interface SiteLink {
  name: string;
  url: string;
  locale: string;
}

/**
 * The common footer: the shop, its products and collections, its blog, videos, FAQ, contact
 * page and policies, its sibling shops in other languages or countries, the copyright line.
 */
export function Footer({
  collections,
  policies,
  sites = [],
}: {
  collections: CollectionLink[];
  policies: FooterLink[];
  sites?: SiteLink[];
}) {
  const { shopName, theme } = useShop();
  return (
    <footer className={`footer scheme-${theme.layout.schemes.footer}`}>
      <div className="footer__inner">
        <div>
          <p className="footer__brand">{shopName}</p>
          <p className="footer__muted">
            <FormattedMessage id="footer.tagline" />
          </p>
          <h2 className="footer__heading footer__newsletter">
            <FormattedMessage id="newsletter.title" />
          </h2>
          <p className="footer__muted">
            <FormattedMessage id="newsletter.lead" />
          </p>
          <SubscribeForm code="footer" compact />
        </div>
        <nav aria-labelledby="footer-shop">
          <h2 id="footer-shop" className="footer__heading">
            <FormattedMessage id="footer.shop" />
          </h2>
          <ul>
            <li>
              <ShopLink to="/products">
                <FormattedMessage id="products.title" />
              </ShopLink>
            </li>
            {collections.map((c) => (
              <li key={c.id}>
                <ShopLink to={c.path}>{c.name}</ShopLink>
              </li>
            ))}
          </ul>
        </nav>
        <nav aria-labelledby="footer-info">
          <h2 id="footer-info" className="footer__heading">
            <FormattedMessage id="footer.info" />
          </h2>
          <ul className="footer__single">
            {SHOP_PAGES.map((page) => (
              <li key={page.to}>
                <ShopLink to={page.to}>
                  <FormattedMessage id={page.label} />
                </ShopLink>
              </li>
            ))}
            {policies.map((p) => (
              <li key={p.path}>
                <ShopLink to={p.path}>{p.title}</ShopLink>
              </li>
            ))}
            <li>
              {/* Opens the consent choices again (PrivacyNotice listens for the address). */}
              <a href={`#${CONSENT_ANCHOR}`}>
                <FormattedMessage id="consent.footer_link" />
              </a>
            </li>
          </ul>
        </nav>
      </div>
      <div className="footer__bottom">
        <Suspense fallback={null}>
          <languageSelector.Part id={FOOTER_LANGUAGE} />
        </Suspense>
        {/* The currency too, as every footer of the spec's (section 2, common footer). */}
        {theme.settings.show_currency_selector.show_selector && (
          <div className="footer__currency" role="group" aria-labelledby="footer-currency">
            <p id="footer-currency" className="footer__heading">
              <FormattedMessage id="currency.label" />
            </p>
            <Suspense fallback={null}>
              <currencySelector.Part place="footer" />
            </Suspense>
          </div>
        )}
        {sites.length > 0 && (
          <nav aria-labelledby="footer-sites" className="footer__sites">
            <h2 id="footer-sites" className="footer__heading">
              <FormattedMessage id="footer.sites" />
            </h2>
            <ul>
              {sites.map((s) => (
                <li key={s.url}>
                  <a href={s.url} hrefLang={s.locale} lang={s.locale}>
                    {s.name}
                  </a>
                </li>
              ))}
            </ul>
          </nav>
        )}
        <p className="footer__legal">
          <FormattedMessage
            id="footer.rights"
            values={{ year: new Date().getFullYear(), shop: shopName }}
          />
        </p>
      </div>
    </footer>
  );
}
