import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db.ts';
import { decodeOutcome, type DeclineCode } from './cards.ts';
import type { GatewayEvent, GatewayPayment, TokenBody } from './contract.ts';
import { testGatewayPayments, testGatewayTokens } from './schema.ts';
import { createCardToken, fingerprintKey, randomId } from './tokens.ts';
import type { Scheduler } from './webhooks.ts';

/** Where the gateway's own pages live ("as if another host"). */
export const GATEWAY_PREFIX = '/test-gateway/v1';

/** Why the gateway refuses an operation on a payment. */
export type GatewayRefusal = DeclineCode | 'pending' | 'action_required' | 'not_found';

/** The gateway's answer to an operation: the payment as it now is, or why it was refused. */
export type GatewayAnswer =
  | { ok: true; payment: GatewayPayment }
  | { ok: false; code: GatewayRefusal; payment: GatewayPayment | null };

/** What the shop asks to authorize: `reference` is its idempotency key. */
export interface AuthorizeRequest {
  reference: string;
  token: string;
  /** Minor units of `currency`. */
  amount: number;
  currency: string;
  /** Where the challenge page sends the shopper back to (3-D Secure cards need it). */
  returnUrl?: string;
  /** The shopper's language, which the challenge page speaks. */
  locale?: string;
}

type PaymentRow = typeof testGatewayPayments.$inferSelect;

/** The gateway's view of a payment row. */
export function paymentView(row: PaymentRow): GatewayPayment {
  return {
    id: row.id,
    reference: row.reference,
    status: row.status,
    amount: row.amount,
    currency: row.currency,
    cause: row.cause,
    brand: row.brand,
    last4: row.last4,
    fingerprint: row.fingerprint,
    captured_amount: row.capturedAmount,
    refunded_amount: row.refundedAmount,
    next_action:
      row.status === 'requires_action'
        ? { redirect_url: `${GATEWAY_PREFIX}/challenge/${row.id}` }
        : null,
  };
}

const ok = (row: PaymentRow): GatewayAnswer => ({ ok: true, payment: paymentView(row) });
const refused = (code: GatewayRefusal, row?: PaymentRow): GatewayAnswer => ({
  ok: false,
  code,
  payment: row ? paymentView(row) : null,
});

/**
 * The test gateway: card tokens, and the client API the shop's provider adapter calls
 * (authorize, capture, void, refund, get), plus the asynchronous outcomes it reports by
 * webhook (the 3-D Secure challenge, pending payments settling).
 */
export function createTestGateway(db: Db, scheduler: Scheduler, options: { settleMs: number }) {
  async function find(id: string): Promise<PaymentRow | undefined> {
    const [row] = await db.select().from(testGatewayPayments).where(eq(testGatewayPayments.id, id));
    return row;
  }

  function announce(row: PaymentRow) {
    const event: GatewayEvent = {
      id: randomId('evt'),
      type: row.status === 'failed' ? 'payment.failed' : 'payment.authorized',
      created: Math.floor(Date.now() / 1000),
      data: paymentView(row),
    };
    scheduler.send(event);
  }

  /** Moves a payment out of a waiting status, once; the one that moves it announces it. */
  async function conclude(
    id: string,
    from: 'pending' | 'requires_action',
    to: { status: 'authorized' } | { status: 'failed'; cause: DeclineCode },
  ): Promise<PaymentRow | undefined> {
    const [moved] = await db
      .update(testGatewayPayments)
      .set({ status: to.status, cause: 'cause' in to ? to.cause : null, updatedAt: new Date() })
      .where(and(eq(testGatewayPayments.id, id), eq(testGatewayPayments.status, from)))
      .returning();
    if (moved) announce(moved);
    return moved ?? (await find(id));
  }

  /** The fingerprint key, read once (tokens.ts). */
  let key: Promise<string> | undefined;

  const gateway = {
    /** The webhook settings (tests change them on the running gateway). */
    webhooks: scheduler.settings,
    /** The webhook deliveries made so far. */
    deliveries: scheduler.deliveries,
    /** Resolves once no webhook or settlement is waiting or running. */
    idle: () => scheduler.idle(),

    /**
     * Tokenises a card (tokens.ts): only its brand, last 4, expiry, test outcome and
     * fingerprint are kept.
     */
    async createToken(card: TokenBody) {
      key ??= fingerprintKey(db).catch((error: unknown) => {
        key = undefined;
        throw error;
      });
      return createCardToken(db, card, await key);
    },

    /**
     * Authorizes a payment by a token. Idempotent per reference: however many times (and
     * however concurrently) the shop asks with one reference, there is one payment, and every
     * answer is that payment. A refused payment stays refused: a new attempt needs a new
     * reference.
     */
    async authorize(request: AuthorizeRequest): Promise<GatewayAnswer> {
      const { reference, amount, currency } = request;
      if (!/^[\w.:-]{1,200}$/.test(reference)) throw new Error('reference: 1-200 word characters');
      if (!Number.isSafeInteger(amount) || amount <= 0 || amount > 2 ** 31 - 1) {
        throw new Error('amount: a positive whole number of minor units');
      }
      if (!/^[A-Z]{3}$/.test(currency)) throw new Error('currency: an ISO 4217 code');
      const [existing] = await db
        .select()
        .from(testGatewayPayments)
        .where(eq(testGatewayPayments.reference, reference));
      if (existing) return ok(existing);
      const [card] = await db
        .select()
        .from(testGatewayTokens)
        .where(eq(testGatewayTokens.token, request.token));
      if (!card) return refused('not_found');
      const outcome = decodeOutcome(card.outcome);
      if (outcome.kind === 'challenge' && !request.returnUrl) {
        throw new Error('returnUrl: a 3-D Secure card sends the shopper back to it');
      }
      const status =
        outcome.kind === 'decline'
          ? 'failed'
          : outcome.kind === 'challenge'
            ? 'requires_action'
            : outcome.kind === 'pending'
              ? 'pending'
              : 'authorized';
      const [inserted] = await db
        .insert(testGatewayPayments)
        .values({
          id: randomId('tgp'),
          reference,
          token: card.token,
          amount,
          currency,
          status,
          cause: outcome.kind === 'decline' ? outcome.code : null,
          outcome: card.outcome,
          brand: card.brand,
          last4: card.last4,
          fingerprint: card.fingerprint,
          returnUrl: request.returnUrl ?? null,
          locale: request.locale ?? null,
        })
        .onConflictDoNothing({ target: testGatewayPayments.reference })
        .returning();
      if (!inserted) {
        // Another call with the same reference got there first: its payment is the answer.
        const [winner] = await db
          .select()
          .from(testGatewayPayments)
          .where(eq(testGatewayPayments.reference, reference));
        return ok(winner!);
      }
      if (outcome.kind === 'pending') {
        scheduler.later(options.settleMs, async () => void (await gateway.settle(inserted.id)));
      }
      return ok(inserted);
    },

    /** A payment as it is now. */
    async get(id: string): Promise<GatewayAnswer> {
      const row = await find(id);
      return row ? ok(row) : refused('not_found');
    },

    /** The payment of a reference (the shop's attempt), as it is now: not_found when none. */
    async byReference(reference: string): Promise<GatewayAnswer> {
      const [row] = await db
        .select()
        .from(testGatewayPayments)
        .where(eq(testGatewayPayments.reference, reference));
      return row ? ok(row) : refused('not_found');
    },

    /**
     * Captures an authorized payment in full, once: a second capture is refused as
     * already_captured and changes nothing.
     */
    async capture(id: string): Promise<GatewayAnswer> {
      const row = await find(id);
      if (!row) return refused('not_found');
      if (row.status === 'authorized') {
        const outcome = decodeOutcome(row.outcome);
        if (outcome.kind === 'decline_capture') return refused(outcome.code, row);
        const [captured] = await db
          .update(testGatewayPayments)
          .set({ status: 'captured', capturedAmount: row.amount, updatedAt: new Date() })
          .where(and(eq(testGatewayPayments.id, id), eq(testGatewayPayments.status, 'authorized')))
          .returning();
        if (captured) return ok(captured);
        return gateway.capture(id);
      }
      return refused(refusalOf(row), row);
    },

    /**
     * Voids a payment that holds money but was not captured (or still waits): it can no longer
     * be captured. Voiding again, or voiding a refused payment, changes nothing and is fine.
     */
    async void(id: string): Promise<GatewayAnswer> {
      const [voided] = await db
        .update(testGatewayPayments)
        .set({ status: 'voided', updatedAt: new Date() })
        .where(
          and(
            eq(testGatewayPayments.id, id),
            inArray(testGatewayPayments.status, ['authorized', 'pending', 'requires_action']),
          ),
        )
        .returning();
      if (voided) return ok(voided);
      const row = await find(id);
      if (!row) return refused('not_found');
      if (row.status === 'voided' || row.status === 'failed') return ok(row);
      return refused('already_captured', row);
    },

    /** Gives back part or all of a captured amount; never more than was captured. */
    async refund(id: string, amount: number): Promise<GatewayAnswer> {
      if (!Number.isSafeInteger(amount) || amount <= 0) {
        throw new Error('amount: a positive whole number of minor units');
      }
      const t = testGatewayPayments;
      const [refunded] = await db
        .update(t)
        .set({
          refundedAmount: sql`${t.refundedAmount} + ${amount}`,
          status: sql`case when ${t.refundedAmount} + ${amount} = ${t.capturedAmount} then 'refunded' else 'partially_refunded' end`,
          updatedAt: new Date(),
        })
        .where(
          and(
            eq(t.id, id),
            inArray(t.status, ['captured', 'partially_refunded']),
            sql`${t.refundedAmount} + ${amount} <= ${t.capturedAmount}`,
          ),
        )
        .returning();
      if (refunded) return ok(refunded);
      const row = await find(id);
      if (!row) return refused('not_found');
      return refused('not_processed', row);
    },

    /**
     * The shopper's answer on the challenge page: passed, the payment is authorized; failed, it
     * is refused as 3ds_not_verified. Either way once, announced by webhook; answering again
     * changes nothing.
     */
    async completeChallenge(id: string, passed: boolean): Promise<PaymentRow | undefined> {
      return conclude(
        id,
        'requires_action',
        passed ? { status: 'authorized' } : { status: 'failed', cause: '3ds_not_verified' },
      );
    },

    /** Settles a pending payment as its card says (done by a timer; tests may call it). */
    async settle(id: string): Promise<GatewayAnswer> {
      const row = await find(id);
      if (!row) return refused('not_found');
      const outcome = decodeOutcome(row.outcome);
      const settles = outcome.kind === 'pending' ? outcome.settles : 'approve';
      const done = await conclude(
        id,
        'pending',
        settles === 'approve' ? { status: 'authorized' } : { status: 'failed', cause: settles },
      );
      return ok(done!);
    },

    /** The payment the challenge page shows, with where it returns to. */
    find,
  };
  return gateway;
}

/** Why an operation on a payment that is not (or no longer) authorized is refused. */
function refusalOf(row: PaymentRow): GatewayRefusal {
  switch (row.status) {
    case 'captured':
    case 'refunded':
    case 'partially_refunded':
      return 'already_captured';
    case 'pending':
      return 'pending';
    case 'requires_action':
      return 'action_required';
    case 'voided':
      return 'canceled';
    default:
      return (row.cause as DeclineCode | null) ?? 'not_processed';
  }
}

/** The test gateway's client API. */
export type TestGateway = ReturnType<typeof createTestGateway>;
