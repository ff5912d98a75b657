import { useId } from 'react';
import type { AddressInput } from '../../../modules/checkout/contract.ts';
import { FormattedMessage } from '../../intl.tsx';
import { errorProps } from './field-errors.ts';

type Address = NonNullable<AddressInput['shipping_address']>;

/** One text field of the address form, with its label and error. */
function AddressField({
  name,
  prefix,
  value,
  error,
  autoComplete,
  required = false,
  maxLength,
  type = 'text',
  wide = false,
}: {
  name: keyof Address;
  prefix: string;
  value: string | undefined;
  error: string | undefined;
  autoComplete: string;
  required?: boolean;
  maxLength: number;
  type?: string;
  wide?: boolean;
}) {
  const id = `${useId()}-${name}`;
  return (
    <div className={`field${wide ? ' field--wide' : ''}`}>
      <label htmlFor={id} className="field__label">
        <FormattedMessage id={`checkout.address.${name}`} />
        {!required && (
          <span className="field__optional">
            {' '}
            <FormattedMessage id="checkout.optional" />
          </span>
        )}
      </label>
      <input
        id={id}
        name={`${prefix}.${name}`}
        className="input"
        type={type}
        defaultValue={value ?? ''}
        autoComplete={autoComplete}
        required={required}
        maxLength={maxLength}
        {...errorProps(id, error)}
      />
      {error && (
        <p id={`${id}-error`} className="field-error">
          {error}
        </p>
      )}
    </div>
  );
}

/**
 * The fields of a postal address, named `{prefix}.{field}` so the API's field errors
 * (`shipping_address.zip`) land on their own field; the countries are those the shop ships to.
 */
export function AddressFields({
  prefix,
  address,
  countries,
  errors,
}: {
  prefix: string;
  address: Partial<Address> | null;
  countries: { code: string; name: string }[];
  errors: Record<string, string>;
}) {
  const countryId = `${useId()}-country`;
  const error = (field: keyof Address) => errors[`${prefix}.${field}`];
  const field = (name: keyof Address) => ({
    name,
    prefix,
    value: address?.[name],
    error: error(name),
  });
  const countryError = error('country');
  return (
    <div className="address-fields">
      <div className="field field--wide">
        <label htmlFor={countryId} className="field__label">
          <FormattedMessage id="checkout.address.country" />
        </label>
        <select
          id={countryId}
          name={`${prefix}.country`}
          className="input"
          defaultValue={address?.country ?? countries[0]?.code}
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
      <AddressField {...field('first_name')} autoComplete="given-name" required maxLength={100} />
      <AddressField {...field('last_name')} autoComplete="family-name" required maxLength={100} />
      <AddressField {...field('company')} autoComplete="organization" maxLength={120} wide />
      <AddressField
        {...field('address1')}
        autoComplete="address-line1"
        required
        maxLength={255}
        wide
      />
      <AddressField {...field('address2')} autoComplete="address-line2" maxLength={255} wide />
      <AddressField {...field('city')} autoComplete="address-level2" required maxLength={100} />
      <AddressField {...field('province')} autoComplete="address-level1" maxLength={10} />
      <AddressField {...field('zip')} autoComplete="postal-code" maxLength={20} />
      <AddressField {...field('phone')} autoComplete="tel" type="tel" maxLength={30} />
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
  for (const name of [
    'first_name',
    'last_name',
    'company',
    'address1',
    'address2',
    'city',
    'province',
    'country',
    'zip',
    'phone',
  ]) {
    const value = read(name);
    if (value !== undefined) address[name] = value;
  }
  return address as unknown as Address;
}
