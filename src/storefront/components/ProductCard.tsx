import { FormattedMessage, FormattedNumber } from '../intl.tsx';
import type { ProductDto } from '../../modules/catalog/contract.ts';
import {
  displayedPercentage,
  priceObject,
  showsDiscountTag,
} from '../../modules/currency/money.ts';
import type { ProductCardDto, StyleCombinationDto } from '../../modules/merchandising/contract.ts';
import { useShop } from '../state/shop.tsx';
import { useCardMerch } from './card-merch.ts';
import type { CardTags } from './card-tags.ts';
import { Image } from './Image.tsx';
import { ProductTags } from './ProductTags.tsx';
import { StyleStrip } from './StyleStrip.tsx';
import { Price } from './Price.tsx';
import { Rating } from './Rating.tsx';
import { ShopLink } from './ShopLink.tsx';
import './ProductCard.css';

/** A product in a grid: image, badges, title, price and rating; the whole card links. */
export function ProductCard({
  product,
  eager = false,
  tags,
  styles,
}: {
  product: ProductDto;
  eager?: boolean;
  /** The product's tag badges (product_cards). */
  tags?: ProductCardDto;
  /** Its style combination, where the theme shows them on cards. */
  styles?: StyleCombinationDto;
}) {
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
          <ProductTags card={tags} />
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
      {styles && <StyleStrip combination={styles} />}
    </article>
  );
}

/** A responsive grid of product cards, with their tags and style combinations. */
export function ProductGrid({
  products,
  eagerCount = 0,
  tags,
}: {
  products: ProductDto[];
  eagerCount?: number;
  /** The cards' tags as loaded with the list; without them the grid asks once. */
  tags?: CardTags;
}) {
  const merch = useCardMerch(products, tags);
  return (
    <ul className="grid">
      {products.map((p, i) => (
        <li key={p.ID}>
          <ProductCard
            product={p}
            eager={i < eagerCount}
            tags={merch.tags[p.ID]}
            styles={merch.styles[p.ID]}
          />
        </li>
      ))}
    </ul>
  );
}
