import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cliShop } from '../../test/cli.ts';
import { recordPurchase } from './purchase.ts';
import { analyticsForwarding } from './schema.ts';
import { createAnalyticsService } from './service.ts';

let shop: Awaited<ReturnType<typeof cliShop>>;
beforeAll(async () => {
  shop = await cliShop();
  await shop.read(async (db) => {
    const events = ['page_view', 'page_view', 'page_view', 'page_view', 'add_to_cart'].map(
      (name, i) => ({
        event_id: `report-event-${i}`,
        name: name as 'page_view',
        path: '/',
        params: {},
        consent: [],
      }),
    );
    await createAnalyticsService(db).record(events, { clientKey: 'key', locale: 'en' });
    const order = { email: 'a@example.com', currency: 'USD', locale: 'en', items: 1, coupons: [] };
    await recordPurchase(db, {
      ...order,
      number: 5001,
      value: 80,
      attribution: { consent: [], utmMedium: 'email' },
    });
    await recordPurchase(db, { ...order, number: 5002, value: 20, attribution: null });
    await db
      .insert(analyticsForwarding)
      .values({ tracker: 'meta', lastSeq: 0, sent: 3, refused: 1, lastError: '503: down' });
  });
});
afterAll(() => shop.drop());

describe('vitrine analytics', () => {
  it('prints the funnel, the revenue by source and how each tracker is doing', async () => {
    const run = await shop.run(['analytics', '7']);
    expect(run.stderr).toBe('');
    expect(run.code).toBe(0);
    const lines = run.stdout.split('\n').map((l) => l.replace(/\s+/g, ' ').trim());
    expect(lines).toContain('The last 7 days');
    expect(lines).toContain('views 4');
    expect(lines).toContain('carts 1');
    expect(lines).toContain('orders 2');
    expect(lines).toContain('email 1 orders 80.00 USD');
    expect(lines).toContain('(none) 1 orders 20.00 USD');
    expect(lines).toContain('meta sent 3, refused 1, waiting 7 last error: 503: down');
  }, 60_000);

  it('refuses a number of days that is not one', async () => {
    const run = await shop.run(['analytics', 'lots']);
    expect(run.code).not.toBe(0);
    expect(run.stderr).toContain('DAYS must be a whole number of days from 1 to 3650');
  }, 60_000);
});
