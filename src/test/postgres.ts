import pg from 'pg';

/** The server's URL with another database name. */
export function databaseUrl(base: string, name: string): string {
  const url = new URL(base);
  url.pathname = `/${name}`;
  return url.toString();
}

/** Runs admin statements (CREATE/DROP DATABASE) on the server behind a URL. */
export async function adminQuery(base: string, statements: string[]): Promise<void> {
  const client = new pg.Client({ connectionString: base });
  await client.connect();
  try {
    for (const statement of statements) await client.query(statement);
  } finally {
    await client.end();
  }
}

/** A database name that no other test run uses. */
export const uniqueDatabaseName = (prefix: string) =>
  `${prefix}_${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
