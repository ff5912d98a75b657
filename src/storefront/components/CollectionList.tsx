import { FormattedMessage } from '../intl.tsx';
import type { CategoryDto } from '../../modules/catalog/contract.ts';
import { Image } from './Image.tsx';
import { ShopLink } from './ShopLink.tsx';
import './CollectionList.css';

/**
 * Collections as picture tiles with their product counts; the first `eagerCount` pictures load
 * at once (a list in the first screen), the first of them before any other.
 */
export function CollectionList({
  collections,
  eagerCount = 0,
}: {
  collections: CategoryDto[];
  eagerCount?: number;
}) {
  return (
    <ul className="tiles">
      {collections.map((c, i) => (
        <li key={c.id}>
          <ShopLink to={c.path} className="tile">
            <Image
              src={c.image}
              alt=""
              sizes="(max-width: 767px) 50vw, 33vw"
              className="tile__image"
              eager={i < eagerCount}
              priority={i === 0 && eagerCount > 0}
            />
            <span className="tile__label">
              <span className="tile__name" dir="auto">
                {c.name}
              </span>
              <span className="tile__count">
                <FormattedMessage id="collections.count" values={{ count: c.product_count }} />
              </span>
            </span>
          </ShopLink>
        </li>
      ))}
    </ul>
  );
}
