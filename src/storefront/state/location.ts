import type { LocationDto } from '../../modules/currency/contract.ts';
import { currencySymbol } from '../../modules/currency/format.ts';

/**
 * The shop-wide location and currency state of spec section 3 (Shop-wide state; Visitor
 * location info): where the visitor is, what they pay in, and what prices show in.
 */
export interface ShopLocation {
  /** The visitor's IP and the country it belongs to; null until (or unless) it is known. */
  ipinfo: LocationDto['ipinfo'] | null;
  /** The country the IP says (ISO 3166 alpha-2). */
  country: string | null;
  /** The country the shop serves the visitor as: the IP's, until checkout says otherwise. */
  currentCountry: string | null;
  /** The regions of the current country, where the shop has them (checkout's address data). */
  states: string[];
  checkoutCurrency: string;
  /** The currency prices show in. */
  priceCurrency: string;
  /** The pricetype kept for the shopper: a currency chosen, or 'auto'. */
  priceType: string;
  /** The symbol prices show with ($, €, R$ ...). */
  priceSymbol: string;
  /** The rates from `ratesBase` to each currency. */
  currencyRates: Record<string, number>;
  ratesBase: string;
}

/** Builds the state from what the browser has read (any of it may still be missing). */
export function shopLocation(input: {
  location: LocationDto | null;
  rates: { base: string; rates: Record<string, number> } | null;
  stored: string | null;
  priceCurrency: string;
  checkout: string;
  currentCountry?: string | null;
  states?: readonly string[];
}): ShopLocation {
  const { location, rates, stored, priceCurrency, checkout } = input;
  const country = location?.iso_code || null;
  return {
    ipinfo: location?.ipinfo ?? null,
    country,
    currentCountry: input.currentCountry ?? country,
    states: [...(input.states ?? [])],
    checkoutCurrency: checkout,
    priceCurrency,
    priceType: stored || 'auto',
    priceSymbol: currencySymbol(priceCurrency),
    currencyRates: rates?.rates ?? { [checkout]: 1 },
    ratesBase: rates?.base ?? checkout,
  };
}
