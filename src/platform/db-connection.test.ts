import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../test/harness.ts';
import { queryRows, type Database } from './db.ts';

// Listened to before this file's first connection: pg warns once, of the first query it is
// given while another is under way on the same connection.
const warnings: string[] = [];
process.on('warning', (warning) => warnings.push(warning.message));

let database: Database;
let drop: () => Promise<void>;
beforeAll(async () => {
  ({ database, drop } = await openTestDatabase());
});
afterAll(() => drop());

describe('a connection to the database', () => {
  it('starts with the shop settings in force for its first statement, and nothing races that statement', async () => {
    // Statements at once: the pool opens a connection for each, and each is its first.
    const settings = await Promise.all(
      Array.from({ length: 4 }, () =>
        queryRows<{ jit: string | null; cost: string | null }>(
          database.db,
          sql`select current_setting('jit', true) as jit, current_setting('random_page_cost', true) as cost`,
        ),
      ),
    );
    await new Promise<void>((resolve) => setImmediate(resolve));
    expect(warnings.filter((w) => w.includes('already executing a query'))).toEqual([]);
    expect(settings.map(([row]) => row)).toEqual(Array(4).fill({ jit: 'off', cost: '1.1' }));
  });
});
