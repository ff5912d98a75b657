import { sql, type SQLWrapper } from 'drizzle-orm';
import type { Db } from './db.ts';
import { isNoneOf } from './sql-list.ts';

/**
 * A table of the merchant's definitions by key (reward campaigns, popups, incentives): its
 * `key` (unique) and `definition` (jsonb) columns, and `updated_at`.
 */
export interface KeyedTable {
  table: SQLWrapper;
  key: SQLWrapper;
}

/**
 * Saves a file's definitions in the caller's transaction, in the file's order: each written
 * whole by its key (loading the file again updates, never duplicates); with `replace`, the keys
 * the file does not name are removed.
 */
export async function saveKeyedDefinitions(
  tx: Db,
  { table, key }: KeyedTable,
  list: readonly { key: string }[],
  { replace = false } = {},
): Promise<void> {
  for (const definition of list) {
    await tx.execute(
      sql`insert into ${table} (key, definition)
        values (${definition.key}, ${JSON.stringify(definition)}::jsonb)
        on conflict (key) do update set definition = excluded.definition, updated_at = now()`,
    );
  }
  if (replace) {
    await tx.execute(
      sql`delete from ${table} where ${isNoneOf(
        key,
        list.map((d) => d.key),
      )}`,
    );
  }
}
