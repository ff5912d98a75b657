import type { FinancialStatus } from '../model.ts';
import type { OrderRow } from '../schema.ts';
import type { PlaceOrder } from './input.ts';

/** What an order keeps about its payment: method, status, and the provider's payment. */
export type PaymentRecord = Pick<OrderRow, 'paymentMethod' | 'financialStatus' | 'payment'>;

/**
 * What a new order records about its payment: paid when captured, else unpaid; the provider's
 * payment id, card brand and last 4 digits (never a card number) and the card's fingerprint, or
 * none for a manual method.
 */
export function paymentRecord(input: PlaceOrder): PaymentRecord {
  const financialStatus: FinancialStatus = input.paid ? 'paid' : 'unpaid';
  const { payment } = input;
  return {
    paymentMethod: input.paymentMethod,
    financialStatus,
    payment: payment
      ? {
          provider: payment.provider,
          id: payment.id,
          brand: payment.brand,
          last4: payment.last4,
          ...(payment.fingerprint ? { fingerprint: payment.fingerprint } : {}),
        }
      : null,
  };
}
