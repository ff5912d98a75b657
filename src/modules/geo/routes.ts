import { PRIVATE_NO_STORE, PUBLIC_CATALOG } from '../../platform/cache-control.ts';
import { defineOperation } from '../../platform/route.ts';
import { ADDRESS_MESSAGE_KEYS } from './address-rules.ts';
import {
  addressFormatParams,
  addressFormatSchema,
  autoCompleteQuery,
  hotCountriesSchema,
  postalCodePlaceSchema,
  postalCodeQuery,
  suggestionsSchema,
  validAddressSchema,
  validateAddressBody,
} from './contract.ts';
import { countryName } from './countries.ts';

const TAGS = ['geo'];

/** `GET cart/get_hot_countries`: the countries shown first in the picker, then all of them. */
export const getHotCountries = defineOperation({
  method: 'GET',
  url: '/cart/get_hot_countries',
  summary:
    "The merchant's hot countries, shown first in the country picker, and every country by name",
  tags: TAGS,
  schemas: { response: hotCountriesSchema },
  cacheControl: PUBLIC_CATALOG,
  microCache: true,
  run: async ({ app, req }) => app.geo.hotCountries(req.locale),
});

/**
 * `GET countries/{iso2}/address_format`: a country's address form, labels translated and
 * regions named in the shopper's language (X-LANG; kept per language by the micro-cache).
 */
export const getAddressFormat = defineOperation({
  method: 'GET',
  url: '/countries/:iso2/address_format',
  summary:
    "A country's address form: fields in order, labels, required fields, postcode pattern, regions",
  tags: TAGS,
  schemas: { params: addressFormatParams, response: addressFormatSchema },
  cacheControl: PUBLIC_CATALOG,
  microCache: true,
  run: async ({ app, req }, { params }) => {
    const format = app.geo.addressFormat(params.iso2, req.locale);
    return {
      ...format,
      name: countryName(format.country, req.locale),
      fields: format.fields.map((f) => ({ ...f, label: req.t(f.label_key) })),
      messages: Object.fromEntries(ADDRESS_MESSAGE_KEYS.map((key) => [key, req.t(key)])),
    };
  },
});

/** `GET place_postal_code`: the city and region of a postcode, from offline data. */
export const getPostalCodePlace = defineOperation({
  method: 'GET',
  url: '/place_postal_code',
  summary: 'The city and region of a postcode (offline data; found false when none knows it)',
  tags: TAGS,
  schemas: { querystring: postalCodeQuery, response: postalCodePlaceSchema },
  cacheControl: PUBLIC_CATALOG,
  run: async ({ app }, { query }) => app.geo.placeOfPostcode(query.country, query.postcode),
});

/** `GET place-auto-complete`: places matching 4 to 200 typed characters. */
export const getPlaceSuggestions = defineOperation({
  method: 'GET',
  url: '/place-auto-complete',
  summary: 'Address suggestions for 4 to 200 typed characters: city, province and zip to fill',
  tags: TAGS,
  schemas: { querystring: autoCompleteQuery, response: suggestionsSchema },
  cacheControl: PUBLIC_CATALOG,
  run: async ({ app }, { query }) => ({
    data: await app.geo.suggestPlaces(query.country, query.input),
  }),
});

/** `POST address/validate`: checks an address as checkout will, every field at once. */
export const validateAddress = defineOperation({
  method: 'POST',
  url: '/address/validate',
  summary:
    "Checks an address against its country's rules (422 with a message per field) and normalises it",
  tags: TAGS,
  schemas: { body: validateAddressBody, response: validAddressSchema },
  cacheControl: PRIVATE_NO_STORE,
  run: async ({ app }, { body }) => {
    const address = app.geo.assertAddress(body.address, { forbidPoBox: body.forbid_po_box });
    return {
      valid: true as const,
      address: Object.fromEntries(
        Object.entries(address).filter((e): e is [string, string] => typeof e[1] === 'string'),
      ),
    };
  },
});

export const geoOperations = [
  getHotCountries,
  getAddressFormat,
  getPostalCodePlace,
  getPlaceSuggestions,
  validateAddress,
];
