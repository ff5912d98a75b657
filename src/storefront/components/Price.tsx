import { FormattedMessage } from 'react-intl';
import {
  displayedPercentage,
  formatMoney,
  priceObject,
  showsDiscountTag,
} from '../../modules/currency/money.ts';
import { useShop } from '../state/shop.tsx';
import './Price.css';

/** Formats decimal amounts in the shop currency for the shopper's language. */
export function useMoney(): (amount: number) => string {
  const { currency, intlLocale } = useShop();
  return (amount) => formatMoney(amount, currency, intlLocale);
}

/** A price with its compare-at price struck through and the saving, when there is one. */
export function Price({
  price,
  regularPrice,
  from = false,
  large = false,
}: {
  price: number;
  regularPrice: number | null;
  from?: boolean;
  large?: boolean;
}) {
  const money = useMoney();
  const saving = priceObject(price, regularPrice);
  const onSale = showsDiscountTag(saving.percentage);
  return (
    <div className={`price${large ? ' price--large' : ''}${onSale ? ' price--sale' : ''}`}>
      {onSale && (
        <span className="visually-hidden">
          <FormattedMessage id="product.sale_price" />
        </span>
      )}
      <span className="price__current">
        {from ? (
          <FormattedMessage id="product.from_price" values={{ price: money(price) }} />
        ) : (
          money(price)
        )}
      </span>
      {onSale && regularPrice !== null && (
        <>
          <span className="visually-hidden">
            <FormattedMessage id="product.regular_price" />
          </span>
          <s className="price__regular">{money(regularPrice)}</s>
          {large && (
            <span className="price__saving">
              <FormattedMessage
                id="product.save_percent"
                values={{ percent: displayedPercentage(price, regularPrice) }}
              />
            </span>
          )}
        </>
      )}
    </div>
  );
}
