import { FormattedMessage, useIntl } from '../../intl.tsx';
import { SORTS } from '../../../modules/catalog/listing-params.ts';

/** The list's sort: part of the filters' form when there is one, applied on change. */
export function SortSelect({
  formId,
  value,
  apply,
}: {
  /** The filters' form; none: the list has no filters. */
  formId: string | undefined;
  value: string;
  apply: (form: HTMLFormElement | null) => void;
}) {
  const intl = useIntl();
  return (
    <label className="listing__sort">
      <span>
        <FormattedMessage id="sort.label" />
      </span>
      <span className="select">
        <select
          name="sort_by"
          form={formId}
          value={value}
          onChange={(e) => apply(e.currentTarget.form)}
        >
          {SORTS.map((sort) => (
            <option key={sort} value={sort}>
              {intl.formatMessage({ id: `sort.${sort}` })}
            </option>
          ))}
        </select>
      </span>
    </label>
  );
}
