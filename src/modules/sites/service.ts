import { asc } from 'drizzle-orm';
import { announceChange } from '../../platform/changes.ts';
import type { Db } from '../../platform/db.ts';
import { sitesFile, type SiteDto, type SitesFile } from './contract.ts';
import { sites } from './schema.ts';

/** The topic announced when the sibling shops change. */
export const SITES_CHANGED = 'sites';

/** The shop's sibling shops. */
export type SitesService = ReturnType<typeof createSitesService>;

/** Creates the sibling shops' service over a database. */
export function createSitesService(db: Db) {
  return {
    /** The sibling shops, in the merchant's order. */
    async list(): Promise<SiteDto[]> {
      const rows = await db.select().from(sites).orderBy(asc(sites.position), asc(sites.id));
      return rows.map(({ id, name, url, locale, country, currency }) => ({
        id,
        name,
        url,
        locale,
        country,
        currency,
      }));
    },

    /**
     * Replaces the sibling shops with a checked file's, in one transaction, and announces it:
     * every running instance drops the answers and pages it keeps, so the footers change too.
     */
    async load(file: SitesFile): Promise<number> {
      const checked = sitesFile.parse(file);
      await db.transaction(async (tx) => {
        await tx.delete(sites);
        if (checked.sites.length) {
          await tx.insert(sites).values(checked.sites.map((s, position) => ({ ...s, position })));
        }
      });
      await announceChange(db, SITES_CHANGED);
      return checked.sites.length;
    },
  };
}
