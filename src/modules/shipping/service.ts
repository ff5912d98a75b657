import { asc } from 'drizzle-orm';
import { announceChange } from '../../platform/changes.ts';
import type { Db } from '../../platform/db.ts';
import {
  shippingFileSchema,
  shippingSettingsSchema,
  type ShippingSettings,
  type ShippingZoneDefinition,
} from './definition.ts';
import { shippingSettings, shippingZones } from './schema.ts';
import { isNoneOf } from '../../platform/sql-list.ts';

/** The topic announced when the merchant changes shipping. */
export const SHIPPING_CHANGED = 'shipping';

/** Shipping zones, methods and insurance: what a cart can ship by, and at what cost. */
export type ShippingService = ReturnType<typeof createShippingService>;

/** The merchant's shipping as read: zones in order, and the settings. */
export interface ShippingRules {
  zones: ShippingZoneDefinition[];
  settings: ShippingSettings;
}

/** Creates the shipping service; zones are read once and kept until the merchant changes them. */
export function createShippingService(db: Db) {
  let loaded: Promise<ShippingRules> | undefined;

  async function read(): Promise<ShippingRules> {
    const [zones, [settings]] = await Promise.all([
      db.select().from(shippingZones).orderBy(asc(shippingZones.position), asc(shippingZones.key)),
      db.select().from(shippingSettings),
    ]);
    return {
      zones: zones.map((z) => z.definition),
      settings: settings?.settings ?? shippingSettingsSchema.parse({}),
    };
  }

  const current = () => {
    loaded ??= read().catch((error: unknown) => {
      loaded = undefined;
      throw error;
    });
    return loaded;
  };

  return {
    /**
     * The merchant's zones and settings, read once and kept until they change. An order's
     * transaction takes them before it starts (on the embedded database a read inside it would
     * wait for the transaction's own connection).
     */
    rules: current,

    /**
     * Loads the merchant's shipping file, validated first, in one transaction keyed by zone
     * key; with `replace`, zones not in the file are removed.
     */
    async load(input: unknown, { replace = false } = {}): Promise<number> {
      const file = shippingFileSchema.parse(input);
      await db.transaction(async (tx) => {
        for (const [position, zone] of file.zones.entries()) {
          await tx
            .insert(shippingZones)
            .values({ key: zone.key, position, definition: zone })
            .onConflictDoUpdate({
              target: shippingZones.key,
              set: { position, definition: zone, updatedAt: new Date() },
            });
        }
        if (replace) {
          const keys = file.zones.map((z) => z.key);
          await tx.delete(shippingZones).where(isNoneOf(shippingZones.key, keys));
        }
        if (file.settings) {
          await tx
            .insert(shippingSettings)
            .values({ id: 1, settings: file.settings })
            .onConflictDoUpdate({ target: shippingSettings.id, set: { settings: file.settings } });
        }
      });
      loaded = undefined;
      await announceChange(db, SHIPPING_CHANGED);
      return file.zones.length;
    },

    /** Forgets what was read (another process changed shipping). */
    forget() {
      loaded = undefined;
    },
  };
}
