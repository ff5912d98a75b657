import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZodError } from 'zod';
import { queryRows, type Database } from '../../platform/db.ts';
import { isAnyOf } from '../../platform/sql-list.ts';
import { openTestDatabase } from '../../test/harness.ts';
import { createCatalogService, refreshProductSummaries } from './service.ts';
import { saveCatalogTranslations } from './translations-save.ts';

// PostgreSQL binds at most 65,535 parameters in one statement: a list of one parameter per
// value (`in ($1 … $70000)`) fails there ("bind message has 4464 parameter formats but 0
// parameters"), as `vitrine seed --products 100000` did. These lists are longer.
const LONG = 70_000;

let database: Database;
let drop: () => Promise<void>;
beforeAll(async () => {
  ({ database, drop } = await openTestDatabase());
});
afterAll(() => drop());

describe('a list longer than a statement may bind', () => {
  it('a translations file naming 70,000 products is checked, and names the ones the shop lacks', async () => {
    const products = [
      { slug: 'linen-wrap-dress', locale: 'de-DE', title: 'Wickelkleid' },
      ...Array.from({ length: LONG - 1 }, (_, i) => ({
        slug: `no-such-product-${i}`,
        locale: 'de-DE',
        title: 'x',
      })),
    ];
    const refused = await saveCatalogTranslations(database.db, { products }).catch(
      (e: unknown) => e,
    );
    expect(refused).toBeInstanceOf(ZodError);
    const issues = (refused as ZodError).issues;
    expect(issues).toHaveLength(LONG - 1);
    expect(issues[0]!.path).toEqual(['products', 1, 'slug']);
    expect(issues[0]!.message).toBe('no product by this name');
  }, 30_000);

  it('the variants of 70,000 cart lines are read in one statement', async () => {
    const catalog = createCatalogService(database.db, 'USD');
    const [known] = await queryRows<{ id: number }>(
      database.db,
      sql`select id from variants order by id limit 1`,
    );
    const ids = [known!.id, ...Array.from({ length: LONG }, (_, i) => 10_000_000 + i)];
    const found = await catalog.variantsForCart(ids);
    expect([...found.keys()]).toEqual([known!.id]);
  }, 30_000);

  it("70,000 products' price ranges are refreshed in one statement", async () => {
    const ids = await queryRows<{ id: number; min_price: number }>(
      database.db,
      sql`select id, min_price from products order by id`,
    );
    await database.db.execute(sql`update products set min_price = 0 where id = ${ids[0]!.id}`);
    const many = [...ids.map((p) => p.id), ...Array.from({ length: LONG }, (_, i) => -1 - i)];
    await refreshProductSummaries(database.db, many);
    const after = await queryRows<{ id: number; min_price: number }>(
      database.db,
      sql`select id, min_price from products order by id`,
    );
    expect(after).toEqual(ids);
  }, 30_000);

  it('text values are bound whole, whatever characters they hold', async () => {
    const odd = ['a,b', 'say "hi"', 'back\\slash', '{braces}', 'NULL', '', ' spaced '];
    const values = sql.join(
      odd.map((v) => sql`(${v})`),
      sql`, `,
    );
    const rows = await queryRows<{ v: string }>(
      database.db,
      sql`select v from (values ${values}) t(v) where ${isAnyOf(sql`v`, odd)}`,
    );
    expect(rows.map((r) => r.v)).toEqual(odd);
  });
});
