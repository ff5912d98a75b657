import allCountries from 'intl-tel-input/data';
import { getExampleNumber, type CountryCode } from 'libphonenumber-js/min';
import examples from 'libphonenumber-js/mobile/examples';
import { intlTag, type Locale } from '../../platform/locales.ts';
import type { CountryDto } from './contract.ts';
import { isPhoneCountry } from './phone.ts';

/**
 * The country table (spec section 3, Country table entry) from intl-tel-input's data: ISO code,
 * dial code, priority among countries sharing a dial code, and the area codes that tell them
 * apart; names in the shopper's language from the runtime's own Intl data, and a phone mask from
 * libphonenumber's example numbers. Server-side: the picker gets it from the API.
 */

/** A country of the table, without its name (which depends on the language). */
export type CountryEntry = Omit<CountryDto, 'name'>;

// A mobile example number's national form with its digits as dots: "(...) ...-....".
function maskOf(iso2: string): string | null {
  const upper = iso2.toUpperCase();
  if (!isPhoneCountry(upper)) return null;
  const example = getExampleNumber(upper as CountryCode, examples);
  return example ? example.formatNational().replace(/\d/g, '.') : null;
}

/** Every country of the table, in intl-tel-input's order. */
export const COUNTRY_TABLE: readonly CountryEntry[] = allCountries.map((c) => ({
  iso2: c.iso2,
  dialCode: c.dialCode,
  priority: c.priority,
  areaCodes: c.areaCodes ? [...c.areaCodes] : null,
  format: maskOf(c.iso2),
}));

const byIso2 = new Map(COUNTRY_TABLE.map((c) => [c.iso2, c]));

/** A country of the table by its ISO code (any case), or undefined. */
export const findCountry = (iso2: string): CountryEntry | undefined =>
  byIso2.get(iso2.toLowerCase());

/** The countries that share a dial code, the main one first ("1" → us, ca, then the others). */
export function countriesForDialCode(dialCode: string): CountryEntry[] {
  return COUNTRY_TABLE.filter((c) => c.dialCode === dialCode).sort(
    (a, b) => a.priority - b.priority,
  );
}

/**
 * The country a national number belongs to among those sharing its dial code: the first whose
 * area codes start it, else the main one ("1", "2045550123" → ca; "2015550123" → us).
 */
export function countryForNumber(dialCode: string, nationalNumber: string): CountryEntry | null {
  const candidates = countriesForDialCode(dialCode);
  return (
    candidates.find((c) => c.areaCodes?.some((code) => nationalNumber.startsWith(code))) ??
    candidates.find((c) => c.priority === 0) ??
    candidates[0] ??
    null
  );
}

const named = new Map<Locale, CountryDto[]>();

/** Every country with its name in a language, sorted by that name as the language sorts. */
export function countriesIn(locale: Locale): CountryDto[] {
  let list = named.get(locale);
  if (!list) {
    const tag = intlTag(locale);
    const names = new Intl.DisplayNames([tag, 'en'], { type: 'region', fallback: 'code' });
    const collator = new Intl.Collator(tag);
    list = COUNTRY_TABLE.map((c) => ({ name: names.of(c.iso2.toUpperCase())!, ...c })).sort(
      (a, b) => collator.compare(a.name, b.name),
    );
    named.set(locale, list);
  }
  return list;
}

/** A country's name in a language ("DE", de-DE → "Deutschland"). */
export function countryName(iso2: string, locale: Locale): string {
  const upper = iso2.toUpperCase();
  return countriesIn(locale).find((c) => c.iso2 === upper.toLowerCase())?.name ?? upper;
}
