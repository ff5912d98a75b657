import { FormattedMessage } from '../intl.tsx';
import { useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { CartLines } from '../components/CartLines.tsx';
import { SummaryCurrency } from '../components/CurrencySelector.tsx';
import { EmptyCart } from '../components/EmptyCart.tsx';
import { useMoney } from '../components/Price.tsx';
import type { MetaArgs, RouteHandle } from '../page.ts';
import { loaderContext } from '../state/api.ts';
import { ShopLink } from '../components/ShopLink.tsx';
import '../components/CartSummary.css';
import '../sections/main-cart/main-cart.css';

/** The route named checkouts (spec section 2): page-load tracking skips it. */
export const handle: RouteHandle = { name: 'checkouts', cache: 'private' };

/**
 * Checkout at /checkouts/{cart_hash} or /checkouts?step=contact_information (spec section 2).
 * Until the checkout steps land this page shows what the shopper is buying, priced by the
 * server, and the step they would start at.
 */
export async function loader({ context, request }: LoaderFunctionArgs) {
  const { api } = loaderContext(context);
  const step = new URL(request.url).searchParams.get('step') ?? 'contact_information';
  return { cart: await api.cart(), step };
}

export function meta({ shopName, t }: MetaArgs<Awaited<ReturnType<typeof loader>>>) {
  return { title: `${t('checkout.title')} – ${shopName}` };
}

/** The checkout page: the order summary, and a way back to the cart. */
export function Component() {
  const { cart } = useLoaderData<typeof loader>();
  const money = useMoney();
  const empty = Object.keys(cart.cart).length === 0;
  return (
    <div className="page cart-page" data-testid="checkout">
      <h1 className="page__title">
        <FormattedMessage id="checkout.title" />
      </h1>
      {empty ? (
        <EmptyCart />
      ) : (
        <div className="cart-page__layout">
          <CartLines cart={cart} />
          <aside className="cart-summary">
            <p className="summary-row">
              <FormattedMessage id="cart.subtotal" />
              <strong>{money(cart.cart_subtotal)}</strong>
            </p>
            {cart.discounts.map((d) => (
              <p key={d.id} className="summary-row summary-row--discount">
                <span>{d.checkout_text ?? d.title}</span>
                <span>
                  {d.discount_type === 'shipping_discount' ? (
                    <FormattedMessage id="cart.shipping_discount" />
                  ) : (
                    `−${money(d.amount)}`
                  )}
                </span>
              </p>
            ))}
            {cart.coupon_record
              .filter((c) => c.applied && c.amount > 0)
              .map((c) => (
                <p key={c.code} className="summary-row summary-row--discount">
                  <span>
                    <span className="coupon-tag">{c.code}</span> {c.title}
                  </span>
                  <span>−{money(c.amount)}</span>
                </p>
              ))}
            <p className="summary-row summary-row--total">
              <FormattedMessage id="cart.total" />
              <strong data-testid="checkout-total">{money(cart.cart_total)}</strong>
            </p>
            <SummaryCurrency place="check_display" />
            <p className="cart-summary__note">
              <FormattedMessage id="checkout.coming" />
            </p>
            <ShopLink to="/cart" className="button button--secondary button--full">
              <FormattedMessage id="checkout.back_to_cart" />
            </ShopLink>
          </aside>
        </div>
      )}
    </div>
  );
}
