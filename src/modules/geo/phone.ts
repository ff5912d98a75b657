import {
  getCountryCallingCode,
  isSupportedCountry,
  parsePhoneNumberFromString,
  validatePhoneNumberLength,
  type CountryCode,
} from 'libphonenumber-js/min';

/**
 * Phone numbers by country (spec section 5, Phone), on libphonenumber-js with its smallest
 * metadata (~80 KB). The server imports this file; a browser form loads it on demand through
 * `phone-loader.ts`, so it never weighs on a page's first load.
 */

/** How a national number's length compares with the country's (spec section 5). */
export type PhoneLengthClass = 'too_short' | 'too_long' | 'invalid_length' | 'possible';

/** A number read from what the shopper typed: its calling code and national part. */
export interface ParsedPhone {
  /** The country calling code, 1 to 3 digits ("1", "44", "353"). */
  callingCode: string;
  /** The national significant number, digits only. */
  nationalNumber: string;
  /** The country the number belongs to, when the numbering plan tells (upper case), else null. */
  country: string | null;
  /** Whether the number matches its country's patterns. */
  valid: boolean;
  /** The number in E.164 form ("+12015550123"). */
  e164: string;
}

const toCountry = (iso2: string): CountryCode | undefined => {
  const upper = iso2.toUpperCase();
  return isSupportedCountry(upper) ? upper : undefined;
};

/** Whether libphonenumber knows a country's numbering plan (ISO 3166 alpha-2, any case). */
export const isPhoneCountry = (iso2: string): boolean => toCountry(iso2) !== undefined;

/** A country's calling code ("US" → "1"), or null for a country without a numbering plan. */
export function callingCodeOf(iso2: string): string | null {
  const country = toCountry(iso2);
  return country ? getCountryCallingCode(country) : null;
}

/**
 * Reads a number: international ("+353 1 234 5678": the calling code is the first 1 to 3
 * digits that name one, so "+3531…" is +353 and the rest national) or national in `country`.
 * Null when nothing can be read.
 */
export function parsePhone(input: string, country?: string): ParsedPhone | null {
  const parsed = parsePhoneNumberFromString(input, country ? toCountry(country) : undefined);
  if (!parsed) return null;
  return {
    callingCode: parsed.countryCallingCode,
    nationalNumber: parsed.nationalNumber,
    country: parsed.country ?? null,
    valid: parsed.isValid(),
    e164: parsed.number,
  };
}

/**
 * Formats a number for its country (spec section 5): national ("(201) 555-0123"), or with the
 * dial code ("+1 201 555 0123"). What cannot be read comes back as typed.
 */
export function formatPhone(
  input: string,
  country: string,
  { withDialCode = false }: { withDialCode?: boolean } = {},
): string {
  const parsed = parsePhoneNumberFromString(input, toCountry(country));
  if (!parsed) return input;
  return withDialCode ? parsed.formatInternational() : parsed.formatNational();
}

/** Whether a number matches its country's patterns (national in `country`, or international). */
export function isValidPhone(input: string, country: string): boolean {
  return parsePhone(input, country)?.valid ?? false;
}

/**
 * Classes a number by its length for a country (spec section 5): too short, too long, a
 * length the country never uses, or possible. Null when it holds no number at all, or for a
 * country without a numbering plan.
 */
export function phoneLengthClass(input: string, country: string): PhoneLengthClass | null {
  const code = toCountry(country);
  if (!code) return null;
  switch (validatePhoneNumberLength(input, code)) {
    case undefined:
      return 'possible';
    case 'TOO_SHORT':
      return 'too_short';
    case 'TOO_LONG':
      return 'too_long';
    case 'INVALID_LENGTH':
      return 'invalid_length';
    default:
      return null;
  }
}

/**
 * What is wrong with a phone number for a country, as a message key, or null when it is a
 * possible, valid number there.
 */
export function phoneNumberProblem(input: string, country: string): string | null {
  const length = phoneLengthClass(input, country);
  if (length !== null && length !== 'possible') return `error.phone_number_${length}`;
  return isValidPhone(input, country) ? null : 'error.phone_number_invalid';
}
