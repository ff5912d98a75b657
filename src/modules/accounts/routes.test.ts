import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { startSmtpServer } from '../../test/smtp.ts';
import { LOGIN_ATTEMPTS_PER_MINUTE, MAILS_PER_DAY } from './service.ts';

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

const PASSWORD = 'a long walk by the river';

/** Calls the account API, with the session cookie when given. */
async function call(
  method: 'GET' | 'POST',
  url: string,
  body?: object,
  {
    session,
    headers = {},
    on = t,
  }: { session?: string; headers?: Record<string, string>; on?: TestApp } = {},
) {
  const res = await on.app.inject({
    method,
    url: `/api/store/account/${url}`,
    headers: {
      ...(body ? { 'content-type': 'application/json' } : {}),
      ...(session ? { cookie: `vitrine_session=${session}` } : {}),
      ...headers,
    },
    ...(body ? { payload: JSON.stringify(body) } : {}),
    // Each call from an address of its own: one address's limit is a test of its own.
    remoteAddress: `10.${randomOctet()}.${randomOctet()}.${randomOctet()}`,
  });
  return {
    status: res.statusCode,
    body: res.json() as Record<string, unknown> & { message?: string; code?: string },
    headers: res.headers,
    session: res.cookies.find((c) => c.name === 'vitrine_session'),
  };
}

const randomOctet = () => Math.floor(Math.random() * 254) + 1;

let mailbox = 0;
/** A new address of its own for each test. */
const newAddress = () => `customer${++mailbox}-${Date.now()}@example.com`;

/** The mails sent to an address, once at least `n` have arrived. */
async function mailsTo(address: string, n = 1) {
  const to = () => smtp.received.filter((m) => JSON.stringify(m.to).includes(address));
  await expect.poll(() => to().length, { timeout: 20_000 }).toBeGreaterThanOrEqual(n);
  return to();
}

/** The code of the verification mail an address received last. */
async function mailedCode(address: string, n = 1) {
  const mails = await mailsTo(address, n);
  return /\b(\d{6})\b/.exec(mails[n - 1]!.text ?? '')![1]!;
}

/** Registers and confirms an address; its password is PASSWORD. */
async function verifiedCustomer(on = t) {
  const email = newAddress();
  const registered = await call(
    'POST',
    'register',
    { email, password: PASSWORD, password_confirmation: PASSWORD },
    { on },
  );
  expect(registered.status).toBe(200);
  const code = await mailedCode(email);
  expect((await call('POST', 'verify', { email, code }, { on })).status).toBe(200);
  return email;
}

describe('registering, confirming the address, logging in and out', () => {
  it('takes a customer from registration to the account and out again', async () => {
    const email = newAddress();
    const registered = await call('POST', 'register', {
      email,
      password: PASSWORD,
      password_confirmation: PASSWORD,
    });
    expect(registered).toMatchObject({
      status: 200,
      body: { message: 'Check your e-mail: we have sent you a code to confirm your address.' },
    });
    expect(registered.headers['cache-control']).toBe('private, no-store');
    const [mail] = await mailsTo(email);
    expect(mail!.subject).toMatch(/^Your code for .+: \d{6}$/);
    expect(mail!.text).toContain('It works once, for 20 minutes.');

    // Not confirmed yet: the right password is told so, and no session is made.
    const early = await call('POST', 'login', { email, password: PASSWORD });
    expect(early).toMatchObject({ status: 403, body: { code: 'email_not_verified' } });
    expect(early.session).toBeUndefined();

    const code = await mailedCode(email);
    expect(await call('POST', 'verify', { email, code })).toMatchObject({ status: 200 });
    // Once only.
    expect(await call('POST', 'verify', { email, code })).toMatchObject({
      status: 422,
      body: { code: 'verification_code_invalid' },
    });

    const login = await call('POST', 'login', { email: email.toUpperCase(), password: PASSWORD });
    expect(login.status).toBe(200);
    expect(login.body.data).toEqual({ id: expect.any(Number), email, address_book_count: 0 });
    expect(login.session).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    const session = login.session!.value;
    expect(session.length).toBeGreaterThanOrEqual(43); // 256 bits, base64url

    const info = await call('GET', 'info', undefined, { session });
    expect(info).toMatchObject({ status: 200, body: { data: { email, address_book_count: 0 } } });
    expect(info.headers['cache-control']).toBe('private, no-store');

    expect((await call('POST', 'logout', undefined, { session })).status).toBe(200);
    expect(await call('GET', 'info', undefined, { session })).toMatchObject({
      status: 401,
      body: { code: 'not_logged_in', message: 'Log in to continue.' },
    });
  });

  it('rotates the session at login: the token carried before the login opens nothing after it', async () => {
    const email = await verifiedCustomer();
    const first = (await call('POST', 'login', { email, password: PASSWORD })).session!.value;
    // Logging in again in the same browser (or after someone planted a token in it).
    const again = await call('POST', 'login', { email, password: PASSWORD }, { session: first });
    const second = again.session!.value;
    expect(second).not.toBe(first);
    expect((await call('GET', 'info', undefined, { session: first })).status).toBe(401);
    expect((await call('GET', 'info', undefined, { session: second })).status).toBe(200);
  });

  it('behind https, keeps the session in a __Host- cookie and reads no other', async () => {
    const secure = await createTestApp({ SMTP_URL: smtp.url, TRUST_PROXY: 'true' });
    try {
      const email = await verifiedCustomer(secure);
      const https = { 'x-forwarded-proto': 'https', 'content-type': 'application/json' };
      const login = await secure.app.inject({
        method: 'POST',
        url: '/api/store/account/login',
        headers: https,
        payload: JSON.stringify({ email, password: PASSWORD }),
      });
      expect(login.statusCode).toBe(200);
      const cookie = login.cookies.find((c) => c.name === '__Host-vitrine_session')!;
      expect(cookie).toMatchObject({ secure: true, httpOnly: true, path: '/', sameSite: 'Lax' });
      expect(cookie).not.toHaveProperty('domain');
      expect(login.cookies.find((c) => c.name === 'vitrine_session')).toBeUndefined();
      const info = (name: string) =>
        secure.app.inject({
          method: 'GET',
          url: '/api/store/account/info',
          headers: { ...https, cookie: `${name}=${cookie.value}` },
        });
      const opened = await info('__Host-vitrine_session');
      expect(opened.statusCode, opened.body).toBe(200);
      // The same token in a plain cookie (one a sibling host could set) opens nothing.
      expect((await info('vitrine_session')).statusCode).toBe(401);
    } finally {
      await secure.close();
    }
  });

  it('answers a visitor’s account/info with 401, in the shopper’s language', async () => {
    const res = await call('GET', 'info', undefined, { headers: { 'x-lang': 'de-DE' } });
    expect(res.status).toBe(401);
    expect(res.body.code).toBe('not_logged_in');
    expect(res.body.message).not.toBe('Log in to continue.');
  });

  it('offers no social login when the merchant set none up: no provider, no button', async () => {
    const providers = await t.app.inject({ url: '/api/store/account/social' });
    expect(providers.json()).toEqual({ data: [] });
    for (const [url, form] of [
      ['/account/login', 'login-form'],
      ['/account/register', 'register-form'],
    ]) {
      const page = await t.app.inject({ url });
      expect(page.statusCode).toBe(200);
      expect(page.body).toContain(`data-testid="${form}"`);
      expect(page.body).not.toContain('social-login');
    }
  });

  it('keeps only hashes: no token, code or password in the database', async () => {
    const email = await verifiedCustomer();
    const { session } = await call('POST', 'login', { email, password: PASSWORD });
    const dump = JSON.stringify(
      await t.database.db.execute(sql`select
        (select json_agg(c) from customers c) as customers,
        (select json_agg(s) from customer_sessions s) as sessions,
        (select json_agg(a) from account_codes a) as codes`),
    );
    expect(dump).not.toContain(session!.value);
    expect(dump).not.toContain(PASSWORD);
    expect(dump).toContain('$argon2id$v=19$m=19456,t=2,p=1$');
    const code = await mailedCode(email);
    expect(dump).not.toContain(`"${code}"`);
  });
});

describe('the same answer for a known and an unknown address', () => {
  it('registers a known address again with the same answer, and mails its owner', async () => {
    const email = await verifiedCustomer();
    const again = await call('POST', 'register', {
      email,
      password: 'another long password',
      password_confirmation: 'another long password',
    });
    const fresh = await call('POST', 'register', {
      email: newAddress(),
      password: PASSWORD,
      password_confirmation: PASSWORD,
    });
    expect(again.status).toBe(fresh.status);
    expect(again.body).toEqual(fresh.body);
    const mails = await mailsTo(email, 2);
    expect(mails[1]!.subject).toMatch(/^Your account at /);
    expect(mails[1]!.text).toContain('already has one');
    expect(mails[1]!.text).not.toMatch(/\b\d{6}\b/);
    // The password of the account is still its own.
    expect((await call('POST', 'login', { email, password: PASSWORD })).status).toBe(200);
  });

  it('refuses a wrong password and an unknown address alike', async () => {
    const email = await verifiedCustomer();
    const wrong = await call('POST', 'login', { email, password: 'not the password' });
    const unknown = await call('POST', 'login', { email: newAddress(), password: PASSWORD });
    expect(wrong).toMatchObject({ status: 401, body: { code: 'login_failed' } });
    expect(unknown.status).toBe(wrong.status);
    expect(unknown.body).toEqual(wrong.body);
  });
});

describe('password rules', () => {
  const register = (password: string, confirmation = password) =>
    call('POST', 'register', {
      email: newAddress(),
      password,
      password_confirmation: confirmation,
    });

  it('refuses short, over-long, common and mismatched passwords, naming the field', async () => {
    expect(await register('short1')).toMatchObject({
      status: 422,
      body: {
        code: 'password_too_short',
        message: 'Use at least 8 characters for your password.',
        errors: { password: 'Use at least 8 characters for your password.' },
      },
    });
    expect((await register('x'.repeat(257))).body.code).toBe('password_too_long');
    expect((await register('Password123')).body.code).toBe('password_common');
    expect((await register('qwertyuiop')).body.code).toBe('password_common');
    expect(await register(PASSWORD, `${PASSWORD}!`)).toMatchObject({
      status: 422,
      body: { code: 'password_mismatch', errors: { password_confirmation: expect.any(String) } },
    });
  });

  it('takes long passphrases and any characters, with no composition rules', async () => {
    expect((await register('x'.repeat(64))).status).toBe(200);
    expect((await register('correct horse battery staple ✓ 🐎')).status).toBe(200);
    expect((await register('alllowercaseletters')).status).toBe(200);
  });

  it('refuses a malformed address, changing nothing', async () => {
    const customerCount = async () =>
      (
        (await t.database.db.execute(sql`select count(*)::int as n from customers`)) as unknown as {
          rows: { n: number }[];
        }
      ).rows[0]!.n;
    const before = await customerCount();
    const res = await call('POST', 'register', {
      email: 'not an address',
      password: PASSWORD,
      password_confirmation: PASSWORD,
    });
    expect(res).toMatchObject({
      status: 422,
      body: { errors: { email: 'Enter a valid e-mail address.' } },
    });
    expect(await customerCount()).toBe(before);
  });
});

describe('codes', () => {
  it('refuses an expired code and another account’s code', async () => {
    const email = newAddress();
    const other = newAddress();
    for (const address of [email, other]) {
      await call('POST', 'register', {
        email: address,
        password: PASSWORD,
        password_confirmation: PASSWORD,
      });
    }
    const code = await mailedCode(email);
    const otherCode = await mailedCode(other);
    if (otherCode !== code) {
      expect(await call('POST', 'verify', { email, code: otherCode })).toMatchObject({
        status: 422,
      });
    }
    await t.database.db.execute(
      sql`update account_codes set expires_at = now() - interval '1 second'
        where customer_id = (select id from customers where email = ${email})`,
    );
    expect(await call('POST', 'verify', { email, code })).toMatchObject({
      status: 422,
      body: { code: 'verification_code_invalid' },
    });
  });
});

describe('the 20 minutes of a verification code (S5-60)', () => {
  /** Registers a new address and reads its code; the code was kept between before and after. */
  async function registered() {
    const email = newAddress();
    const before = Date.now();
    const res = await call('POST', 'register', {
      email,
      password: PASSWORD,
      password_confirmation: PASSWORD,
    });
    expect(res.status).toBe(200);
    const code = await mailedCode(email);
    return { email, code, before, after: Date.now() };
  }

  it('confirms the address 19 minutes after the mail, and refuses it at 21 as expired', async () => {
    const onTime = await registered();
    const late = await registered();
    // Only the clock the codes are kept and checked by: the database driver keeps its timers.
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      vi.setSystemTime(onTime.before + 19 * 60_000);
      const verified = await call('POST', 'verify', { email: onTime.email, code: onTime.code });
      expect(verified.status).toBe(200);
      expect(
        (await call('POST', 'login', { email: onTime.email, password: PASSWORD })).status,
      ).toBe(200);

      vi.setSystemTime(late.after + 21 * 60_000);
      const expired = await call('POST', 'verify', { email: late.email, code: late.code });
      expect(expired).toMatchObject({
        status: 422,
        body: {
          code: 'verification_code_invalid',
          message: 'This code is not right or has expired. Ask for a new one.',
        },
      });
      expect(await call('POST', 'login', { email: late.email, password: PASSWORD })).toMatchObject({
        status: 403,
        body: { code: 'email_not_verified' },
      });
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('guessing passwords', () => {
  it('evaluates at most ten passwords of one account a minute, then answers 429', async () => {
    const email = await verifiedCustomer();
    const statuses: number[] = [];
    for (let i = 0; i < 20; i++) {
      statuses.push((await call('POST', 'login', { email, password: `guess number ${i}` })).status);
    }
    expect(statuses.filter((s) => s === 401)).toHaveLength(LOGIN_ATTEMPTS_PER_MINUTE);
    expect(statuses.slice(LOGIN_ATTEMPTS_PER_MINUTE).every((s) => s === 429)).toBe(true);
    const flood = await call('POST', 'login', { email, password: PASSWORD });
    expect(flood).toMatchObject({
      status: 429,
      body: { message: 'Too many attempts to log in. Please try again in a minute.' },
    });
  });

  it('holds one address to ten passwords a minute across many accounts', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 15; i++) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/store/account/login',
        remoteAddress: '203.0.113.7',
        payload: { email: newAddress(), password: PASSWORD },
      });
      statuses.push(res.statusCode);
    }
    expect(statuses.filter((s) => s === 401)).toHaveLength(LOGIN_ATTEMPTS_PER_MINUTE);
    expect(statuses.slice(LOGIN_ATTEMPTS_PER_MINUTE).every((s) => s === 429)).toBe(true);
  });
});

describe('another site posting with the customer’s cookie', () => {
  it('is refused with 403, while the shop’s own pages post as before', async () => {
    const email = await verifiedCustomer();
    const { session } = await call('POST', 'login', { email, password: PASSWORD });
    const foreign = await call('POST', 'logout', undefined, {
      session: session!.value,
      headers: { origin: 'https://evil.example' },
    });
    expect(foreign.status).toBe(403);
    expect((await call('GET', 'info', undefined, { session: session!.value })).status).toBe(200);
    const cart = await t.app.inject({
      method: 'POST',
      url: '/api/store/cart',
      headers: { cookie: `vitrine_session=${session!.value}`, origin: 'https://evil.example' },
      payload: { items: [] },
    });
    expect(cart.statusCode).toBe(403);
    const own = await call('POST', 'logout', undefined, {
      session: session!.value,
      headers: { origin: 'http://localhost:80' },
    });
    expect(own.status).toBe(200);
  });
});

describe('a forgotten password', () => {
  /** The reset link of the last reset mail an address received. */
  const resetToken = (mail: { text?: string | undefined }) =>
    /\/account\/reset-password\?token=([\w-]{43})/.exec(mail.text ?? '')![1]!;

  it('mails a link that sets a new password once, ends every session and logs no one in', async () => {
    const email = await verifiedCustomer();
    const before = (await call('POST', 'login', { email, password: PASSWORD })).session!.value;
    const asked = await call('POST', 'password/forgot', { email });
    expect(asked).toMatchObject({ status: 200, body: { message: expect.any(String) } });
    const mails = await mailsTo(email, 2);
    expect(mails[1]!.subject).toMatch(/^Choose a new password for /);
    expect(mails[1]!.text).toContain('within 60 minutes');
    const token = resetToken(mails[1]!);
    // Until the new one is set, the old password works.
    expect((await call('POST', 'login', { email, password: PASSWORD })).status).toBe(200);

    const fresh = 'a brand new passphrase';
    const reset = await call('POST', 'password/reset', {
      token,
      password: fresh,
      password_confirmation: fresh,
    });
    expect(reset).toMatchObject({
      status: 200,
      body: { message: 'Your password has been changed. Log in with your new password.' },
    });
    expect(reset.session).toBeUndefined();
    expect((await call('GET', 'info', undefined, { session: before })).status).toBe(401);
    expect((await call('POST', 'login', { email, password: PASSWORD })).status).toBe(401);
    expect((await call('POST', 'login', { email, password: fresh })).status).toBe(200);
    const changed = await mailsTo(email, 3);
    expect(changed[2]!.subject).toMatch(/^Your password at .+ has been changed$/);
    expect(changed[2]!.text).not.toContain(token);

    // Once only.
    expect(
      await call('POST', 'password/reset', {
        token,
        password: 'yet another passphrase',
        password_confirmation: 'yet another passphrase',
      }),
    ).toMatchObject({ status: 422, body: { code: 'reset_link_invalid' } });
  });

  it('refuses an expired link and a weak new password, and keeps the old password', async () => {
    const email = await verifiedCustomer();
    await call('POST', 'password/forgot', { email });
    const token = resetToken((await mailsTo(email, 2))[1]!);
    expect(
      await call('POST', 'password/reset', {
        token,
        password: 'password1',
        password_confirmation: 'password1',
      }),
    ).toMatchObject({ status: 422, body: { code: 'password_common' } });
    await t.database.db.execute(
      sql`update account_codes set expires_at = now() - interval '1 second'
        where purpose = 'reset'
          and customer_id = (select id from customers where email = ${email})`,
    );
    expect(
      await call('POST', 'password/reset', {
        token,
        password: 'a brand new passphrase',
        password_confirmation: 'a brand new passphrase',
      }),
    ).toMatchObject({ status: 422, body: { code: 'reset_link_invalid' } });
    expect((await call('POST', 'login', { email, password: PASSWORD })).status).toBe(200);
  });

  it('answers an unknown address alike and mails it nothing', async () => {
    const email = await verifiedCustomer();
    const unknown = newAddress();
    const known = await call('POST', 'password/forgot', { email });
    const other = await call('POST', 'password/forgot', { email: unknown });
    expect(other.status).toBe(known.status);
    expect(other.body).toEqual(known.body);
    await mailsTo(email, 2);
    expect(smtp.received.some((m) => JSON.stringify(m.to).includes(unknown))).toBe(false);
  });
});

describe('a new code, and the mails of a day', () => {
  it('mails a new code to an address not confirmed yet, and nothing to a confirmed one', async () => {
    const email = newAddress();
    await call('POST', 'register', { email, password: PASSWORD, password_confirmation: PASSWORD });
    await mailsTo(email, 1);
    expect((await call('POST', 'verify/resend', { email })).status).toBe(200);
    const code = await mailedCode(email, 2);
    expect((await call('POST', 'verify', { email, code })).status).toBe(200);
    const confirmed = await call('POST', 'verify/resend', { email });
    expect(confirmed.status).toBe(200);
    expect((await call('POST', 'login', { email, password: PASSWORD })).status).toBe(200);
    // Nothing more came: two mails in all.
    await call('POST', 'password/forgot', { email });
    const mails = await mailsTo(email, 3);
    expect(mails[2]!.subject).toMatch(/^Choose a new password/);
  });

  it(`sends one address at most ${MAILS_PER_DAY} mails a day, then says to try tomorrow`, async () => {
    const email = await verifiedCustomer();
    const answers: number[] = [];
    for (let i = 0; i < MAILS_PER_DAY + 2; i++) {
      answers.push((await call('POST', 'password/forgot', { email })).status);
    }
    // The registration's code was the first mail of the day.
    expect(answers.filter((s) => s === 200)).toHaveLength(MAILS_PER_DAY - 1);
    const refused = await call('POST', 'password/forgot', { email });
    expect(refused).toMatchObject({
      status: 429,
      body: {
        code: 'email_flood',
        message:
          'Too many e-mails have been sent to this address today. Please try again tomorrow.',
      },
    });
    await mailsTo(email, MAILS_PER_DAY);
    expect(smtp.received.filter((m) => JSON.stringify(m.to).includes(email))).toHaveLength(
      MAILS_PER_DAY,
    );
  });
});
