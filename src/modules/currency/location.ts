import { createRequire } from 'node:module';
import { countries } from 'countries-list';

/** The visitor's location as `GET ip` gives it (spec section 3, Visitor location info). */
export interface VisitorLocation {
  ipinfo: { ip: string; country: string };
  iso_code: string;
  country: string;
  currency: string;
  state: string;
}

type GeoLookup = (ip: string) => { country: string } | null;
let lookup: GeoLookup | undefined;

/** The offline IP database, opened on first use (it holds ~8 MB of ranges). */
function geoip(): GeoLookup {
  if (!lookup) {
    const require = createRequire(import.meta.url);
    lookup = (require('geoip-country') as { lookup: GeoLookup }).lookup;
  }
  return lookup;
}

/** A country's main currency, from its ISO 3166 code. */
export function countryCurrency(iso: string): string | null {
  const country = (countries as Record<string, { currency: string[] }>)[iso];
  return country?.currency[0] ?? null;
}

/**
 * The visitor's country (ISO 3166, upper case): the one a trusted CDN header names, else the
 * offline IP database's; '' when neither knows (a failure, a local address).
 */
export function visitorCountry(ip: string, headerCountry: string | undefined): string {
  if (
    headerCountry &&
    /^[A-Za-z]{2}$/.test(headerCountry) &&
    headerCountry.toUpperCase() !== 'XX'
  ) {
    return headerCountry.toUpperCase();
  }
  try {
    return geoip()(ip)?.country ?? '';
  } catch {
    return '';
  }
}

/** The country a request's trusted CDN header names (GEO_COUNTRY_HEADER), if it is set. */
export function headerCountry(
  headers: Record<string, string | string[] | undefined>,
  header: string | undefined,
): string | undefined {
  const value = header ? headers[header.toLowerCase()] : undefined;
  return typeof value === 'string' ? value : undefined;
}

/** Where a visitor is, and their country's currency; the checkout currency when unknown. */
export function locate(
  ip: string,
  headerCountryCode: string | undefined,
  checkout: string,
): VisitorLocation {
  const iso = visitorCountry(ip, headerCountryCode);
  const name = (countries as Record<string, { name: string }>)[iso]?.name ?? '';
  return {
    ipinfo: { ip, country: iso },
    iso_code: iso,
    country: name,
    currency: (iso && countryCurrency(iso)) || checkout,
    state: '',
  };
}
