import type { Db } from '../../platform/db.ts';
import { CONSENT_CATEGORIES, type ConsentCategory } from './contract.ts';
import { purchaseEventId } from './pixels.ts';
import { analyticsEvents } from './schema.ts';
import { sha256 } from './trackers/types.ts';

/** What a purchase event is made of: a paid order, as the orders module gives it. */
export interface PaidOrder {
  number: number;
  email: string;
  /** Its total, in the currency's decimals. */
  value: number;
  currency: string;
  locale: string;
  items: number;
  coupons: readonly string[];
  attribution: {
    sessionId?: string;
    consent: readonly string[];
    pixelId?: string;
    utmMedium?: string;
    userAgent?: string;
    gaClientId?: string;
    gaSessionId?: string;
  } | null;
}

/** The client key of the events the shop itself makes (no browser address behind them). */
const SHOP_KEY = 'shop';

/**
 * Keeps the purchase event of an order that is paid, in the transaction that made it paid (spec
 * section 1: a purchase is told when the order is paid, not when a page shows): once per order,
 * with its source (pixel_id, utm_medium, the shopper's GA4 client and session), and the
 * customer's hashed e-mail only with marketing consent.
 */
export async function recordPurchase(tx: Db, order: PaidOrder): Promise<void> {
  const given = order.attribution;
  const consent = (given?.consent ?? []).filter((c): c is ConsentCategory =>
    (CONSENT_CATEGORIES as readonly string[]).includes(c),
  );
  const marketing = consent.includes('marketing');
  await tx
    .insert(analyticsEvents)
    .values({
      eventId: purchaseEventId(order.number),
      name: 'purchase',
      path: '/checkouts/thank',
      params: {
        transaction_id: String(order.number),
        value: order.value,
        currency: order.currency,
        items: order.items,
        ...(order.coupons.length > 0 ? { coupon: order.coupons.join(',').slice(0, 100) } : {}),
        ...(given?.pixelId ? { pixel_id: given.pixelId } : {}),
        ...(given?.utmMedium ? { utm_medium: given.utmMedium } : {}),
      },
      sessionId: given?.sessionId ?? null,
      locale: order.locale,
      clientKey: SHOP_KEY,
      consent,
      emailHash: marketing ? sha256(order.email) : null,
      userAgent: marketing ? (given?.userAgent ?? null) : null,
      gaClientId: given?.gaClientId ?? null,
      gaSessionId: given?.gaClientId ? (given.gaSessionId ?? null) : null,
      occurredAt: new Date(),
    })
    .onConflictDoNothing({ target: analyticsEvents.eventId });
}
