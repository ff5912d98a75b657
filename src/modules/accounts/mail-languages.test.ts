import type { ParsedMail } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Locale } from '../../platform/locales.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { startSmtpServer } from '../../test/smtp.ts';

// The mails that are not an order's, in the customer's language: the account's (its code, a
// new password, a login code, a second registration) and the newsletter's. The English ones are
// read word for word in the modules' own tests; here, each in another language and direction.

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
let n = 0;
const newAddress = () => `reader${++n}-${Date.now()}@example.com`;
const randomOctet = () => Math.floor(Math.random() * 254) + 1;

async function post(url: string, body: object, lang: Locale) {
  const res = await t.app.inject({
    method: 'POST',
    url,
    headers: { 'content-type': 'application/json', 'x-lang': lang },
    payload: JSON.stringify(body),
    remoteAddress: `10.${randomOctet()}.${randomOctet()}.${randomOctet()}`,
  });
  expect(res.statusCode, `${url}: ${res.body}`).toBe(200);
}

/** The mails an address received, once at least `count` have arrived. */
async function mailsTo(address: string, count: number): Promise<ParsedMail[]> {
  const to = () => smtp.received.filter((m) => JSON.stringify(m.to).includes(address));
  await expect.poll(() => to().length, { timeout: 20_000 }).toBeGreaterThanOrEqual(count);
  return to();
}

/** Checks a mail is written in a language: its subject and text, its HTML's lang and dir. */
function inLanguage(
  mail: ParsedMail,
  locale: Locale,
  subject: string,
  words: { has: string[]; dir: 'ltr' | 'rtl' },
) {
  expect(mail.subject).toBe(subject);
  expect(mail.html).toMatch(new RegExp(`<html lang="${locale}" dir="${words.dir}">`));
  for (const w of words.has) expect(mail.text).toContain(w);
}

describe("the account's mails in the customer's language", () => {
  it('writes each mail of a Hebrew account in Hebrew, right to left, its links under /he', async () => {
    const say = (key: string, values?: Record<string, string | number>) =>
      t.app.translator('he-IL', key, { shop: t.config.SHOP_NAME, ...values });
    const email = newAddress();
    await post(
      '/api/store/account/register',
      { email, password: PASSWORD, password_confirmation: PASSWORD },
      'he-IL',
    );
    const [verify] = await mailsTo(email, 1);
    const code = /\b(\d{6})\b/.exec(verify!.text ?? '')![1]!;
    inLanguage(verify!, 'he-IL', say('mail.verify.subject', { code }), {
      has: [say('mail.verify.ignore')],
      dir: 'rtl',
    });

    // The account keeps its language: a later request in English still mails in Hebrew.
    await post('/api/store/account/verify', { email, code }, 'he-IL');
    await post('/api/store/account/password/forgot', { email }, 'en-US');
    const reset = (await mailsTo(email, 2))[1]!;
    inLanguage(reset, 'he-IL', say('mail.reset.subject'), {
      has: [say('mail.reset.ignore')],
      dir: 'rtl',
    });
    expect(reset.text).toMatch(/https?:\/\/[^/\s]+\/he\/account\/reset-password\?token=[\w-]{43}/);

    await post('/api/store/account/login/code', { email }, 'en-US');
    const login = (await mailsTo(email, 3))[2]!;
    const loginCode = /\b(\d{6})\b/.exec(login.text ?? '')![1]!;
    inLanguage(login, 'he-IL', say('mail.login_code.subject', { code: loginCode }), {
      has: [say('mail.login_code.ignore')],
      dir: 'rtl',
    });

    await post(
      '/api/store/account/register',
      { email, password: PASSWORD, password_confirmation: PASSWORD },
      'en-US',
    );
    const again = (await mailsTo(email, 4))[3]!;
    inLanguage(again, 'he-IL', say('mail.registered_again.subject'), {
      has: [say('mail.registered_again.body')],
      dir: 'rtl',
    });
  });

  it('writes a German account’s code in German, left to right', async () => {
    const email = newAddress();
    await post(
      '/api/store/account/register',
      { email, password: PASSWORD, password_confirmation: PASSWORD },
      'de-DE',
    );
    const [verify] = await mailsTo(email, 1);
    const code = /\b(\d{6})\b/.exec(verify!.text ?? '')![1]!;
    expect(verify!.subject).toBe(`Ihr Code für ${t.config.SHOP_NAME}: ${code}`);
    inLanguage(verify!, 'de-DE', verify!.subject!, {
      has: ['20 Minuten'],
      dir: 'ltr',
    });
  });
});

describe("the newsletter's mails in the reader's language", () => {
  it('asks a French reader to confirm in French, the link under /fr', async () => {
    const say = (key: string) => t.app.translator('fr-FR', key, { shop: t.config.SHOP_NAME });
    const email = newAddress();
    await post('/api/contacts', { email, code: 'footer' }, 'fr-FR');
    const [confirm] = await mailsTo(email, 1);
    inLanguage(confirm!, 'fr-FR', say('mail.newsletter_confirm.subject'), {
      has: [say('mail.newsletter_confirm.ignore')],
      dir: 'ltr',
    });
    expect(confirm!.text).toMatch(/https?:\/\/[^/\s]+\/fr\/[^\s]*\?confirm=[\w-]{43}/);
  });
});
