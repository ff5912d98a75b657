import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const shown = async (locale = 'en-US') =>
  (await t.app.inject({ url: '/api/store/popups', headers: { 'x-lang': locale } })).json().data;

const DAY = 86_400_000;

describe('popups', () => {
  it('answers none before the merchant loads any', async () => {
    expect(await shown()).toEqual([]);
  });

  it('answers the running ones in order, in the shopper’s language, once a load is announced', async () => {
    await t.app.popups.load({
      popups: [
        {
          key: 'welcome',
          kind: 'coupon',
          title: '10 % off your first order',
          titles: { 'de-DE': '10 % Rabatt auf Ihre erste Bestellung' },
          body: 'Use it at checkout.',
          coupon_code: 'WELCOME10',
          trigger: 'exit_intent',
          pages: ['home', 'product'],
          every_days: 30,
        },
        { key: 'letter', kind: 'newsletter', title: 'News from the shop', delay_seconds: 8 },
        { key: 'paused', kind: 'notice', title: 'Paused', active: false },
        {
          key: 'over',
          kind: 'notice',
          title: 'Summer sale',
          ends_at: new Date(Date.now() - DAY).toISOString(),
        },
        {
          key: 'later',
          kind: 'notice',
          title: 'Winter sale',
          starts_at: new Date(Date.now() + DAY).toISOString(),
        },
      ],
    });
    // On PostgreSQL the load's announcement comes a moment after it commits: the kept answer
    // goes then.
    await expect
      .poll(() => shown())
      .toEqual([
        {
          key: 'welcome',
          kind: 'coupon',
          title: '10 % off your first order',
          body: 'Use it at checkout.',
          coupon_code: 'WELCOME10',
          trigger: 'exit_intent',
          delay_seconds: 5,
          scroll_percent: 50,
          pages: ['home', 'product'],
          every_days: 30,
        },
        {
          key: 'letter',
          kind: 'newsletter',
          title: 'News from the shop',
          body: '',
          coupon_code: null,
          trigger: 'delay',
          delay_seconds: 8,
          scroll_percent: 50,
          pages: ['all'],
          every_days: 7,
        },
      ]);
    expect((await shown('de-DE'))[0].title).toBe('10 % Rabatt auf Ihre erste Bestellung');
  });

  it('refuses a file with a mistake and keeps the popups it had', async () => {
    await expect(
      t.app.popups.load({ popups: [{ key: 'coupon', kind: 'coupon', title: 'No code' }] }),
    ).rejects.toThrow(/coupon_code/);
    expect((await shown()).map((p: { key: string }) => p.key)).toEqual(['welcome', 'letter']);
    await t.app.popups.load(
      { popups: [{ key: 'letter', kind: 'newsletter', title: 'News' }] },
      { replace: true },
    );
    await expect
      .poll(async () => (await shown()).map((p: { title: string }) => p.title))
      .toEqual(['News']);
  });
});
