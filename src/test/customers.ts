import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';

export const CUSTOMER_PASSWORD = 'a long walk by the river';

/**
 * A registered customer whose address is confirmed, logged in: its e-mail and the cookie of its
 * session. The confirmation is written straight to the database (the mailed code's own path is
 * tested in accounts/routes.test.ts).
 */
export async function loggedInCustomer(
  app: FastifyInstance,
  email = `customer-${randomUUID()}@example.com`,
): Promise<{ email: string; cookie: string }> {
  const post = (url: string, payload: object) =>
    app.inject({
      method: 'POST',
      url: `/api/store/account/${url}`,
      payload,
      // An address of its own: the password checks are limited per client address.
      remoteAddress: `10.9.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`,
    });
  const registered = await post('register', {
    email,
    password: CUSTOMER_PASSWORD,
    password_confirmation: CUSTOMER_PASSWORD,
  });
  if (registered.statusCode !== 200) throw new Error(`register: ${registered.body}`);
  await app.database.db.execute(
    sql`update customers set email_verified_at = now() where lower(email) = lower(${email})`,
  );
  const login = await post('login', { email, password: CUSTOMER_PASSWORD });
  const session = login.cookies.find((c) => c.name === 'vitrine_session');
  if (login.statusCode !== 200 || !session) throw new Error(`login: ${login.body}`);
  return { email, cookie: `vitrine_session=${session.value}` };
}
