import { FormattedMessage } from '../intl.tsx';
import { convert, formatPrice } from '../../modules/currency/format.ts';
import { fillMoney } from '../../modules/currency/money-text.ts';
import {
  displayedPercentage,
  priceObject,
  showsDiscountTag,
} from '../../modules/currency/money.ts';
import { useCurrency } from '../state/currency.tsx';
import './Price.css';

/**
 * Formats decimal amounts of the checkout currency in the shopper's display currency, by the
 * formatting rules of spec section 9 (converted amounts are estimates: the cart says so).
 */
export function useMoney(): (amount: number) => string {
  const { currency, checkout, rate, auto } = useCurrency();
  if (currency === checkout) return (amount) => formatPrice(amount, currency);
  return (amount) =>
    formatPrice(convert(amount, rate, currency, { whole: auto }), currency, { whole: auto });
}

/** Writes a merchant's text (a discount's title) with its `{money:n}` amounts in the display currency. */
export function useMoneyText(): (text: string) => string {
  const money = useMoney();
  return (text) => fillMoney(text, money);
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
          <FormattedMessage
            id="product.from_price"
            values={{ price: <bdi dir="ltr">{money(price)}</bdi> }}
          />
        ) : (
          <bdi dir="ltr">{money(price)}</bdi>
        )}
      </span>
      {onSale && regularPrice !== null && (
        <>
          <span className="visually-hidden">
            <FormattedMessage id="product.regular_price" />
          </span>
          <s className="price__regular">
            <bdi dir="ltr">{money(regularPrice)}</bdi>
          </s>
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
