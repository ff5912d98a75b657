import { FormattedMessage } from '../../intl.tsx';
import type { z } from 'zod';
import type { ProductDto } from '../../../modules/catalog/contract.ts';
import type { CombinationDto } from '../../../modules/merchandising/contract.ts';
import { sizedImageUrl } from '../../../modules/media/image-url.ts';
import { Price } from '../../components/Price.tsx';
import { ShopLink } from '../../components/ShopLink.tsx';
import type { SectionProps } from '../registry.tsx';
import type { settings as schema } from './settings.ts';

/** The combination's heading and items, each a link to its product. */
export default function Combination({
  id,
  settings,
  data,
}: SectionProps<z.output<typeof schema>, CombinationDto | null, ProductDto>) {
  if (data === null) return null;
  return (
    <section
      className="section combination"
      aria-labelledby={`${id}-title`}
      data-testid="combination"
      data-position={data.position}
    >
      <h2 id={`${id}-title`} className="combination__title">
        {data.title || <FormattedMessage id={settings.title_key} />}
      </h2>
      <ul className="combination__items">
        {data.items.map((item) => {
          // The item's own picture, or its product's when it says is_main_image (spec section 3).
          const image = item.is_main_image
            ? item.product.image
            : (item.product_image ?? item.product.image);
          return (
            <li key={item.product_id} className="combination__item">
              <ShopLink to={item.product.path} className="combination__link">
                {image ? (
                  <img
                    className="combination__image"
                    src={sizedImageUrl(image, 200)}
                    alt=""
                    width={67}
                    height={67}
                    loading="lazy"
                  />
                ) : (
                  <span className="combination__image" aria-hidden="true" />
                )}
                <span className="combination__name">{item.product.title}</span>
              </ShopLink>
              <Price price={item.product.price} regularPrice={item.product.regular_price} />
            </li>
          );
        })}
      </ul>
    </section>
  );
}
