/**
 * The login benchmark's customers: `count` accounts registered through the API (their
 * passwords hashed by the shop, argon2id as always), their addresses confirmed straight in the
 * database (the setup is not what is measured).
 */
import pg from 'pg';

export const BENCH_PASSWORD = 'a long walk by the river';

/** Registers `count` customers on the shop at `base` and confirms them; resolves with their e-mails. */
export async function benchCustomers(
  base: string,
  databaseUrl: string,
  count: number,
): Promise<string[]> {
  const run = Date.now();
  const emails = Array.from({ length: count }, (_, i) => `bench-${run}-${i}@example.com`);
  let next = 0;
  await Promise.all(
    Array.from({ length: 8 }, async () => {
      while (next < emails.length) {
        const email = emails[next++]!;
        const res = await fetch(`${base}/api/store/account/register`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({
            email,
            password: BENCH_PASSWORD,
            password_confirmation: BENCH_PASSWORD,
          }),
        });
        if (!res.ok) throw new Error(`register ${email}: ${res.status} ${await res.text()}`);
      }
    }),
  );
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query(
      'update customers set email_verified_at = now() where email = any($1::text[])',
      [emails],
    );
  } finally {
    await client.end();
  }
  return emails;
}
