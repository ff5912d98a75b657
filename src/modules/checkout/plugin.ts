import fp from 'fastify-plugin';
import { AppError } from '../../platform/errors.ts';
import { registerStoreApi } from '../../platform/route.ts';
import { createPaymentFlow, type PaymentFlow } from './pay.ts';
import { isPoBoxAddress } from '../geo/form-rules.ts';
import {
  createAttemptReconciler,
  scheduleReconciliation,
  type AttemptReconciler,
} from './reconcile.ts';
import { checkoutOperations } from './routes.ts';
import { createCheckoutService, type CheckoutService } from './service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Checkout: e-mail, addresses, shipping and payment choices, then the order. */
    checkout: CheckoutService;
    /** The card payment flow: the shopper's return and the provider's webhook complete it. */
    paymentFlow: PaymentFlow;
    /** Settles card attempts a crash left between the provider and the order. */
    attemptReconciler: AttemptReconciler;
  }
}

/** The checkout module: the checkout steps' calls under /api/store/cart. */
export const checkoutModule = fp(
  async (app) => {
    const flow = createPaymentFlow(app.database.db, {
      orders: app.orders,
      payments: app.payments,
      jobs: app.jobs,
    });
    // The capture a request usually does itself, done durably when it did not (a crash).
    app.jobs.define('checkout.settle_payment', async ({ number }) => {
      await flow.settle(number).catch((error: unknown) => {
        // A refused capture cancelled the order: nothing is left to retry.
        if (!(error instanceof AppError) || error.statusCode >= 500) throw error;
      });
    });
    // Attempts a crash left unresolved: settled at every start and then periodically.
    const reconciler = createAttemptReconciler(app.database.db, { flow, payments: app.payments });
    const reconciliation = scheduleReconciliation(app.jobs, reconciler);
    app.addHook('onReady', () => reconciliation.start());
    app.decorate('attemptReconciler', reconciler);
    // The provider's word on a payment (3-D Secure, a pending payment): at least once.
    app.payments.onEvent((event) => flow.onEvent(event));
    app.decorate(
      'checkout',
      createCheckoutService(app.database.db, {
        cart: app.cart,
        shipping: app.shipping,
        orders: app.orders,
        payments: {
          offers: async () => {
            const offers = await app.payments.offers();
            return (context) =>
              offers(context).map((m) => ({ id: m.code, kind: m.kind, script: m.script }));
          },
        },
        kindOf: (method) => app.payments.provider(method)?.kind,
        flow,
        currency: app.currency,
        isPoBox: isPoBoxAddress,
        addressProblems: (address) => app.geo.addressProblems(address),
        regionCoded: (address) => app.geo.regionCoded(address),
        hotCountries: (locale) => app.geo.hotCountries(locale),
      }),
    );
    // Every cart answer charges the shipping checkout prices: one computation for both.
    app.cart.useShipping((hash) => app.checkout.cartShipping(hash));
    app.decorate('paymentFlow', flow);
    await registerStoreApi(app, checkoutOperations);
  },
  { name: 'checkout', dependencies: ['cart', 'shipping', 'orders', 'geo', 'payments'] },
);
