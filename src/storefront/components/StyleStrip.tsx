import { useIntl } from '../intl.tsx';
import type { StyleCombinationDto } from '../../modules/merchandising/contract.ts';
import { sizedImageUrl } from '../../modules/media/image-url.ts';
import { ShopLink } from './ShopLink.tsx';
import './StyleStrip.css';

/** A card's style combination: small pictures of the products that go with it, each a link. */
export function StyleStrip({ combination }: { combination: StyleCombinationDto }) {
  const intl = useIntl();
  if (combination.items.length === 0) return null;
  return (
    <ul
      className="style-strip"
      aria-label={intl.formatMessage({ id: 'merch.goes_with' })}
      data-testid="style-strip"
    >
      {combination.items.map(({ product }) => (
        <li key={product.ID}>
          <ShopLink to={product.path} className="style-strip__item" title={product.title}>
            {product.image ? (
              <img
                src={sizedImageUrl(product.image, 100)}
                alt={product.title}
                width={36}
                height={36}
                loading="lazy"
              />
            ) : (
              <span className="visually-hidden">{product.title}</span>
            )}
          </ShopLink>
        </li>
      ))}
    </ul>
  );
}
