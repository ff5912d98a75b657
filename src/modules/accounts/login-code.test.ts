import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loggedInCustomer } from '../../test/customers.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { startSmtpServer } from '../../test/smtp.ts';

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

let n = 0;
async function post(url: string, payload: object) {
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/store/account/${url}`,
    payload,
    remoteAddress: `10.55.0.${++n % 250}`,
  });
  return { status: res.statusCode, body: res.json(), cookies: res.cookies };
}

/** The login codes mailed to an address, once at least `count` have arrived. */
async function codesTo(address: string, count = 1) {
  const mails = () =>
    smtp.received.filter(
      (m) => JSON.stringify(m.to).includes(address) && /login code/.test(m.subject ?? ''),
    );
  await expect.poll(() => mails().length, { timeout: 20_000 }).toBeGreaterThanOrEqual(count);
  return mails().map((m) => /\b(\d{6})\b/.exec(m.text ?? '')![1]!);
}

describe('logging in with a mailed one-time code', () => {
  it('mails a code that logs the customer in once, with no password', async () => {
    const { email } = await loggedInCustomer(t.app);
    const sent = await post('login/code', { email });
    expect(sent).toMatchObject({
      status: 200,
      body: {
        message:
          'Check your e-mail: if an account uses this address, we have sent it a login code. It works once, for 20 minutes.',
      },
    });
    const [code] = await codesTo(email);
    const wrong = await post('login/code/verify', {
      email,
      code: code === '000000' ? '111111' : '000000',
    });
    expect(wrong.status).toBe(401);
    expect(wrong.body.errors?.code ?? wrong.body.message).toBe(
      'This code is not right or has expired.',
    );
    const login = await post('login/code/verify', { email, code });
    expect(login.status).toBe(200);
    expect(login.body.data.email).toBe(email);
    const session = login.cookies.find((c) => c.name === 'vitrine_session')!;
    expect(session.httpOnly).toBe(true);
    const info = await t.app.inject({
      url: '/api/store/account/info',
      headers: { cookie: `vitrine_session=${session.value}` },
    });
    expect(info.statusCode).toBe(200);
    // Once: the code is spent.
    expect((await post('login/code/verify', { email, code })).status).toBe(401);
  });

  it('answers an unknown address alike and mails it nothing', async () => {
    const email = `nobody-${Date.now()}@example.com`;
    const sent = await post('login/code', { email });
    expect(sent.status).toBe(200);
    const { email: known } = await loggedInCustomer(t.app);
    expect(sent.body).toEqual((await post('login/code', { email: known })).body);
    await codesTo(known);
    expect(smtp.received.some((m) => JSON.stringify(m.to).includes(email))).toBe(false);
  });

  it("refuses another account's code and a malformed one, changing nothing", async () => {
    const ada = await loggedInCustomer(t.app);
    const bob = await loggedInCustomer(t.app);
    await post('login/code', { email: bob.email });
    const [bobs] = await codesTo(bob.email);
    expect((await post('login/code/verify', { email: ada.email, code: bobs })).status).toBe(401);
    expect((await post('login/code/verify', { email: ada.email, code: '12ab' })).status).toBe(422);
    // Bob's code still works for Bob.
    expect((await post('login/code/verify', { email: bob.email, code: bobs })).status).toBe(200);
  });
});
