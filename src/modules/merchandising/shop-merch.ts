import { sql } from 'drizzle-orm';
import { fromJsonRow, queryRows, type Db } from '../../platform/db.ts';
import { keptReads, SHOP_READS_TTL_MS } from '../../platform/kept-reads.ts';
import type { GroupRow } from './groups.ts';
import {
  combinations,
  customButtons,
  merchTexts,
  productGroups,
  productTags,
  sizeCharts,
} from './schema.ts';

type TagRow = typeof productTags.$inferSelect;
type ButtonRow = typeof customButtons.$inferSelect;
type SizeChartRow = typeof sizeCharts.$inferSelect;
type CombinationRow = typeof combinations.$inferSelect;

/**
 * What the merchant put around the shop's products, by product: the few rows of a
 * merchandising file (tags, custom buttons, size charts, active combinations, groups).
 */
export interface ShopMerch {
  tags: Map<number, TagRow[]>;
  buttons: Map<number, ButtonRow[]>;
  sizeCharts: Map<number, SizeChartRow>;
  /** Active combinations only, in the order they were made. */
  combinations: Map<number, CombinationRow[]>;
  groups: Map<number, GroupRow>;
  /** The texts in other languages: by locale, the merchant's text to the language's. */
  texts: Map<string, Map<string, string>>;
}

/**
 * A merchant's text as a shopper of `locale` reads it: its translation, else as written (the
 * shop's default language reads none).
 */
export const merchText =
  (merch: Pick<ShopMerch, 'texts'>, locale: string | undefined) =>
  (text: string): string =>
    (locale && merch.texts.get(locale)?.get(text)) || text;

/** Adds `row` to the list of `key` in `map`. */
function push<T>(map: Map<number, T[]>, key: number, row: T) {
  const list = map.get(key);
  if (list) list.push(row);
  else map.set(key, [row]);
}

/** Reads the whole shop's merchandising in one statement, each table as a JSON array. */
async function readShopMerch(db: Db): Promise<ShopMerch> {
  const [row] = await queryRows<Record<keyof ShopMerch, Record<string, unknown>[]>>(
    db,
    sql`select
      coalesce((select json_agg(t order by t.position, t.id) from ${productTags} t), '[]') as tags,
      coalesce((select json_agg(b order by b.product_id, b.position, b.id)
        from ${customButtons} b), '[]') as buttons,
      coalesce((select json_agg(c) from ${sizeCharts} c), '[]') as "sizeCharts",
      coalesce((select json_agg(c order by c.id) from ${combinations} c
        where c.status = 'active'), '[]') as combinations,
      coalesce((select json_agg(g) from ${productGroups} g), '[]') as groups,
      coalesce((select json_agg(x) from ${merchTexts} x), '[]') as texts`,
  );
  const merch: ShopMerch = {
    tags: new Map(),
    buttons: new Map(),
    sizeCharts: new Map(),
    combinations: new Map(),
    groups: new Map(),
    texts: new Map(),
  };
  for (const tag of row!.tags.map(fromJsonRow<TagRow>)) {
    for (const id of tag.productIds) push(merch.tags, id, tag);
  }
  for (const b of row!.buttons.map(fromJsonRow<ButtonRow>)) push(merch.buttons, b.productId, b);
  for (const c of row!.sizeCharts.map(fromJsonRow<SizeChartRow>))
    merch.sizeCharts.set(c.productId, c);
  for (const c of row!.combinations.map(fromJsonRow<CombinationRow>)) {
    push(merch.combinations, c.productId, c);
  }
  for (const g of row!.groups.map(fromJsonRow<GroupRow>)) merch.groups.set(g.productId, g);
  for (const x of row!.texts.map(fromJsonRow<typeof merchTexts.$inferSelect>)) {
    const language = merch.texts.get(x.locale) ?? new Map<string, string>();
    merch.texts.set(x.locale, language.set(x.source, x.text));
  }
  return merch;
}

/**
 * The shop's merchandising, read once and kept until a change is announced (or for
 * SHOP_READS_TTL_MS, for a statement run by hand): every product page shows its tags, buttons,
 * size chart, combinations and group, and a list page its cards' tags, so none of them reads
 * the database for these.
 */
export function keptShopMerch(db: Db) {
  const kept = keptReads<ShopMerch>(SHOP_READS_TTL_MS);
  return {
    /** The kept merchandising, read if there is none. */
    get: () => kept.get('all', () => readShopMerch(db)),
    /** Drops it: the next page reads it again. */
    forget: () => kept.forget(),
  };
}
