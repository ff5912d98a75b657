import { eq } from 'drizzle-orm';
import type { Db } from '../../platform/db.ts';
import { AppError } from '../../platform/errors.ts';
import type { Jobs } from '../../platform/jobs.ts';
import type { OrderPayment } from '../orders/model.ts';
import type { PlaceOrder, OrderService, Placed } from '../orders/service.ts';
import { isPaymentCause, paymentError, type PaymentCause } from '../payments/causes.ts';
import type { PaymentEvent, PaymentState } from '../payments/provider.ts';
import type { PaymentsService } from '../payments/service.ts';
import { paymentAttempts, type AttemptStatus } from './schema.ts';

declare module '../../platform/jobs.ts' {
  interface JobPayloads {
    /** Captures a card order's payment (or cancels the order) if the request did not. */
    'checkout.settle_payment': { number: number };
  }
}

/** The order to place once a payment is authorized: everything but the payment itself. */
export type PendingOrder = Omit<PlaceOrder, 'payment' | 'paid' | 'confirm' | 'during'>;

/** What a card attempt came to: the order, where the shopper must go, or why it failed. */
export type AttemptOutcome =
  | { status: 'completed'; placed: Placed }
  | { status: 'requires_action'; redirectUrl: string }
  | { status: 'pending'; paymentId: string };

/** What an order keeps of the card a provider's answer names (none when it names none). */
function cardOf(state: PaymentState): Pick<OrderPayment, 'brand' | 'last4' | 'fingerprint'> {
  if (!('brand' in state)) return { brand: null, last4: null };
  return {
    brand: state.brand,
    last4: state.last4,
    ...(state.fingerprint ? { fingerprint: state.fingerprint } : {}),
  };
}

/** How long the durable capture waits for the request that usually does it first. */
const SETTLE_AFTER_SECONDS = 60;

/**
 * The card payment flow: authorize, place the order (stock taken, capture queued durably),
 * capture, confirm; a capture that fails cancels the order as if never placed; an order that
 * cannot be placed voids the payment. Every step is keyed by the attempt's reference, so the
 * shopper's return and the provider's webhook, in either order, twice or alone, give one order
 * and one capture.
 */
export function createPaymentFlow(
  db: Db,
  deps: { orders: OrderService; payments: PaymentsService; jobs: Jobs },
) {
  const causeOf = (code: string): PaymentCause => (isPaymentCause(code) ? code : 'generic_failure');

  async function mark(
    reference: string,
    status: AttemptStatus,
    extra: { cause?: string; orderNumber?: number; paymentId?: string } = {},
  ) {
    await db
      .update(paymentAttempts)
      .set({ status, ...extra, updatedAt: new Date() })
      .where(eq(paymentAttempts.reference, reference));
  }

  /** Captures an unpaid card order's payment: confirmed when taken, cancelled when refused. */
  async function settle(number: number): Promise<void> {
    const order = await deps.orders.byNumber(number);
    if (!order || order.financialStatus !== 'unpaid' || !order.payment?.id) return;
    const { provider, id } = order.payment;
    const result = await deps.payments.capture(provider, id);
    if (result.status === 'captured') {
      await deps.orders.confirmPayment(number);
      return;
    }
    // Captured already (by the other path) is a capture; anything else cancels the order.
    const state = await deps.payments.retrieve(provider, id);
    if (state.status === 'captured') {
      await deps.orders.confirmPayment(number);
      return;
    }
    if (await deps.orders.cancelUnpaid(number)) {
      await deps.payments.void(provider, id).catch(() => undefined);
      await mark(order.idempotencyKey, 'failed', {
        cause: result.status === 'failed' ? result.cause : 'generic_failure',
      });
    }
    throw paymentError(result.status === 'failed' ? result.cause : 'generic_failure');
  }

  /** Places the order of an authorized payment, then captures it; voids it when it cannot be. */
  async function complete(
    pending: PendingOrder,
    provider: string,
    payment: Omit<OrderPayment, 'provider'> & { id: string },
  ): Promise<Placed> {
    let placed: Placed;
    try {
      placed = await deps.orders.place({
        ...pending,
        payment: { provider, ...payment },
        paid: false,
        confirm: false,
        during: async (tx, { order }) => {
          await deps.jobs.sendInTransaction(
            tx,
            'checkout.settle_payment',
            { number: order.number },
            { singletonKey: `settle-${order.number}`, startAfterSeconds: SETTLE_AFTER_SECONDS },
          );
        },
      });
    } catch (error) {
      // An order that cannot be placed (stock gone, the total changed): the hold is released.
      await deps.payments.void(provider, payment.id).catch(() => undefined);
      await mark(pending.idempotencyKey, 'failed', {
        cause: error instanceof AppError ? error.code : 'generic_failure',
      });
      throw error;
    }
    if (placed.order.idempotencyKey !== pending.idempotencyKey) {
      // The cart was ordered meanwhile by another attempt (a second tab): that order is the
      // shopper's answer, and this payment, which no order will ever capture, is released.
      await deps.payments.void(provider, payment.id).catch(() => undefined);
      await mark(pending.idempotencyKey, 'failed', { cause: 'repeat_transaction' });
      return placed;
    }
    if (placed.order.financialStatus === 'unpaid') await settle(placed.order.number);
    await mark(pending.idempotencyKey, 'completed', { orderNumber: placed.order.number });
    const order = (await deps.orders.byNumber(placed.order.number)) ?? placed.order;
    return { ...placed, order };
  }

  /** Completes an attempt whose payment the provider now calls authorized (return or webhook). */
  async function completeAttempt(
    reference: string,
  ): Promise<AttemptOutcome | { status: 'failed'; cause: string }> {
    const [attempt] = await db
      .select()
      .from(paymentAttempts)
      .where(eq(paymentAttempts.reference, reference));
    if (!attempt) throw new AppError(404, 'order_not_found');
    if (attempt.status === 'failed')
      return { status: 'failed', cause: attempt.cause ?? 'generic_failure' };
    const done = await deps.orders.byKey(reference);
    if (done && done.order.financialStatus !== 'unpaid')
      return { status: 'completed', placed: done };
    if (!attempt.paymentId) return { status: 'pending', paymentId: '' };
    const state = await deps.payments.retrieve(attempt.provider, attempt.paymentId);
    if (state.status === 'failed') {
      await mark(reference, 'failed', { cause: state.cause });
      return { status: 'failed', cause: state.cause };
    }
    if (state.status === 'voided' && !done) {
      await mark(reference, 'failed', { cause: 'canceled' });
      return { status: 'failed', cause: 'canceled' };
    }
    // The shopper came back without passing the provider's step: offer it again.
    if (state.status === 'requires_action' && state.redirectUrl) {
      return { status: 'requires_action', redirectUrl: state.redirectUrl };
    }
    if (state.status === 'requires_action' || state.status === 'pending') {
      return { status: 'pending', paymentId: attempt.paymentId };
    }
    if (done) {
      await settle(done.order.number);
      return { status: 'completed', placed: (await deps.orders.byKey(reference))! };
    }
    const placed = await complete(attempt.order as PendingOrder, attempt.provider, {
      id: attempt.paymentId,
      ...cardOf(state),
    });
    return { status: 'completed', placed };
  }

  return {
    /** The durable capture job's work. */
    settle,

    /** Completes an attempt as far as the provider's word allows (see completeAttempt). */
    completeAttempt,

    /** Records why an attempt ended without an order. */
    fail: (reference: string, cause: string) => mark(reference, 'failed', { cause }),

    /** Records the provider's payment of an attempt that was asked but never heard back. */
    found: (reference: string, paymentId: string, status: AttemptStatus) =>
      mark(reference, status, { paymentId }),

    /** Records the order an attempt came to. */
    completed: (reference: string, orderNumber: number) =>
      mark(reference, 'completed', { orderNumber }),

    /**
     * Pays for a checkout by card: authorizes the server's total with the token, then places
     * and captures, or sends the shopper to the provider's page and waits for its word.
     */
    async pay(
      provider: string,
      pending: PendingOrder & { expectedTotal: number },
      token: string,
      currency: string,
      returnUrl: string,
    ): Promise<AttemptOutcome> {
      const reference = pending.idempotencyKey;
      await db
        .insert(paymentAttempts)
        .values({
          reference,
          cartHash: pending.cartHash,
          provider,
          status: 'pending',
          order: pending,
        })
        .onConflictDoNothing();
      const result = await deps.payments.authorize(provider, {
        reference,
        token,
        amount: pending.expectedTotal,
        currency,
        returnUrl,
        locale: pending.locale,
      });
      switch (result.status) {
        case 'failed':
          await mark(reference, 'failed', { cause: result.cause });
          throw paymentError(result.cause);
        case 'requires_action':
          await mark(reference, 'requires_action', { paymentId: result.paymentId });
          return { status: 'requires_action', redirectUrl: result.redirectUrl };
        case 'pending':
          await mark(reference, 'pending', { paymentId: result.paymentId });
          return { status: 'pending', paymentId: result.paymentId };
        case 'authorized':
          await mark(reference, 'authorized', { paymentId: result.paymentId });
          return {
            status: 'completed',
            placed: await complete(pending, provider, {
              id: result.paymentId,
              ...cardOf(result),
            }),
          };
      }
    },

    /**
     * The shopper's return from the provider's page (cart/approve_checkout): the attempt of this
     * cart that the payment belongs to, completed if the provider authorized it.
     */
    async approve(hash: string, paymentId: string) {
      const [attempt] = await db
        .select()
        .from(paymentAttempts)
        .where(eq(paymentAttempts.paymentId, paymentId));
      if (!attempt || attempt.cartHash !== hash) throw new AppError(404, 'order_not_found');
      const outcome = await completeAttempt(attempt.reference);
      if (outcome.status === 'failed') throw paymentError(causeOf(outcome.cause));
      return outcome;
    },

    /** The provider's webhook: completes a confirmed attempt, records a failed one. */
    async onEvent(event: PaymentEvent) {
      const [attempt] = await db
        .select()
        .from(paymentAttempts)
        .where(eq(paymentAttempts.reference, event.reference));
      if (!attempt) return;
      if (event.type === 'failed') {
        if (attempt.status !== 'completed')
          await mark(attempt.reference, 'failed', { cause: event.cause });
        return;
      }
      // A refusal here (stock gone meanwhile) is recorded on the attempt for the shopper.
      await completeAttempt(attempt.reference).catch((error: unknown) => {
        if (!(error instanceof AppError) || error.statusCode >= 500) throw error;
      });
    },
  };
}

/** The card payment flow. */
export type PaymentFlow = ReturnType<typeof createPaymentFlow>;
