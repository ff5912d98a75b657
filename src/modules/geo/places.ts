import { createRequire } from 'node:module';
import { addressFormatOf } from './address-format.ts';
import { postcodeMatches } from './address-rules.ts';
import type { PlaceDto, SuggestionDto } from './contract.ts';
import { AREA_TOWNS, postcodeArea } from './gb-postcode-areas.ts';

/**
 * Where a postcode is, and places that match what the shopper types (spec section 7, Address
 * helpers; NOTES: offline data first, an external geocoder only as an optional provider).
 * Providers answer in turn; the built-in one works offline:
 * - United States: ZIP code → city and state (the `zipcodes` package, ~42,000 ZIP codes);
 * - United Kingdom: postcode area → London for London's areas, and the nation (gb-postcode-areas);
 * - every country whose regions Google's address data gives postcode prefixes for (US, CA, BR,
 *   JP, MX, IN and more): postcode → state, province or prefecture.
 */

/** A source of places. A geocoder joins by implementing this and being named in the config. */
export interface PlaceProvider {
  readonly name: string;
  /** The place of a postcode already checked against the country's pattern, or null. */
  placeOfPostcode(country: string, postcode: string): Promise<PlaceDto | null>;
  /** Places matching what was typed (4 to 200 characters), best first, at most `limit`. */
  suggest(country: string, input: string, limit: number): Promise<SuggestionDto[]>;
}

/** The providers a shop may name in GEO_PLACE_PROVIDER, in the order they are asked. */
export const PLACE_PROVIDERS = ['offline'] as const;

interface ZipRecord {
  zip: string;
  city: string;
  state: string;
  country: string;
}

const require = createRequire(import.meta.url);
let usZips: Record<string, ZipRecord> | undefined;
let usCities: { key: string; city: string; state: string; zips: string[] }[] | undefined;

// ~5 MB of ZIP codes, read on the first US lookup only.
function zips(): Record<string, ZipRecord> {
  usZips ??= (require('zipcodes') as { codes: Record<string, ZipRecord> }).codes;
  return usZips;
}

/** Lower case without accents: how typed text is compared with names. */
export const fold = (s: string) =>
  s.normalize('NFD').replace(/\p{M}/gu, '').toLocaleLowerCase('en').replace(/\s+/g, ' ').trim();

function cities() {
  if (!usCities) {
    const byCity = new Map<string, { key: string; city: string; state: string; zips: string[] }>();
    for (const record of Object.values(zips())) {
      if (record.country !== 'US') continue;
      const id = `${record.city}|${record.state}`;
      const entry = byCity.get(id);
      if (entry) entry.zips.push(record.zip);
      else byCity.set(id, { key: fold(record.city), ...record, zips: [record.zip] });
    }
    usCities = [...byCity.values()];
  }
  return usCities;
}

function regionOf(country: string, code: string | null, postcode: string | null) {
  const regions = addressFormatOf(country)?.regions ?? [];
  if (code) return regions.find((r) => r.code === code) ?? null;
  if (!postcode) return null;
  // The region whose postcode prefix takes the most characters of the postcode.
  let best: { region: (typeof regions)[number]; length: number } | null = null;
  for (const region of regions) {
    if (!region.postcode_prefix) continue;
    const match = new RegExp(`^(?:${region.postcode_prefix})`, 'iu').exec(postcode);
    if (match && (!best || match[0].length > best.length)) {
      best = { region, length: match[0].length };
    }
  }
  return best?.region ?? null;
}

function place(
  country: string,
  zip: string | null,
  city: string | null,
  province: string | null,
  regionName: string | null,
): PlaceDto {
  return { country, zip, city, province, province_name: regionName };
}

async function offlinePlaceOfPostcode(country: string, postcode: string): Promise<PlaceDto | null> {
  const code = postcode.trim().toUpperCase();
  if (country === 'US') {
    const record = zips()[code.slice(0, 5)];
    if (record?.country === 'US') {
      const region = regionOf('US', record.state, null);
      return place('US', code, record.city, record.state, region?.name ?? null);
    }
  }
  if (country === 'GB') {
    const area = postcodeArea(code);
    if (!area) return null;
    return place('GB', code, area.wholeArea ? area.town : null, null, area.nation);
  }
  const region = regionOf(country, null, code);
  return region ? place(country, code, null, region.code, region.name) : null;
}

function suggestion(p: PlaceDto, address1: string | null): SuggestionDto {
  const parts = [p.city, [p.province ?? p.province_name, p.zip].filter(Boolean).join(' ')];
  const description = [address1, ...parts].filter(Boolean).join(', ');
  return { ...p, id: `${p.country}:${fold(description)}`, description, address1 };
}

async function offlineSuggest(
  country: string,
  input: string,
  limit: number,
): Promise<SuggestionDto[]> {
  // "12 Main Street, Spring": the street is kept for the first line, the rest is looked up.
  const comma = input.lastIndexOf(',');
  const address1 = comma > 0 ? input.slice(0, comma).trim() || null : null;
  const query = (comma > 0 ? input.slice(comma + 1) : input).trim();
  const format = addressFormatOf(country);
  if (!format || !query) return [];
  if (format.postcode?.pattern && postcodeMatches(format.postcode.pattern, query)) {
    const found = await offlinePlaceOfPostcode(country, query);
    return found ? [suggestion(found, address1)] : [];
  }
  const wanted = fold(query);
  const rank = (name: string) => (name === wanted ? 0 : name.startsWith(wanted) ? 1 : 2);
  const found: PlaceDto[] = [];
  if (country === 'US') {
    const matches = cities()
      .filter((c) => c.key.startsWith(wanted))
      .sort((a, b) => rank(a.key) - rank(b.key) || b.zips.length - a.zips.length)
      .slice(0, limit);
    for (const c of matches) {
      // A city with one ZIP code fills it; with several, the shopper types theirs.
      const zip = c.zips.length === 1 ? c.zips[0]! : null;
      found.push(place('US', zip, c.city, c.state, regionOf('US', c.state, null)?.name ?? null));
    }
  } else if (country === 'GB') {
    for (const t of AREA_TOWNS) {
      if (fold(t.town).startsWith(wanted)) found.push(place('GB', null, t.town, null, t.nation));
    }
  }
  for (const region of format.regions) {
    if (found.length >= limit) break;
    if (fold(region.name).startsWith(wanted) || fold(region.code) === wanted) {
      found.push(place(country, null, null, region.code, region.name));
    }
  }
  return found.slice(0, limit).map((p) => suggestion(p, address1));
}

/** The built-in provider: the offline data above, no network. */
export const offlinePlaceProvider: PlaceProvider = {
  name: 'offline',
  placeOfPostcode: offlinePlaceOfPostcode,
  suggest: offlineSuggest,
};
