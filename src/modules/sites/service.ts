import { asc } from 'drizzle-orm';
import { announceChange } from '../../platform/changes.ts';
import type { Db } from '../../platform/db.ts';
import { SHOP_READS_TTL_MS, keptReads } from '../../platform/kept-reads.ts';
import { sitesFile, type SiteDto, type SitesFile } from './contract.ts';
import { sites } from './schema.ts';

/** The topic announced when the sibling shops change. */
export const SITES_CHANGED = 'sites';

/** The shop's sibling shops. */
export type SitesService = ReturnType<typeof createSitesService>;

/** Creates the sibling shops' service over a database. */
export function createSitesService(db: Db) {
  // Every page's footer lists them: kept until a change is announced.
  const kept = keptReads<SiteDto[]>(SHOP_READS_TTL_MS);
  const read = async (): Promise<SiteDto[]> => {
    const rows = await db.select().from(sites).orderBy(asc(sites.position), asc(sites.id));
    return rows.map(({ id, name, url, locale, country, currency }) => ({
      id,
      name,
      url,
      locale,
      country,
      currency,
    }));
  };
  return {
    /** The sibling shops, in the merchant's order. */
    list: (): Promise<SiteDto[]> => kept.get('', read),

    /** Drops the kept list (a change was announced). */
    forget: () => kept.forget(),

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
      kept.forget();
      await announceChange(db, SITES_CHANGED);
      return checked.sites.length;
    },
  };
}
