import type { Db } from '../../platform/db.ts';
import type { SitesFile } from './contract.ts';
import { createSitesService } from './service.ts';

/** The demo shop's siblings: a German and an Israeli shop. */
export const DEMO_SITES: SitesFile['sites'] = [
  {
    name: 'Vitrine Deutschland',
    url: 'https://de.vitrine.example/',
    locale: 'de-DE',
    country: 'DE',
    currency: 'EUR',
  },
  {
    name: 'ויטרינה ישראל',
    url: 'https://il.vitrine.example/',
    locale: 'he-IL',
    country: 'IL',
    currency: 'ILS',
  },
];

/** Replaces the sibling shops with the demo shop's. */
export async function seedSites(db: Db) {
  return createSitesService(db).load({ sites: DEMO_SITES });
}
