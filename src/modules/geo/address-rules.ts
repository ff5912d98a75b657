import type { AddressFieldName, AddressInput, AddressFormatDto } from './contract.ts';
import { addressLineProblem, phoneTextProblem, poBoxProblem, taxIdProblem } from './form-rules.ts';

/**
 * Checks an address against its country's format (spec section 5: required fields, the postcode
 * and its pattern, phone characters, the first line's length, CPF/CNPJ, PO boxes). Pure: the
 * server runs it with the format it reads from Google's address data; a browser form runs it
 * with the format `GET countries/{iso2}/address_format` gave it, and shows that answer's
 * `messages` for the keys.
 */

/** What the rules need of a country's format (an AddressFormatDto is one). */
export type AddressRules = Pick<AddressFormatDto, 'country' | 'postcode'> & {
  fields: readonly { name: AddressFieldName; required: boolean }[];
  regions: readonly {
    code: string;
    name: string;
    aliases: readonly string[];
    postcode_prefix: string | null;
  }[];
};

/** How a check is run. */
export interface AddressCheckOptions {
  /** The chosen shipping method does not deliver to PO boxes (spec section 5). */
  forbidPoBox?: boolean;
  /** The phone must be given (else it is checked only when typed). */
  requirePhone?: boolean;
  /**
   * A finer phone check by country (the server passes phone.ts's `phoneNumberProblem`; a form
   * may pass it once `loadPhoneRules()` has loaded it).
   */
  phoneProblem?: (phone: string, country: string) => string | null;
}

/** The outcome: a message key per field in error, and the address normalised. */
export interface AddressCheck {
  valid: boolean;
  /** Field → message key (`error.postcode_required` ...). */
  errors: Partial<Record<AddressFieldName | 'country', string>>;
  /** The fields the country uses, trimmed; the postcode in capitals; the province as a code. */
  address: AddressInput;
}

/** Every message key a check may give (and phone.ts's), for a form to have their texts. */
export const ADDRESS_MESSAGE_KEYS = [
  'error.field_required',
  'error.address1_too_long',
  'error.address_field_too_long',
  'error.po_box',
  'error.region_invalid',
  'error.postcode_required',
  'error.postcode_invalid',
  'error.postcode_region_mismatch',
  'error.phone_characters',
  'error.phone_too_long',
  'error.phone_number_too_short',
  'error.phone_number_too_long',
  'error.phone_number_invalid_length',
  'error.phone_number_invalid',
  'error.cpf_invalid',
  'error.cnpj_invalid',
  'error.auto_address_length',
] as const;

/** The longest text of a field other than the first address line. */
export const MAX_ADDRESS_FIELD = 255;

/** Whether a postcode has the country's form (Google's pattern, case-insensitive). */
export function postcodeMatches(pattern: string, postcode: string): boolean {
  return new RegExp(`^(?:${pattern})$`, 'iu').test(postcode);
}

/** The region of a list that a value names, by code, name or alias (any case), or undefined. */
export function findRegion<R extends { code: string; name: string; aliases: readonly string[] }>(
  regions: readonly R[],
  value: string,
): R | undefined {
  const wanted = value.trim().toLocaleLowerCase();
  return regions.find((r) =>
    [r.code, r.name, ...r.aliases].some((n) => n.toLocaleLowerCase() === wanted),
  );
}

/** Checks an address against a country's rules: every problem, one per field. */
export function checkAddress(
  rules: AddressRules,
  input: AddressInput,
  options: AddressCheckOptions = {},
): AddressCheck {
  const errors: AddressCheck['errors'] = {};
  const address: AddressInput = { country: rules.country };
  const uses = new Set(rules.fields.map((f) => f.name));
  for (const [name, value] of Object.entries(input) as [keyof AddressInput, string][]) {
    if (name === 'country' || value === undefined) continue;
    if (name === 'tax_id_type') address.tax_id_type = value as 'cpf' | 'cnpj';
    else if (uses.has(name)) address[name] = value.trim();
  }
  // Postcodes are written in capitals everywhere ("sw1a 1aa" is SW1A 1AA).
  if (address.zip) address.zip = address.zip.toUpperCase();
  const fail = (field: AddressFieldName, key: string | null) => {
    if (key && !errors[field]) errors[field] = key;
  };

  for (const field of rules.fields) {
    const required = field.required || (field.name === 'phone' && options.requirePhone);
    if (required && !address[field.name]) {
      fail(field.name, field.name === 'zip' ? 'error.postcode_required' : 'error.field_required');
    }
  }
  if (address.address1) fail('address1', addressLineProblem(address.address1));
  for (const name of uses) {
    if (name !== 'address1' && (address[name]?.length ?? 0) > MAX_ADDRESS_FIELD) {
      fail(name, 'error.address_field_too_long');
    }
  }
  fail('address1', poBoxProblem([address.address1, address.address2], !!options.forbidPoBox));

  if (address.province && rules.regions.length) {
    const region = findRegion(rules.regions, address.province);
    if (region) address.province = region.code;
    else fail('province', 'error.region_invalid');
  }
  if (address.zip && rules.postcode?.pattern) {
    if (!postcodeMatches(rules.postcode.pattern, address.zip)) {
      fail('zip', 'error.postcode_invalid');
    } else {
      const prefix = rules.regions.find((r) => r.code === address.province)?.postcode_prefix;
      if (prefix && !new RegExp(`^(?:${prefix})`, 'iu').test(address.zip)) {
        fail('zip', 'error.postcode_region_mismatch');
      }
    }
  }
  if (address.phone) {
    fail('phone', phoneTextProblem(address.phone));
    if (!errors.phone && options.phoneProblem) {
      fail('phone', options.phoneProblem(address.phone, rules.country));
    }
  }
  if (address.tax_id) fail('tax_id', taxIdProblem(address.tax_id, address.tax_id_type));

  return { valid: Object.keys(errors).length === 0, errors, address };
}
