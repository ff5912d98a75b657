import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { queryRows } from '../../platform/db.ts';
import { checkoutCall, completeSteps } from '../../test/checkout-flow.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { readShop } from '../../test/shop.ts';
import { RECONCILE_EVERY_SECONDS, RECONCILE_GRACE_SECONDS } from './reconcile.ts';

let t: TestApp;
let shop: Awaited<ReturnType<typeof readShop>>;
beforeAll(async () => {
  // The gateway sends no webhook: a shopper who passes 3-D Secure and never comes back leaves
  // a card hold that only the reconciliation settles.
  t = await createTestApp({ TEST_GATEWAY_WEBHOOK_DELIVERIES: '0' });
  shop = await readShop(t.app);
});
afterAll(() => t.close());

const JOB = 'checkout.reconcile_attempts';

/** The queue's reconciliation jobs: key, state and seconds until each may start. */
const reconcileJobs = () =>
  queryRows<{ id: string; singleton_key: string | null; state: string; starts_in: number }>(
    t.database.db,
    sql`select id, singleton_key, state::text as state,
          extract(epoch from start_after - now())::float8 as starts_in
        from pgboss.job where name = ${JOB}`,
  );

/** A cart paid by the 3-D Secure card, the challenge passed, the shopper gone: a held payment. */
async function abandonedAfterChallenge(skip: number, email: string) {
  const item = shop.variantIn(undefined, (v) => v.manage_stock && v.stock >= 5, skip);
  const { cookie: hash } = await shop.cartWith(item);
  await completeSteps(t.app, hash!, { email, payment: 'test_card' });
  const card = await t.app.inject({
    method: 'POST',
    url: '/test-gateway/v1/tokens',
    payload: { number: '4000009900000343', exp_month: 12, exp_year: 2040, cvc: '123' },
  });
  const key = `reconcile-${email.split('@')[0]}`.padEnd(20, 'x');
  const paid = await checkoutCall(t.app, 'POST', 'cart/checkout', hash!, {
    idempotency_key: key,
    payment_token: (card.json() as { id: string }).id,
  });
  expect(paid.body.status).toBe('requires_action');
  const passed = await t.app.inject({
    method: 'POST',
    url: paid.body.redirect_url!,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: 'outcome=pass',
  });
  expect(passed.statusCode).toBe(303);
  return { hash: hash!, reference: `${hash}:${key}`, item };
}

/** The attempt, its gateway payment and its order, by the attempt's reference. */
const attemptOf = async (reference: string) =>
  (
    await queryRows<{ attempt: string; gateway: string; financial_status: string | null }>(
      t.database.db,
      sql`select a.status as attempt, p.status as gateway, o.financial_status
        from payment_attempts a
        join test_gateway_payments p on p.reference = a.reference
        left join orders o on o.idempotency_key = a.reference
        where a.reference = ${reference}`,
    )
  )[0];

describe('the scheduled reconciliation of card attempts', () => {
  it('is queued at start: a run now, and the next period’s run', async () => {
    const jobs = await reconcileJobs();
    // The start's own run (it may have run already: nothing was stuck).
    expect(jobs.filter((j) => j.singleton_key === null)).toHaveLength(1);
    // The next period's run waits for its time (the period may have turned since the start,
    // which queues the one after: a waiting run within one period is what counts).
    const waiting = jobs.filter(
      (j) =>
        j.singleton_key?.startsWith('reconcile-') &&
        j.state === 'created' &&
        j.starts_in > 0 &&
        j.starts_in <= RECONCILE_EVERY_SECONDS,
    );
    expect(waiting, JSON.stringify(jobs)).toHaveLength(1);
  });

  it('captures a held payment into its order, and voids one whose cart changed, as the queue runs it', async () => {
    const kept = await abandonedAfterChallenge(0, 'kept@example.com');
    const changed = await abandonedAfterChallenge(1, 'changed@example.com');
    // The second shopper changed the cart afterwards: that order can no longer be placed.
    const extra = shop.variantIn(
      undefined,
      (v) => v.buy_able && v.ID !== changed.item.variant.ID,
      2,
    );
    const added = await shop.call('POST', 'cart', changed.hash, {
      items: [{ product_id: extra.product.ID, variant_id: extra.variant.ID, quantity: 1 }],
    });
    expect(added.status).toBe(200);
    // What the shopper left: two holds, no order.
    for (const { reference } of [kept, changed]) {
      expect(await attemptOf(reference)).toEqual({
        attempt: 'requires_action',
        gateway: 'authorized',
        financial_status: null,
      });
    }

    // Both left longer ago than the grace period; the scheduled run's time comes now.
    await t.database.db.execute(
      sql`update payment_attempts
          set updated_at = now() - make_interval(secs => ${RECONCILE_GRACE_SECONDS + 60})
          where reference in (${kept.reference}, ${changed.reference})`,
    );
    const [scheduled] = (await reconcileJobs()).filter((j) => j.state === 'created');
    await t.database.db.execute(
      sql`update pgboss.job set start_after = now() where id = ${scheduled!.id}`,
    );
    await vi.waitFor(
      async () => {
        const job = (await reconcileJobs()).find((j) => j.id === scheduled!.id);
        expect(job?.state).toBe('completed');
      },
      { timeout: 20_000, interval: 100 },
    );

    // No hold outlives its order: captured into a paid order, or voided with no order.
    expect(await attemptOf(kept.reference)).toEqual({
      attempt: 'completed',
      gateway: 'captured',
      financial_status: 'paid',
    });
    expect(await attemptOf(changed.reference)).toEqual({
      attempt: 'failed',
      gateway: 'voided',
      financial_status: null,
    });
  });
});
