import type { Db } from '../../../platform/db.ts';
import type { OrderAddress, OrderAttribution, OrderPayment } from '../model.ts';
import type { OrderLineRow, OrderRow } from '../schema.ts';

/** Everything an order is placed from, besides the cart itself (which the server prices). */
export interface PlaceOrder {
  /** One order per key: a double click, a retry or a second request gives the same order. */
  idempotencyKey: string;
  cartHash: string;
  email: string;
  /** The logged-in customer placing it (their account lists it whatever `email` is); else null. */
  customerId?: number | null;
  locale: string;
  shippingAddress: OrderAddress;
  billingAddress: OrderAddress | null;
  poBox: boolean;
  shippingMethodId: string;
  /** The cost the shopper was shown for the method: a different one now refuses the order. */
  expectedShipping?: number | undefined;
  /** The total the shopper was shown (and a payment authorised for): a different one refuses. */
  expectedTotal?: number | undefined;
  insurance: boolean;
  paymentMethod: string;
  /** The session, consent and campaign the shopper came with. */
  attribution?: OrderAttribution | undefined;
  /** The provider's authorised payment, or null for a manual method (placed unpaid). */
  payment: (OrderPayment & { id: string }) | null;
  /** Whether the payment is already captured (paid) rather than only authorised. */
  paid: boolean;
  /**
   * Whether the order is confirmed now (its mail queued): false for a card payment still to
   * capture, which `confirmPayment` confirms once captured.
   */
  confirm?: boolean;
  /** Checks the payment method against the order's total as priced (throws when not offered). */
  assertPayable?: (total: number) => void;
  /** More work in the order's transaction (the card payment's capture, queued durably). */
  during?: (tx: Db, placed: Pick<Placed, 'order' | 'lines'>) => Promise<void>;
}

/** What placing gave: the order, and whether this call created it. */
export interface Placed {
  order: OrderRow;
  lines: OrderLineRow[];
  created: boolean;
}

/** Work another module does in the order's transaction (queue its e-mail, count a referral). */
export type PlacedHook = (tx: Db, placed: Pick<Placed, 'order' | 'lines'>) => Promise<void>;

/** The most a cart total may be for checkout, and the least (spec section 5; values set here). */
export interface CartTotalLimits {
  min: number;
  max: number;
}

/** The shop's currency as a refusal names an amount in it (decimals and code). */
export interface ShopMoney {
  code: string;
  toDecimal: (minor: number) => number;
}
