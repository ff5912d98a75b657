import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CUSTOMER_PASSWORD } from '../../test/customers.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { customers } from './schema.ts';
import { startOpenIdProvider, type TestOpenIdProvider } from '../../test/openid-provider.ts';

// Social login against a real OpenID Connect provider on loopback (oidc-provider): the shop
// sends the shopper there, the provider logs in the person the test names, and its answer
// comes back to the shop's callback, which must check it and log the right customer in.

const SHOP = 'http://shop.test';
const CALLBACK = `${SHOP}/api/store/account/social/local/callback`;

let t: TestApp;
let provider: TestOpenIdProvider;
beforeAll(async () => {
  provider = await startOpenIdProvider([CALLBACK]);
  t = await createTestApp({ SHOP_URL: SHOP, ...provider.env('local') });
});
afterAll(async () => {
  await t?.close();
  await provider?.close();
});

const person = (verified = true) => {
  const email = `social-${randomUUID()}@example.com`;
  return { sub: `sub-${randomUUID()}`, email, email_verified: verified };
};

/** Follows the provider's redirects (its cookies kept) until it sends the browser back to the shop. */
async function atProvider(location: string): Promise<URL> {
  const jar = new Map<string, string>();
  let next = new URL(location);
  for (let step = 0; step < 12; step++) {
    const res = await fetch(next, {
      redirect: 'manual',
      headers: { cookie: [...jar].map(([k, v]) => `${k}=${v}`).join('; ') },
    });
    for (const cookie of res.headers.getSetCookie()) {
      const pair = cookie.split(';')[0]!;
      jar.set(pair.slice(0, pair.indexOf('=')), pair.slice(pair.indexOf('=') + 1));
    }
    const to = res.headers.get('location');
    if (!to) throw new Error(`the provider answered ${res.status}: ${await res.text()}`);
    next = new URL(to, next);
    if (next.origin === SHOP) return next;
  }
  throw new Error('the provider never sent the browser back');
}

/** A whole social login in one browser: start (under `prefix`), the provider, the callback. */
async function socialLogin(prefix = '', returnTo?: string) {
  const query = returnTo === undefined ? '' : `?return_to=${encodeURIComponent(returnTo)}`;
  const start = await t.app.inject({
    url: `${prefix}/api/store/account/social/local/start${query}`,
  });
  expect(start.statusCode).toBe(303);
  const pending = start.cookies.find((c) => c.name === 'vitrine_social')!;
  expect(pending).toMatchObject({ httpOnly: true, sameSite: 'Lax', maxAge: 600 });
  const authorize = new URL(start.headers.location as string);
  expect(authorize.origin).toBe(provider.issuer);
  expect(authorize.searchParams.get('code_challenge_method')).toBe('S256');
  expect(authorize.searchParams.get('redirect_uri')).toBe(CALLBACK);
  const back = await atProvider(authorize.href);
  const callback = await t.app.inject({
    url: back.pathname + back.search,
    cookies: { vitrine_social: pending.value },
  });
  const session = callback.cookies.find((c) => c.name === 'vitrine_session' && c.value);
  return { back, callback, location: callback.headers.location, session, pending };
}

async function infoWith(session: { value: string } | undefined) {
  const res = await t.app.inject({
    url: '/api/store/account/info',
    cookies: session ? { vitrine_session: session.value } : {},
  });
  return { status: res.statusCode, body: res.json() };
}

async function customerRow(email: string) {
  const rows = await t.database.db
    .select({ id: customers.id, verified: sql<boolean>`${customers.emailVerifiedAt} is not null` })
    .from(customers)
    .where(sql`lower(${customers.email}) = lower(${email})`);
  return rows;
}

/** Registers `email` with the test password, as the register form does; the answer's status. */
async function registerWithPassword(email: string): Promise<number> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/store/account/register',
    payload: { email, password: CUSTOMER_PASSWORD, password_confirmation: CUSTOMER_PASSWORD },
  });
  return res.statusCode;
}

/** Logs in with the test password from a client address of its own; the answer's status. */
async function passwordLogin(email: string, client: string): Promise<number> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/store/account/login',
    payload: { email, password: CUSTOMER_PASSWORD },
    remoteAddress: client,
  });
  return res.statusCode;
}

describe('social login (OpenID Connect)', () => {
  it('lists the configured provider for the login page', async () => {
    const res = await t.app.inject({ url: '/api/store/account/social' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ data: [{ id: 'local', label: 'Local' }] });
  });

  it('makes a new confirmed account for a new person, and logs the same person into it again', async () => {
    const someone = person();
    provider.signInAs(someone);
    const first = await socialLogin();
    expect(first.callback.statusCode).toBe(303);
    expect(first.location).toBe('/account');
    expect(first.session).toBeDefined();
    const info = await infoWith(first.session);
    expect(info).toMatchObject({ status: 200, body: { data: { email: someone.email } } });
    expect(await customerRow(someone.email)).toEqual([{ id: info.body.data.id, verified: true }]);
    // A new customer: the sign-up points, as for an address confirmed by its code.
    expect((await t.app.rewards.balance(info.body.data.id)).points).toBe(100);

    const again = await socialLogin();
    expect((await infoWith(again.session)).body.data.id).toBe(info.body.data.id);
    expect(await customerRow(someone.email)).toHaveLength(1);
  });

  it("joins the account of the address the provider confirmed; the customer's password still works", async () => {
    const someone = person();
    expect(await registerWithPassword(someone.email)).toBe(200);
    await t.database.db.execute(
      sql`update customers set email_verified_at = now() where lower(email) = lower(${someone.email})`,
    );
    const [registered] = await customerRow(someone.email);
    provider.signInAs(someone);
    const social = await socialLogin();
    expect((await infoWith(social.session)).body.data.id).toBe(registered!.id);
    expect(await passwordLogin(someone.email, '10.77.0.1')).toBe(200);
  });

  it('takes an unconfirmed account from whoever registered the address: their password stops working', async () => {
    const someone = person();
    // Someone else registered this address with a password of theirs, and never confirmed it.
    expect(await registerWithPassword(someone.email)).toBe(200);
    const [squatted] = await customerRow(someone.email);
    expect(squatted).toMatchObject({ verified: false });
    provider.signInAs(someone);
    const social = await socialLogin();
    expect((await infoWith(social.session)).body.data.id).toBe(squatted!.id);
    expect(await customerRow(someone.email)).toEqual([{ id: squatted!.id, verified: true }]);
    expect(await passwordLogin(someone.email, '10.77.0.2')).toBe(401);
  });

  it('refuses a person whose address the provider did not confirm, and makes no account', async () => {
    const someone = person(false);
    provider.signInAs(someone);
    const social = await socialLogin();
    expect(social.location).toBe('/account/login?social_error=email');
    expect(social.session).toBeUndefined();
    expect(await customerRow(someone.email)).toEqual([]);
  });

  it('goes back to the login page, in the shopper language, when the shopper cancels', async () => {
    provider.signInAs(person());
    provider.cancelNext();
    const social = await socialLogin('/de');
    expect(social.location).toBe('/de/account/login?social_error=cancelled');
    expect(social.session).toBeUndefined();
    const page = await t.app.inject({ url: social.location as string });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Die Anmeldung wurde abgebrochen');
    expect(page.body).toContain('data-testid="social-login-local">Weiter mit Local</a>');
  });

  it('goes on to the page asked for, and never to another site', async () => {
    provider.signInAs(person());
    expect((await socialLogin('', '/cart')).location).toBe('/cart');
    provider.signInAs(person());
    expect((await socialLogin('/fr', '//evil.example/x')).location).toBe('/fr/account');
    provider.signInAs(person());
    expect((await socialLogin('', 'https://evil.example/')).location).toBe('/account');
  });

  it("refuses an answer this browser did not ask for (another's code, a changed state)", async () => {
    provider.signInAs(person());
    const start = await t.app.inject({ url: '/api/store/account/social/local/start' });
    const back = await atProvider(start.headers.location as string);
    // The provider's answer opened in a browser that did not start this login (login CSRF).
    const elsewhere = await t.app.inject({ url: back.pathname + back.search });
    expect(elsewhere.headers.location).toBe('/account/login?social_error=expired');
    expect(elsewhere.cookies.find((c) => c.name === 'vitrine_session')).toBeUndefined();
    // Its cookie, with the answer's state changed.
    const cookie = start.cookies.find((c) => c.name === 'vitrine_social')!.value;
    const tampered = new URL(back);
    tampered.searchParams.set('state', 'not-the-state');
    const changed = await t.app.inject({
      url: tampered.pathname + tampered.search,
      cookies: { vitrine_social: cookie },
    });
    expect(changed.headers.location).toBe('/account/login?social_error=failed');
    expect(changed.cookies.find((c) => c.name === 'vitrine_session')).toBeUndefined();
    // A cookie that is not one the shop wrote, and a provider it does not know.
    for (const url of [
      `/api/store/account/social/local/callback?code=x&state=y`,
      `/api/store/account/social/nobody/start`,
      `/api/store/account/social/nobody/callback?code=x`,
    ]) {
      const res = await t.app.inject({ url, cookies: { vitrine_social: '%%not-base64%%' } });
      expect(res.statusCode).toBe(303);
      expect(res.headers.location).toMatch(/^\/account\/login\?social_error=(expired|failed)$/);
    }
  });
});

describe('social login with a provider that does not answer', () => {
  it('tells the shopper it is unavailable, and the rest of the login page still works', async () => {
    const down = await createTestApp({
      SOCIAL_LOGIN: 'gone',
      SOCIAL_LOGIN_GONE_ISSUER: 'http://127.0.0.1:9',
      SOCIAL_LOGIN_GONE_CLIENT_ID: 'x',
    });
    try {
      const start = await down.app.inject({ url: '/api/store/account/social/gone/start' });
      expect(start.statusCode).toBe(303);
      expect(start.headers.location).toBe('/account/login?social_error=unavailable');
      const page = await down.app.inject({ url: '/account/login?social_error=unavailable' });
      expect(page.statusCode).toBe(200);
      expect(page.body).toContain('data-testid="login-form"');
    } finally {
      await down.close();
    }
  });
});
