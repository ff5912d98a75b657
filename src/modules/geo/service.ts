import { invalidField, invalidFields } from '../../platform/errors.ts';
import type { Locale } from '../../platform/locales.ts';
import { addressFormatOf, type AddressFormat } from './address-format.ts';
import { checkAddress, findRegion, postcodeMatches, type AddressCheck } from './address-rules.ts';
import type { AddressInput, CountryDto, PostalCodePlaceDto, SuggestionDto } from './contract.ts';
import { countriesIn, countryName, findCountry } from './countries.ts';
import { UNDELIVERABLE_POSTCODE } from './codes.ts';
import { phoneNumberProblem } from './phone.ts';
import type { PlaceProvider } from './places.ts';

/** Addresses, countries and phones: what checkout and orders ask of the geo module. */
export type GeoService = ReturnType<typeof createGeoService>;

/** The countries a shop shows first in its picker unless it names its own. */
export const DEFAULT_HOT_COUNTRIES = ['US', 'GB', 'CA', 'AU', 'DE', 'FR'] as const;

/** How an address is checked (see address-rules.ts). */
export interface ValidateAddressOptions {
  /** The chosen shipping method does not deliver to PO boxes (spec section 5). */
  forbidPoBox?: boolean;
  /** The phone must be given. */
  requirePhone?: boolean;
}

/** The most suggestions `place-auto-complete` gives. */
export const MAX_SUGGESTIONS = 8;

/**
 * 422 on a postcode that the shop does not deliver to (spec section 8: the one 422 the browser
 * does not report). Shipping throws it; `field` is the postcode's field in its request.
 */
export const postcodeUndeliverable = (field = 'shipping_address.zip') =>
  invalidField(UNDELIVERABLE_POSTCODE, field);

/** Creates the geo service over the merchant's hot countries and the place providers. */
export function createGeoService({
  hotCountries = DEFAULT_HOT_COUNTRIES,
  providers,
}: {
  hotCountries?: readonly string[];
  providers: readonly PlaceProvider[];
}) {
  const hot = hotCountries.map((c) => c.toLowerCase()).filter((c) => findCountry(c));

  /** The address format of a country the table knows, else a 422 on `field`. */
  function formatOf(iso2: string, field = 'country', locale?: Locale): AddressFormat {
    const format = findCountry(iso2) ? addressFormatOf(iso2, locale) : null;
    if (!format) throw invalidField('country_invalid', field);
    return format;
  }

  function validateAddress(
    input: AddressInput,
    options: ValidateAddressOptions = {},
  ): AddressCheck {
    const format = formatOf(input.country);
    return checkAddress(format, input, { ...options, phoneProblem: phoneNumberProblem });
  }

  return {
    /**
     * An address's region and country by their names in a language (北海道, Québec, Illinois
     * for IL; "Vereinigte Staaten" in German), as a mail or a page writes where it ships; a
     * code the shop does not know stays as it is.
     */
    placeNames(
      address: { country: string; province?: string | undefined },
      locale: Locale,
    ): { region: string | undefined; country: string } {
      const known = findCountry(address.country) ? addressFormatOf(address.country, locale) : null;
      const region = address.province
        ? (known?.regions.find((r) => r.code === address.province)?.name ?? address.province)
        : undefined;
      return { region, country: countryName(address.country, locale) };
    },

    /** Every country, named and sorted in the shopper's language. */
    countries: (locale: Locale): CountryDto[] => countriesIn(locale),

    /** The merchant's hot countries (in their order) and every country, for the picker. */
    hotCountries(locale: Locale): { data: CountryDto[]; countries: CountryDto[] } {
      const all = countriesIn(locale);
      const data = hot.flatMap((iso2) => all.find((c) => c.iso2 === iso2) ?? []);
      return { data, countries: all };
    },

    /** A country's entry in the table (ISO code, any case), without its name; or undefined. */
    country: findCountry,

    /**
     * A country's address format with its labels' message keys, its regions named for a
     * shopper of `locale` (their codes the same in every language); 422 for an unknown country.
     */
    addressFormat: (iso2: string, locale?: Locale): AddressFormat =>
      formatOf(iso2, 'country', locale),

    /**
     * Checks an address (its country's format, the phone by country, PO boxes when the
     * shipping method forbids them): message keys per field, and the address normalised.
     */
    validateAddress,

    /**
     * An address's problems as [field, error code] pairs (`['zip', 'postcode_required']`), the
     * codes an AppError takes: what checkout's address check asks.
     */
    addressProblems(input: AddressInput, options: ValidateAddressOptions = {}): [string, string][] {
      if (!findCountry(input.country) || !addressFormatOf(input.country)) {
        return [['country', 'country_invalid']];
      }
      const { errors } = validateAddress(input, options);
      return Object.entries(errors).map(([field, key]) => [field, key.replace(/^error\./, '')]);
    },

    /**
     * The address with its province written as its region's code (北海道, Hokkaido → 01), as
     * orders keep it whatever language the shopper read the region's name in; unchanged where
     * the country lists no regions or the province names none.
     */
    regionCoded<A extends AddressInput>(address: A): A {
      const format = findCountry(address.country) ? addressFormatOf(address.country) : null;
      const region =
        format && address.province ? findRegion(format.regions, address.province) : undefined;
      return region ? { ...address, province: region.code } : address;
    },

    /**
     * The normalised address, or a 422 naming every field in error, each under `prefix`
     * (`address.zip`): what checkout calls before it saves an address.
     */
    assertAddress(
      input: AddressInput,
      options: ValidateAddressOptions = {},
      prefix = 'address',
    ): AddressInput {
      const format = formatOf(input.country, prefix ? `${prefix}.country` : 'country');
      const check = checkAddress(format, input, { ...options, phoneProblem: phoneNumberProblem });
      if (check.valid) return check.address;
      const at = (field: string) => (prefix ? `${prefix}.${field}` : field);
      throw invalidFields(
        Object.fromEntries(Object.entries(check.errors).map(([f, key]) => [at(f), key])),
      );
    },

    /**
     * The place of a postcode (spec section 7, `place_postal_code`): 422 when the postcode is
     * not of the country's form, nulls with `found: false` when no data knows it.
     */
    async placeOfPostcode(country: string, postcode: string): Promise<PostalCodePlaceDto> {
      const format = formatOf(country);
      const code = postcode.trim().toUpperCase();
      if (!format.postcode) throw invalidField('postcode_not_used', 'postcode');
      if (format.postcode.pattern && !postcodeMatches(format.postcode.pattern, code)) {
        throw invalidField('postcode_invalid', 'postcode');
      }
      for (const provider of providers) {
        const place = await provider.placeOfPostcode(format.country, code);
        if (place) return { ...place, found: true };
      }
      const none = { city: null, province: null, province_name: null };
      return { country: format.country, zip: code, ...none, found: false };
    },

    /** Places matching what the shopper typed (spec section 7, `place-auto-complete`). */
    async suggestPlaces(country: string, input: string): Promise<SuggestionDto[]> {
      const format = formatOf(country);
      for (const provider of providers) {
        const found = await provider.suggest(format.country, input.trim(), MAX_SUGGESTIONS);
        if (found.length) return found.slice(0, MAX_SUGGESTIONS);
      }
      return [];
    },
  };
}
