import { useEffect, type ReactNode } from 'react';
import { redirect, useLoaderData, useRevalidator, type LoaderFunctionArgs } from 'react-router';
import { isApiError } from '../api-client.ts';
import { ShopLink } from '../components/ShopLink.tsx';
import { FormattedMessage } from '../intl.tsx';
import { notFoundResponse, type MetaArgs, type RouteHandle } from '../page.ts';
import { checkoutApi } from '../checkout-api.ts';
import { storeApi } from '../state/api.ts';
import { checkoutPath } from '../state/cart.tsx';
import { checkoutAnalyticsPath, useAnalyticsPath } from '../state/analytics-path.ts';
import '../components/checkout/checkout.css';
import { CheckoutHeader } from '../components/checkout/CheckoutHeader.tsx';

/** The order-received (processing) page of spec section 2; analytics path /checkouts/processing. */
export const handle: RouteHandle = {
  name: 'checkouts',
  cache: 'private',
  frame: { Header: CheckoutHeader },
};

/** How often the page asks again while the provider has not decided. */
const RECHECK_MS = 2000;

/**
 * The shopper's return from the payment page: the order once the provider authorized the
 * payment (to the thank-you page), a wait while it has not, or why it failed.
 */
export async function loader({ context, request }: LoaderFunctionArgs) {
  const paymentId = new URL(request.url).searchParams.get('payment_id') ?? '';
  if (!/^[A-Za-z0-9_-]{4,100}$/.test(paymentId)) throw notFoundResponse();
  const api = storeApi(context);
  try {
    const placed = await checkoutApi(context).approveCheckout({ payment_id: paymentId });
    if (placed.status === 'completed') return redirect(placed.redirect_url, 303);
    if (placed.status === 'requires_action') {
      // Back without passing the provider's step (3-D Secure): its message, and the step again.
      return {
        status: 'action' as const,
        message: placed.message ?? null,
        hash: null,
        actionUrl: placed.redirect_url,
      };
    }
    return { status: 'pending' as const, message: placed.message ?? null, hash: null };
  } catch (error) {
    if (!isApiError(error) || error.status >= 500 || error.status === 0) throw error;
    if (error.status === 404) throw notFoundResponse();
    const cart = await api.cart().catch(() => null);
    return { status: 'failed' as const, message: error.message, hash: cart?.hash ?? null };
  }
}

export function meta({ shopName, t }: MetaArgs<Awaited<ReturnType<typeof loader>>>) {
  return { title: `${t('checkout.processing.title')} – ${shopName}`, noindex: true };
}

/** What the payment said when it needs the shopper (a step to confirm, or a refusal), and what next. */
function PaymentMessage({
  testId,
  title,
  message,
  children,
}: {
  testId: string;
  title: string;
  message: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className="page checkout-page processing" data-testid={testId}>
      <h1 className="page__title">
        <FormattedMessage id={title} />
      </h1>
      <p className="form-error" role="alert">
        {message}
      </p>
      {children}
    </div>
  );
}

/** Processing: a wait that asks again by itself, or the payment's message and a way back. */
export function Component() {
  useAnalyticsPath(checkoutAnalyticsPath('processing'));
  const data = useLoaderData<typeof loader>();
  const { revalidate, state } = useRevalidator();
  useEffect(() => {
    if (data.status !== 'pending' || state !== 'idle') return;
    const timer = setTimeout(() => void revalidate(), RECHECK_MS);
    return () => clearTimeout(timer);
  }, [data, state, revalidate]);
  if (data.status === 'action') {
    return (
      <PaymentMessage
        testId="payment-action"
        title="checkout.processing.action"
        message={data.message}
      >
        <a href={data.actionUrl} className="button">
          <FormattedMessage id="checkout.processing.confirm" />
        </a>
      </PaymentMessage>
    );
  }
  if (data.status === 'failed') {
    return (
      <PaymentMessage
        testId="payment-failed"
        title="checkout.processing.failed"
        message={data.message}
      >
        <ShopLink
          to={
            data.hash
              ? `${checkoutPath(data.hash)}?step=payment_method`
              : '/checkouts?step=payment_method'
          }
          className="button"
        >
          <FormattedMessage id="checkout.processing.back" />
        </ShopLink>
      </PaymentMessage>
    );
  }
  return (
    <div
      className="page checkout-page processing"
      data-testid="payment-processing"
      aria-busy="true"
    >
      <span className="processing__spinner" aria-hidden="true" />
      <h1 className="page__title">
        <FormattedMessage id="checkout.processing.title" />
      </h1>
      <p role="status">
        {data.message && (
          <span className="processing__message" data-testid="payment-pending-message">
            {data.message}{' '}
          </span>
        )}
        <FormattedMessage id="checkout.processing.text" />
      </p>
      <a href="" className="link-button">
        <FormattedMessage id="checkout.processing.check" />
      </a>
    </div>
  );
}
