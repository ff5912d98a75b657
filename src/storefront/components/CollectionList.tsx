import { FormattedMessage } from '../intl.tsx';
import type { CategoryDto } from '../../modules/catalog/contract.ts';
import { Image } from './Image.tsx';
import { ShopLink } from './ShopLink.tsx';
import './CollectionList.css';

/** Collections as picture tiles with their product counts. */
export function CollectionList({ collections }: { collections: CategoryDto[] }) {
  return (
    <ul className="tiles">
      {collections.map((c) => (
        <li key={c.id}>
          <ShopLink to={c.path} className="tile">
            <Image
              src={c.image}
              alt=""
              sizes="(max-width: 767px) 50vw, 33vw"
              className="tile__image"
            />
            <span className="tile__label">
              <span className="tile__name">{c.name}</span>
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
