import type { PaymentCause } from './causes.ts';

/**
 * A payment provider as the shop sees one (ARCHITECTURE, The outside world): a card gateway or
 * a manual method. A real provider is added by implementing this, without touching callers.
 */

/** What the shop asks a provider to authorize. */
export interface AuthorizeInput {
  /**
   * The idempotency key of this payment attempt (1-200 letters, digits, `_ . : -`): asking
   * again with it answers the same payment. A failed attempt stays failed; a new attempt needs
   * a new reference.
   */
  reference: string;
  /** Minor units of `currency`; the server's own total, never the browser's. */
  amount: number;
  currency: string;
  /** A card token from the provider's token endpoint (card providers). */
  token?: string;
  /**
   * Where the provider sends the shopper back after its own page (3-D Secure), with
   * `payment_id` added; card providers need it.
   */
  returnUrl?: string;
  /**
   * The shopper's language (a shop locale, `de-DE`): the provider's own pages (3-D Secure)
   * speak it, as a real gateway's payment takes a `locale`.
   */
  locale?: string;
}

/**
 * What a card provider tells of the card it charged: never its number. `fingerprint`, where the
 * provider gives one, is the same for one card number every time in this shop (as a real
 * gateway's card fingerprint), and unlike the brand and last four it is no one else's card.
 */
export interface CardFacts {
  brand: string;
  last4: string;
  fingerprint?: string | undefined;
}

/** The answer to an authorization. */
export type AuthorizeResult =
  /** The money is held; capture it when the order is placed. */
  | ({ status: 'authorized'; paymentId: string } & CardFacts)
  /** The shopper must go to the provider's page (3-D Secure); a webhook tells the outcome. */
  | { status: 'requires_action'; paymentId: string; redirectUrl: string }
  /**
   * Not decided yet: a card provider confirms or fails it later by webhook; a manual method
   * (bank transfer, cash on delivery) never does, and its order is placed unpaid.
   */
  | { status: 'pending'; paymentId: string }
  /** Refused: `cause` picks the shopper's message (spec section 8). */
  | { status: 'failed'; cause: PaymentCause };

/** A payment as the provider has it now (what the shopper's return asks). */
export type PaymentState =
  | AuthorizeResult
  | {
      status: 'captured' | 'voided' | 'refunded' | 'partially_refunded';
      paymentId: string;
    };

/** The answer to a capture, a void or a refund. */
export type OperationResult =
  | {
      status: 'captured' | 'voided' | 'refunded' | 'partially_refunded';
      paymentId: string;
    }
  | { status: 'failed'; cause: PaymentCause };

/**
 * A provider's asynchronous word on a payment, from its verified webhook. Delivered at least
 * once: the same event may come twice, late, or after the shopper's return has already settled
 * the payment, so a listener must be idempotent (key on `paymentId`).
 */
export type PaymentEvent =
  | ({
      type: 'confirmed';
      eventId: string;
      provider: string;
      paymentId: string;
      reference: string;
      amount: number;
      currency: string;
    } & CardFacts)
  | {
      type: 'failed';
      eventId: string;
      provider: string;
      paymentId: string;
      reference: string;
      cause: PaymentCause;
    };

/** What a provider's webhook request carries. */
export interface WebhookRequest {
  headers: Record<string, string | string[] | undefined>;
  /** The body exactly as it arrived: signatures are over these bytes. */
  rawBody: string;
}

/** A payment provider: a card gateway, or a manual method. */
export interface PaymentProvider {
  /** The method's code (`test_card`, `bank_transfer` ...), also its webhook path. */
  id: string;
  /** `card` takes a token from the provider; `manual` places the order unpaid. */
  kind: 'card' | 'manual';
  /** The script the payment step loads for this method (tokenising), when it has one. */
  clientScript?: { id: string; src: string };
  authorize(input: AuthorizeInput): Promise<AuthorizeResult>;
  retrieve(paymentId: string): Promise<PaymentState>;
  /**
   * The payment of an attempt's reference, or null when the provider has none (the shop never
   * reached it): how a crash between asking and hearing back is settled. Optional: without it,
   * an attempt with no payment id is taken as never having reached the provider.
   */
  lookup?(reference: string): Promise<PaymentState | null>;
  capture(paymentId: string): Promise<OperationResult>;
  void(paymentId: string): Promise<OperationResult>;
  refund(paymentId: string, amount: number): Promise<OperationResult>;
  /**
   * Checks a webhook's signature and reads its event; `null` when the signature is wrong (the
   * request is refused and nothing is emitted). Providers without webhooks leave it out.
   */
  verifyWebhook?(request: WebhookRequest): PaymentEvent | null;
}
