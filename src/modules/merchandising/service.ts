import type { Db } from '../../platform/db.ts';
import { buttonReads } from './buttons.ts';
import { combinationReads } from './combinations.ts';
import { merchContext, type CatalogReader } from './context.ts';
import { diversionReads } from './diversion-tests.ts';
import { merchFileLoad } from './file-load.ts';
import { saveMerchTexts } from './merch-texts.ts';
import { groupReads } from './product-groups.ts';
import { sizeChartReads } from './size-charts.ts';
import { tagReads } from './tags.ts';

export { MERCH_CHANGED, type CatalogReader } from './context.ts';

/** Tags, custom buttons, size charts, combinations, diversion tests and groups of products. */
export type MerchService = ReturnType<typeof createMerchService>;

/**
 * Creates the merchandising service, one part per thing the merchant puts around products;
 * products are read through the catalogue's service.
 */
export function createMerchService(db: Db, catalog: CatalogReader) {
  const context = merchContext(db, catalog);
  return {
    /** Drops the kept merchandising (a change was announced). */
    forget: context.forget,
    ...tagReads(context),
    ...buttonReads(context),
    ...sizeChartReads(context),
    ...combinationReads(context),
    ...diversionReads(context),
    ...groupReads(context),
    ...merchFileLoad(context),
    /**
     * Saves merchandising translations (the `merchandising` part of a translations file): this
     * process reads them at once, the others when the change announced at commit reaches them.
     */
    async saveTranslations(input: unknown, within: Db = db): Promise<number> {
      const saved = await saveMerchTexts(within, input);
      context.forget();
      return saved;
    },
  };
}
