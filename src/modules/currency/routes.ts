import { PRIVATE_NO_STORE, PUBLIC_CATALOG } from '../../platform/cache-control.ts';
import { defineOperation } from '../../platform/route.ts';
import { locationSchema, ratesSchema } from './contract.ts';
import { headerCountry, locate } from './location.ts';

const TAGS = ['currency'];

/** `GET exchanges`: the exchange rates from the checkout currency. */
export const getRates = defineOperation({
  method: 'GET',
  url: '/exchanges',
  summary: 'Exchange rates by currency, from the checkout currency (base)',
  tags: TAGS,
  schemas: { response: ratesSchema },
  // Kept in memory by the service (and dropped when any instance changes them): no micro-cache,
  // so a change shows at once on the instance that made it.
  cacheControl: PUBLIC_CATALOG,
  run: ({ app }) => app.currency.rates(),
});

/** `GET ip`: where the visitor is, and the currency of that country. */
export const getLocation = defineOperation({
  method: 'GET',
  url: '/ip',
  summary:
    "The visitor's country and its currency (a trusted CDN header, else an offline database)",
  tags: TAGS,
  schemas: { response: locationSchema },
  cacheControl: PRIVATE_NO_STORE,
  run: async ({ app, req }) => {
    const location = locate(
      req.ip,
      headerCountry(req.headers, app.config.GEO_COUNTRY_HEADER),
      app.currency.code,
    );
    return { ...location, checkout_currency: app.currency.code };
  },
});

export const currencyOperations = [getRates, getLocation];
