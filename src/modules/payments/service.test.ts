import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { AppError } from '../../platform/errors.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import type { PaymentContext } from './service.ts';

let t: TestApp;
let asMigrated: Awaited<ReturnType<TestApp['app']['payments']['listMethodSettings']>>;
beforeAll(async () => {
  t = await createTestApp({ TEST_GATEWAY_WEBHOOK_DELIVERIES: '0' });
  asMigrated = await t.app.payments.listMethodSettings();
});
afterAll(() => t.close());

const ALL = [{ code: 'test_card' }, { code: 'bank_transfer' }, { code: 'cash_on_delivery' }];
beforeEach(() => t.app.payments.setMethods(ALL));

const order: PaymentContext = { amount: 12_000, currency: 'USD', country: 'US' };
const codes = async (context = order) => (await t.app.payments.methods(context)).map((m) => m.code);

/** What a promise was refused with. */
const refusal = (promise: Promise<unknown>) =>
  promise.then(
    () => expect.unreachable('it should have been refused'),
    (error: unknown) => error as AppError,
  );

describe("the payment step's methods", () => {
  it('offers all three built-in methods on a new shop, the card first with its script', async () => {
    expect(asMigrated).toEqual([
      { code: 'test_card', enabled: true, position: 0, countries: null, maxAmount: null },
      { code: 'bank_transfer', enabled: true, position: 1, countries: null, maxAmount: null },
      { code: 'cash_on_delivery', enabled: true, position: 2, countries: null, maxAmount: null },
    ]);
    expect(await t.app.payments.methods(order)).toEqual([
      {
        code: 'test_card',
        kind: 'card',
        script: { id: 'test-gateway', src: '/test-gateway/v1/tokenize.js' },
      },
      { code: 'bank_transfer', kind: 'manual', script: null },
      { code: 'cash_on_delivery', kind: 'manual', script: null },
    ]);
  });

  it("keeps the merchant's order, countries and largest amounts", async () => {
    await t.app.payments.setMethods([
      { code: 'cash_on_delivery', countries: ['DE', 'AT'], max_amount: 50_000 },
      { code: 'test_card' },
      { code: 'bank_transfer', enabled: false },
    ]);
    expect(await codes({ ...order, country: 'DE' })).toEqual(['cash_on_delivery', 'test_card']);
    expect(await codes({ ...order, country: 'de' })).toEqual(['cash_on_delivery', 'test_card']);
    expect(await codes({ ...order, country: 'US' })).toEqual(['test_card']);
    expect(await codes({ ...order, country: null })).toEqual(['test_card']);
    expect(await codes({ ...order, country: 'AT', amount: 50_001 })).toEqual(['test_card']);
  });

  it('answers the no-payment-methods message when none is offered (S8-53)', async () => {
    await t.app.payments.setMethods(ALL.map((m) => ({ ...m, enabled: false })));
    expect(await codes()).toEqual([]);
    const error = await refusal(t.app.payments.requireMethods(order));
    expect(error).toBeInstanceOf(AppError);
    expect(error).toMatchObject({ statusCode: 422, code: 'no_payment_methods' });
    expect(t.app.translator('en-US', error.messageKey)).toBe(
      'No payment method is available for this order.',
    );
    await t.app.payments.setMethods([]);
    expect(await codes()).toEqual([]);
  });

  it('refuses a method that is not offered with the method-unavailable message (S7-10)', async () => {
    await t.app.payments.setMethods([{ code: 'test_card' }]);
    expect((await t.app.payments.choose('test_card', order)).kind).toBe('card');
    for (const code of ['bank_transfer', 'paypal']) {
      const error = await refusal(t.app.payments.choose(code, order));
      expect(error).toMatchObject({
        statusCode: 422,
        code: 'payment_method_unavailable',
        field: 'payment_method',
      });
      expect(t.app.translator('he-IL', error.messageKey)).toBe(
        'אמצעי תשלום זה אינו זמין כרגע. נא לנסות שוב או לבחור אמצעי תשלום אחר.',
      );
    }
  });

  it('refuses to save a method without a provider, changing nothing', async () => {
    await expect(t.app.payments.setMethods([{ code: 'paypal' }])).rejects.toThrow(
      'no payment provider paypal',
    );
    expect(await codes()).toEqual(['test_card', 'bank_transfer', 'cash_on_delivery']);
  });
});

describe('manual payment', () => {
  it('places the order unpaid: pending, the same payment for the same reference', async () => {
    for (const code of ['bank_transfer', 'cash_on_delivery']) {
      const input = { reference: 'order-42', amount: 12_000, currency: 'USD' };
      const first = await t.app.payments.authorize(code, input);
      expect(first).toEqual({ status: 'pending', paymentId: `${code}:order-42` });
      expect(await t.app.payments.authorize(code, input)).toEqual(first);
      expect(await t.app.payments.capture(code, `${code}:order-42`)).toEqual({
        status: 'captured',
        paymentId: `${code}:order-42`,
      });
      expect(t.app.payments.provider(code)?.kind).toBe('manual');
    }
  });

  it('refuses a card payment without a token as card_invalid', async () => {
    expect(
      await t.app.payments.authorize('test_card', {
        reference: 'no-token',
        amount: 100,
        currency: 'USD',
      }),
    ).toEqual({ status: 'failed', cause: 'card_invalid' });
  });
});
