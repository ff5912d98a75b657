import { and, inArray, lt } from 'drizzle-orm';
import type { Db } from '../../platform/db.ts';
import { AppError } from '../../platform/errors.ts';
import type { Jobs } from '../../platform/jobs.ts';
import type { PaymentsService } from '../payments/service.ts';
import type { PaymentFlow } from './pay.ts';
import { paymentAttempts, type AttemptStatus } from './schema.ts';

declare module '../../platform/jobs.ts' {
  interface JobPayloads {
    /** Settles the card attempts a crash left between the provider and the order. */
    'checkout.reconcile_attempts': { graceSeconds?: number };
  }
}

/**
 * How long an attempt may stand unresolved before it is settled without the shopper: the
 * request, the shopper's return or the provider's webhook settle it well within this.
 */
export const RECONCILE_GRACE_SECONDS = 120;

/** How often unresolved attempts are looked for, besides once at every start. */
export const RECONCILE_EVERY_SECONDS = 300;

/** The statuses of an attempt that is not finished: each may hold money or wait for an answer. */
const UNRESOLVED: AttemptStatus[] = ['pending', 'authorized', 'requires_action'];

/** What one reconciliation did, attempt by attempt. */
export interface Reconciled {
  /** Captured into their order (placed now, or placed before the crash). */
  completed: string[];
  /** Ended without an order: the hold voided, or the provider never had it. */
  failed: string[];
  /** Still in the provider's hands (a 3-D Secure page, a payment still pending). */
  waiting: string[];
}

/**
 * Reconciles card attempts with their provider after a crash (or a lost answer): an attempt
 * older than the grace period is captured into its order when the order exists or can still
 * be placed, its authorization voided when it cannot, and an attempt that never heard from the
 * provider is asked for by its reference, or failed when the provider has none.
 */
export function createAttemptReconciler(
  db: Db,
  deps: { flow: PaymentFlow; payments: PaymentsService },
) {
  /** Settles one attempt; answers where it stands now. */
  async function settleAttempt(attempt: typeof paymentAttempts.$inferSelect) {
    const { reference, provider } = attempt;
    if (!attempt.paymentId) {
      // Asked, never heard back: the provider says whether it has a payment for the attempt.
      const state = await deps.payments.lookup(provider, reference);
      if (!state) {
        await deps.flow.fail(reference, 'not_processed');
        return 'failed';
      }
      if (state.status === 'failed') {
        await deps.flow.fail(reference, state.cause);
        return 'failed';
      }
      const status: AttemptStatus =
        state.status === 'requires_action' || state.status === 'pending'
          ? state.status
          : 'authorized';
      await deps.flow.found(reference, state.paymentId, status);
    }
    try {
      const outcome = await deps.flow.completeAttempt(reference);
      if (outcome.status === 'completed') {
        // The order of another attempt of the cart: this attempt's own hold was voided.
        if (outcome.placed.order.idempotencyKey !== reference) return 'failed';
        await deps.flow.completed(reference, outcome.placed.order.number);
        return 'completed';
      }
      return outcome.status === 'failed' ? 'failed' : 'waiting';
    } catch (error) {
      // A refusal (the order cannot be placed, the capture refused) voided the hold and
      // recorded why on the attempt; anything else is retried with the job.
      if (error instanceof AppError && error.statusCode < 500) return 'failed';
      throw error;
    }
  }

  return {
    /** Settles every unresolved attempt older than the grace period, one after another. */
    async reconcile({ graceSeconds = RECONCILE_GRACE_SECONDS } = {}): Promise<Reconciled> {
      const before = new Date(Date.now() - graceSeconds * 1000);
      const stuck = await db
        .select()
        .from(paymentAttempts)
        .where(
          and(inArray(paymentAttempts.status, UNRESOLVED), lt(paymentAttempts.updatedAt, before)),
        );
      const done: Reconciled = { completed: [], failed: [], waiting: [] };
      for (const attempt of stuck) done[await settleAttempt(attempt)].push(attempt.reference);
      return done;
    },
  };
}

/** The reconciliation of card attempts. */
export type AttemptReconciler = ReturnType<typeof createAttemptReconciler>;

/**
 * Runs the reconciliation as a durable job: once at every start, then every
 * RECONCILE_EVERY_SECONDS, each run queueing the next (one job per period, however many
 * processes share the queue).
 */
export function scheduleReconciliation(jobs: Jobs, reconciler: AttemptReconciler) {
  const next = () => {
    const period = Math.floor(Date.now() / 1000 / RECONCILE_EVERY_SECONDS) + 1;
    return jobs.send(
      'checkout.reconcile_attempts',
      {},
      {
        singletonKey: `reconcile-${period}`,
        startAfterSeconds: Math.max(1, period * RECONCILE_EVERY_SECONDS - Date.now() / 1000),
      },
    );
  };
  jobs.define('checkout.reconcile_attempts', async ({ graceSeconds }) => {
    // The next period's run first, so that a run that fails does not end the schedule.
    await next();
    await reconciler.reconcile(graceSeconds === undefined ? {} : { graceSeconds });
  });
  return {
    /** Queues the start's run and the next period's. */
    async start() {
      await jobs.send('checkout.reconcile_attempts', {});
      await next();
    },
  };
}
