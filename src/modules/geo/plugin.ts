import fp from 'fastify-plugin';
import { registerStoreApi } from '../../platform/route.ts';
import { offlinePlaceProvider, type PlaceProvider } from './places.ts';
import { geoOperations } from './routes.ts';
import { createGeoService, DEFAULT_HOT_COUNTRIES, type GeoService } from './service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Countries, address formats and checks, phones, and the address helpers. */
    geo: GeoService;
  }
}

// The providers a shop may name in GEO_PLACE_PROVIDER. A geocoder joins with its file beside
// places.ts and a line here; the offline data stays first.
const PROVIDERS: Record<string, PlaceProvider> = { offline: offlinePlaceProvider };

/** The geo module: the country table, address formats and the address helpers, under /api/store. */
export const geoModule = fp(
  async (app) => {
    const providers = app.config.GEO_PLACE_PROVIDER.map((name) => PROVIDERS[name]!);
    app.decorate(
      'geo',
      createGeoService({
        hotCountries: app.config.SHOP_HOT_COUNTRIES ?? DEFAULT_HOT_COUNTRIES,
        providers,
      }),
    );
    await registerStoreApi(app, geoOperations);
  },
  { name: 'geo' },
);
