import { FormattedMessage, FormattedNumber } from '../intl.tsx';
import type { ProductDto } from '../../modules/catalog/contract.ts';
import {
  displayedPercentage,
  priceObject,
  showsDiscountTag,
} from '../../modules/currency/money.ts';
import { useShop } from '../state/shop.tsx';
import { Image } from './Image.tsx';
import { Price } from './Price.tsx';
import { Rating } from './Rating.tsx';
import { ShopLink } from './ShopLink.tsx';
import './ProductCard.css';

/** A product in a grid: image, badges, title, price and rating; the whole card links. */
export function ProductCard({ product, eager = false }: { product: ProductDto; eager?: boolean }) {
  const { theme } = useShop();
  const card = theme.settings.product_card;
  const saving = priceObject(product.price, product.regular_price);
  return (
    <article className="card">
      <ShopLink to={product.path} className="card__link">
        <div className="card__media" style={{ aspectRatio: card.image_ratio }}>
          <Image
            src={product.feature_image}
            alt={product.title}
            sizes="(max-width: 767px) 50vw, (max-width: 1279px) 33vw, 300px"
            eager={eager}
          />
          {!product.buy_able ? (
            <span className="badge badge--muted">
              <FormattedMessage id="product.sold_out" />
            </span>
          ) : (
            showsDiscountTag(saving.percentage) && (
              <span className="badge">
                <FormattedNumber
                  value={-displayedPercentage(product.price, product.regular_price) / 100}
                  style="percent"
                />
              </span>
            )
          )}
        </div>
        <div className="card__body">
          {card.show_vendor && product.vendor && (
            <p className="vendor card__vendor">{product.vendor}</p>
          )}
          <h3 className="card__title">{product.title}</h3>
          <Price
            price={product.price}
            regularPrice={product.regular_price}
            from={product.max_price > product.min_price}
          />
          {card.show_rating && (
            <Rating rating={product.average_rating} count={product.review_count} />
          )}
        </div>
      </ShopLink>
    </article>
  );
}

/** A responsive grid of product cards. */
export function ProductGrid({
  products,
  eagerCount = 0,
}: {
  products: ProductDto[];
  eagerCount?: number;
}) {
  return (
    <ul className="grid">
      {products.map((p, i) => (
        <li key={p.ID}>
          <ProductCard product={p} eager={i < eagerCount} />
        </li>
      ))}
    </ul>
  );
}
