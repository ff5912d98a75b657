import { FormattedMessage } from 'react-intl';
import type { CategoryDto } from '../../modules/catalog/contract.ts';
import { useShop } from '../state/shop.tsx';
import { ShopLink } from './ShopLink.tsx';
import './Footer.css';

/** The common footer: the shop, its collections, the copyright line. */
export function Footer({ collections }: { collections: CategoryDto[] }) {
  const { shopName } = useShop();
  return (
    <footer className="footer">
      <div className="footer__inner">
        <div>
          <p className="footer__brand">{shopName}</p>
          <p className="footer__muted">
            <FormattedMessage id="footer.tagline" />
          </p>
        </div>
        <nav aria-labelledby="footer-shop">
          <h2 id="footer-shop" className="footer__heading">
            <FormattedMessage id="footer.shop" />
          </h2>
          <ul>
            {collections.map((c) => (
              <li key={c.id}>
                <ShopLink to={c.path}>{c.name}</ShopLink>
              </li>
            ))}
          </ul>
        </nav>
      </div>
      <p className="footer__legal">
        <FormattedMessage
          id="footer.rights"
          values={{ year: new Date().getFullYear(), shop: shopName }}
        />
      </p>
    </footer>
  );
}
