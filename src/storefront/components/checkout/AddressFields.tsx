import { useContext, useId, useRef, useState } from 'react';
import type { AddressInput } from '../../../modules/checkout/contract.ts';
import type { AddressFormatDto, SuggestionDto } from '../../../modules/geo/contract.ts';
import { checkoutApi } from '../../checkout-api.ts';
import { FormattedMessage, useIntl } from '../../intl.tsx';
import { AddressLine } from './AddressLine.tsx';
import { CorrectedFields, errorProps } from './field-errors.ts';

type Address = NonNullable<AddressInput['shipping_address']>;
type FieldName = Exclude<keyof Address, 'country'>;

/** The fields checkout keeps, and those every order needs whatever its country's form says. */
const KEPT: readonly FieldName[] = [
  'first_name',
  'last_name',
  'company',
  'address1',
  'address2',
  'city',
  'province',
  'zip',
  'phone',
  'tax_id',
];
const ALWAYS_REQUIRED: readonly FieldName[] = ['first_name', 'last_name', 'address1', 'city'];

const AUTOCOMPLETE: Record<FieldName, string> = {
  first_name: 'given-name',
  last_name: 'family-name',
  company: 'organization',
  address1: 'address-line1',
  address2: 'address-line2',
  city: 'address-level2',
  province: 'address-level1',
  zip: 'postal-code',
  phone: 'tel',
  tax_id: 'off',
};
const MAX_LENGTH: Record<FieldName, number> = {
  first_name: 100,
  last_name: 100,
  company: 120,
  address1: 255,
  address2: 255,
  city: 100,
  province: 10,
  zip: 20,
  phone: 30,
  tax_id: 20,
};

/**
 * The rows of a country's address form (Google's address data) in the country's order, with
 * the fields checkout keeps; a field every order needs that the country leaves out (a city in
 * Japan) joins after the street, and the phone ends the form.
 */
export function addressRows(format: AddressFormatDto | null): FieldName[][] {
  const rows = (
    format?.rows ?? [
      ['first_name', 'last_name'],
      ['company'],
      ['address1'],
      ['address2'],
      ['city', 'province', 'zip'],
      ['phone'],
    ]
  )
    .map((row) => row.filter((f): f is FieldName => (KEPT as readonly string[]).includes(f)))
    .filter((row) => row.length > 0);
  const has = (f: FieldName) => rows.some((row) => row.includes(f));
  const missing = ALWAYS_REQUIRED.filter((f) => !has(f));
  if (missing.length) {
    const street = rows.map((row) => row.includes('address1') || row.includes('address2'));
    rows.splice(street.lastIndexOf(true) + 1, 0, ...missing.map((f) => [f]));
  }
  if (!has('phone')) rows.push(['phone']);
  return rows;
}

/**
 * The fields of a postal address shaped by its country (spec section 3: fields, labels, order,
 * required fields, regions), named `{prefix}.{field}` so the API's field errors
 * (`shipping_address.zip`) land on their own field. Hydrated, a change of country brings that
 * country's form; with `suggest`, the address line suggests places, and a postcode typed into
 * an empty city fills the city and region (`place_postal_code`).
 */
export function AddressFields({
  prefix,
  address,
  countries,
  errors,
  format: firstFormat,
  suggest = false,
}: {
  prefix: string;
  address: Partial<Address> | null;
  countries: { code: string; name: string }[];
  errors: Record<string, string>;
  /** The form of the address's country (or the first country offered). */
  format: AddressFormatDto | null;
  suggest?: boolean;
}) {
  const intl = useIntl();
  const baseId = useId();
  const countryId = `${baseId}-country`;
  const box = useRef<HTMLDivElement>(null);
  const [format, setFormat] = useState(firstFormat);
  const [country, setCountry] = useState(
    address?.country ?? firstFormat?.country ?? countries[0]?.code ?? '',
  );
  const corrected = useContext(CorrectedFields);
  const error = (field: keyof Address) =>
    corrected.has(`${prefix}.${field}`) ? undefined : errors[`${prefix}.${field}`];
  const fieldOf = (name: FieldName) => format?.fields.find((f) => f.name === name);
  const control = (name: string) =>
    box.current?.querySelector<HTMLInputElement | HTMLSelectElement>(`[name="${prefix}.${name}"]`);
  const fill = (name: FieldName, value: string | null) => {
    const el = control(name);
    if (!el || !value) return;
    el.value = value;
    // As if typed: the form hears it (a refused field's error goes, useCorrectedFields).
    el.dispatchEvent(new Event('input', { bubbles: true }));
  };

  const changeCountry = (code: string) => {
    setCountry(code);
    checkoutApi()
      .addressFormat(code)
      .then(setFormat, () => undefined); // the form stays as it is; the server checks the address
  };
  const onPick = (s: SuggestionDto, typed: string) => {
    fill('address1', s.address1 ?? typed);
    fill('city', s.city);
    fill('province', s.province ?? s.province_name);
    fill('zip', s.zip);
  };
  const onPostcode = (postcode: string) => {
    if (!suggest || !postcode.trim() || control('city')?.value) return;
    checkoutApi()
      .postcodePlace(country, postcode.trim())
      .then(
        (place) => {
          if (!place.found) return;
          fill('city', place.city);
          fill('province', place.province ?? place.province_name);
        },
        () => undefined,
      );
  };

  const countryError = error('country');
  return (
    <div className="address-fields" ref={box}>
      <div className="field field--span-6">
        <label htmlFor={countryId} className="field__label">
          <FormattedMessage id="checkout.address.country" />
        </label>
        <select
          id={countryId}
          name={`${prefix}.country`}
          className="input"
          value={country}
          onChange={(e) => changeCountry(e.target.value)}
          autoComplete="country"
          required
          {...errorProps(countryId, countryError)}
        >
          {countries.map((c) => (
            <option key={c.code} value={c.code}>
              {c.name}
            </option>
          ))}
        </select>
        {countryError && (
          <p id={`${countryId}-error`} className="field-error">
            {countryError}
          </p>
        )}
      </div>
      {addressRows(format).flatMap((row) =>
        row.map((name) => {
          const id = `${baseId}-${name}`;
          const described = fieldOf(name);
          const required = ALWAYS_REQUIRED.includes(name) || Boolean(described?.required);
          const fieldError = error(name);
          const label = described?.label ?? intl.formatMessage({ id: `checkout.address.${name}` });
          const common = {
            id,
            name: `${prefix}.${name}`,
            className: 'input',
            defaultValue: address?.[name] ?? '',
            autoComplete: AUTOCOMPLETE[name],
            required,
            ...errorProps(id, fieldError),
          };
          const regions = name === 'province' ? (format?.regions ?? []) : [];
          return (
            <div
              key={`${format?.country}-${name}`}
              className={`field field--span-${6 / row.length}`}
            >
              <label htmlFor={id} className="field__label">
                {label}
                {!required && (
                  <span className="field__optional">
                    {' '}
                    <FormattedMessage id="checkout.optional" />
                  </span>
                )}
              </label>
              {regions.length > 0 ? (
                <select {...common}>
                  <option value="">{intl.formatMessage({ id: 'checkout.address.choose' })}</option>
                  {regions.map((r) => (
                    <option key={r.code} value={r.code}>
                      {r.name}
                    </option>
                  ))}
                </select>
              ) : name === 'address1' && suggest ? (
                <AddressLine
                  id={id}
                  name={common.name}
                  defaultValue={common.defaultValue}
                  country={country}
                  required={required}
                  maxLength={MAX_LENGTH[name]}
                  invalid={Boolean(fieldError)}
                  describedBy={fieldError ? `${id}-error` : undefined}
                  onPick={onPick}
                />
              ) : (
                <input
                  {...common}
                  type={name === 'phone' ? 'tel' : 'text'}
                  maxLength={MAX_LENGTH[name]}
                  onBlur={name === 'zip' ? (e) => onPostcode(e.target.value) : undefined}
                />
              )}
              {fieldError && (
                <p id={`${id}-error`} className="field-error">
                  {fieldError}
                </p>
              )}
            </div>
          );
        }),
      )}
    </div>
  );
}

/** Reads an address posted by AddressFields (`{prefix}.{field}`), leaving out empty fields. */
export function addressFromForm(form: FormData, prefix: string): Address {
  const read = (name: string) => {
    const value = form.get(`${prefix}.${name}`);
    return typeof value === 'string' && value.trim() !== '' ? value : undefined;
  };
  const address: Record<string, string> = {};
  for (const name of [...KEPT, 'country']) {
    const value = read(name);
    if (value !== undefined) address[name] = value;
  }
  return address as unknown as Address;
}
