import { z } from 'zod';
import { MAX_AUTO_ADDRESS, MIN_AUTO_ADDRESS } from './form-rules.ts';

/**
 * The geo API's contract: the country table (spec section 3, Country table entry), address
 * formats by country, and the address helpers of spec section 7 (`place_postal_code`,
 * `place-auto-complete`, `cart/get_hot_countries`).
 */

/** An ISO 3166 alpha-2 country code, any case in, upper case out. */
export const iso2Schema = z
  .string({ error: 'error.country_invalid' })
  .trim()
  .regex(/^[A-Za-z]{2}$/, 'error.country_invalid')
  .transform((v) => v.toUpperCase());

/**
 * A country as the picker and the phone field use it (spec section 3, Country table entry,
 * in the spec's own field names): its name in the shopper's language, its lower-case ISO code,
 * its dial code, its priority among countries sharing that dial code (0 first: "us" before
 * "ca" for +1), the area codes that tell it apart, and a phone mask ("(...) ...-....").
 */
export const countrySchema = z.object({
  name: z.string(),
  iso2: z.string(),
  dialCode: z.string(),
  priority: z.number().int(),
  areaCodes: z.array(z.string()).nullable(),
  format: z.string().nullable(),
});

/** `GET cart/get_hot_countries`: the merchant's countries shown first, then every country. */
export const hotCountriesSchema = z.object({
  /** The hot countries, in the merchant's order. */
  data: z.array(countrySchema),
  /** Every country, by name in the shopper's language, for the rest of the picker. */
  countries: z.array(countrySchema),
});

/** The fields an address may have; which ones a country uses is its format's business. */
export const ADDRESS_FIELDS = [
  'first_name',
  'last_name',
  'company',
  'address1',
  'address2',
  'district',
  'city',
  'province',
  'zip',
  'sorting_code',
  'phone',
  'tax_id',
] as const;

/** One field of an address. */
export type AddressFieldName = (typeof ADDRESS_FIELDS)[number];

const addressText = () =>
  z.string({ error: 'error.field_invalid' }).max(1000, 'error.address_field_too_long').optional();

/**
 * An address as a form sends it: the country and any of its fields (which ones a country uses,
 * and what each must hold, is its format's business: see address-rules.ts).
 */
export const addressInputSchema = z.object({
  country: iso2Schema,
  first_name: addressText(),
  last_name: addressText(),
  company: addressText(),
  address1: addressText(),
  address2: addressText(),
  district: addressText(),
  city: addressText(),
  /** The state, province or other region: its code where the country lists them. */
  province: addressText(),
  /** The postcode (ZIP code, PIN, Eircode ...). */
  zip: addressText(),
  sorting_code: addressText(),
  phone: addressText(),
  /** A Brazilian CPF or CNPJ. */
  tax_id: addressText(),
  /** Whether the tax number is a person's CPF or a company's CNPJ (else told by its length). */
  tax_id_type: z.enum(['cpf', 'cnpj']).optional(),
});

/** An address as the rules read it (country in capitals). */
export type AddressInput = z.output<typeof addressInputSchema>;

/** A field of a country's address form: what it is called and whether it must be filled. */
export const addressFieldSchema = z.object({
  name: z.enum(ADDRESS_FIELDS),
  /** The message key of its label (`geo.label.state`, `geo.label.post_town` ...). */
  label_key: z.string(),
  /** Its label in the shopper's language. */
  label: z.string(),
  required: z.boolean(),
  /** The HTML autocomplete token the browser fills it from. */
  autocomplete: z.string(),
});

/** A state, province or other first-level region: a choice of the address's `province`. */
export const regionSchema = z.object({
  /** What the address stores (ISO 3166-2 subdivision code where there is one: "CA", "ON"). */
  code: z.string(),
  name: z.string(),
  /** Other names the region is written as (Google's key and native name: "CDMX", "北海道"). */
  aliases: z.array(z.string()),
  /** The start of the region's postcodes, as a regular expression source ("9[0-5]|96[01]"). */
  postcode_prefix: z.string().nullable(),
});

/** A country's address form (Google's address data): fields, rows, postcode and regions. */
export const addressFormatSchema = z.object({
  country: z.string(),
  name: z.string(),
  fields: z.array(addressFieldSchema),
  /** The fields in the order the country writes them, one array per line of the form. */
  rows: z.array(z.array(z.enum(ADDRESS_FIELDS))),
  /** Fields the country writes in capitals on the envelope (normalised on the way in). */
  upper: z.array(z.enum(ADDRESS_FIELDS)),
  /** The rules of the `zip` field, null where the country has no postcodes. */
  postcode: z
    .object({
      required: z.boolean(),
      /** The whole postcode, as a regular expression source, matched case-insensitively. */
      pattern: z.string().nullable(),
      examples: z.array(z.string()),
    })
    .nullable(),
  /** The `province` field's choices; empty where the region is typed or not asked. */
  regions: z.array(regionSchema),
  /** The texts of the field errors the form may show before sending (message key → text). */
  messages: z.record(z.string(), z.string()),
});

/** The address format's path parameter. */
export const addressFormatParams = z.object({ iso2: iso2Schema });

/** `place_postal_code`'s query. */
export const postalCodeQuery = z.object({
  country: iso2Schema,
  postcode: z
    .string({ error: 'error.postcode_required' })
    .trim()
    .min(1, 'error.postcode_required')
    .max(20, 'error.postcode_invalid'),
});

/** A place: what a postcode or a suggestion fills in an address. */
export const placeSchema = z.object({
  country: z.string(),
  zip: z.string().nullable(),
  city: z.string().nullable(),
  /** The region's code where the country has a list of them (see the address format). */
  province: z.string().nullable(),
  /** The region's name, for display (also where the country's addresses have no region). */
  province_name: z.string().nullable(),
});

/** `place_postal_code`: the place of a postcode, or nulls when the offline data has none. */
export const postalCodePlaceSchema = placeSchema.extend({ found: z.boolean() });

/** `place-auto-complete`'s query: the country and 4 to 200 characters typed. */
export const autoCompleteQuery = z.object({
  country: iso2Schema,
  input: z
    .string({ error: 'error.auto_address_length' })
    .trim()
    .min(MIN_AUTO_ADDRESS, 'error.auto_address_length')
    .max(MAX_AUTO_ADDRESS, 'error.auto_address_length'),
});

/** One suggestion: its text, and the address fields it fills when chosen. */
export const suggestionSchema = placeSchema.extend({
  id: z.string(),
  description: z.string(),
  /** The street part the shopper typed before a comma, kept for the first address line. */
  address1: z.string().nullable(),
});

/** `place-auto-complete`: suggestions, best first. */
export const suggestionsSchema = z.object({ data: z.array(suggestionSchema) });

/** `POST address/validate`: an address, and whether the shipping method refuses PO boxes. */
export const validateAddressBody = z.object({
  address: addressInputSchema,
  forbid_po_box: z.boolean().default(false),
});

/** A valid address, normalised (postcode in capitals, province as its code, trimmed). */
export const validAddressSchema = z.object({
  valid: z.literal(true),
  address: z.record(z.string(), z.string()),
});

export type CountryDto = z.infer<typeof countrySchema>;
export type HotCountriesDto = z.infer<typeof hotCountriesSchema>;
export type AddressFieldDto = z.infer<typeof addressFieldSchema>;
export type RegionDto = z.infer<typeof regionSchema>;
export type AddressFormatDto = z.infer<typeof addressFormatSchema>;
export type PlaceDto = z.infer<typeof placeSchema>;
export type PostalCodePlaceDto = z.infer<typeof postalCodePlaceSchema>;
export type SuggestionDto = z.infer<typeof suggestionSchema>;
export type SuggestionsDto = z.infer<typeof suggestionsSchema>;
