import { createHash } from 'node:crypto';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { testGatewayPayments } from './schema.ts';
import { cardFingerprint, fingerprintKey } from './tokens.ts';

let t: TestApp;
beforeAll(async () => {
  // Webhooks go nowhere here: this file is about the client API itself.
  t = await createTestApp({ TEST_GATEWAY_WEBHOOK_DELIVERIES: '0', TEST_GATEWAY_SETTLE_MS: '0' });
});
afterAll(() => t.close());

const token = async (number: string) =>
  (
    await t.app.testGateway.createToken({
      number,
      exp_month: 12,
      exp_year: new Date().getUTCFullYear() + 2,
      cvc: number.startsWith('37') ? '1234' : '123',
    })
  ).id;

const authorized = async (reference: string, number = '4242424242424242', amount = 2500) => {
  const answer = await t.app.testGateway.authorize({
    reference,
    token: await token(number),
    amount,
    currency: 'USD',
  });
  if (!answer.ok) throw new Error(answer.code);
  return answer.payment;
};

const paymentsOf = async (reference: string) =>
  (
    await t.database.db
      .select({ n: count() })
      .from(testGatewayPayments)
      .where(eq(testGatewayPayments.reference, reference))
  )[0]!.n;

describe('the test gateway client API', () => {
  it("gives a card its fingerprint: the same for its number every time, another card's its own", async () => {
    const first = await authorized('fingerprint-1');
    const again = await authorized('fingerprint-2');
    const lookalike = await authorized('fingerprint-3', '4000000000024242');
    expect(first.fingerprint).toMatch(/^[\w-]{22}$/);
    expect(again.fingerprint).toBe(first.fingerprint);
    // The same brand and last four, another number: another card.
    expect(lookalike).toMatchObject({ brand: 'visa', last4: '4242' });
    expect(lookalike.fingerprint).not.toBe(first.fingerprint);
    // Keyed by the gateway's kept key, read alike by every process (however many ask at once),
    // not a bare hash of the number that anyone could match by trying the six unknown digits.
    const keys = await Promise.all([1, 2, 3].map(() => fingerprintKey(t.database.db)));
    expect(new Set(keys).size).toBe(1);
    expect(cardFingerprint(keys[0]!, '4242424242424242')).toBe(first.fingerprint);
    const bare = createHash('sha256').update('4242424242424242').digest('base64url');
    expect(bare.startsWith(first.fingerprint!)).toBe(false);
  });

  it('authorizes once per reference: 50 parallel calls give one payment', async () => {
    const tok = await token('4242424242424242');
    const answers = await Promise.all(
      Array.from({ length: 50 }, () =>
        t.app.testGateway.authorize({
          reference: 'order-attempt-50',
          token: tok,
          amount: 1999,
          currency: 'USD',
        }),
      ),
    );
    const ids = new Set(answers.map((a) => (a.ok ? a.payment.id : a.code)));
    expect(ids.size).toBe(1);
    expect([...ids][0]).toMatch(/^tgp_/);
    expect(answers[0]).toMatchObject({
      ok: true,
      payment: { status: 'authorized', amount: 1999, brand: 'visa', last4: '4242' },
    });
    expect(await paymentsOf('order-attempt-50')).toBe(1);
  });

  it('keeps a refused payment refused for its reference', async () => {
    const tok = await token('4000009900000186');
    const first = await t.app.testGateway.authorize({
      reference: 'lost-card',
      token: tok,
      amount: 100,
      currency: 'USD',
    });
    expect(first).toMatchObject({ ok: true, payment: { status: 'failed', cause: 'card_lost' } });
    const again = await t.app.testGateway.authorize({
      reference: 'lost-card',
      token: await token('4242424242424242'),
      amount: 100,
      currency: 'USD',
    });
    expect(again.ok && again.payment.id).toBe(first.ok && first.payment.id);
    expect(again.ok && again.payment.status).toBe('failed');
  });

  it('refuses an unknown token and keeps nothing', async () => {
    const answer = await t.app.testGateway.authorize({
      reference: 'forged',
      token: 'tok_made_up_by_someone',
      amount: 100,
      currency: 'USD',
    });
    expect(answer).toEqual({ ok: false, code: 'not_found', payment: null });
    expect(await paymentsOf('forged')).toBe(0);
  });

  it('captures once: a second capture answers already_captured and changes nothing', async () => {
    const payment = await authorized('capture-once');
    const [first, second] = await Promise.all([
      t.app.testGateway.capture(payment.id),
      t.app.testGateway.capture(payment.id),
    ]);
    const answers = [first, second].sort((a) => (a.ok ? -1 : 1));
    expect(answers[0]).toMatchObject({
      ok: true,
      payment: { status: 'captured', captured_amount: 2500 },
    });
    expect(answers[1]).toMatchObject({ ok: false, code: 'already_captured' });
    const third = await t.app.testGateway.capture(payment.id);
    expect(third).toMatchObject({ ok: false, code: 'already_captured' });
    expect((await t.app.testGateway.get(payment.id)).payment).toMatchObject({
      status: 'captured',
      captured_amount: 2500,
      refunded_amount: 0,
    });
  });

  it('voids an authorization, which can then not be captured; voiding again is fine', async () => {
    const payment = await authorized('void-me');
    expect(await t.app.testGateway.void(payment.id)).toMatchObject({
      ok: true,
      payment: { status: 'voided' },
    });
    expect(await t.app.testGateway.void(payment.id)).toMatchObject({ ok: true });
    expect(await t.app.testGateway.capture(payment.id)).toMatchObject({
      ok: false,
      code: 'canceled',
    });
    const captured = await authorized('void-after-capture');
    await t.app.testGateway.capture(captured.id);
    expect(await t.app.testGateway.void(captured.id)).toMatchObject({
      ok: false,
      code: 'already_captured',
      payment: { status: 'captured' },
    });
  });

  it('refunds part, then the rest, and never more than was captured', async () => {
    const payment = await authorized('refund-me', '5555555555554444', 5000);
    expect(await t.app.testGateway.refund(payment.id, 100)).toMatchObject({
      ok: false,
      code: 'not_processed',
    });
    await t.app.testGateway.capture(payment.id);
    expect(await t.app.testGateway.refund(payment.id, 2000)).toMatchObject({
      ok: true,
      payment: { status: 'partially_refunded', refunded_amount: 2000 },
    });
    expect(await t.app.testGateway.refund(payment.id, 3001)).toMatchObject({
      ok: false,
      code: 'not_processed',
      payment: { refunded_amount: 2000 },
    });
    expect(await t.app.testGateway.refund(payment.id, 3000)).toMatchObject({
      ok: true,
      payment: { status: 'refunded', refunded_amount: 5000 },
    });
  });

  it('refuses the capture of the capture-stage test cards, keeping the authorization', async () => {
    for (const [number, code] of [
      ['4000009900000376', 'authorization_expired'],
      ['4000009900000327', 'already_captured'],
    ] as const) {
      const payment = await authorized(`capture-stage-${code}`, number);
      expect(payment.status).toBe('authorized');
      expect(await t.app.testGateway.capture(payment.id)).toMatchObject({ ok: false, code });
      expect((await t.app.testGateway.get(payment.id)).payment?.captured_amount).toBe(0);
      expect(await t.app.testGateway.void(payment.id)).toMatchObject({ ok: true });
    }
  });

  it('settles a pending payment later, approved or refused by its card', async () => {
    const approved = await authorized('pending-approve', '4000009900000335');
    expect(approved.status).toBe('pending');
    expect(await t.app.testGateway.capture(approved.id)).toMatchObject({ code: 'pending' });
    const refused = await authorized('pending-decline', '4000009900000384');
    await t.app.testGateway.idle();
    expect((await t.app.testGateway.get(approved.id)).payment?.status).toBe('authorized');
    expect((await t.app.testGateway.get(refused.id)).payment).toMatchObject({
      status: 'failed',
      cause: 'declined',
    });
  });
});
