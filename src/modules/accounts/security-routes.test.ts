import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CUSTOMER_PASSWORD, loggedInCustomer } from '../../test/customers.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { startSmtpServer } from '../../test/smtp.ts';
import type { SessionDto } from './contract.ts';

let t: TestApp;
let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
beforeAll(async () => {
  smtp = await startSmtpServer();
  t = await createTestApp({ SMTP_URL: smtp.url });
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

const NEW_PASSWORD = 'a quiet harbour at dusk';

/** Calls the store API with a session cookie (or none), from another device's browser. */
async function call(
  method: 'GET' | 'POST' | 'DELETE',
  url: string,
  cookie?: string,
  body?: object,
  userAgent = 'Mozilla/5.0 (Macintosh) Safari/605',
) {
  const res = await t.app.inject({
    method,
    url: `/api/store/${url}`,
    headers: {
      'user-agent': userAgent,
      ...(cookie ? { cookie } : {}),
      ...(body ? { 'content-type': 'application/json' } : {}),
    },
    ...(body ? { payload: JSON.stringify(body) } : {}),
  });
  return { status: res.statusCode, body: res.json(), headers: res.headers };
}

/** Logs the customer in once more, from a phone: that session's cookie. */
async function loginFromPhone(email: string, password = CUSTOMER_PASSWORD) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/store/account/login',
    headers: { 'user-agent': 'Mozilla/5.0 (iPhone) Mobile Safari' },
    payload: { email, password },
    remoteAddress: '10.77.0.1',
  });
  const session = res.cookies.find((c) => c.name === 'vitrine_session');
  return { status: res.statusCode, cookie: session ? `vitrine_session=${session.value}` : '' };
}

const sessionsOf = async (cookie: string) =>
  (await call('GET', 'account/sessions', cookie)).body.data as SessionDto[];

describe("a customer's sessions", () => {
  it('lists where the customer is logged in, this one marked, and ends another', async () => {
    const { email, cookie } = await loggedInCustomer(t.app);
    const phone = await loginFromPhone(email);
    expect(phone.status).toBe(200);
    const listed = await call('GET', 'account/sessions', cookie);
    expect(listed.headers['cache-control']).toBe('private, no-store');
    const sessions = listed.body.data as SessionDto[];
    expect(sessions).toHaveLength(2);
    // Newest first: the phone's; this request's is marked.
    expect(sessions[0]).toMatchObject({
      user_agent: expect.stringContaining('iPhone'),
      current: false,
    });
    expect(sessions.filter((s) => s.current)).toHaveLength(1);
    // Nothing in the list opens a session: no token, no hash of one.
    expect(JSON.stringify(sessions)).not.toContain(phone.cookie.split('=')[1]);
    expect(sessions[0]!.id).toMatch(/^[0-9a-f]{24}$/);

    const ended = await call('DELETE', `account/sessions/${sessions[0]!.id}`, cookie);
    expect(ended).toMatchObject({ status: 200, body: { success: true } });
    // The phone is logged out; this device is not.
    expect((await call('GET', 'account/info', phone.cookie)).status).toBe(401);
    expect((await call('GET', 'account/info', cookie)).status).toBe(200);
    expect(await sessionsOf(cookie)).toHaveLength(1);
    // Ended already: a 404 that says so.
    const again = await call('DELETE', `account/sessions/${sessions[0]!.id}`, cookie);
    expect(again.status).toBe(404);
    expect(again.body.message).toBe('This session has already ended.');
  });

  it("keeps each customer's sessions their own: another's is a 404, a visitor a 401", async () => {
    const ada = await loggedInCustomer(t.app);
    const bob = await loggedInCustomer(t.app);
    const [bobs] = await sessionsOf(bob.cookie);
    const stolen = await call('DELETE', `account/sessions/${bobs!.id}`, ada.cookie);
    expect(stolen.status).toBe(404);
    expect((await call('GET', 'account/info', bob.cookie)).status).toBe(200);
    expect((await call('GET', 'account/sessions')).status).toBe(401);
    expect((await call('DELETE', `account/sessions/${bobs!.id}`)).status).toBe(401);
    expect((await call('DELETE', 'account/sessions/not-an-id', ada.cookie)).status).toBe(422);
  });
});

describe('changing the password', () => {
  const change = (cookie: string | undefined, body: object) =>
    call('POST', 'account/password', cookie, body);

  it('asks for the current password, keeps the rules, and mails the customer', async () => {
    const { email, cookie } = await loggedInCustomer(t.app);
    const wrong = await change(cookie, {
      current_password: 'not my password at all',
      password: NEW_PASSWORD,
      password_confirmation: NEW_PASSWORD,
    });
    expect(wrong.status).toBe(422);
    expect(wrong.body).toMatchObject({
      code: 'current_password_wrong',
      errors: { current_password: 'The current password is not right.' },
    });
    const weak = await change(cookie, {
      current_password: CUSTOMER_PASSWORD,
      password: 'password',
      password_confirmation: 'password',
    });
    expect(weak.status).toBe(422);
    const mismatch = await change(cookie, {
      current_password: CUSTOMER_PASSWORD,
      password: NEW_PASSWORD,
      password_confirmation: `${NEW_PASSWORD}!`,
    });
    expect(mismatch.status).toBe(422);
    // Nothing changed: the old password still logs in.
    expect((await loginFromPhone(email)).status).toBe(200);

    const done = await change(cookie, {
      current_password: CUSTOMER_PASSWORD,
      password: NEW_PASSWORD,
      password_confirmation: NEW_PASSWORD,
    });
    expect(done).toMatchObject({
      status: 200,
      body: { message: 'Your password is changed. We have sent you an e-mail to confirm it.' },
    });
    expect((await loginFromPhone(email)).status).toBe(401);
    expect((await loginFromPhone(email, NEW_PASSWORD)).status).toBe(200);
    const mails = () => smtp.received.filter((m) => JSON.stringify(m.to).includes(email));
    await expect.poll(() => mails().length, { timeout: 20_000 }).toBeGreaterThanOrEqual(1);
    expect(mails().at(-1)!.text).not.toContain(NEW_PASSWORD);
    // Without asking, the other sessions go on.
    expect((await sessionsOf(cookie)).length).toBeGreaterThanOrEqual(2);
  });

  it('ends every other session when asked, and keeps this one', async () => {
    const { email, cookie } = await loggedInCustomer(t.app);
    const phone = await loginFromPhone(email);
    const done = await change(cookie, {
      current_password: CUSTOMER_PASSWORD,
      password: NEW_PASSWORD,
      password_confirmation: NEW_PASSWORD,
      end_other_sessions: true,
    });
    expect(done.status).toBe(200);
    expect((await call('GET', 'account/info', phone.cookie)).status).toBe(401);
    expect((await call('GET', 'account/info', cookie)).status).toBe(200);
    expect((await sessionsOf(cookie)).map((s) => s.current)).toEqual([true]);
    expect(
      (
        await change(undefined, {
          current_password: 'x',
          password: 'y',
          password_confirmation: 'y',
        })
      ).status,
    ).toBe(401);
  });
});
