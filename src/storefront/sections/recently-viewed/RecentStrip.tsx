import { useEffect, useSyncExternalStore } from 'react';
import type { ProductDto } from '../../../modules/catalog/contract.ts';
import { FormattedMessage } from '../../intl.tsx';
import { Image } from '../../components/Image.tsx';
import { Price } from '../../components/Price.tsx';
import { ShopLink } from '../../components/ShopLink.tsx';
import {
  parseRecord,
  recentlyViewedStore,
  rememberView,
  stripOf,
} from '../../state/recently-viewed.ts';
import './recently-viewed.css';

const isProduct = (page: unknown): page is ProductDto =>
  typeof page === 'object' && page !== null && 'ID' in page && 'slug' in page;

/**
 * Records the product on screen (a product page), and shows the strip of recently viewed
 * products, newest first, prices in the shopper's currency.
 */
export default function RecentStrip({
  id,
  limit,
  page,
}: {
  id: string;
  limit: number;
  page: unknown;
}) {
  const product = isProduct(page) ? page : undefined;
  const currentId = product?.ID;
  useEffect(() => {
    if (!product) return;
    rememberView({
      id: product.ID,
      slug: product.slug,
      title: product.title,
      image: product.feature_image,
      price: product.price,
    });
  }, [product]);
  const raw = useSyncExternalStore(
    recentlyViewedStore.subscribe,
    recentlyViewedStore.read,
    () => null,
  );
  const shown = stripOf(parseRecord(raw), currentId).slice(0, limit);
  if (shown.length === 0) return null;
  return (
    <section
      className="section page recent"
      aria-labelledby={`${id}-title`}
      data-testid="recently-viewed"
    >
      <h2 id={`${id}-title`} className="recent__title">
        <FormattedMessage id="recent.title" />
      </h2>
      <ul className="recent__list">
        {shown.map((p) => (
          <li key={p.id} className="recent__item">
            <ShopLink to={`/products/${p.slug}`} className="recent__link">
              <div className="recent__media">
                <Image src={p.image} alt="" sizes="160px" />
              </div>
              <span className="recent__name">{p.title}</span>
              <Price price={p.price} regularPrice={null} />
            </ShopLink>
          </li>
        ))}
      </ul>
    </section>
  );
}
