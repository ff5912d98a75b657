import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { SIGNATURE_HEADER, signPayload } from '../test-gateway/signature.ts';
import type { PaymentEvent } from './provider.ts';

let t: TestApp;
const events: PaymentEvent[] = [];
beforeAll(async () => {
  t = await createTestApp({ TEST_GATEWAY_WEBHOOK_DELAY_MS: '0', TEST_GATEWAY_SETTLE_MS: '0' });
  t.app.payments.onEvent((event) => void events.push(event));
});
afterAll(() => t.close());
beforeEach(async () => {
  await t.app.testGateway.idle();
  Object.assign(t.app.testGateway.webhooks, { delayMs: 0, deliveries: 1 });
  events.length = 0;
  t.app.testGateway.deliveries.length = 0;
});

const URL = '/api/store/payments/webhooks/test_card';

const token = async (number: string) =>
  (
    await t.app.testGateway.createToken({
      number,
      exp_month: 12,
      exp_year: new Date().getUTCFullYear() + 2,
      cvc: '123',
    })
  ).id;

/** A payment by the 3-D Secure card, waiting for its challenge. */
async function challenged(reference: string) {
  const result = await t.app.payments.authorize('test_card', {
    reference,
    token: await token('4000009900000343'),
    amount: 3200,
    currency: 'USD',
    returnUrl: '/checkout/return',
  });
  if (result.status !== 'requires_action') throw new Error(result.status);
  return result;
}

const answerChallenge = (redirectUrl: string, outcome: 'pass' | 'fail') =>
  t.app.inject({
    method: 'POST',
    url: redirectUrl,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: `outcome=${outcome}`,
  });

const post = (body: string, signature: string | undefined) =>
  t.app.inject({
    method: 'POST',
    url: URL,
    headers: {
      'content-type': 'application/json',
      ...(signature ? { [SIGNATURE_HEADER]: signature } : {}),
    },
    payload: body,
  });

describe('payment webhooks', () => {
  it('emits a confirmation once the shopper passes 3-D Secure', async () => {
    const { paymentId, redirectUrl } = await challenged('webhook-pass');
    expect(events).toEqual([]);
    await answerChallenge(redirectUrl, 'pass');
    await t.app.testGateway.idle();
    expect(events).toEqual([
      {
        type: 'confirmed',
        eventId: expect.stringMatching(/^evt_/),
        provider: 'test_card',
        paymentId,
        reference: 'webhook-pass',
        amount: 3200,
        currency: 'USD',
        brand: 'visa',
        last4: '0343',
        // The card's own mark, as the gateway keeps it: never its number.
        fingerprint: expect.stringMatching(/^[\w-]{22}$/),
      },
    ]);
    expect(t.app.testGateway.deliveries).toEqual([
      { eventId: events[0]!.eventId, attempt: 1, status: 200 },
    ]);
  });

  it('emits a failure with its cause when the check fails, or a pending payment is refused', async () => {
    const { redirectUrl } = await challenged('webhook-fail');
    await answerChallenge(redirectUrl, 'fail');
    const pending = await t.app.payments.authorize('test_card', {
      reference: 'webhook-pending-refused',
      token: await token('4000009900000384'),
      amount: 900,
      currency: 'USD',
    });
    expect(pending.status).toBe('pending');
    await t.app.testGateway.idle();
    expect(events.map((e) => [e.type, e.reference, e.type === 'failed' && e.cause])).toEqual([
      ['failed', 'webhook-fail', '3ds_not_verified'],
      ['failed', 'webhook-pending-refused', 'declined'],
    ]);
  });

  it('refuses a bad, missing, stale or other-secret signature with 401 and emits nothing', async () => {
    const { paymentId, redirectUrl } = await challenged('webhook-forged');
    Object.assign(t.app.testGateway.webhooks, { deliveries: 0 });
    await answerChallenge(redirectUrl, 'pass');
    const payment = (await t.app.testGateway.get(paymentId)).payment!;
    const body = JSON.stringify({
      id: 'evt_forged',
      type: 'payment.authorized',
      created: 1,
      data: payment,
    });
    const secret = t.app.testGateway.webhooks.secret;
    const forged = body.replace('"amount":3200', '"amount":1');
    const answers = await Promise.all([
      post(body, undefined),
      post(body, 't=1,v1=abc'),
      post(body, signPayload('another-secret-entirely', body)),
      post(body, signPayload(secret, body, Date.now() - 10 * 60 * 1000)),
      post(forged, signPayload(secret, body)),
    ]);
    for (const res of answers) {
      expect(res.statusCode).toBe(401);
      expect(res.json()).toMatchObject({ code: 'webhook_signature_invalid' });
    }
    expect(events).toEqual([]);
    const good = await post(body, signPayload(secret, body));
    expect(good.statusCode).toBe(200);
    expect(good.json()).toEqual({ received: true });
    expect(events.map((e) => e.eventId)).toEqual(['evt_forged']);
  });

  it('answers 404 for a provider that sends no webhooks or does not exist', async () => {
    for (const provider of ['bank_transfer', 'no_such_gateway']) {
      const res = await t.app.inject({
        method: 'POST',
        url: `/api/store/payments/webhooks/${provider}`,
        headers: { 'content-type': 'application/json' },
        payload: '{}',
      });
      expect(res.statusCode).toBe(404);
    }
    expect(events).toEqual([]);
  });

  it('delivers late and twice when told: listeners hear the same event twice', async () => {
    Object.assign(t.app.testGateway.webhooks, { delayMs: 150, deliveries: 2 });
    // Each copy records when it was heard, counted from before the payment began: a busy
    // machine only makes the copies later, never earlier (timers do not fire early; the 2 ms
    // allow for the event loop's millisecond clock).
    const heardAt: number[] = [];
    const stop = t.app.payments.onEvent(() => void heardAt.push(performance.now()));
    const started = performance.now();
    const { paymentId, redirectUrl } = await challenged('webhook-late-twice');
    try {
      await answerChallenge(redirectUrl, 'pass');
      await t.app.testGateway.idle();
    } finally {
      stop();
    }
    expect(heardAt).toHaveLength(2);
    expect(heardAt[0]! - started).toBeGreaterThanOrEqual(150 - 2);
    expect(heardAt[1]! - started).toBeGreaterThanOrEqual(300 - 2);
    expect(events.map((e) => [e.type, e.paymentId])).toEqual([
      ['confirmed', paymentId],
      ['confirmed', paymentId],
    ]);
    expect(events[0]!.eventId).toBe(events[1]!.eventId);
  });

  it('sends nothing when told to miss the webhook: the shop asks the gateway instead', async () => {
    Object.assign(t.app.testGateway.webhooks, { deliveries: 0 });
    const { paymentId, redirectUrl } = await challenged('webhook-missing');
    await answerChallenge(redirectUrl, 'pass');
    await t.app.testGateway.idle();
    expect(events).toEqual([]);
    expect(await t.app.payments.retrieve('test_card', paymentId)).toEqual({
      status: 'authorized',
      paymentId,
      brand: 'visa',
      last4: '0343',
      fingerprint: expect.stringMatching(/^[\w-]{22}$/),
    });
  });

  it('delivers over HTTP to a URL, and tries three times when nothing answers', async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as AddressInfo;
    const inProcess = t.app.testGateway.webhooks.url;
    try {
      t.app.testGateway.webhooks.url = `http://127.0.0.1:${port}${URL}`;
      const { paymentId, redirectUrl } = await challenged('webhook-http');
      await answerChallenge(redirectUrl, 'pass');
      await t.app.testGateway.idle();
      expect(events.map((e) => [e.type, e.paymentId])).toEqual([['confirmed', paymentId]]);

      t.app.testGateway.deliveries.length = 0;
      t.app.testGateway.webhooks.url = 'http://127.0.0.1:9/nobody-listens';
      const second = await challenged('webhook-http-down');
      await answerChallenge(second.redirectUrl, 'pass');
      await t.app.testGateway.idle();
      expect(t.app.testGateway.deliveries.map((d) => [d.attempt, d.status])).toEqual([
        [1, 0],
        [2, 0],
        [3, 0],
      ]);
      expect(events.length).toBe(1);
    } finally {
      t.app.testGateway.webhooks.url = inProcess;
    }
  });

  it('delivers again when a listener fails, until it takes the event', async () => {
    let failures = 1;
    const stop = t.app.payments.onEvent(() => {
      if (failures-- > 0) throw new Error('the order could not be saved just now');
    });
    try {
      const { redirectUrl } = await challenged('webhook-retry');
      await answerChallenge(redirectUrl, 'pass');
      await t.app.testGateway.idle();
    } finally {
      stop();
    }
    expect(t.app.testGateway.deliveries.map((d) => [d.attempt, d.status])).toEqual([
      [1, 500],
      [2, 200],
    ]);
    expect(events.length).toBe(2);
  });
});
