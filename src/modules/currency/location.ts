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
 * Where a visitor is: the country a trusted CDN header names, else the offline IP database; a
 * failure or an unknown address gives no country, and the checkout currency.
 */
export function locate(
  ip: string,
  headerCountry: string | undefined,
  checkout: string,
): VisitorLocation {
  let iso = '';
  if (
    headerCountry &&
    /^[A-Za-z]{2}$/.test(headerCountry) &&
    headerCountry.toUpperCase() !== 'XX'
  ) {
    iso = headerCountry.toUpperCase();
  } else {
    try {
      iso = geoip()(ip)?.country ?? '';
    } catch {
      iso = '';
    }
  }
  const name = (countries as Record<string, { name: string }>)[iso]?.name ?? '';
  return {
    ipinfo: { ip, country: iso },
    iso_code: iso,
    country: name,
    currency: (iso && countryCurrency(iso)) || checkout,
    state: '',
  };
}
