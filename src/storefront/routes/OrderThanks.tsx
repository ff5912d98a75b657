import { useEffect } from 'react';
import { useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { FormattedMessage } from '../intl.tsx';
import { OrderDetails } from '../components/checkout/OrderDetails.tsx';
import { ShopLink } from '../components/ShopLink.tsx';
import { notFoundResponse, orNotFound, type MetaArgs, type RouteHandle } from '../page.ts';
import { checkoutApi } from '../checkout-api.ts';
import { useCart } from '../state/cart.tsx';
import { checkoutAnalyticsPath, useAnalyticsPath } from '../state/analytics-path.ts';
import { tell } from '../state/shop-events.ts';
import { purchaseEventId } from '../../modules/analytics/pixels.ts';
import '../components/checkout/checkout.css';
import { CheckoutHeader } from '../components/checkout/CheckoutHeader.tsx';

/** The order query page (thank-you) of spec section 2; analytics path /checkouts/thank. */
export const handle: RouteHandle = {
  name: 'checkouts',
  cache: 'private',
  frame: { Header: CheckoutHeader },
};

/** The order just placed from the shopper's cart: only that cart's order is shown here. */
export async function loader({ context, request }: LoaderFunctionArgs) {
  const number = Number(new URL(request.url).searchParams.get('order'));
  if (!Number.isSafeInteger(number) || number <= 0) throw notFoundResponse();
  return { order: await orNotFound(checkoutApi(context).order({ number })) };
}

export function meta({ data, shopName, t }: MetaArgs<Awaited<ReturnType<typeof loader>>>) {
  return { title: `${t('order.thanks_title')} ${data.order.name} – ${shopName}`, noindex: true };
}

/** Thank-you: the order's number, what happens next, and its summary. */
export function Component() {
  useAnalyticsPath(checkoutAnalyticsPath('thank'));
  const { order } = useLoaderData<typeof loader>();
  const { load } = useCart();
  // The order emptied the cart on the server: the header's count follows.
  useEffect(() => {
    void load({ force: true });
  }, [load]);
  // A paid order's purchase: the shop keeps it (and forwards it) itself; the browser pixels
  // hear of it here, by the same id.
  useEffect(() => {
    if (order.financial_status !== 'paid') return;
    tell(
      'purchase',
      {
        transaction_id: String(order.number),
        value: order.total,
        currency: order.currency,
        items: order.lines.reduce((sum, line) => sum + line.quantity, 0),
      },
      { eventId: purchaseEventId(order.number), pixelOnly: true },
    );
  }, [order]);
  return (
    <div className="page checkout-page" data-testid="order-thanks">
      <p className="order-thanks__number">
        <FormattedMessage id="order.number" values={{ number: order.name }} />
      </p>
      <h1 className="page__title">
        <FormattedMessage id="order.thanks" />
      </h1>
      <p>
        <FormattedMessage
          id="order.confirmation_sent"
          values={{ email: <bdi dir="ltr">{order.email}</bdi> }}
        />
      </p>
      {order.financial_status === 'unpaid' && (
        <p className="discount-hint">
          <FormattedMessage id={`order.unpaid_hint.${order.payment_method}`} />
        </p>
      )}
      <OrderDetails order={order} />
      <p>
        <ShopLink to="/" className="button button--secondary">
          <FormattedMessage id="order.continue_shopping" />
        </ShopLink>
      </p>
    </div>
  );
}
