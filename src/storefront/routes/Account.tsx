import { useLoaderData, type ActionFunctionArgs, type LoaderFunctionArgs } from 'react-router';
import { accountApi } from '../account-api.ts';
import { AccountNav, customerOrLogin, logOut } from '../components/account/AccountNav.tsx';
import { Pagination } from '../components/Pagination.tsx';
import { useMoney } from '../components/Price.tsx';
import { ShopLink } from '../components/ShopLink.tsx';
import { FormattedMessage, useIntl } from '../intl.tsx';
import type { MetaArgs, RouteHandle } from '../page.ts';

/** The account page of spec section 2: the customer's orders. */
export const handle: RouteHandle = { name: 'account', cache: 'private' };

/** The customer and a page of their orders; a visitor goes to the login page. */
export async function loader({ context, request }: LoaderFunctionArgs) {
  const info = await customerOrLogin(context);
  const asked = Number(new URL(request.url).searchParams.get('page') ?? 1);
  const page = Number.isInteger(asked) && asked >= 1 && asked <= 10_000 ? asked : 1;
  return { info, orders: await accountApi(context).accountOrders(page) };
}

/** The account's logout form (every account page posts it here). */
export const action = ({ context }: ActionFunctionArgs) => logOut(context);

export function meta({ shopName, t }: MetaArgs<unknown>) {
  return { title: `${t('account.title')} – ${shopName}`, noindex: true };
}

/** The account: its menu, and the orders, newest first. */
export function Component() {
  const { info, orders } = useLoaderData<typeof loader>();
  const intl = useIntl();
  const money = useMoney();
  return (
    <div className="page account-page account-page--wide" data-testid="account-page">
      <h1 className="page__title">
        <FormattedMessage id="account.title" />
      </h1>
      <div className="account-layout">
        <AccountNav info={info} />
        <section aria-labelledby="account-orders">
          <h2 id="account-orders">
            <FormattedMessage id="account.orders" />
          </h2>
          {orders.total === 0 ? (
            <p data-testid="no-orders">
              <FormattedMessage id="account.no_orders" />{' '}
              <ShopLink to="/collections">
                <FormattedMessage id="cart.continue" />
              </ShopLink>
            </p>
          ) : (
            <table className="account-orders" data-testid="account-orders">
              <thead>
                <tr>
                  <th scope="col">
                    <FormattedMessage id="account.order" />
                  </th>
                  <th scope="col">
                    <FormattedMessage id="account.date" />
                  </th>
                  <th scope="col">
                    <FormattedMessage id="account.status" />
                  </th>
                  <th scope="col">
                    <FormattedMessage id="cart.total" />
                  </th>
                </tr>
              </thead>
              <tbody>
                {orders.data.map((order) => (
                  <tr key={order.number} data-testid="account-order">
                    <th scope="row">
                      <ShopLink to={`/account/orders/${order.number}`}>{order.name}</ShopLink>
                    </th>
                    <td>
                      <time dateTime={order.created_at}>
                        {intl.formatDate(order.created_at, { dateStyle: 'medium' })}
                      </time>
                    </td>
                    <td>
                      {order.fulfillment_status_label} · {order.financial_status_label}
                    </td>
                    <td>
                      <bdi>{money(order.total)}</bdi>
                      <br />
                      <small>
                        <FormattedMessage id="account.items" values={{ count: order.item_count }} />
                      </small>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
          <Pagination page={orders.page} totalPages={Math.ceil(orders.total / orders.page_size)} />
        </section>
      </div>
    </div>
  );
}
