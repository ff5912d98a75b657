/** An order's payment status (spec section 4, Statuses). */
export const FINANCIAL_STATUSES = ['paid', 'unpaid', 'refund', 'partial_refund'] as const;
export type FinancialStatus = (typeof FINANCIAL_STATUSES)[number];

/** An order's fulfilment status (spec section 4, Statuses). */
export const FULFILLMENT_STATUSES = ['unfulfilled', 'fulfilled'] as const;
export type FulfillmentStatus = (typeof FULFILLMENT_STATUSES)[number];

/** An order's progress, in order (spec section 4, Order progress). */
export const ORDER_PROGRESS = [
  'ordered',
  'in_process',
  'order_ready',
  'in_transit',
  'out_for_delivery',
  'delivered',
] as const;
export type OrderProgress = (typeof ORDER_PROGRESS)[number];

/** A shipment's tracking status (spec section 4, Statuses). */
export const TRACKING_STATUSES = [
  'pending',
  'notfound',
  'transit',
  'pickup',
  'expired',
  'undelivered',
  'exception',
  'delivered',
] as const;
export type TrackingStatus = (typeof TRACKING_STATUSES)[number];

/** A postal address as an order keeps it. */
export interface OrderAddress {
  first_name: string;
  last_name: string;
  company?: string | undefined;
  address1: string;
  address2?: string | undefined;
  city: string;
  /** The region's code (state, province) where the country has them. */
  province?: string | undefined;
  /** ISO 3166-1 alpha-2. */
  country: string;
  zip?: string | undefined;
  phone?: string | undefined;
  /** Brazil's CPF or CNPJ, where asked. */
  tax_id?: string | undefined;
}

/**
 * The provider's payment of an order: id, card brand and last 4 (never a card number), and the
 * card's fingerprint where the provider gives one (orders before it was kept have none).
 */
export interface OrderPayment {
  provider: string;
  id: string | null;
  brand: string | null;
  last4: string | null;
  fingerprint?: string | null | undefined;
}

/**
 * Where an order came from, for the trackers (spec section 2: pixel_id and utm_medium kept from
 * the landing address): the browser session, what the shopper consented to, and the campaign.
 */
export interface OrderAttribution {
  sessionId?: string;
  /** The consent categories granted at checkout (privacy_managements); none: none granted. */
  consent: string[];
  pixelId?: string;
  utmMedium?: string;
  /** The browser's user agent, kept only with marketing consent. */
  userAgent?: string;
  /** The referral code of the link the shopper came by (`?ref=`, influencers), in capitals. */
  referral?: string;
  /** With a referral: a one-way key of the shopper's address (its weekly cap). */
  clientKey?: string;
  /** GA4's client and session of the shopper's browser, from the cart (spec section 1). */
  gaClientId?: string;
  gaSessionId?: string;
}
