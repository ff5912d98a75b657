import { FormattedMessage, useIntl } from '../intl.tsx';
import {
  displayedPercentage,
  priceObject,
  showsDiscountTag,
} from '../../modules/currency/money.ts';
import { useCurrency } from '../state/currency.tsx';
import { useMoney } from './Price.tsx';
import './PriceDetails.css';

/**
 * The price popup (spec section 2; section 9: its animation lasts 300 ms): a button beside the
 * price opens a small dialog that says how the price is made up (the regular price, the saving
 * and the price paid) and in which currency it is paid. A native popover: it opens, closes on
 * Escape or a click outside, and animates by CSS alone, also before the page is hydrated.
 */
export function PriceDetails({
  id,
  price,
  regularPrice,
}: {
  id: string;
  price: number;
  regularPrice: number | null;
}) {
  const intl = useIntl();
  const money = useMoney();
  const { currency, checkout } = useCurrency();
  const saving = priceObject(price, regularPrice);
  const onSale = showsDiscountTag(saving.percentage) && regularPrice !== null;
  const panel = `${id}-price-details`;
  return (
    <>
      <button
        type="button"
        className="price-details__open"
        popoverTarget={panel}
        aria-label={intl.formatMessage({ id: 'price_details.open' })}
        data-testid="price-details-open"
      >
        <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true">
          <circle cx="12" cy="12" r="9.5" fill="none" stroke="currentColor" strokeWidth="1.6" />
          <path
            d="M12 10.5v6M12 7.2v.1"
            stroke="currentColor"
            strokeWidth="2"
            strokeLinecap="round"
          />
        </svg>
      </button>
      <div
        id={panel}
        popover="auto"
        role="dialog"
        aria-labelledby={`${panel}-title`}
        className="price-details"
        data-testid="price-details"
      >
        <div className="price-details__head">
          <h2 id={`${panel}-title`} className="price-details__title">
            <FormattedMessage id="price_details.title" />
          </h2>
          <button
            type="button"
            className="price-details__close"
            popoverTarget={panel}
            popoverTargetAction="hide"
            aria-label={intl.formatMessage({ id: 'cart.close' })}
          >
            ×
          </button>
        </div>
        <dl className="price-details__rows">
          {onSale && (
            <>
              <dt>
                <FormattedMessage id="product.regular_price" />
              </dt>
              <dd>
                <s>{money(regularPrice)}</s>
              </dd>
              <dt>
                <FormattedMessage id="price_details.saving" />
              </dt>
              <dd className="price-details__saving">
                <FormattedMessage
                  id="price_details.saving_amount"
                  values={{
                    amount: money(saving.agio),
                    percent: displayedPercentage(price, regularPrice),
                  }}
                />
              </dd>
            </>
          )}
          <dt className="price-details__total">
            <FormattedMessage id="price_details.price" />
          </dt>
          <dd className="price-details__total">{money(price)}</dd>
        </dl>
        <p className="price-details__note">
          {currency === checkout ? (
            <FormattedMessage id="price_details.note" />
          ) : (
            <FormattedMessage id="currency.estimate" values={{ currency, checkout }} />
          )}
        </p>
      </div>
    </>
  );
}
