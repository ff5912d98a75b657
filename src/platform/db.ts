import { createHash } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { sql, type SQL } from 'drizzle-orm';
import type { PgDatabase, PgDialect, PgQueryResultHKT, PgSession } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { MIGRATIONS_DIR } from './paths.ts';
import { lockDataDir } from './data-dir-lock.ts';

/**
 * The Drizzle database, the same type on PGlite and on PostgreSQL. It knows no tables: each
 * module imports its own from its `schema.ts`.
 */
export type Db = PgDatabase<PgQueryResultHKT>;

/** An open database with the means to migrate and close it. */
export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  migrate(): Promise<void>;
  /**
   * Calls `onMessage` with each notification on `channel` (PostgreSQL LISTEN), whichever
   * process sent it; resolves once listening, with the function that stops.
   */
  listen(channel: string, onMessage: (payload: string) => void): Promise<() => Promise<void>>;
  close(): Promise<void>;
}

/** Where and how to open the database. */
export interface DatabaseOptions {
  url?: string | undefined;
  dataDir?: string;
  /** A PGlite data directory dump to start from (tests clone a migrated template this way). */
  loadDataDir?: Blob | File;
  poolSize?: number;
  /** Told when PostgreSQL closes an idle pooled connection. */
  onIdleError?: (error: Error) => void;
  /** Told of every statement the application runs (tests count an operation's statements). */
  onQuery?: (query: string) => void;
}

/**
 * Settings every connection starts with. Search's typo tolerance: a word matches a near word
 * from this trigram word similarity on ("sneker" is 0.5 of "sneaker"; PostgreSQL's default is
 * 0.6), read by the indexed `<%` operator (catalog/listing.ts).
 */
// Every connection: search's near-word threshold; no JIT compilation (a shop's statements are
// short, and PostgreSQL's JIT, on by default, compiled the filters' counts for 100 ms and more,
// ten times their own run); and the random-read cost of solid-state storage (1.1 for the
// default 4, which assumes spinning disks): with 4 the planner read every product to find a
// near word (55 ms) instead of using the trigram index (7 ms). Measured with EXPLAIN ANALYZE on
// the 10,000-product benchmark catalogue.
const SESSION_SETTINGS: Record<string, string> = {
  'pg_trgm.word_similarity_threshold': '0.45',
  jit: 'off',
  random_page_cost: '1.1',
};
// On PostgreSQL they are the connection's startup options, in force before its first query: a
// `set` sent on the pool's 'connect' event raced the query the connection was opened for (pg
// warns of a query given while another runs, and pg 9 refuses it).
const STARTUP_OPTIONS = Object.entries(SESSION_SETTINGS)
  .map(([name, value]) => `-c ${name}=${value}`)
  .join(' ');
const SET_STATEMENTS = Object.entries(SESSION_SETTINGS)
  .map(([name, value]) => `set ${name} = ${value}`)
  .join('; ');

/** Drizzle's query logger for `onQuery`, or none. */
const queryLogger = ({ onQuery }: DatabaseOptions) =>
  onQuery ? { logQuery: (query: string) => onQuery(query) } : false;

// Any fixed number: migrations of several instances starting at once run one after another.
const MIGRATION_LOCK = 7_311_001;

/** Opens PostgreSQL when a URL is given, else the embedded PGlite (in memory without dataDir). */
export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.url) {
    const pool = new pg.Pool({
      connectionString: options.url,
      max: options.poolSize ?? 10,
      options: STARTUP_OPTIONS,
    });
    // An idle connection that the server ends (restart, failover) is dropped from the pool and
    // replaced on next use; without a listener it would crash the process.
    pool.on('error', (error) => options.onIdleError?.(error));
    const db = drizzlePg({ client: pool, logger: queryLogger(options) }) as unknown as Db;
    return {
      db,
      kind: 'postgres',
      async migrate() {
        const client = await pool.connect();
        try {
          await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK]);
          await migratePg(drizzlePg({ client }), { migrationsFolder: MIGRATIONS_DIR });
        } finally {
          await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => {});
          client.release();
        }
      },
      async listen(channel, onMessage) {
        // A connection of its own, outside the pool: LISTEN holds it for as long as it runs.
        // When the server drops it (restart, failover) it is opened again a second later.
        let stopped = false;
        let listener: pg.Client | undefined;
        const reopen = () => {
          if (stopped) return;
          const retry = () =>
            open().catch((error: Error) => {
              options.onIdleError?.(error);
              reopen();
            });
          setTimeout(retry, 1000).unref();
        };
        const open = async () => {
          const client = new pg.Client({ connectionString: options.url });
          client.on('notification', (n) => {
            if (n.channel === channel) onMessage(n.payload ?? '');
          });
          let listening = false;
          client.on('error', (error) => {
            // Before it listens, a failure rejects open() instead.
            if (!listening) return;
            options.onIdleError?.(error);
            client.end().catch(() => {});
            reopen();
          });
          await client.connect();
          await client.query(`listen ${pg.escapeIdentifier(channel)}`);
          listening = true;
          listener = client;
        };
        await open();
        return async () => {
          stopped = true;
          await listener?.end();
        };
      },
      close: () => pool.end(),
    };
  }
  let dataDir: string | undefined;
  let release = () => {};
  if (options.dataDir) {
    dataDir = path.join(options.dataDir, 'pglite');
    mkdirSync(dataDir, { recursive: true });
    release = lockDataDir(dataDir);
  }
  let client: PGlite;
  try {
    client = await PGlite.create({
      // Trigram matching for search (migration 0006), as PostgreSQL's contrib has it.
      extensions: { pg_trgm },
      ...(dataDir ? { dataDir } : {}),
      ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}),
    });
  } catch (error) {
    release();
    throw error;
  }
  await client.exec(SET_STATEMENTS);
  const db = drizzlePglite({ client, logger: queryLogger(options) }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    migrate: () => migratePglite(drizzlePglite({ client }), { migrationsFolder: MIGRATIONS_DIR }),
    async listen(channel, onMessage) {
      const stop = await client.listen(channel, onMessage);
      return () => stop();
    },
    close: async () => {
      await client.close();
      release();
    },
  };
}

/** The PGlite client behind a database, for dumping a template; undefined on PostgreSQL. */
export function pgliteClient(database: Database): PGlite | undefined {
  if (database.kind !== 'pglite') return undefined;
  return (database.db as unknown as { $client: PGlite }).$client;
}

/** A runner of SQL text with positional parameters, as libraries that bring their own SQL take it. */
export type SqlRunner = (text: string, values?: unknown[]) => Promise<{ rows: unknown[] }>;

/**
 * Runs SQL text on the database's own connections: one statement with parameters ($1 ...), or,
 * without parameters, a script of several statements (which answers with the last one's rows).
 * The job queue's library speaks through it, so it shares the pool, or PGlite's one connection.
 */
export function sqlRunner(database: Database): SqlRunner {
  const pglite = pgliteClient(database);
  if (pglite) {
    return async (text, values) => {
      if (values?.length) return pglite.query(text, values);
      const results = await pglite.exec(text);
      return results.at(-1) ?? { rows: [] };
    };
  }
  const pool = (database.db as unknown as { $client: pg.Pool }).$client;
  return async (text, values) => {
    // Without parameters pg uses the simple protocol, which takes several statements and
    // answers with a list of results.
    const result = (await pool.query(text, values?.length ? values : undefined)) as
      pg.QueryResult | pg.QueryResult[];
    return Array.isArray(result) ? (result.at(-1) ?? { rows: [] }) : result;
  };
}

/**
 * A runner whose statements join a Drizzle transaction: one statement, whose parameters ($1 ...)
 * become Drizzle's own. Each parameter must appear once in the text (Drizzle numbers them anew).
 */
export function transactionSqlRunner(tx: Pick<Db, 'execute'>): SqlRunner {
  return async (text, values = []) => {
    const chunks: SQL[] = [];
    let from = 0;
    const seen = new Set<string>();
    for (const match of text.matchAll(/\$(\d+)/g)) {
      if (seen.has(match[1]!)) throw new Error(`$${match[1]} appears twice in a statement`);
      seen.add(match[1]!);
      chunks.push(
        sql.raw(text.slice(from, match.index)),
        sql`${sql.param(values[Number(match[1]) - 1])}`,
      );
      from = match.index + match[0].length;
    }
    chunks.push(sql.raw(text.slice(from)));
    return (await tx.execute(sql.join(chunks))) as unknown as { rows: unknown[] };
  };
}

/** Runs a raw statement and returns its rows (both drivers answer with `{ rows }`). */
export async function queryRows<T>(db: Db, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

/** The names of the prepared statements, by their text; at most PREPARED_SHAPES of them. */
const preparedNames = new Map<string, string>();
const PREPARED_SHAPES = 500;

/**
 * Runs a statement that pages make on every request as a prepared statement named by its
 * text: PostgreSQL parses and plans it once per connection, not on every call (a product
 * page's statements spent twice as long parsed and planned as run). For statements of a few
 * shapes whose values are all parameters; past PREPARED_SHAPES texts they run unnamed, as
 * queryRows does. PGlite runs it as any statement.
 */
export async function preparedRows<T>(db: Db, query: SQL): Promise<T[]> {
  const result = await prepare(db, query).execute();
  return (result as unknown as { rows: T[] }).rows;
}

/** The statement of `query`, named by its text when it is one of the first PREPARED_SHAPES. */
function prepare(db: Db, query: SQL) {
  const { session, dialect } = db as unknown as { session: PgSession; dialect: PgDialect };
  const built = dialect.sqlToQuery(query);
  let name = preparedNames.get(built.sql);
  if (name === undefined && preparedNames.size < PREPARED_SHAPES) {
    name = `vitrine_${createHash('sha1').update(built.sql).digest('base64url').slice(0, 24)}`;
    preparedNames.set(built.sql, name);
  }
  return session.prepareQuery(built, undefined, name, false);
}

/**
 * A statement built once, whose values are `sql.placeholder(name)`s filled at each call: as
 * preparedRows, without writing the statement's text again on every request (Drizzle's
 * building of a product page's read measured ~1.5 % of the page's time).
 */
export function preparedStatement<T>(
  db: Db,
  query: SQL,
): (values: Record<string, unknown>) => Promise<T[]> {
  const statement = prepare(db, query);
  return async (values) => ((await statement.execute(values)) as unknown as { rows: T[] }).rows;
}

const camelNames = new Map<string, string>();
/** A row from JSON (snake_case columns) under the field names of the Drizzle table. */
export function fromJsonRow<T>(row: Record<string, unknown>): T {
  const out: Record<string, unknown> = {};
  for (const key in row) {
    let name = camelNames.get(key);
    if (name === undefined) {
      name = key.replace(/_([a-z])/g, (_, c: string) => c.toUpperCase());
      camelNames.set(key, name);
    }
    out[name] = row[key];
  }
  return out as T;
}
