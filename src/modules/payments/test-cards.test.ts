import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../platform/db.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { luhnValid } from '../test-gateway/card-checks.ts';
import { TEST_CARDS } from '../test-gateway/cards.ts';
import type { TokenDto } from '../test-gateway/contract.ts';
import { PAYMENT_CAUSES, paymentError, type PaymentCause } from './causes.ts';

const LOCALES = ['en-US', 'de-DE', 'he-IL'] as const;
const logLines: string[] = [];
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp(
    { LOG_LEVEL: 'trace', TEST_GATEWAY_WEBHOOK_DELAY_MS: '0', TEST_GATEWAY_SETTLE_MS: '0' },
    { logStream: { write: (line) => void logLines.push(line) } },
  );
});
afterAll(() => t.close());

const NEXT_YEAR = new Date().getUTCFullYear() + 1;

/** The card goes where a shopper's browser sends it: the gateway's token endpoint. */
async function tokenize(number: string): Promise<TokenDto> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/test-gateway/v1/tokens',
    payload: {
      number: number.replace(/(\d{4})/g, '$1 ').trim(),
      exp_month: '09',
      exp_year: String(NEXT_YEAR),
      cvc: number.startsWith('37') ? '7373' : '737',
      name: 'Grace Hopper',
    },
  });
  expect(res.statusCode, number).toBe(200);
  return res.json() as TokenDto;
}

/**
 * Pays with a test card through the shop's provider as the checkout will: authorize, then
 * capture, the challenge page or the settling as the answer asks. Answers the causes met.
 */
async function payWith(number: string, index: number): Promise<PaymentCause[]> {
  const token = await tokenize(number);
  const reference = `every-card-${index}`;
  const input = { reference, token: token.id, amount: 1234, currency: 'USD' };
  const result = await t.app.payments.authorize('test_card', {
    ...input,
    returnUrl: '/checkout/return',
  });
  switch (result.status) {
    case 'failed':
      return [result.cause];
    case 'authorized': {
      expect(result.last4).toBe(number.slice(-4));
      const capture = await t.app.payments.capture('test_card', result.paymentId);
      return capture.status === 'failed' ? [capture.cause] : [];
    }
    case 'requires_action': {
      // The shopper fails the check; a second attempt passes it.
      await t.app.inject({
        method: 'POST',
        url: result.redirectUrl,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: 'outcome=fail',
      });
      const after = await t.app.payments.retrieve('test_card', result.paymentId);
      const retry = await t.app.payments.authorize('test_card', {
        ...input,
        reference: `${reference}-again`,
        token: (await tokenize(number)).id,
        returnUrl: '/checkout/return',
      });
      if (retry.status !== 'requires_action') throw new Error(retry.status);
      await t.app.inject({
        method: 'POST',
        url: retry.redirectUrl,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: 'outcome=pass',
      });
      const passed = await t.app.payments.retrieve('test_card', retry.paymentId);
      expect(passed.status).toBe('authorized');
      return ['action_required', ...(after.status === 'failed' ? [after.cause] : [])];
    }
    case 'pending': {
      await t.app.testGateway.idle();
      const settled = await t.app.payments.retrieve('test_card', result.paymentId);
      return ['pending', ...(settled.status === 'failed' ? [settled.cause] : [])];
    }
  }
}

/**
 * Every run of 13 to 19 digits (spaces or dashes between them allowed) that passes Luhn; the
 * decimals of a number (a duration of 1.0644819999997708 ms) are not a run of their own.
 */
function cardNumbersIn(text: string): string[] {
  return [...text.matchAll(/(?<![\d.])\d(?:[ -]?\d){12,18}(?!\d)/g)]
    .map((m) => m[0].replace(/\D/g, ''))
    .filter((digits) => digits.length >= 13 && luhnValid(digits));
}

describe('every test card, through the shop', () => {
  const met = new Set<PaymentCause>();

  it('reaches every payment cause of spec section 8 (S8-14..S8-50)', async () => {
    for (const [index, card] of TEST_CARDS.entries()) {
      for (const cause of await payWith(card.number, index)) met.add(cause);
    }
    expect(PAYMENT_CAUSES.filter((cause) => !met.has(cause))).toEqual([]);
  });

  it('gives each cause its own message, ending with the hint to try again (S8-13)', () => {
    for (const locale of LOCALES) {
      const hint = t.app.translator(locale, 'payment.try_again');
      const messages = PAYMENT_CAUSES.map((cause) =>
        t.app.translator(locale, paymentError(cause).messageKey),
      );
      for (const [i, message] of messages.entries()) {
        expect(message, `${locale} ${PAYMENT_CAUSES[i]}`).toMatch(/^.{8,}\S /);
        expect(message.endsWith(` ${hint}`), `${locale} ${PAYMENT_CAUSES[i]}`).toBe(true);
      }
      expect(new Set(messages).size).toBe(PAYMENT_CAUSES.length);
    }
    expect(t.app.translator('de-DE', 'error.payment_card_lost')).toBe(
      'Die Karte wurde als verloren oder gestohlen gemeldet. Bitte versuchen Sie es erneut oder wählen Sie eine andere Zahlungsart.',
    );
    expect(paymentError('declined')).toMatchObject({
      statusCode: 422,
      code: 'payment_declined',
      field: 'payment',
    });
  });
});

describe('no card number is kept or logged', () => {
  it('finds one when there is one (the scan itself works)', () => {
    expect(cardNumbersIn('{"n":"4242 4242 4242 4242"}')).toEqual(['4242424242424242']);
    expect(cardNumbersIn('4242-4242-4242-4242')).toEqual(['4242424242424242']);
    expect(cardNumbersIn('4242424242424241 and 2026-01-01T00:00:00Z')).toEqual([]);
    expect(cardNumbersIn('{"ms":1.0644819999997708}')).toEqual([]);
  });

  it("keeps none in the gateway's or the payments' tables, nor in the server's log", async () => {
    // What a careless client sends too: a broken body and a refused card, both with a number.
    await t.app.inject({
      method: 'POST',
      url: '/test-gateway/v1/tokens',
      headers: { 'content-type': 'application/json' },
      payload: '{"number":"4242424242424242","cvc":',
    });
    await t.app.inject({
      method: 'POST',
      url: '/test-gateway/v1/tokens',
      payload: { number: '4242424242424242', exp_month: 1, exp_year: 2001, cvc: '1' },
    });
    await t.app.testGateway.idle();

    // Read as the database holds them, every column (the gateway's tables are its own).
    const all = (table: string) =>
      queryRows<unknown>(t.database.db, sql.raw(`select * from ${table}`));
    const tokens = await all('test_gateway_tokens');
    const payments = await all('test_gateway_payments');
    const methods = await all('payment_methods');
    expect(tokens.length).toBeGreaterThanOrEqual(TEST_CARDS.length);
    expect(payments.length).toBeGreaterThanOrEqual(TEST_CARDS.length);
    expect(cardNumbersIn(JSON.stringify([tokens, payments, methods]))).toEqual([]);

    // The log was written (trace level: every request), with each line's clock left out.
    expect(logLines.length).toBeGreaterThan(TEST_CARDS.length);
    const logged = logLines
      .map((line) => JSON.stringify({ ...JSON.parse(line), time: undefined }))
      .join('\n');
    expect(logged).toContain('/test-gateway/v1/tokens');
    expect(cardNumbersIn(logged)).toEqual([]);
  });
});
