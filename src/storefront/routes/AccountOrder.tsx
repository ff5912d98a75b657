import { useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { accountApi } from '../account-api.ts';
import { AccountNav, customerOrLogin } from '../components/account/AccountNav.tsx';
import { OrderDetails } from '../components/checkout/OrderDetails.tsx';
import { ShopLink } from '../components/ShopLink.tsx';
import { FormattedMessage } from '../intl.tsx';
import { orNotFound, type MetaArgs, type RouteHandle } from '../page.ts';
import '../components/checkout/checkout.css';

/** The order page of spec section 2: one of the customer's orders. */
export const handle: RouteHandle = { name: 'order', cache: 'private' };

/** One of the customer's orders; anyone else's is the 404 of a missing page. */
export async function loader({ context, params }: LoaderFunctionArgs) {
  const info = await customerOrLogin(context);
  const number = Number(params.number);
  const order = await orNotFound(accountApi(context).accountOrder(number));
  return { info, order };
}

export function meta({ shopName, t, data }: MetaArgs<Awaited<ReturnType<typeof loader>>>) {
  return {
    title: `${t('account.order')} ${data?.order.name ?? ''} – ${shopName}`,
    noindex: true,
  };
}

/** An order of the customer's: its progress, lines, sums, addresses and parcels. */
export function Component() {
  const { info, order } = useLoaderData<typeof loader>();
  return (
    <div className="page account-page account-page--wide checkout-page" data-testid="account-order">
      <h1 className="page__title">
        <FormattedMessage id="order.number" values={{ number: order.name }} />
      </h1>
      <div className="account-layout">
        <AccountNav info={info} />
        <div>
          <p>
            <ShopLink to="/account">
              <FormattedMessage id="account.back_to_orders" />
            </ShopLink>
          </p>
          <OrderDetails order={order} />
        </div>
      </div>
    </div>
  );
}
