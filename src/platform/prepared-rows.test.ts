import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../test/harness.ts';
import { preparedRows, queryRows, type Database } from './db.ts';

let database: Database;
let drop: () => Promise<void>;
beforeAll(async () => {
  ({ database, drop } = await openTestDatabase());
});
afterAll(() => drop());

const bySlug = (slug: string) => sql`select title from products where slug = ${slug} and published`;

describe('a statement pages make on every request', () => {
  it('answers as any statement does, whatever its values', async () => {
    const { db } = database;
    for (const slug of ['linen-wrap-dress', 'classic-tee', 'no-such-product']) {
      expect(await preparedRows(db, bySlug(slug))).toEqual(await queryRows(db, bySlug(slug)));
    }
  });

  it('is parsed once per connection on PostgreSQL: one prepared statement for all its values', async () => {
    await database.db.transaction(async (tx) => {
      // One connection: what it has prepared is what the statements above and these left.
      await preparedRows(tx, bySlug('linen-wrap-dress'));
      await preparedRows(tx, bySlug('classic-tee'));
      const titles = await preparedRows<{ title: string }>(tx, bySlug('classic-tee'));
      expect(titles).toHaveLength(1);
      if (database.kind !== 'postgres') return; // PGlite keeps no named statements
      const prepared = await queryRows<{ statement: string }>(
        tx,
        sql`select statement from pg_prepared_statements where name like 'vitrine_%'`,
      );
      expect(prepared.filter((p) => p.statement.includes('where slug = $1'))).toHaveLength(1);
    });
  });
});
