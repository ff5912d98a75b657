import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import type { TokenDto } from './contract.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ TEST_GATEWAY_WEBHOOK_DELAY_MS: '0' });
});
afterAll(() => t.close());

const NEXT_YEAR = new Date().getUTCFullYear() + 1;
const card = (over: Record<string, unknown> = {}) => ({
  number: '4242 4242 4242 4242',
  exp_month: '12',
  exp_year: String(NEXT_YEAR),
  cvc: '123',
  name: 'Ada Lovelace',
  ...over,
});
const tokenize = (body: Record<string, unknown>, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url: '/test-gateway/v1/tokens', payload: body, headers });

describe('the test gateway token endpoint (spec section 7, S7-74)', () => {
  it('turns a card into a token that keeps only the brand, last 4 and expiry', async () => {
    const res = await tokenize(card());
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
    const token = res.json() as TokenDto;
    expect(token).toEqual({
      id: expect.stringMatching(/^tok_[\w-]{20,}$/),
      brand: 'visa',
      last4: '4242',
      exp_month: 12,
      exp_year: NEXT_YEAR,
    });
    expect(res.body).not.toContain('4242424242424242');
    const amex = await tokenize(card({ number: '378282246310005', cvc: '1234', exp_year: '35' }));
    expect(amex.json()).toMatchObject({ brand: 'amex', last4: '0005', exp_year: 2035 });
  });

  it('takes the card as a form too (no JavaScript needed)', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/test-gateway/v1/tokens',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: `number=5555555555554444&exp_month=1&exp_year=${NEXT_YEAR}&cvc=321`,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ brand: 'mastercard', last4: '4444' });
  });

  it('refuses a wrong number, expiry or security code with 422, not repeating them', async () => {
    const cases: [Record<string, unknown>, string, string][] = [
      [{ number: '4242424242424241' }, 'card_number_invalid', 'number'],
      [{ number: '4242' }, 'card_number_invalid', 'number'],
      [{ number: 'x'.repeat(41) }, 'validation_failed', 'number'],
      [{ exp_month: '13' }, 'card_expiry_invalid', 'exp_month'],
      [{ exp_month: '1', exp_year: '2001' }, 'card_expiry_invalid', 'exp_month'],
      [{ exp_month: 'soon' }, 'card_expiry_invalid', 'exp_month'],
      [{ cvc: '12' }, 'card_cvc_invalid', 'cvc'],
      [{ number: '378282246310005', cvc: '123' }, 'card_cvc_invalid', 'cvc'],
    ];
    for (const [over, code, field] of cases) {
      const res = await tokenize(card(over), { 'x-lang': 'de-DE' });
      expect(res.statusCode, JSON.stringify(over)).toBe(422);
      const body = res.json() as { code: string; message: string; errors: Record<string, string> };
      expect(body.code).toBe(code);
      expect(Object.keys(body.errors)).toEqual([field]);
      expect(res.body).not.toMatch(/424242|378282/);
    }
    const german = (await tokenize(card({ cvc: '1' }), { 'x-lang': 'de-DE' })).json() as {
      message: string;
    };
    expect(german.message).toBe(
      'Der Sicherheitscode muss 3 Ziffern haben (4 bei American Express).',
    );
    const missing = await tokenize({ number: '4242424242424242' });
    expect(missing.statusCode).toBe(422);
  });

  it('serves the script the card form tokenises with', async () => {
    const res = await t.app.inject('/test-gateway/v1/tokenize.js');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/javascript');
    expect(res.body).toContain('window.VitrineTestGateway');
    expect(res.body).toContain("new URL('tokens'");
  });
});

describe('the 3-D Secure challenge page', () => {
  async function challenged(reference: string, locale?: string) {
    const token = (await tokenize(card({ number: '4000009900000343' }))).json() as TokenDto;
    const answer = await t.app.testGateway.authorize({
      reference,
      token: token.id,
      amount: 4599,
      currency: 'EUR',
      returnUrl: '/checkout/return?attempt=7',
      ...(locale ? { locale } : {}),
    });
    if (!answer.ok) throw new Error(answer.code);
    return answer.payment;
  }

  it('shows the amount and card with pass and fail buttons, then returns to the shop', async () => {
    const payment = await challenged('challenge-pass');
    expect(payment.status).toBe('requires_action');
    expect(payment.next_action?.redirect_url).toBe(`/test-gateway/v1/challenge/${payment.id}`);
    const page = await t.app.inject(payment.next_action!.redirect_url);
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('€45.99');
    expect(page.body).toContain('VISA •••• 0343');
    expect(page.body).toMatch(/<button[^>]+value="pass"/);
    expect(page.body).toMatch(/<button[^>]+value="fail"/);

    const pass = await t.app.inject({
      method: 'POST',
      url: payment.next_action!.redirect_url,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'outcome=pass',
    });
    expect(pass.statusCode).toBe(303);
    expect(pass.headers.location).toBe(`/checkout/return?attempt=7&payment_id=${payment.id}`);
    expect((await t.app.testGateway.get(payment.id)).payment?.status).toBe('authorized');

    // Answering again (the back button) changes nothing and still returns to the shop.
    const again = await t.app.inject({
      method: 'POST',
      url: payment.next_action!.redirect_url,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'outcome=fail',
    });
    expect(again.statusCode).toBe(303);
    expect((await t.app.testGateway.get(payment.id)).payment?.status).toBe('authorized');
    const finished = await t.app.inject(payment.next_action!.redirect_url);
    expect(finished.body).toContain('Verification finished');
  });

  it("speaks the shopper's language: German, formally, and its amounts", async () => {
    const payment = await challenged('challenge-german', 'de-DE');
    const page = await t.app.inject(payment.next_action!.redirect_url);
    expect(page.body).toContain('<html lang="de-DE">');
    expect(page.body).toContain('<title>Bestätigen Sie Ihre Zahlung</title>');
    expect(page.body).toContain('eine 3-D-Secure-Prüfung durch Ihre kartenausgebende Bank');
    expect(page.body).toContain('<dt>Betrag</dt><dd>45,99\u00a0€</dd>');
    expect(page.body).toMatch(/<button[^>]+value="pass">Verifizierung abschließen</);
    expect(page.body).toMatch(/<button[^>]+value="fail">Verifizierung fehlschlagen lassen</);
    expect(page.body).not.toMatch(/Confirm|Amount|verification|€45\.99/);
    await t.app.inject({
      method: 'POST',
      url: payment.next_action!.redirect_url,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'outcome=pass',
    });
    const finished = await t.app.inject(payment.next_action!.redirect_url);
    expect(finished.body).toContain('<h1>Verifizierung abgeschlossen</h1>');
    expect(finished.body).toContain('>Zurück zum Shop</a>');
  });

  it('is written right to left in Hebrew, the card number left to right', async () => {
    const payment = await challenged('challenge-hebrew', 'he-IL');
    const page = await t.app.inject(payment.next_action!.redirect_url);
    expect(page.body).toContain('<html lang="he-IL" dir="rtl">');
    expect(page.body).toContain('<h1>אישור התשלום</h1>');
    const amount = new Intl.NumberFormat('he-IL', { style: 'currency', currency: 'EUR' });
    expect(page.body).toContain(`<dt>סכום</dt><dd>${amount.format(45.99)}</dd>`);
    expect(page.body).toContain('<dd dir="ltr">VISA •••• 0343</dd>');
    expect(page.body).toMatch(/<button[^>]+value="pass">השלמת האימות</);
    expect(page.body).not.toMatch(/Confirm|Amount|verification/);
  });

  it('takes the language from the payment the shop created, through its card provider', async () => {
    const token = (await tokenize(card({ number: '4000009900000343' }))).json() as TokenDto;
    const answer = await t.app.payments.authorize('test_card', {
      reference: 'challenge-provider-ja',
      token: token.id,
      amount: 1200,
      currency: 'JPY',
      returnUrl: '/checkouts/processing',
      locale: 'ja-JP',
    });
    if (answer.status !== 'requires_action') throw new Error(answer.status);
    const page = await t.app.inject(answer.redirectUrl);
    expect(page.body).toContain('<html lang="ja-JP">');
    expect(page.body).toContain('<h1>お支払いの確認</h1>');
    // A payment made without a language: the browser's, else English.
    const english = await challenged('challenge-no-language');
    const byHeader = await t.app.inject({
      url: english.next_action!.redirect_url,
      headers: { 'x-lang': 'fr-FR' },
    });
    expect(byHeader.body).toContain('<h1>Confirmez votre paiement</h1>');
    const plain = await t.app.inject(english.next_action!.redirect_url);
    expect(plain.body).toContain('<html lang="en-US">');
    expect(plain.body).toContain('<h1>Confirm your payment</h1>');
  });

  it('fails the payment as 3ds_not_verified when the shopper fails the check', async () => {
    const payment = await challenged('challenge-fail');
    const fail = await t.app.inject({
      method: 'POST',
      url: `/test-gateway/v1/challenge/${payment.id}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'outcome=fail',
    });
    expect(fail.statusCode).toBe(303);
    const after = await t.app.testGateway.get(payment.id);
    expect(after.payment).toMatchObject({ status: 'failed', cause: '3ds_not_verified' });
  });

  it('answers 404 for a payment it does not know', async () => {
    expect(
      (await t.app.inject('/test-gateway/v1/challenge/tgp_nothing-here-at-all')).statusCode,
    ).toBe(404);
    expect((await t.app.inject('/test-gateway/v1/challenge/<script>')).statusCode).toBe(404);
  });
});
