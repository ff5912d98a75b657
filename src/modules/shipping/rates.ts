import type {
  ShippingMethodDefinition,
  ShippingRate,
  ShippingSettings,
  ShippingZoneDefinition,
} from './definition.ts';

/** Where a cart ships to, as far as zones care. */
export interface Destination {
  country: string;
  /** The region's ISO 3166-2 subdivision code without the country (`CA` of US-CA). */
  region?: string | null | undefined;
  postcode?: string | null | undefined;
}

/** What a method's cost depends on: the cart's total after discounts and its weight. */
export interface ShippingBasis {
  /** Minor units. */
  total: number;
  /** Grams. */
  weight: number;
  /** Whether the address is a PO box (a method may refuse those). */
  poBox: boolean;
}

/** A method offered for a destination, with its cost now (minor units). */
export interface MethodQuote {
  id: string;
  /** The merchant's title for shoppers, in the asked language. */
  name: string;
  /** The title in every language the merchant gave, by locale (`default` when none). */
  titles: Record<string, string>;
  cost: number;
  min_days: number | null;
  max_days: number | null;
}

/** Why nothing can be offered (spec section 8, Checkout and payment). */
export type ShippingProblem =
  | 'no_country_shipping'
  | 'postcode_undeliverable'
  | 'no_shipping_methods'
  /** Every method that would serve the cart refuses PO boxes (spec section 5: "PO box is invalid"). */
  | 'po_box';

/** The methods for a destination, or why there are none. */
export type ShippingQuote = { methods: MethodQuote[] } | { problem: ShippingProblem };

const normalPostcode = (p: string) => p.replace(/[\s-]/g, '').toUpperCase();

/**
 * The zone that serves a destination: one naming its country (and not excluding its region)
 * comes before the catch-all `*`, in the merchant's order.
 */
export function zoneFor(
  zones: readonly ShippingZoneDefinition[],
  to: Destination,
): ShippingZoneDefinition | undefined {
  const country = to.country.toUpperCase();
  const region = to.region ? `${country}-${to.region.toUpperCase()}` : null;
  const serves = (z: ShippingZoneDefinition) => !region || !z.excluded_regions.includes(region);
  return (
    zones.find((z) => z.countries.includes(country) && serves(z)) ??
    // A country a zone names but whose region it excludes is not "everywhere else".
    (zones.some((z) => z.countries.includes(country))
      ? undefined
      : zones.find((z) => z.countries.includes('*') && serves(z)))
  );
}

/** A rate's cost for a basis, before `free_above`. */
export function rateCost(rate: ShippingRate, basis: ShippingBasis): number | null {
  switch (rate.type) {
    case 'flat':
      return rate.cost;
    case 'weight': {
      const tier = rate.tiers.find((t) => t.up_to === null || basis.weight <= t.up_to);
      return tier ? tier.cost : null;
    }
    case 'subtotal': {
      const reached = rate.tiers.filter((t) => basis.total >= t.from);
      return reached.length ? reached[reached.length - 1]!.cost : null;
    }
  }
}

/** A method's cost for a basis, or null when the method is not offered for it. */
export function methodCost(method: ShippingMethodDefinition, basis: ShippingBasis): number | null {
  if (method.forbid_po_box && basis.poBox) return null;
  if (method.min_total !== undefined && basis.total < method.min_total) return null;
  if (method.max_total !== undefined && basis.total > method.max_total) return null;
  const cost = rateCost(method.rate, basis);
  if (cost === null) return null;
  return method.free_above !== undefined && basis.total >= method.free_above ? 0 : cost;
}

/**
 * What shoppers call a method, by locale: the merchant's title and its translations; a method
 * without a title falls back to its name (and the name's translations).
 */
export function shopperTitles(m: ShippingMethodDefinition): Record<string, string> {
  return m.title ? { ...m.titles, default: m.title } : { ...m.names, ...m.titles, default: m.name };
}

/** A method's title for shoppers in a locale, from the titles of `shopperTitles`. */
export function titleIn(titles: Record<string, string>, locale?: string): string {
  return (locale && titles[locale]) || titles.default || '';
}

/** The methods the merchant's zones offer for a destination and cart, cheapest first. */
export function quoteShipping(
  zones: readonly ShippingZoneDefinition[],
  to: Destination,
  basis: ShippingBasis,
  locale?: string,
): ShippingQuote {
  const zone = zoneFor(zones, to);
  if (!zone) return { problem: 'no_country_shipping' };
  if (to.postcode) {
    const code = normalPostcode(to.postcode);
    if (zone.undeliverable_postcodes.some((p) => code.startsWith(normalPostcode(p)))) {
      return { problem: 'postcode_undeliverable' };
    }
  }
  const methods = zone.methods.flatMap((m) => {
    const cost = methodCost(m, basis);
    if (cost === null) return [];
    const titles = shopperTitles(m);
    const name = titleIn(titles, locale);
    return [
      { id: m.id, name, titles, cost, min_days: m.min_days ?? null, max_days: m.max_days ?? null },
    ];
  });
  if (methods.length === 0) {
    const refusedForPoBox =
      basis.poBox && zone.methods.some((m) => methodCost(m, { ...basis, poBox: false }) !== null);
    return { problem: refusedForPoBox ? 'po_box' : 'no_shipping_methods' };
  }
  return { methods: methods.sort((a, b) => a.cost - b.cost) };
}

/** The price of shipping insurance for goods worth `total`, or null when none is offered. */
export function insurancePrice(settings: ShippingSettings, total: number): number | null {
  if (!settings.insurance) return null;
  return Math.max(settings.insurance.min, Math.round((total * settings.insurance.percent) / 100));
}
