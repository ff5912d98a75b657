import type { PaymentProvider } from './provider.ts';

/** The manual methods: the shopper pays outside the shop, and the order is placed unpaid. */
export const MANUAL_METHODS = ['bank_transfer', 'cash_on_delivery'] as const;

/** One manual method's code. */
export type ManualMethod = (typeof MANUAL_METHODS)[number];

/**
 * A manual payment provider (bank transfer, cash on delivery): nothing is charged online.
 * Authorizing answers `pending` (the order is placed unpaid, and no webhook ever confirms it);
 * capture, void and refund record what the merchant does by hand and always succeed. The
 * payment's id is derived from the reference, so asking again answers the same payment.
 */
export function createManualProvider(id: ManualMethod): PaymentProvider {
  const paymentIdOf = (reference: string) => `${id}:${reference}`;
  return {
    id,
    kind: 'manual',
    authorize: async ({ reference }) => ({ status: 'pending', paymentId: paymentIdOf(reference) }),
    retrieve: async (paymentId) => ({ status: 'pending', paymentId }),
    capture: async (paymentId) => ({ status: 'captured', paymentId }),
    void: async (paymentId) => ({ status: 'voided', paymentId }),
    refund: async (paymentId) => ({ status: 'refunded', paymentId }),
  };
}
