import { asc } from 'drizzle-orm';
import type { Db } from '../../platform/db.ts';
import { AppError } from '../../platform/errors.ts';
import { paymentMethodsFile, type PaymentMethodDto, type PaymentMethodsFile } from './contract.ts';
import type {
  AuthorizeInput,
  AuthorizeResult,
  OperationResult,
  PaymentEvent,
  PaymentProvider,
  PaymentState,
  WebhookRequest,
} from './provider.ts';
import { paymentMethods } from './schema.ts';

/** What the payment step knows of the order when it lists methods (the cart's context). */
export interface PaymentContext {
  /** The total to pay, in minor units of the checkout currency. */
  amount: number;
  currency: string;
  /** The shipping country (ISO 3166), when chosen. */
  country?: string | null;
}

/**
 * Hears a provider's asynchronous word on a payment. Delivery is at least once: the same event
 * can arrive twice, late, or after the shopper's return already settled the payment, so the
 * listener must be idempotent. A listener that throws makes the webhook answer 500, and the
 * provider delivers the event again later.
 */
export type PaymentListener = (event: PaymentEvent) => Promise<void> | void;

type MethodRow = typeof paymentMethods.$inferSelect;

/** Whether a method is offered to an order of this context. */
function offered(row: MethodRow, context: PaymentContext): boolean {
  if (!row.enabled) return false;
  if (row.maxAmount !== null && context.amount > row.maxAmount) return false;
  if (row.countries !== null) {
    return !!context.country && row.countries.includes(context.country.toUpperCase());
  }
  return true;
}

/**
 * Creates the payments service over the merchant's method table and the providers the shop
 * has: which methods the payment step offers, the provider behind each, and the providers'
 * verified webhook events for whoever listens (the orders module).
 */
export function createPaymentsService(db: Db, providers: readonly PaymentProvider[]) {
  const byCode = new Map(providers.map((p) => [p.id, p]));
  const listeners = new Set<PaymentListener>();

  const known = (code: string): PaymentProvider => {
    const provider = byCode.get(code);
    if (!provider) throw new Error(`no payment provider ${code}`);
    return provider;
  };

  const service = {
    /**
     * The methods the payment step offers for an order, in the merchant's order: enabled, with
     * a provider, for the shipping country and the amount. Empty when none fits.
     */
    async methods(context: PaymentContext): Promise<PaymentMethodDto[]> {
      return (await service.offers())(context);
    },

    /**
     * The merchant's methods read once, as a pure function of an order's context: what an
     * order's transaction checks its total against without another read.
     */
    async offers(): Promise<(context: PaymentContext) => PaymentMethodDto[]> {
      const rows = await db
        .select()
        .from(paymentMethods)
        .orderBy(asc(paymentMethods.position), asc(paymentMethods.code));
      return (context) =>
        rows
          .filter((row) => byCode.has(row.code) && offered(row, context))
          .map((row) => {
            const provider = byCode.get(row.code)!;
            return { code: row.code, kind: provider.kind, script: provider.clientScript ?? null };
          });
    },

    /**
     * Adds a provider: a provider module (the test gateway) adds its own as it registers, so
     * payments depends on no provider and every provider on payments' contract.
     */
    addProvider(provider: PaymentProvider): void {
      if (byCode.has(provider.id)) throw new Error(`payment provider ${provider.id} added twice`);
      byCode.set(provider.id, provider);
    },

    /** The provider behind a method code, offered or not (to finish what it started). */
    provider: (code: string): PaymentProvider | undefined => byCode.get(code),

    /** Authorizes with a method's provider (see AuthorizeInput for the reference's rule). */
    authorize: (code: string, input: AuthorizeInput): Promise<AuthorizeResult> =>
      known(code).authorize(input),
    /** Where a method's payment stands now (the shopper's return asks this). */
    retrieve: (code: string, paymentId: string): Promise<PaymentState> =>
      known(code).retrieve(paymentId),
    /** The payment of an attempt's reference, when the provider can say (null: none). */
    lookup: async (code: string, reference: string): Promise<PaymentState | null> =>
      (await known(code).lookup?.(reference)) ?? null,
    /** Captures a method's payment; a second capture fails as already_captured, changing nothing. */
    capture: (code: string, paymentId: string): Promise<OperationResult> =>
      known(code).capture(paymentId),
    /** Voids a payment that cannot become an order (S4-71). */
    void: (code: string, paymentId: string): Promise<OperationResult> =>
      known(code).void(paymentId),
    /** Refunds part or all of a captured payment. */
    refund: (code: string, paymentId: string, amount: number): Promise<OperationResult> =>
      known(code).refund(paymentId, amount),

    /** Registers a listener for confirmed and failed payments; answers its removal. */
    onEvent(listener: PaymentListener): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },

    /**
     * Takes a provider's webhook: checks its signature (a wrong one is 401 and nothing is
     * emitted), then hands the event to every listener, one after another.
     */
    async handleWebhook(code: string, request: WebhookRequest): Promise<PaymentEvent> {
      const provider = byCode.get(code);
      if (!provider?.verifyWebhook) throw new AppError(404, 'payment_provider_not_found');
      const event = provider.verifyWebhook(request);
      if (!event) throw new AppError(401, 'webhook_signature_invalid');
      for (const listener of listeners) await listener(event);
      return event;
    },

    /** The merchant's methods as saved, in order. */
    async listMethodSettings(): Promise<MethodRow[]> {
      return db
        .select()
        .from(paymentMethods)
        .orderBy(asc(paymentMethods.position), asc(paymentMethods.code));
    },

    /**
     * Replaces the merchant's methods (checked first: an unknown provider is refused and
     * nothing changes). Their order is the order given.
     */
    async setMethods(file: PaymentMethodsFile): Promise<void> {
      const methods = paymentMethodsFile.parse(file);
      const unknown = methods.find((m) => !byCode.has(m.code));
      if (unknown) throw new Error(`no payment provider ${unknown.code}`);
      await db.transaction(async (tx) => {
        await tx.delete(paymentMethods);
        if (methods.length === 0) return;
        await tx.insert(paymentMethods).values(
          methods.map((m, position) => ({
            code: m.code,
            enabled: m.enabled,
            position,
            countries: m.countries,
            maxAmount: m.max_amount,
          })),
        );
      });
    },
  };
  return service;
}

/** The payments service. */
export type PaymentsService = ReturnType<typeof createPaymentsService>;
