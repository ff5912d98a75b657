import { announceChange } from '../../platform/changes.ts';
import type { Db } from '../../platform/db.ts';
import type { Locale } from '../../platform/locales.ts';
import { saveKeyedDefinitions } from '../../platform/keyed-definitions.ts';
import { popupFileSchema, POPUPS_CHANGED, type Popup, type ShownPopup } from './contract.ts';
import { popups } from './schema.ts';

/** Whether a popup runs at `now`: active, and within its dates. */
const running = (p: Popup, now: Date) =>
  p.active &&
  (!p.starts_at || new Date(p.starts_at) <= now) &&
  (!p.ends_at || now < new Date(p.ends_at));

/** The merchant's marketing popups. */
export type PopupService = ReturnType<typeof createPopupService>;

export function createPopupService(db: Db) {
  return {
    /** The popups running now, in `locale` (else the merchant's words), in their order. */
    async shown(locale: Locale, now = new Date()): Promise<ShownPopup[]> {
      const rows = await db.select().from(popups).orderBy(popups.id);
      return rows
        .map((r) => r.definition)
        .filter((p) => running(p, now))
        .map((p) => ({
          key: p.key,
          kind: p.kind,
          title: p.titles[locale] ?? p.title,
          body: p.bodies[locale] ?? p.body,
          coupon_code: p.coupon_code ?? null,
          trigger: p.trigger,
          delay_seconds: p.delay_seconds,
          scroll_percent: p.scroll_percent,
          pages: p.pages,
          every_days: p.every_days,
        }));
    },

    /**
     * Loads the merchant's popups (validated first, then one transaction keyed by key); with
     * `replace`, those the file leaves out go. Kept answers are forgotten when it commits.
     */
    async load(input: unknown, { replace = false } = {}): Promise<number> {
      const { popups: list } = popupFileSchema.parse(input);
      await db.transaction(async (tx) => {
        await saveKeyedDefinitions(tx, { table: popups, key: popups.key }, list, { replace });
        await announceChange(tx, POPUPS_CHANGED, [POPUPS_CHANGED]);
      });
      return list.length;
    },
  };
}
