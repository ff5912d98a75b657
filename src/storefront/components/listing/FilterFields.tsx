import { FormattedMessage, useIntl } from '../../intl.tsx';
import type { FacetsDto } from '../../../modules/catalog/contract.ts';
import { FILTER_PARAM } from '../../../modules/catalog/listing-params.ts';
import type { ShownCurrency } from '../../../modules/currency/price-bounds.ts';
import { PriceFilter } from './PriceFilter.tsx';

/** The filter groups: stock, price, each option, vendors and tags, each value with its count. */
export function FilterFields({
  facets,
  params,
  apply,
  shown,
}: {
  facets: FacetsDto;
  params: URLSearchParams;
  apply: (form: HTMLFormElement | null) => void;
  shown: ShownCurrency;
}) {
  const intl = useIntl();
  const checkbox = (name: string, value: string, label: string, count: number) => {
    const checked = params.getAll(name).includes(value);
    return (
      <li key={value}>
        <label className={`filter-value${count === 0 && !checked ? ' filter-value--none' : ''}`}>
          <input
            type="checkbox"
            name={name}
            value={value}
            checked={checked}
            disabled={count === 0 && !checked}
            onChange={(e) => apply(e.currentTarget.form)}
          />
          {/* A vendor or an option value, as the merchant wrote it: in its own direction. */}
          <span className="filter-value__label" dir="auto">
            {label}
          </span>
          <span className="filter-value__count">
            <span className="visually-hidden">
              <FormattedMessage id="collections.count" values={{ count }} />
            </span>
            <span aria-hidden="true">{count}</span>
          </span>
        </label>
      </li>
    );
  };
  const group = (
    key: string,
    legend: string,
    values: { value: string; label?: string; count: number }[],
  ) =>
    values.length > 0 && (
      <fieldset key={key} className="filter-group">
        <legend>{legend}</legend>
        <ul>{values.map((v) => checkbox(key, v.value, v.label ?? v.value, v.count))}</ul>
      </fieldset>
    );
  return (
    <>
      <fieldset className="filter-group">
        <legend>
          <FormattedMessage id="filters.availability" />
        </legend>
        <ul>
          {checkbox(
            FILTER_PARAM.available,
            '1',
            intl.formatMessage({ id: 'filters.in_stock' }),
            facets.availability.in_stock,
          )}
          {checkbox(
            FILTER_PARAM.available,
            '0',
            intl.formatMessage({ id: 'filters.out_of_stock' }),
            facets.availability.out_of_stock,
          )}
        </ul>
      </fieldset>
      {facets.price && (
        <PriceFilter price={facets.price} params={params} apply={apply} shown={shown} />
      )}
      {facets.options.map((option) =>
        group(`${FILTER_PARAM.option}${option.name}`, option.label, option.values),
      )}
      {group(FILTER_PARAM.vendor, intl.formatMessage({ id: 'filters.vendor' }), facets.vendors)}
      {group(FILTER_PARAM.tag, intl.formatMessage({ id: 'filters.tag' }), facets.tags)}
    </>
  );
}
