import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
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

  it('offers nothing when every method is switched off', async () => {
    await t.app.payments.setMethods(ALL.map((m) => ({ ...m, enabled: false })));
    expect(await codes()).toEqual([]);
    await t.app.payments.setMethods([]);
    expect(await codes()).toEqual([]);
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
