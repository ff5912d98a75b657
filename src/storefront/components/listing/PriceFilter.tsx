import { useState } from 'react';
import { FormattedMessage, useIntl } from '../../intl.tsx';
import type { FacetsDto } from '../../../modules/catalog/contract.ts';
import { FILTER_PARAM } from '../../../modules/catalog/listing-params.ts';
import { boundFromShop, type ShownCurrency } from '../../../modules/currency/price-bounds.ts';
import { shownBound } from './price-fields.ts';

/**
 * The price range, in the shopper's currency: the URL's bounds are the shop's amounts, the
 * fields and their hints show them as the shopper's prices are shown.
 */
export function PriceFilter({
  price,
  params,
  apply,
  shown,
}: {
  price: NonNullable<FacetsDto['price']>;
  params: URLSearchParams;
  apply: (form: HTMLFormElement | null) => void;
  shown: ShownCurrency;
}) {
  const intl = useIntl();
  return (
    <fieldset className="filter-group">
      <legend>
        <FormattedMessage id="filters.price" values={{ currency: shown.currency }} />
      </legend>
      <div className="filter-price">
        <PriceBound
          name={FILTER_PARAM.priceMin}
          label={intl.formatMessage({ id: 'filters.price_from' })}
          value={shownBound(params.get(FILTER_PARAM.priceMin), shown)}
          placeholder={String(Math.floor(boundFromShop(price.min, shown)))}
          apply={apply}
        />
        <PriceBound
          name={FILTER_PARAM.priceMax}
          label={intl.formatMessage({ id: 'filters.price_to' })}
          value={shownBound(params.get(FILTER_PARAM.priceMax), shown)}
          placeholder={String(Math.ceil(boundFromShop(price.max, shown)))}
          apply={apply}
        />
      </div>
    </fieldset>
  );
}

/** A price bound: typed freely, applied when the field is left or the form sent. */
function PriceBound({
  name,
  label,
  value,
  placeholder,
  apply,
}: {
  name: string;
  label: string;
  value: string;
  placeholder: string;
  apply: (form: HTMLFormElement | null) => void;
}) {
  const [text, setText] = useState(value);
  const [shown, setShown] = useState(value);
  // A new URL (a chip removed, the back button) or currency brings its own bound.
  if (shown !== value) {
    setShown(value);
    setText(value);
  }
  return (
    <label className="filter-price__bound">
      <span>{label}</span>
      <input
        className="input"
        type="number"
        inputMode="decimal"
        name={name}
        min={0}
        step="any"
        placeholder={placeholder}
        value={text}
        onChange={(e) => setText(e.currentTarget.value)}
        onBlur={(e) => apply(e.currentTarget.form)}
      />
    </label>
  );
}
