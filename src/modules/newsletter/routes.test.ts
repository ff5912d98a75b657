import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loggedInCustomer } from '../../test/customers.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { startSmtpServer } from '../../test/smtp.ts';
import { NEWSLETTER_MAILS_PER_DAY } from './service.ts';

let t: TestApp;
let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
beforeAll(async () => {
  smtp = await startSmtpServer();
  t = await createTestApp({ SMTP_URL: smtp.url, REWARDS_NEWSLETTER_POINTS: '50' });
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

let n = 0;
const newAddress = () => `reader${++n}-${Date.now()}@example.com`;

async function post(url: string, body: object, lang = 'en-US', app = t.app) {
  const res = await app.inject({
    method: 'POST',
    url: `/api/contacts${url}`,
    headers: { 'x-lang': lang },
    payload: body,
  });
  return { status: res.statusCode, body: res.json(), headers: res.headers };
}

/** The newsletter's mails an address received, once at least `count` have arrived. */
async function mailsTo(address: string, count = 1) {
  const to = () =>
    smtp.received.filter(
      (m) => JSON.stringify(m.to).includes(address) && /newsletter/.test(m.subject ?? ''),
    );
  await expect.poll(() => to().length, { timeout: 20_000 }).toBeGreaterThanOrEqual(count);
  return to();
}

/** The token of the link `?{kind}=` in a mail. */
const tokenIn = (text: string | undefined, kind: 'confirm' | 'unsubscribe') =>
  new RegExp(`\\?${kind}=([\\w-]{43})`).exec(text ?? '')![1]!;

describe('subscribing to the newsletter with double opt-in (need_verify on)', () => {
  it('keeps the address pending until the mailed link confirms it, with the proof', async () => {
    const email = newAddress();
    const res = await post('', {
      email,
      code: 'footer',
      consent_text: 'New arrivals, once a month.',
    });
    expect(res).toMatchObject({
      status: 200,
      body: {
        needVerify: true,
        message:
          'Almost done: check your e-mail and confirm your subscription with the link we have sent you.',
      },
    });
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(await t.app.newsletter.subscriber(email)).toMatchObject({
      status: 'pending',
      code: 'footer',
      consentText: 'New arrivals, once a month.',
      confirmedAt: null,
    });
    const [confirmation] = await mailsTo(email);
    expect(confirmation!.subject).toBe('Confirm your subscription to the Vitrine newsletter');
    // Nothing but the confirmation: no way to unsubscribe from what has not begun.
    expect(confirmation!.text).not.toMatch(/unsubscribe/i);
    const token = tokenIn(confirmation!.text, 'confirm');

    const confirmed = await post('/confirm', { token });
    expect(confirmed.body.message).toBe('Your subscription is confirmed. Thank you!');
    const row = await t.app.newsletter.subscriber(email);
    expect(row).toMatchObject({ status: 'subscribed', code: 'footer' });
    expect(row!.confirmedAt!.getTime()).toBeGreaterThanOrEqual(row!.requestedAt.getTime());
    // Once: the link is spent.
    expect((await post('/confirm', { token })).status).toBe(422);

    // The welcome has the way out, in its text and in its headers.
    const welcome = (await mailsTo(email, 2))[1]!;
    expect(welcome.subject).toBe('Welcome to the Vitrine newsletter');
    const unsubscribe = tokenIn(welcome.text, 'unsubscribe');
    const header = (key: string) =>
      welcome.headerLines.find((h) => h.key === key)?.line.replace(/\r\n\s+/g, ' ');
    expect(header('list-unsubscribe')).toBe(
      `List-Unsubscribe: <http://localhost:3000/api/contacts/unsubscribe?token=${unsubscribe}>`,
    );
    expect(header('list-unsubscribe-post')).toBe(
      'List-Unsubscribe-Post: List-Unsubscribe=One-Click',
    );
  });

  it('answers an address already subscribed alike, and mails it nothing', async () => {
    const email = newAddress();
    await post('', { email });
    await post('/confirm', { token: tokenIn((await mailsTo(email))[0]!.text, 'confirm') });
    await mailsTo(email, 2);
    const again = await post('', { email: email.toUpperCase() });
    expect(again.body.needVerify).toBe(true);
    expect(again.status).toBe(200);
    expect(await t.app.newsletter.subscriber(email)).toMatchObject({ status: 'subscribed' });
  });

  it('unsubscribes in one click from a mail program, and from the page', async () => {
    const email = newAddress();
    await post('', { email });
    await post('/confirm', { token: tokenIn((await mailsTo(email))[0]!.text, 'confirm') });
    const token = tokenIn((await mailsTo(email, 2))[1]!.text, 'unsubscribe');
    // RFC 8058: a form post of List-Unsubscribe=One-Click to the header's URL.
    const oneClick = await t.app.inject({
      method: 'POST',
      url: `/api/contacts/unsubscribe?token=${token}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(oneClick.statusCode).toBe(200);
    expect(await t.app.newsletter.subscriber(email)).toMatchObject({ status: 'unsubscribed' });
    // Again from the page: still unsubscribed, and said so.
    const page = await post('/unsubscribe', { token });
    expect(page.body.message).toBe(
      'You are unsubscribed: you will not receive our newsletter any more.',
    );
    expect((await post('/unsubscribe', { token: 'x'.repeat(43) })).status).toBe(422);
  });

  it(`sends one address at most ${NEWSLETTER_MAILS_PER_DAY} mails a day, then says to try tomorrow`, async () => {
    const email = newAddress();
    for (let i = 0; i < NEWSLETTER_MAILS_PER_DAY; i++) {
      expect((await post('', { email })).status).toBe(200);
    }
    const flood = await post('', { email });
    expect(flood.status).toBe(429);
    expect(flood.body.message).toBe(
      'Too many e-mails have been sent to this address today. Please try again tomorrow.',
    );
    await mailsTo(email, NEWSLETTER_MAILS_PER_DAY);
  });

  it('refuses a wrong address with a translated message, keeping nothing', async () => {
    const res = await post('', { email: 'not an address' }, 'de-DE');
    expect(res.status).toBe(422);
    expect(res.body.errors.email).toBeTruthy();
    expect(res.body.errors.email).not.toBe('Enter a valid e-mail address.');
    expect(await t.app.newsletter.subscriber('not an address')).toBeNull();
  });

  it("gives a customer the newsletter's points once, when the subscription is confirmed", async () => {
    const { email, cookie } = await loggedInCustomer(t.app);
    await post('', { email });
    await post('/confirm', { token: tokenIn((await mailsTo(email))[0]!.text, 'confirm') });
    const info = await t.app.inject({ url: '/api/store/account/info', headers: { cookie } });
    const id = info.json().data.id as number;
    expect(await t.app.rewards.balance(id)).toEqual({ points: 50, pending: 0 });
  });
});

describe("subscribing without double opt-in (the theme's subscribe_form.need_verify off)", () => {
  // A shop whose merchant turned the theme option off in their settings file (spec section 3).
  let quiet: TestApp;
  let dir: string;
  beforeAll(async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'vitrine-newsletter-'));
    const settings = path.join(dir, 'settings.json');
    writeFileSync(settings, JSON.stringify({ subscribe_form: { need_verify: false } }));
    quiet = await createTestApp({ SMTP_URL: smtp.url, THEME_SETTINGS_FILE: settings });
  });
  afterAll(async () => {
    await quiet.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('subscribes at once and welcomes the address with the way out', async () => {
    const email = newAddress();
    const res = await post('', { email }, 'en-US', quiet.app);
    expect(res.body).toEqual({
      needVerify: false,
      message: 'Thank you: you are subscribed to our newsletter.',
    });
    expect(await quiet.app.newsletter.subscriber(email)).toMatchObject({ status: 'subscribed' });
    const [welcome] = await mailsTo(email);
    expect(welcome!.subject).toBe('Welcome to the Vitrine newsletter');
  });
});
